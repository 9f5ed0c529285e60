import DiskCache
import Foundation
import Text

extension SettingsFile {
    /// Writes the settings that differ from the defaults to `path` through the one whole-file writer, `AtomicFile`
    /// (a temporary file beside it renamed over it; the folder is made if missing). A path that is there but not a
    /// regular file (a folder, `/dev/null`) is refused rather than renamed over.
    /// - Throws: `SourceError` naming the path.
    public static func write(_ settings: Settings, to path: String) throws(SourceError) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw SourceError(file: path, reason: "cannot write: not a regular file")
        }
        try AtomicFile.write(Array(SettingsDocument.fileText(settings).utf8), to: path)
    }
}
