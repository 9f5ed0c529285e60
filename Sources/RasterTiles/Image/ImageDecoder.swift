import CPNG
import CTurboJPEG
import Text

/// Decodes tile bodies: PNG through libpng's simplified API, JPEG through TurboJPEG. The format is read from the
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
        var image = png_image()
        image.version = navsim_png_image_version()
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw .decode("PNG: " + message(&image)) }
        guard Int(image.width) <= maxSide, Int(image.height) <= maxSide, image.width > 0, image.height > 0 else {
            png_image_free(&image)
            throw .decode("PNG: \(image.width)×\(image.height) is larger than \(maxSide)×\(maxSide)")
        }
        image.format = navsim_png_format_rgba()
        let w = Int(image.width), h = Int(image.height)
        // Straight into the image's buffer, which libpng fills whole (no zeroing first, no copy after).
        var done: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buf, count in
            done = png_image_finish_read(&image, nil, buf.baseAddress, 0, nil)
            count = done != 0 ? w * h * 4 : 0
        }
        guard done != 0 else {
            let m = message(&image)
            png_image_free(&image)
            throw .decode("PNG: " + m)
        }
        return RasterImage(width: w, height: h, pixels: pixels)
    }

    /// `image.message`, a fixed-size C array (a tuple in Swift), read through its bytes.
    static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
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
