/// A `raster` source of a style: tile URLs (`tiles`, or a TileJSON document at `url` that lists them), the tile
/// size in pixels, the zoom levels the server has, the row order and the credit to show.
public struct StyleRasterSource: Sendable, Hashable {
    public enum Scheme: String, Sendable, Hashable { case xyz, tms }

    /// URL templates with `{z}` `{x}` `{y}` (mirrors of one another; the first is used).
    public var tiles: [String]
    /// A TileJSON document giving the tiles (and zooms, scheme, attribution) when `tiles` is empty.
    public var url: String?
    /// Pixels per tile side (Style Spec default 512).
    public var tileSize: Int
    public var minZoom: Int
    public var maxZoom: Int
    public var scheme: Scheme
    public var attribution: String?

    public init(tiles: [String], url: String? = nil, tileSize: Int = 512, minZoom: Int = 0, maxZoom: Int = 22,
                scheme: Scheme = .xyz, attribution: String? = nil) {
        self.tiles = tiles
        self.url = url
        self.tileSize = tileSize
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.scheme = scheme
        self.attribution = attribution
    }

    /// Reads one source object (`type` already checked to be `raster`).
    /// - Throws: `StyleSpecError` with the JSON path of the bad value.
    static func parse(_ o: [String: JSONValue], name: String) throws(StyleSpecError) -> StyleRasterSource {
        let path = "sources.\(name)"
        var tiles: [String] = []
        if let t = o["tiles"] {
            guard let a = t.array, !a.isEmpty else { throw StyleSpecError(path: path + ".tiles", reason: "expected an array of URL templates, got \(t.brief)") }
            for (i, v) in a.enumerated() {
                guard let s = v.string else { throw StyleSpecError(path: path + ".tiles[\(i)]", reason: "expected a URL template, got \(v.brief)") }
                tiles.append(s)
            }
        }
        let url = o["url"]?.string
        guard !tiles.isEmpty || url != nil else { throw StyleSpecError(path: path, reason: "a raster source needs \"tiles\" or \"url\"") }
        func int(_ key: String, _ range: ClosedRange<Int>, _ fallback: Int) throws(StyleSpecError) -> Int {
            guard let v = o[key] else { return fallback }
            // Int(exactly:) is nil for a fraction or a value past Int's range (1e308 trapped in Int(n): found by the
            // style fuzz target).
            guard let n = v.number, let i = Int(exactly: n), range.contains(i) else {
                throw StyleSpecError(path: path + "." + key, reason: "expected a whole number in \(range.lowerBound)…\(range.upperBound), got \(v.brief)")
            }
            return i
        }
        let tileSize = try int("tileSize", 1...4096, 512)
        let minZoom = try int("minzoom", 0...30, 0), maxZoom = try int("maxzoom", 0...30, 22)
        guard minZoom <= maxZoom else { throw StyleSpecError(path: path + ".minzoom", reason: "minzoom \(minZoom) is above maxzoom \(maxZoom)") }
        var scheme = Scheme.xyz
        if let s = o["scheme"] {
            guard let t = s.string, let v = Scheme(rawValue: t) else { throw StyleSpecError(path: path + ".scheme", reason: "expected \"xyz\" or \"tms\", got \(s.brief)") }
            scheme = v
        }
        return StyleRasterSource(tiles: tiles, url: url, tileSize: tileSize, minZoom: minZoom, maxZoom: maxZoom, scheme: scheme,
                                 attribution: o["attribution"]?.string)
    }
}
