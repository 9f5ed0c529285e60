import Text
import CBzip2
import CZlib

/// Whole-buffer decompression of gzip/zlib (through zlib) and bzip2 (through libbz2).
/// Errors carry the byte offset in the compressed input where decoding stopped.
enum Decompression {
    /// Output cap: no OSM extract we read inflates beyond this, and a corrupt or hostile stream must not
    /// make us allocate without bound.
    static let maxOutput = 1 << 31

    /// How much of the `remaining` input to hand zlib or libbz2 at once: their `avail_in` is 32-bit, so input of
    /// 4 GiB or more is fed in pieces (it trapped in `UInt32(inp.count)` before).
    @inline(__always) static func inputChunk(remaining: Int) -> UInt32 {
        UInt32(clamping: max(0, remaining))
    }

    /// A failure at a byte offset; the caller names the file (and turns the offset into a line for XML).
    typealias Failure = SourceError

    /// Inflates gzip (several members allowed) or zlib data.
    static func gunzip(_ input: [UInt8]) throws(Failure) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(min(maxOutput, input.count * 6))
        var strm = z_stream()
        // 15 window bits + 32: detect a gzip or zlib header automatically.
        guard inflateInit2_(&strm, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(byteOffset: 0, reason: "zlib could not start")
        }
        defer { inflateEnd(&strm) }
        let chunk = 1 << 18
        var buffer = [UInt8](repeating: 0, count: chunk)
        var consumed = 0
        var ended = false
        let status: Result<Void, Failure> = input.withUnsafeBufferPointer { inp in
            buffer.withUnsafeMutableBufferPointer { buf in
                strm.next_in = UnsafeMutablePointer(mutating: inp.baseAddress)
                strm.avail_in = inputChunk(remaining: inp.count)
                var fed = Int(strm.avail_in)  // input bytes handed to zlib so far
                while true {
                    if strm.avail_in == 0, fed < inp.count {
                        strm.avail_in = inputChunk(remaining: inp.count - fed)
                        fed += Int(strm.avail_in)
                    }
                    strm.next_out = buf.baseAddress
                    strm.avail_out = UInt32(chunk)
                    let r = inflate(&strm, Z_NO_FLUSH)
                    let produced = chunk - Int(strm.avail_out)
                    out.append(contentsOf: UnsafeBufferPointer(start: buf.baseAddress, count: produced))
                    consumed = fed - Int(strm.avail_in)
                    if out.count > maxOutput { return .failure(Failure(byteOffset: consumed, reason: "inflated data exceeds 2 GiB")) }
                    switch r {
                    case Z_STREAM_END:
                        ended = true
                        // Another gzip member may follow (concatenated .gz files).
                        if inp.count - consumed >= 2, inp[consumed] == 0x1f, inp[consumed + 1] == 0x8b {
                            inflateReset(&strm)
                            ended = false
                            continue
                        }
                        return .success(())
                    case Z_OK:
                        continue
                    case Z_BUF_ERROR:
                        if strm.avail_in == 0, fed == inp.count { return .failure(Failure(byteOffset: consumed, reason: "truncated compressed data")) }
                        continue
                    default:
                        let msg = strm.msg.map { String(cString: $0) } ?? "code \(r)"
                        return .failure(Failure(byteOffset: consumed, reason: "corrupt compressed data (\(msg))"))
                    }
                }
            }
        }
        if case .failure(let f) = status { throw f }
        if !ended { throw Failure(byteOffset: consumed, reason: "truncated compressed data") }
        return out
    }

    /// Inflates a zlib stream whose inflated size is known (a PBF blob) into `out` (at least `size` bytes).
    /// Returns nil on success, else the reason.
    static func inflateZlib(_ input: UnsafeRawBufferPointer, size: Int, into out: UnsafeMutableRawBufferPointer) -> String? {
        guard size <= out.count, let dest = out.baseAddress else { return "inflated size \(size) exceeds the buffer" }
        var destLen = uLongf(size)
        let r = uncompress(dest.assumingMemoryBound(to: Bytef.self), &destLen,
                           input.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(input.count))
        if r != Z_OK { return r == Z_BUF_ERROR ? "truncated or oversized zlib data" : "corrupt zlib data (code \(r))" }
        if Int(destLen) != size { return "zlib data inflated to \(destLen) bytes, header says \(size)" }
        return nil
    }

    /// Decompresses bzip2 data (several streams allowed).
    static func bunzip2(_ input: [UInt8]) throws(Failure) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(min(maxOutput, input.count * 8))
        let chunk = 1 << 18
        var buffer = [UInt8](repeating: 0, count: chunk)
        var start = 0
        let status: Failure? = input.withUnsafeBufferPointer { inp in
            buffer.withUnsafeMutableBufferPointer { buf in
                while start < inp.count {
                    var strm = bz_stream()
                    guard BZ2_bzDecompressInit(&strm, 0, 0) == BZ_OK else { return Failure(byteOffset: start, reason: "bzip2 could not start") }
                    defer { BZ2_bzDecompressEnd(&strm) }
                    strm.next_in = UnsafeMutableRawPointer(mutating: inp.baseAddress! + start).assumingMemoryBound(to: CChar.self)
                    strm.avail_in = inputChunk(remaining: inp.count - start)
                    var fed = start + Int(strm.avail_in)  // input bytes handed to libbz2 so far
                    var finished = false
                    while !finished {
                        if strm.avail_in == 0, fed < inp.count {
                            strm.avail_in = inputChunk(remaining: inp.count - fed)
                            fed += Int(strm.avail_in)
                        }
                        strm.next_out = UnsafeMutableRawPointer(buf.baseAddress!).assumingMemoryBound(to: CChar.self)
                        strm.avail_out = UInt32(chunk)
                        let r = BZ2_bzDecompress(&strm)
                        out.append(contentsOf: UnsafeBufferPointer(start: buf.baseAddress, count: chunk - Int(strm.avail_out)))
                        let consumed = fed - Int(strm.avail_in)
                        if out.count > maxOutput { return Failure(byteOffset: consumed, reason: "decompressed data exceeds 2 GiB") }
                        switch r {
                        case BZ_STREAM_END:
                            finished = true
                            start = consumed
                        case BZ_OK:
                            if strm.avail_in == 0 && fed == inp.count && strm.avail_out != 0 {
                                return Failure(byteOffset: consumed, reason: "truncated bzip2 data")
                            }
                        default:
                            return Failure(byteOffset: consumed, reason: "corrupt bzip2 data (code \(r))")
                        }
                    }
                    // Trailing bytes that are not another stream end the data.
                    if start + 3 > inp.count || inp[start] != 0x42 || inp[start + 1] != 0x5a || inp[start + 2] != 0x68 { break }
                }
                return nil
            }
        }
        if let f = status { throw f }
        return out
    }
}
