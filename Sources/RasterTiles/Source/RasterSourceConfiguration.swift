import Foundation
import Text

/// How a raster data source is tiled, where its tiles come from and where they are cached: the HERE SDK's
/// `RasterDataSourceConfiguration` (name, provider, cache).
public struct RasterSourceConfiguration: Sendable, Hashable {
    /// Unique among the sources of one `RasterSourceRegistry`.
    public var name: String
    public var template: URLTemplate
    public var tilingScheme: TilingScheme
    /// Zoom levels the provider has tiles for (sorted, unique, each in 0…31). Views between two levels use the
    /// nearest lower one (over-zoomed); views above the highest scale its tiles up.
    public var storageLevels: [Int]
    /// Tiles carry alpha: the layer blends over the map below it. Otherwise it hides the map below it.
    public var hasAlphaChannel: Bool
    /// Where tiles are kept on disk (nil: memory only) and how many bytes they may take there.
    public var cachePath: String?
    public var maxDiskBytes: Int64
    /// Credit to show for the tiles ("© OpenStreetMap contributors"), if any.
    public var attribution: String?
    /// Pixels per tile side the provider's zoom levels are made for: a 512-pixel level z covers what a 256-pixel
    /// level z + 1 does, so views fetch one level lower.
    public var tileSize: Int = 256

    public enum TilingScheme: String, Sendable, Hashable { case quadTreeMercator }

    /// Storage levels allowed by the tiling scheme.
    public static let levelRange = 0...31
    public static let defaultMaxDiskBytes: Int64 = 64 << 20

    /// - Throws: `RasterError.configuration` for storage levels outside 0…31 or none at all, or an empty name.
    public init(name: String, template: URLTemplate, tilingScheme: TilingScheme = .quadTreeMercator,
                storageLevels: [Int] = Array(0...19), hasAlphaChannel: Bool = false, cachePath: String? = nil,
                maxDiskBytes: Int64 = defaultMaxDiskBytes, attribution: String? = nil) throws(RasterError) {
        guard !name.isEmpty else { throw .config("a raster source needs a name") }
        guard !storageLevels.isEmpty else { throw .config("raster source \"\(name)\": no storage levels") }
        if let bad = storageLevels.first(where: { !Self.levelRange.contains($0) }) {
            throw .config("raster source \"\(TerminalText.sanitized(name, limit: 60))\": storage level \(bad) is outside 0…31")
        }
        guard maxDiskBytes >= 0 else { throw .config("raster source \"\(name)\": negative cache size") }
        self.name = name
        self.template = template
        self.tilingScheme = tilingScheme
        self.storageLevels = Array(Set(storageLevels)).sorted()
        self.hasAlphaChannel = hasAlphaChannel
        self.cachePath = cachePath
        self.maxDiskBytes = maxDiskBytes
        self.attribution = attribution
    }

    /// The storage level to fetch for a view at integer zoom `z`: the highest level at or below `z`, else the lowest.
    public func storageLevel(for z: Int) -> Int {
        storageLevels.last(where: { $0 <= z }) ?? storageLevels[0]
    }

    /// The storage level for a view at zoom `zoom` whose terminal pixels are half a 256-pixel tile's (a view at
    /// zoom z samples level z − 1, one level less per doubling of `tileSize`).
    public func storageLevel(forViewZoom zoom: Double) -> Int {
        let sizeLevels = log2(Double(max(1, tileSize)) / 256)
        return storageLevel(for: max(0, Int((zoom - 1 - sizeLevels).rounded())))
    }
}
