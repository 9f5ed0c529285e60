import CTurboJPEG

/// Encodes images as PNG (navsim's PNGEncoder: RGB when every pixel is opaque, else RGBA) or JPEG (TurboJPEG, RGB, 4:2:0): for tests, the towngen
/// imagery pyramid and anything that writes tiles.
public enum ImageEncoder {
    /// PNG bytes of an image (navsim's own writer over libdeflate). An opaque image is written without its alpha
    /// channel: a quarter less data to compress and, for every reader, to inflate.
    public static func png(_ image: RasterImage) throws(RasterError) -> [UInt8] { PNGEncoder.encode(image) }

    static func isOpaque(_ image: RasterImage) -> Bool {
        image.pixels.withUnsafeBufferPointer { p in stride(from: 3, to: p.count, by: 4).allSatisfy { p[$0] == 255 } }
    }

    /// The pixels without their alpha bytes.
    static func rgb(_ image: RasterImage) -> [UInt8] {
        let n = image.width * image.height
        return [UInt8](unsafeUninitializedCapacity: n * 3) { out, count in
            image.pixels.withUnsafeBufferPointer { p in
                for i in 0..<n { out[3 * i] = p[4 * i]; out[3 * i + 1] = p[4 * i + 1]; out[3 * i + 2] = p[4 * i + 2] }
            }
            count = n * 3
        }
    }

    /// JPEG bytes of an image (alpha dropped) at `quality` 1…100.
    public static func jpeg(_ image: RasterImage, quality: Int = 80) throws(RasterError) -> [UInt8] {
        guard let handle = tjInitCompress() else { throw .decode("JPEG encode: TurboJPEG could not start") }
        defer { tjDestroy(handle) }
        var buf: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let r = image.pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGBA.rawValue),
                        &buf, &size, Int32(TJSAMP_420.rawValue), Int32(max(1, min(100, quality))), 0)
        }
        defer { if let buf { tjFree(buf) } }
        guard r == 0, let buf else { throw .decode("JPEG encode: " + String(cString: tjGetErrorStr2(handle))) }
        return Array(UnsafeBufferPointer(start: buf, count: Int(size)))
    }
}
