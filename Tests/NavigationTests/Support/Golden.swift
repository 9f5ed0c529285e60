import Foundation
import TestSupport

/// Golden event streams under `Tests/NavigationTests/__Golden__/<name>.jsonl`, compared line by line.
/// `RECORD_SNAPSHOTS=1` rewrites them on purpose; review the diff before committing.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Golden__")

    /// nil when `actual` matches the stored stream (or was recorded), else a row-numbered diff.
    static func mismatch(_ actual: String, named name: String) -> String? {
        let url = directory.appendingPathComponent(name + ".jsonl")
        if Snapshot.isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            do { try actual.write(to: url, atomically: true, encoding: .utf8) } catch { return "could not record \(url.path): \(error)" }
            return nil
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "missing golden stream \(url.path); run with RECORD_SNAPSHOTS=1 to record it"
        }
        if expected == actual { return nil }
        let diff = Snapshot.lineDiff(expected: expected, actual: actual).split(separator: "\n").prefix(40).joined(separator: "\n")
        return "golden stream \(name) differs:\n" + diff
    }
}
