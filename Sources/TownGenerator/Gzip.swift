import CZlib
import Foundation

/// Deterministic gzip through the system zlib: no file name, modification time 0, OS "unknown".
public enum Gzip {
    /// A zlib failure with its return code.
    public struct Failure: Error, CustomStringConvertible {
        public let code: Int32
        public var description: String { "zlib error \(code)" }
    }

    /// gzip-compresses `data` at level 9 (deflateInit2 with windowBits 15 + 16 = gzip framing).
    /// - Complexity: O(n).
    public static func compress(_ data: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        let gzipWindowBits: Int32 = 15 + 16 // zlib.h: add 16 to windowBits for a gzip wrapper
        var rc = deflateInit2_(&stream, 9, Z_DEFLATED, gzipWindowBits, 8, Z_DEFAULT_STRATEGY,
                               zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard rc == Z_OK else { throw Failure(code: rc) }
        defer { deflateEnd(&stream) }
        var header = gz_header()
        header.time = 0
        header.os = 255 // RFC 1952: unknown, so the bytes do not depend on the build machine
        rc = deflateSetHeader(&stream, &header)
        guard rc == Z_OK else { throw Failure(code: rc) }

        var input = data
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 64)
        let produced: Int = input.withUnsafeMutableBufferPointer { inBuf in
            output.withUnsafeMutableBufferPointer { outBuf in
                stream.next_in = inBuf.baseAddress
                stream.avail_in = uInt(inBuf.count)
                stream.next_out = outBuf.baseAddress
                stream.avail_out = uInt(outBuf.count)
                rc = deflate(&stream, Z_FINISH)
                return outBuf.count - Int(stream.avail_out)
            }
        }
        guard rc == Z_STREAM_END else { throw Failure(code: rc) }
        return Array(output.prefix(produced))
    }

    /// Inflates gzip (or zlib) data.
    /// - Complexity: O(n) in the output size.
    public static func decompress(_ data: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        let autoDetectWindowBits: Int32 = 15 + 32 // zlib.h: add 32 to detect gzip or zlib framing
        var rc = inflateInit2_(&stream, autoDetectWindowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard rc == Z_OK else { throw Failure(code: rc) }
        defer { inflateEnd(&stream) }
        var input = data
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        try input.withUnsafeMutableBufferPointer { inBuf in
            stream.next_in = inBuf.baseAddress
            stream.avail_in = uInt(inBuf.count)
            repeat {
                let n: Int = chunk.withUnsafeMutableBufferPointer { outBuf in
                    stream.next_out = outBuf.baseAddress
                    stream.avail_out = uInt(outBuf.count)
                    rc = inflate(&stream, Z_NO_FLUSH)
                    return outBuf.count - Int(stream.avail_out)
                }
                result += chunk.prefix(n)
                if rc != Z_OK && rc != Z_STREAM_END { throw Failure(code: rc) }
                if rc == Z_OK && n == 0 && stream.avail_in == 0 { throw Failure(code: Z_BUF_ERROR) }
            } while rc != Z_STREAM_END
        }
        return result
    }
}
