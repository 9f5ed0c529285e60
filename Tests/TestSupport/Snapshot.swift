import Foundation

/// Text snapshots under `Tests/<Target>/__Snapshots__/<name>.txt`.
/// Set `RECORD_SNAPSHOTS=1` to (re)write them on purpose; review the diff before committing.
public enum Snapshot {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Compares `actual` with the stored snapshot. Returns nil when they match (or after recording),
    /// otherwise a message with a row-numbered diff to hand to `Issue.record` / `#expect`.
    public static func mismatch(_ actual: String, named name: String, testFile: String = #filePath) -> String? {
        let dir = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let url = dir.appendingPathComponent(name + ".txt")
        if isRecording {
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            do { try actual.write(to: url, atomically: true, encoding: .utf8) } catch {
                return "could not record snapshot \(url.path): \(error)"
            }
            return nil
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "missing snapshot \(url.path); run with RECORD_SNAPSHOTS=1 to record it"
        }
        if expected == actual { return nil }
        return "snapshot \(name) differs:\n" + lineDiff(expected: expected, actual: actual)
    }

    /// A row-numbered diff of two texts: only the rows that differ, expected (-) over actual (+).
    public static func lineDiff(expected: String, actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        var out = [String]()
        for i in 0..<max(e.count, a.count) {
            let l = i < e.count ? e[i] : "<none>", r = i < a.count ? a[i] : "<none>"
            if l != r {
                let n = String(repeating: " ", count: max(0, 4 - String(i).count)) + String(i)
                out.append("\(n) - |\(l)|")
                out.append("\(n) + |\(r)|")
            }
        }
        return out.joined(separator: "\n")
    }
}
