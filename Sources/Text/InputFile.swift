#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file a user names: the one reader of input files (maps, traces, route files, styles, settings,
/// scripts, scenarios, lists). It reads what `open` and `read` can: a regular file, and also a pipe, a device or a
/// process substitution (`<(zcat trace.gpx.gz)`, `/dev/stdin`), which Foundation's `contents(atPath:)` refuses;
/// `-` is standard input. A failure is one `SourceError` naming the file with the reason in words: no such file,
/// a directory, permission denied, or the system's reason.
public enum InputFile {
    /// The name that stands for standard input.
    public static let standardInput = "-"

    /// The bytes of the file at `path` (`-`: standard input).
    /// - Parameter expecting: what the file should be ("map file"), said when `path` is a directory.
    /// - Throws: `SourceError` with `source` = `path`.
    public static func read(_ path: String, expecting: String? = nil) throws(SourceError) -> [UInt8] {
        let fd = try openForStreaming(path, expecting: expecting)
        defer { if fd != 0 { close(fd) } }
        return try read(descriptor: fd, path: path, expecting: expecting)
    }

    /// A descriptor open for reading the file at `path` (standard input's own for `-`), for a reader that streams it
    /// (a receiver's NMEA log or device): the same reasons as `read` when it cannot be opened or is a directory.
    /// The caller closes it (not standard input's).
    public static func openForStreaming(_ path: String, expecting: String? = nil) throws(SourceError) -> Int32 {
        if path == standardInput { return 0 }
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw failure(errno, path: path, expecting: expecting) }
        var st = stat()
        if fstat(fd, &st) != 0 || (st.st_mode & S_IFMT) == S_IFDIR {
            let code = (st.st_mode & S_IFMT) == S_IFDIR ? EISDIR : errno
            close(fd)
            throw failure(code, path: path, expecting: expecting)
        }
        return fd
    }

    /// The next bytes of a stream as they arrive, at most `count`: blocks until some do, empty at its end. A read
    /// error (a directory, a device gone) is a `SourceError` naming `path`, not a trap as in `FileHandle.availableData`.
    public static func readAvailable(_ fd: Int32, path: String, upTo count: Int = 1 << 16) throws(SourceError) -> [UInt8] {
        var failed: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, n in
            let got = readSome(fd, buffer.baseAddress!, count)
            if got < 0 { failed = errno }
            n = max(0, got)
        }
        if failed != 0 { throw failure(failed, path: path, expecting: nil) }
        return bytes
    }

    /// The file at `path` as UTF-8 text (a script, a list).
    /// - Throws: `SourceError` as `read`, or naming the byte offset of the first byte that is not UTF-8.
    public static func readText(_ path: String, expecting: String? = nil) throws(SourceError) -> String {
        let bytes = try read(path, expecting: expecting)
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            throw SourceError(source: path, byteOffset: bad, reason: "not UTF-8 text")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `path` names standard input or a file that is not a regular file (a pipe, a device, a socket): such
    /// input can be read once only, and has no size, inode or time to key a cache on.
    public static func isStream(_ path: String) -> Bool {
        if path == standardInput { return true }
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        return (st.st_mode & S_IFMT) != S_IFREG && (st.st_mode & S_IFMT) != S_IFDIR
    }

    private static func read(descriptor fd: Int32, path: String, expecting: String?) throws(SourceError) -> [UInt8] {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw failure(errno, path: path, expecting: expecting) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw failure(EISDIR, path: path, expecting: expecting) }
        // A regular file is read in one chunk of its size; a stream in chunks of 64 KiB. Either way reading goes on
        // until end of file, so a file that grows while it is read is read whole.
        var bytes = [UInt8]()
        var size = (st.st_mode & S_IFMT) == S_IFREG ? max(Int(st.st_size), 1) : 1 << 16
        while true {
            var failed: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                count = 0
                while count < size {
                    let n = readSome(fd, buffer.baseAddress! + count, size - count)
                    if n < 0 { failed = errno }
                    if n <= 0 { break }
                    count += n
                }
            }
            if failed != 0 { throw failure(failed, path: path, expecting: expecting) }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            if chunk.count < size { return bytes }
            size = 1 << 16
        }
    }

    private static func failure(_ code: Int32, path: String, expecting: String?) -> SourceError {
        let reason: String
        switch code {
        case ENOENT, ENOTDIR: reason = "no such file"
        case EISDIR: reason = "is a directory" + (expecting.map { ", not a \($0)" } ?? "")
        case EACCES, EPERM: reason = "permission denied"
        default: reason = "cannot read the file (\(String(cString: strerror(code))))"
        }
        return SourceError(source: path, reason: reason)
    }
}

/// One `read(2)`, again when a signal interrupts it: the count read, 0 at end of file, -1 with `errno` set.
private func readSome(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    while true {
        let n = read(fd, buffer, count)
        if n >= 0 || errno != EINTR { return n }
    }
}
