import Foundation
import Text

/// The one way navsim replaces a file whole: the bytes go to a temporary file beside it (`PATH.PID.N.part`), which
/// is then renamed over it, so a reader (in this process or another) sees the old file or the new one, never half
/// of one, and a crash leaves at most a temporary file that `LRUDiskCache` removes once its writer is gone.
public enum AtomicFile {
    /// Writes `bytes` to `path`, making its folder when missing. A path that exists as something other than a
    /// regular file (a device such as /dev/null or /dev/stdout, a FIFO, a symbolic link) is written in place:
    /// renaming over it would replace the device or the link itself.
    /// - Parameter durable: also survive a power cut: the temporary file is synced (`fsync`) before the rename and
    ///   the folder after it, so the path holds the old bytes or the new ones once this returns. For records that
    ///   a crash repair relies on (the offline maps' journal and region records); caches, whose entries are checked
    ///   when read, leave it off.
    /// - Throws: `SourceError` naming `path` when the folder, the temporary file, the sync or the rename fails.
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = false) throws(SourceError) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { return try writeInPlace(bytes, to: path) }
        let n = counter.withLock { n -> Int in n += 1; return n }
        let temporary = "\(path).\(getpid()).\(n).part"
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw SourceError(file: path, reason: "cannot write: \(reason(error))")
        }
        if let why = writeNew(bytes, to: temporary, sync: durable) {
            unlink(temporary)
            throw SourceError(file: path, reason: "cannot write: \(why)")
        }
        guard rename(temporary, path) == 0 else {
            let why = String(cString: strerror(errno))
            unlink(temporary)
            throw SourceError(file: path, reason: "cannot write: rename failed: \(why)")
        }
        if durable, let why = syncFolder(folder.isEmpty ? "." : folder) {
            throw SourceError(file: path, reason: "cannot write: syncing the folder failed: \(why)")
        }
    }

    /// Creates `path` (which must not exist) holding `bytes`, synced when asked. - Returns: the reason it failed.
    private static func writeNew(_ bytes: [UInt8], to path: String, sync: Bool) -> String? {
        writeAll(bytes, to: path, flags: O_CREAT | O_EXCL, sync: sync)
    }

    /// Opens `path` for writing with `flags` added, writes all of `bytes` (again after an interrupted write), syncs
    /// when asked and closes it. - Returns: the reason it failed.
    private static func writeAll(_ bytes: [UInt8], to path: String, flags: Int32, sync: Bool) -> String? {
        let fd = open(path, O_WRONLY | O_CLOEXEC | flags, 0o666)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        let code = bytes.withUnsafeBytes { FileDescriptor.writeAll(fd, $0) }
        var failure = code == 0 ? nil : String(cString: strerror(code))
        if failure == nil, sync, fsync(fd) != 0 { failure = "fsync: \(String(cString: strerror(errno)))" }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }

    /// Syncs a folder, so that a rename in it is on disk. - Returns: the reason it failed.
    private static func syncFolder(_ folder: String) -> String? {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        return fsync(fd) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Writes over a path that is not a regular file (a device, a FIFO, through a link), truncating it.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(SourceError) {
        if let why = writeAll(bytes, to: path, flags: O_TRUNC, sync: false) {
            throw SourceError(file: path, reason: "cannot write: \(why)")
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
