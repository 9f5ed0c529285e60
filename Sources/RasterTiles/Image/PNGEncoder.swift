/// navsim's PNG writer: 8-bit RGB (every pixel opaque) or RGBA, one IDAT compressed by libdeflate, each row's filter
/// chosen as libpng chooses by default (the one whose bytes, read as signed, sum smallest in magnitude).
enum PNGEncoder {
    static func encode(_ image: RasterImage) -> [UInt8] {
        let opaque = ImageEncoder.isOpaque(image)
        let pixels = opaque ? ImageEncoder.rgb(image) : image.pixels
        let bpp = opaque ? 3 : 4
        let n = image.width * bpp
        var filtered = [UInt8](repeating: 0, count: image.height * (n + 1))
        var candidate = [UInt8](repeating: 0, count: n)
        var best = [UInt8](repeating: 0, count: n)
        let zero = [UInt8](repeating: 0, count: n)
        pixels.withUnsafeBufferPointer { px in
            zero.withUnsafeBufferPointer { zero in
                for y in 0..<image.height {
                    // The row and the one above it (zeros above the first), read in place.
                    let row = UnsafeBufferPointer(rebasing: px[(y * n)..<((y + 1) * n)])
                    let prior = y == 0 ? zero : UnsafeBufferPointer(rebasing: px[((y - 1) * n)..<(y * n)])
                    var bestType: UInt8 = 0, bestCost = Int.max
                    for type in UInt8(0)...4 {
                        for i in 0..<n {
                            let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(prior[i]), c = i >= bpp ? Int(prior[i - bpp]) : 0
                            // The reader's predictors (PNGRows.predict), so writer and reader cannot disagree.
                            let predicted: Int
                            switch type {
                            case 0: predicted = 0
                            case 1: predicted = PNGRows.predict(.sub, a, b, c)
                            case 2: predicted = b
                            case 3: predicted = PNGRows.predict(.average, a, b, c)
                            default: predicted = PNGRows.predict(.paeth, a, b, c)
                            }
                            candidate[i] = UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
                        }
                        let cost = candidate.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
                        if cost < bestCost { bestCost = cost; bestType = type; swap(&best, &candidate) }
                    }
                    let start = y * (n + 1)
                    filtered[start] = bestType
                    filtered.replaceSubrange((start + 1)..<(start + 1 + n), with: best)
                }
            }
        }
        var header: [UInt8] = []
        for v in [UInt32(image.width), UInt32(image.height)] { header += bigEndian(v) }
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        var out = PNGDecoder.signature
        chunk("IHDR", header, into: &out)
        chunk("IDAT", filtered.withUnsafeBytes { Deflate.compress($0) }, into: &out)
        chunk("IEND", [], into: &out)
        return out
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }

    /// Length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        out += bigEndian(UInt32(data.count))
        out += typed
        out += bigEndian(typed.withUnsafeBytes { Deflate.crc32($0) })
    }
}
