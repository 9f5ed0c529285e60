import Foundation
import Text

extension SettingsFile {
    /// Writes the settings that differ from the defaults to `path`, atomically: a temporary file beside it, then a
    /// rename over it, so a reader sees the old file or the new one, never half of one. The directory is made if
    /// missing.
    /// - Throws: `SourceError` naming the path.
    public static func write(_ settings: Settings, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(SettingsDocument.fileText(settings).utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw SourceError(source: path, reason: "cannot replace the settings file: \(reason)")
            }
        } catch let e as SourceError {
            throw e
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw SourceError(source: path, reason: "cannot write the settings file: \((error as NSError).localizedDescription)")
        }
    }
}
