import CPNGOracle
import RasterTiles

/// libpng (its simplified API, which navsim used to decode with), in the tests only: the oracle the PNG reader is
/// compared with. 16-bit files are read as sRGB (PNG_IMAGE_FLAG_16BIT_sRGB), as navsim reads them, rather than as
/// linear light, which libpng's simplified API otherwise assumes of 16-bit data.
enum PNGOracle {
    struct Failed: Error, CustomStringConvertible { let description: String }

    static func decode(_ bytes: [UInt8]) throws -> RasterImage {
        var image = png_image()
        image.version = navsim_png_image_version()
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw Failed(description: message(&image)) }
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        image.format = navsim_png_format_rgba()
        let w = Int(image.width), h = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let done = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard done != 0 else {
            let m = message(&image)
            png_image_free(&image)
            throw Failed(description: m)
        }
        return RasterImage(width: w, height: h, pixels: pixels)
    }

    /// `image.message`, a fixed-size C array (a tuple in Swift), read through its bytes.
    static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
