/// A PNG's IHDR chunk, checked against what the PNG specification allows (ISO/IEC 15948:2004 / W3C PNG 2nd ed.,
/// 11.2.2): the colour type and bit depth pairs, compression and filter method 0, interlace none or Adam7.
struct PNGHeader: Equatable {
    enum ColourType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        /// The bit depths the specification allows for this colour type (table 11.1).
        var allowedDepths: [Int] {
            switch self {
            case .grey: return [1, 2, 4, 8, 16]
            case .palette: return [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: return [8, 16]
            }
        }

        var channels: Int {
            switch self {
            case .grey, .palette: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    /// One pass of the image: the whole of it, or one of Adam7's seven sub-images.
    struct Pass: Equatable {
        var x0: Int, y0: Int, dx: Int, dy: Int
        /// The sub-image's size in pixels (0 when the image is too small to have pixels in this pass).
        var width: Int, height: Int
    }

    let width: Int, height: Int
    let bitDepth: Int
    let colourType: ColourType
    let interlaced: Bool

    /// Reads the 13 bytes of IHDR's data; `maxSide` bounds width and height before anything is allocated.
    init(_ d: UnsafeRawBufferPointer, maxSide: Int) throws(RasterError) {
        guard d.count == 13 else { throw .decode("PNG: IHDR holds \(d.count) bytes, not 13") }
        func be32(_ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }
        width = be32(0)
        height = be32(4)
        guard width > 0, height > 0 else { throw .decode("PNG: \(width)×\(height) has no pixels") }
        guard width <= maxSide, height <= maxSide else {
            throw .decode("PNG: \(width)×\(height) is larger than \(maxSide)×\(maxSide)")
        }
        bitDepth = Int(d[8])
        guard let type = ColourType(rawValue: d[9]) else { throw .decode("PNG: colour type \(d[9]) is not 0, 2, 3, 4 or 6") }
        colourType = type
        guard type.allowedDepths.contains(bitDepth) else {
            throw .decode("PNG: bit depth \(bitDepth) is not allowed for colour type \(type.rawValue) (allowed: "
                          + type.allowedDepths.map(String.init).joined(separator: ", ") + ")")
        }
        guard d[10] == 0 else { throw .decode("PNG: compression method \(d[10]) (only 0, deflate, exists)") }
        guard d[11] == 0 else { throw .decode("PNG: filter method \(d[11]) (only 0 exists)") }
        guard d[12] <= 1 else { throw .decode("PNG: interlace method \(d[12]) (0 none or 1 Adam7)") }
        interlaced = d[12] == 1
    }

    var bitsPerPixel: Int { colourType.channels * bitDepth }
    /// How far back a filter looks: one whole pixel, at least one byte.
    var filterStride: Int { max(1, bitsPerPixel / 8) }
    /// Bytes of one row `w` pixels wide, without its filter-type byte.
    func rowBytes(_ w: Int) -> Int { (w * bitsPerPixel + 7) / 8 }

    /// Adam7's passes (x0, y0, dx, dy), spec 8.2.
    static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// The passes the image's data holds, in order: one, or Adam7's seven (some empty in a small image).
    var passes: [Pass] {
        guard interlaced else { return [Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
        return Self.adam7.map { x0, y0, dx, dy in
            Pass(x0: x0, y0: y0, dx: dx, dy: dy,
                 width: width > x0 ? (width - x0 + dx - 1) / dx : 0, height: height > y0 ? (height - y0 + dy - 1) / dy : 0)
        }
    }

    /// Bytes of the inflated image data: every non-empty pass's rows, each with its filter-type byte. The IDAT
    /// stream must inflate to exactly this many.
    var filteredSize: Int {
        passes.reduce(0) { sum, p in p.width > 0 && p.height > 0 ? sum + p.height * (1 + rowBytes(p.width)) : sum }
    }
}
