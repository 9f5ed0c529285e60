#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to a POSIX file descriptor: the one write loop (the command line's stdout and stderr, whole-file writes).
public enum FileDescriptor {
    /// Writes all of `bytes` to `fd`, again after an interrupted or short write.
    /// - Returns: the `errno` the write stopped on (EPIPE when the reader went away), 0 when all was written.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var done = 0
        while done < bytes.count {
            let w = write(fd, bytes.baseAddress! + done, bytes.count - done)
            if w < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += w
        }
        return 0
    }

    /// Writes all of `text` (UTF-8) to `fd`. - Returns: the `errno` it stopped on, 0 when all was written.
    @discardableResult
    public static func writeAll(_ fd: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
    }
}
