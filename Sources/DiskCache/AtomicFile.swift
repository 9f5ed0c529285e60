import Foundation
import Text

/// The one way navsim replaces a file whole: the bytes go to a temporary file beside it (`PATH.PID.N.part`), which
/// is then renamed over it, so a reader (in this process or another) sees the old file or the new one, never half
/// of one, and a crash leaves at most a temporary file that `LRUDiskCache` removes once its writer is gone.
public enum AtomicFile {
    /// Writes `bytes` to `path`, making its folder when missing. Only a regular file (or a symbolic link, which the
    /// rename replaces, not its target) is replaced: renaming over a device, a FIFO or a folder would swap, say,
    /// `/dev/null` for a plain file.
    /// - Throws: `SourceError` naming `path` when it is something else, or the folder, the temporary file or the
    ///   rename fails.
    public static func write(_ bytes: [UInt8], to path: String) throws(SourceError) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFLNK {
            throw SourceError(file: path, reason: "cannot write: not a regular file")
        }
        let n = counter.withLock { n -> Int in n += 1; return n }
        let temporary = "\(path).\(getpid()).\(n).part"
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw SourceError(file: path, reason: "cannot write: \(reason(error))")
        }
        guard rename(temporary, path) == 0 else {
            let why = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw SourceError(file: path, reason: "cannot write: rename failed: \(why)")
        }
    }

    /// Temporary names in this process: one number per write, so that concurrent writers never share one.
    private static let counter = Locked(0)

    /// A temporary file of ours (`NAME.PID.N.part`) whose writing process no longer runs; false for any other name,
    /// so that a folder shared with other programs keeps their files.
    static func writerIsGone(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard parts.count >= 4, parts.last == "part", Int(parts[parts.count - 2]) != nil,
              let pid = Int32(parts[parts.count - 3]), pid > 0 else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// A file error in words: the POSIX reason where Foundation wraps one.
    public static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let under = ns.userInfo[NSUnderlyingErrorKey] as? NSError, under.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(under.code)))
        }
        return ns.localizedDescription
    }
}
