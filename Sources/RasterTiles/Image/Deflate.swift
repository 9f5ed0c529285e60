import CDeflate

/// zlib-format streams and CRC-32 through libdeflate (whole-buffer: the PNG reader knows every size in advance).
/// A decompressor or compressor is made per call: libdeflate's are not safe to share between threads, and making
/// one costs a small allocation next to a tile's work.
enum Deflate {
    enum Outcome: Equatable {
        case filled
        /// The stream is not valid zlib/DEFLATE data (or its Adler-32 is wrong).
        case badData
        /// The stream ends before the buffer is full.
        case short
        /// The stream holds more than the buffer.
        case tooLong
    }

    /// Inflates the zlib stream `source` into exactly `destination.count` bytes.
    static func inflate(_ source: UnsafeRawBufferPointer, into destination: UnsafeMutableRawBufferPointer) -> Outcome {
        guard let d = libdeflate_alloc_decompressor() else { return .badData }
        defer { libdeflate_free_decompressor(d) }
        // A nil actual-size pointer asks libdeflate to fill the buffer exactly or fail.
        let r = libdeflate_zlib_decompress(d, source.baseAddress, source.count, destination.baseAddress, destination.count, nil)
        switch r {
        case LIBDEFLATE_SUCCESS: return .filled
        case LIBDEFLATE_SHORT_OUTPUT: return .short
        case LIBDEFLATE_INSUFFICIENT_SPACE: return .tooLong
        default: return .badData
        }
    }

    /// A zlib stream of `bytes` at `level` (0…12; 6 is zlib's default trade-off).
    static func compress(_ bytes: UnsafeRawBufferPointer, level: Int32 = 6) -> [UInt8] {
        guard let c = libdeflate_alloc_compressor(level) else { preconditionFailure("libdeflate refused level \(level)") }
        defer { libdeflate_free_compressor(c) }
        let bound = libdeflate_zlib_compress_bound(c, bytes.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            count = libdeflate_zlib_compress(c, bytes.baseAddress, bytes.count, out.baseAddress, bound)
        }
    }

    /// The CRC-32 (ISO 3309, as PNG chunks use) of `bytes`, continuing from `crc`.
    static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
    }
}
