import Foundation
import JSONInput
import Net
import Text

/// A TileJSON document (https://github.com/mapbox/tilejson-spec), as a style's raster source `url` names it: tile URL
/// templates (relative ones resolved against the document's URL), zoom levels, row order and attribution.
public struct TileJSON: Sendable, Hashable {
    public var tiles: [String]
    public var minZoom: Int?
    public var maxZoom: Int?
    /// "xyz" or "tms".
    public var scheme: String?
    public var tileSize: Int?
    public var attribution: String?

    public init(tiles: [String], minZoom: Int? = nil, maxZoom: Int? = nil, scheme: String? = nil, tileSize: Int? = nil, attribution: String? = nil) {
        self.tiles = tiles
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.scheme = scheme
        self.tileSize = tileSize
        self.attribution = attribution
    }

    /// Reads a document fetched from `url`.
    /// - Throws: `RasterError.configuration` naming the URL and what is wrong (invalid JSON with its line and column).
    public static func parse(_ bytes: [UInt8], url: String) throws(RasterError) -> TileJSON {
        let source = TerminalText.sanitized(String(url.prefix { $0 != "?" }), limit: 120)
        // The one reader of untrusted JSON: invalid JSON is named with its line and column.
        let root: Any
        do { root = try JSONFields.document(Data(bytes), file: source) } catch { throw .configuration(error) }
        guard let o = root as? [String: Any] else { throw .config("not a TileJSON object", source: source) }
        guard let raw = o["tiles"] as? [Any], !raw.isEmpty else { throw .config("TileJSON without \"tiles\"", source: source) }
        var tiles: [String] = []
        for t in raw {
            guard let s = t as? String else { throw .config("TileJSON \"tiles\" must hold URL strings", source: source) }
            tiles.append(resolve(s, against: url))
        }
        // The optional fields, when present, must have their spec's type: a wrong one is an error, not a default.
        func int(_ k: String, _ range: ClosedRange<Int>) throws(RasterError) -> Int? {
            guard let v = o[k], !(v is NSNull) else { return nil }
            guard let d = JSONFields.number(v), d == d.rounded(), range.contains(Int(exactly: d) ?? Int.min) else {
                throw .config("TileJSON \"\(k)\" must be a whole number in \(range.lowerBound)…\(range.upperBound)", source: source)
            }
            return Int(d)
        }
        func string(_ k: String) throws(RasterError) -> String? {
            guard let v = o[k], !(v is NSNull) else { return nil }
            guard let s = v as? String else { throw .config("TileJSON \"\(k)\" must be a string", source: source) }
            return s
        }
        let scheme = try string("scheme")
        if let scheme, scheme != "xyz", scheme != "tms" {
            throw .config("TileJSON \"scheme\" must be \"xyz\" or \"tms\", got \"\(TerminalText.sanitized(scheme, limit: 20))\"", source: source)
        }
        return TileJSON(tiles: tiles, minZoom: try int("minzoom", 0...30), maxZoom: try int("maxzoom", 0...30), scheme: scheme,
                        tileSize: try int("tileSize", 1...4096), attribution: try string("attribution"))
    }

    /// Fetches and reads the document at `url` (http, https or file) through the one HTTP client.
    public static func load(_ url: String, client: HTTPClient) throws(RasterError) -> TileJSON {
        let short = TerminalText.sanitized(String(url.prefix { $0 != "?" }), limit: 120)
        switch client.send(HTTPRequest(url, maxBodyBytes: 1 << 20)) {
        case .failure(let f): throw .config("TileJSON: \(f.reason)", source: short)
        case .success(let r):
            guard r.status == 200 else { throw .config("TileJSON: HTTP \(r.status)", source: short) }
            return try parse(r.body, url: url)
        }
    }

    /// A template relative to the document (`tiles/{z}/{x}/{y}.png`, `/t/{z}/{x}/{y}.png`) made absolute; the braces
    /// survive (they are not URL syntax, so the join is done on the text).
    static func resolve(_ template: String, against base: String) -> String {
        if template.contains("://") { return template }
        guard let schemeEnd = base.range(of: "://") else { return template }
        if template.hasPrefix("/") {
            let afterScheme = base[schemeEnd.upperBound...]
            let host = afterScheme.prefix { $0 != "/" }
            return String(base[..<schemeEnd.upperBound]) + host + template
        }
        let noQuery = base.prefix { $0 != "?" }
        guard let slash = noQuery.lastIndex(of: "/") else { return template }
        return String(noQuery[...slash]) + template
    }
}
