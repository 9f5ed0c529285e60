/// navsim's PNG reader (ISO/IEC 15948 / W3C PNG, second edition), over libdeflate for the IDAT stream.
///
/// Complete, not a fast path: every colour type and bit depth the specification allows (grey 1/2/4/8/16, RGB 8/16,
/// palette 1/2/4/8, grey+alpha 8/16, RGBA 8/16), PLTE and tRNS (palette alpha and colour-key transparency), Adam7
/// interlacing, the five filters, any number of consecutive IDAT chunks. The output is what the resampler takes:
/// 8-bit straight RGBA, rows top to bottom (16-bit samples are rounded to 8 bits, low depths scaled to 0…255).
///
/// Deliberate choices:
/// - Every chunk's CRC is checked, ancillary ones too: a tile damaged anywhere is refused (and refetched), not
///   half-trusted. libdeflate's CRC-32 costs about 10 µs for a tile.
/// - Ancillary chunks other than tRNS (gAMA, cHRM, sRGB, iCCP, text, time...) are skipped: tiles are drawn as sRGB.
///   An unknown critical chunk (its first letter upper case) is refused, as the specification asks.
/// - Limits before allocation: width and height at most `maxSide`; the inflated size must be exactly the filtered
///   size the header implies, and the IDAT bytes must be able to inflate to it (DEFLATE expands at most 1032:1), so a
///   small hostile file cannot ask for a large buffer.
/// - A palette index past the palette's end reads as opaque black (as libpng does), rather than costing a check
///   per pixel.
enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Chunk types as big-endian words.
    enum ChunkType {
        static let ihdr: UInt32 = 0x4948_4452, plte: UInt32 = 0x504C_5445, idat: UInt32 = 0x4944_4154
        static let iend: UInt32 = 0x4945_4E44, trns: UInt32 = 0x7452_4E53
    }

    /// DEFLATE's largest expansion: a 258-byte match coded in 2 bits.
    static let maxInflateRatio = 1032

    /// What the chunks before the pixels said.
    struct Layout {
        var header: PNGHeader
        /// Colour for each sample value 0…255 (palette index, or grey sample at depths up to 8), packed R,G,B,A in
        /// memory order; empty for the other colour types.
        var table: [UInt32]
        /// The tRNS colour key (grey or R,G,B samples at the image's depth), if any.
        var key: [Int]?
        /// Where the IDAT chunks' data lie in the file.
        var idat: [Range<Int>]
    }

    static func decode(_ bytes: [UInt8], maxSide: Int) throws(RasterError) -> RasterImage {
        let result: Result<RasterImage, RasterError> = bytes.withUnsafeBytes { raw in
            do throws(RasterError) {
                let layout = try readChunks(raw, maxSide: maxSide)
                return .success(try pixels(raw, layout))
            } catch { return .failure(error) }
        }
        return try result.get()
    }

    static func fail(_ reason: String, at offset: Int) -> RasterError { .decode("PNG: \(reason) (at byte \(offset))") }

    static func be32(_ raw: UnsafeRawBufferPointer, _ i: Int) -> UInt32 {
        UInt32(raw[i]) << 24 | UInt32(raw[i + 1]) << 16 | UInt32(raw[i + 2]) << 8 | UInt32(raw[i + 3])
    }

    /// The chunk's four letters, or nil when they are not letters (a damaged or foreign file).
    static func name(_ type: UInt32) -> String? {
        let letters = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: type >> $0) }
        guard letters.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        return String(decoding: letters, as: UTF8.self)
    }

    /// Walks the chunks from the signature to IEND, checking each CRC, order and size.
    static func readChunks(_ raw: UnsafeRawBufferPointer, maxSide: Int) throws(RasterError) -> Layout {
        guard raw.count >= 8, raw.prefix(8).elementsEqual(signature) else {
            throw .decode("PNG: the signature is not 89 50 4E 47 0D 0A 1A 0A")
        }
        var header: PNGHeader?
        var palette: [UInt32]?
        var alphas: [UInt8]?
        var key: [Int]?
        var idat: [Range<Int>] = []
        var idatClosed = false
        var p = 8
        while true {
            guard raw.count - p >= 12 else {
                throw fail(p == raw.count ? "the file ends without an IEND chunk" : "the file ends inside a chunk header", at: p)
            }
            let length = Int(be32(raw, p)), type = be32(raw, p + 4)
            guard let chunk = name(type) else { throw fail("a chunk type that is not four letters", at: p + 4) }
            guard length <= 0x7FFF_FFFF, length <= raw.count - p - 12 else {
                throw fail("\(chunk) says it holds \(length) bytes but the file ends \(raw.count - p - 12) bytes on", at: p)
            }
            let data = UnsafeRawBufferPointer(rebasing: raw[(p + 8)..<(p + 8 + length)])
            let stored = be32(raw, p + 8 + length)
            guard Deflate.crc32(UnsafeRawBufferPointer(rebasing: raw[(p + 4)..<(p + 8 + length)])) == stored else {
                throw fail("\(chunk)'s CRC does not match its bytes (damaged file)", at: p)
            }
            if header == nil && type != ChunkType.ihdr { throw fail("the first chunk is \(chunk), not IHDR", at: p) }
            if !idat.isEmpty && type != ChunkType.idat { idatClosed = true }
            switch type {
            case ChunkType.ihdr:
                guard header == nil else { throw fail("a second IHDR", at: p) }
                header = try PNGHeader(data, maxSide: maxSide)
            case ChunkType.plte:
                guard palette == nil, idat.isEmpty else { throw fail("PLTE is repeated or after IDAT", at: p) }
                guard let h = header, h.colourType != .grey, h.colourType != .greyAlpha else {
                    throw fail("PLTE in a greyscale image", at: p)
                }
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw fail("PLTE of \(length) bytes (a multiple of 3, 1 to 256 entries)", at: p)
                }
                palette = stride(from: 0, to: length, by: 3).map { pack(data[$0], data[$0 + 1], data[$0 + 2], 255) }
            case ChunkType.trns:
                guard alphas == nil, key == nil, idat.isEmpty else { throw fail("tRNS is repeated or after IDAT", at: p) }
                guard let h = header else { break }
                switch h.colourType {
                case .palette:
                    guard let palette else { throw fail("tRNS before PLTE", at: p) }
                    guard length <= palette.count else {
                        throw fail("tRNS holds \(length) alphas for \(palette.count) palette entries", at: p)
                    }
                    alphas = Array(data)
                case .grey, .rgb:
                    let n = h.colourType == .grey ? 1 : 3
                    guard length == 2 * n else { throw fail("tRNS of \(length) bytes for colour type \(h.colourType.rawValue) (needs \(2 * n))", at: p) }
                    key = (0..<n).map { Int(data[2 * $0]) << 8 | Int(data[2 * $0 + 1]) }
                case .greyAlpha, .rgba:
                    break  // Meaningless with an alpha channel; ignored, as libpng does.
                }
            case ChunkType.idat:
                guard !idatClosed else { throw fail("IDAT chunks are not consecutive", at: p) }
                idat.append((p + 8)..<(p + 8 + length))
            case ChunkType.iend:
                guard let h = header, !idat.isEmpty else { throw fail("IEND before any IDAT", at: p) }
                if h.colourType == .palette && palette == nil { throw fail("a palette image without PLTE", at: p) }
                return Layout(header: h, table: table(h, palette: palette, alphas: alphas, key: key),
                              key: h.colourType == .palette ? nil : key, idat: idat)
            default:
                // Bit 5 of the first letter: upper case is critical (must be understood), lower case ancillary.
                if type & 0x2000_0000 == 0 { throw fail("unknown critical chunk \(chunk)", at: p) }
            }
            p += 12 + length
        }
    }

    /// R, G, B, A in memory order as one word.
    @inline(__always) static func pack(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
    }

    /// The 256-entry colour table for palette images and greyscale up to 8 bits (sample value → RGBA).
    static func table(_ h: PNGHeader, palette: [UInt32]?, alphas: [UInt8]?, key: [Int]?) -> [UInt32] {
        switch h.colourType {
        case .palette:
            var t = [UInt32](repeating: pack(0, 0, 0, 255), count: 256)
            for (i, c) in (palette ?? []).enumerated() {
                let a = alphas.map { i < $0.count ? $0[i] : 255 } ?? 255
                t[i] = c & pack(255, 255, 255, 0) | pack(0, 0, 0, a)
            }
            return t
        case .grey where h.bitDepth <= 8:
            let maxValue = (1 << h.bitDepth) - 1, scale = 255 / maxValue
            return (0...255).map { v in
                let g = UInt8(truncatingIfNeeded: min(v, maxValue) * scale)
                return pack(g, g, g, key?[0] == v ? 0 : 255)
            }
        default:
            return []
        }
    }

    /// Inflates the IDAT stream into exactly the filtered size, then unfilters and expands it row by row.
    static func pixels(_ raw: UnsafeRawBufferPointer, _ layout: Layout) throws(RasterError) -> RasterImage {
        let h = layout.header
        let expected = h.filteredSize
        let compressed = layout.idat.reduce(0) { $0 + $1.count }
        guard expected <= compressed * maxInflateRatio + 64 else {
            throw .decode("PNG: \(compressed) bytes of IDAT cannot inflate to the \(expected) bytes a \(h.width)×\(h.height) image needs")
        }
        var filtered = [UInt8](unsafeUninitializedCapacity: expected) { _, count in count = expected }
        let outcome: Deflate.Outcome = filtered.withUnsafeMutableBytes { out in
            if layout.idat.count == 1 { return Deflate.inflate(UnsafeRawBufferPointer(rebasing: raw[layout.idat[0]]), into: out) }
            var joined: [UInt8] = []
            joined.reserveCapacity(compressed)
            for r in layout.idat { joined.append(contentsOf: raw[r]) }
            return joined.withUnsafeBytes { Deflate.inflate($0, into: out) }
        }
        switch outcome {
        case .filled: break
        case .badData: throw .decode("PNG: the IDAT stream is not valid zlib data")
        case .short: throw .decode("PNG: the IDAT stream ends before the \(expected) bytes a \(h.width)×\(h.height) image needs")
        case .tooLong: throw .decode("PNG: the IDAT stream holds more than the \(expected) bytes a \(h.width)×\(h.height) image needs")
        }
        return try PNGRows.image(from: &filtered, layout)
    }
}
