import CTurboJPEG
import Text

/// Decodes tile bodies: PNG through navsim's PNGDecoder (over libdeflate), JPEG through TurboJPEG. The format is read from the
/// bytes' signature, not from a Content-Type (servers get that wrong).
public enum ImageDecoder {
    /// Largest width or height accepted: a tile bigger than this is refused before its pixels are allocated.
    public static let maxSide = 4096

    public enum Format: String, Sendable { case png, jpeg }

    /// The format the bytes start with, or nil.
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.count >= 8 && bytes[0] == 0x89 && bytes[1] == 0x50 && bytes[2] == 0x4E && bytes[3] == 0x47 { return .png }
        if bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF { return .jpeg }
        return nil
    }

    /// The decoded image.
    /// - Throws: `RasterError.decode` with the library's reason.
    public static func decode(_ bytes: [UInt8]) throws(RasterError) -> RasterImage {
        switch format(of: bytes) {
        case .png: return try decodePNG(bytes)
        case .jpeg: return try decodeJPEG(bytes)
        case nil:
            throw .decode("neither PNG nor JPEG (starts with \"\(TerminalText.excerpt(bytes.prefix(16), limit: 16))\", \(bytes.count) bytes)")
        }
    }

    static func decodePNG(_ bytes: [UInt8]) throws(RasterError) -> RasterImage {
        try PNGDecoder.decode(bytes, maxSide: maxSide)
    }

    static func decodeJPEG(_ bytes: [UInt8]) throws(RasterError) -> RasterImage {
        guard let handle = tjInitDecompress() else { throw .decode("JPEG: TurboJPEG could not start") }
        defer { tjDestroy(handle) }
        var w: Int32 = 0, h: Int32 = 0, sub: Int32 = 0, space: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &w, &h, &sub, &space)
        }
        guard header == 0 else { throw .decode("JPEG: " + String(cString: tjGetErrorStr2(handle))) }
        guard w > 0, h > 0, Int(w) <= maxSide, Int(h) <= maxSide else {
            throw .decode("JPEG: \(w)×\(h) is outside 1…\(maxSide)")
        }
        var pixels = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
        let r = bytes.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                tjDecompress2(handle, src.baseAddress, UInt(src.count), dst.baseAddress, w, 0, h, Int32(TJPF_RGBA.rawValue), 0)
            }
        }
        // -1 with a warning (a truncated scan) still leaves pixels; only a fatal error is refused.
        if r != 0 && tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
            throw .decode("JPEG: " + String(cString: tjGetErrorStr2(handle)))
        }
        return RasterImage(width: Int(w), height: Int(h), pixels: pixels)
    }
}
