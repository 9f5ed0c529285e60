// Shared by the image targets (png, jpeg): run.sh compiles it into their harnesses.
import RasterTiles

/// Decodes one tile body as the tile loader does, and checks what a decoded image promises: a size within
/// `ImageDecoder.maxSide`, width × height × 4 bytes of pixels, and corners the map's sampler can read.
func decodeTile(_ bytes: [UInt8]) {
    guard let image = try? ImageDecoder.decode(bytes) else { return }
    let side = 1...ImageDecoder.maxSide
    guard side.contains(image.width), side.contains(image.height), image.pixels.count == image.width * image.height * 4 else {
        fatalError("decoded image is \(image.width)×\(image.height) with \(image.pixels.count) bytes")
    }
    _ = image.pixel(x: 0, y: 0)
    _ = image.pixel(x: image.width - 1, y: image.height - 1)
}
