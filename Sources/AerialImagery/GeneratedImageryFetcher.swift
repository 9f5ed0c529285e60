import DiskCache
import Foundation
import MapRender
import Net
import RasterTiles

/// Serves a `file://FOLDER/{z}/{x}/{y}.jpg` template whose tiles are painted by an `AerialImageryRenderer` the
/// first time they are asked for and kept in FOLDER (written to a temporary file and renamed, so a crash never
/// leaves half a tile). The same map and seed give the same bytes, so generating at first use is as good as
/// shipping the pyramid. Levels outside z12–z17 are not there (the source over-zooms z17).
public struct GeneratedImageryFetcher: TileFetcher {
    public let renderer: AerialImageryRenderer
    public let folder: String
    public let format: ImageDecoder.Format

    public init(renderer: AerialImageryRenderer, folder: String, format: ImageDecoder.Format = .jpeg) {
        self.renderer = renderer
        self.folder = folder
        self.format = format
    }

    /// The template the source uses for this folder.
    public var template: String { "file://\(folder)/{z}/{x}/{y}.\(format == .jpeg ? "jpg" : "png")" }

    public func fetch(_ url: String, etag: String?, cancellation: HTTPCancellation) -> TileFetchResult {
        let path = URL(string: url)?.path ?? ""
        if let d = FileManager.default.contents(atPath: path) { return .data([UInt8](d), etag: nil, maxAge: nil) }
        let parts = path.split(separator: "/").suffix(3)
        guard parts.count == 3, let z = Int(parts[parts.startIndex]), let x = Int(parts[parts.startIndex + 1]),
              let y = Int(parts[parts.startIndex + 2].split(separator: ".").first ?? "") else { return .notFound }
        let key = TileKey(z: z, x: x, y: y)
        guard key.isValid, AerialImageryRenderer.levels.contains(z) else { return .notFound }
        do {
            let bytes = try encode(renderer.tile(key))
            do { try AtomicFile.write(bytes, to: path) } catch { throw RasterError.cache(path: path, reason: error.reason) }
            return .data(bytes, etag: nil, maxAge: nil)
        } catch {
            return .failed("imagery \(key): \(error)", retryable: false)
        }
    }

    public func encode(_ image: RasterImage) throws(RasterError) -> [UInt8] {
        format == .jpeg ? try ImageEncoder.jpeg(image, quality: 85) : try ImageEncoder.png(image)
    }

    /// Writes the whole pyramid over a box (normalized Mercator), `levels`, and reports each tile written.
    public func writePyramid(_ box: MercatorBox, levels: ClosedRange<Int> = AerialImageryRenderer.levels,
                             progress: (Int, Int) -> Void) throws -> Int {
        let t = try URLTemplate(template)
        var keys: [TileKey] = []
        for z in levels {
            let n = Double(1 << z)
            for x in Int(box.minX * n)...Int(box.maxX * n) { for y in Int(box.minY * n)...Int(box.maxY * n) { keys.append(TileKey(z: z, x: x, y: y)) } }
        }
        for (i, k) in keys.enumerated() {
            if case .failed(let r, _) = fetch(t.url(for: k), etag: nil, cancellation: HTTPCancellation()) {
                throw RasterError.cache(path: folder, reason: r)
            }
            progress(i + 1, keys.count)
        }
        return keys.count
    }
}
