import Foundation
import Geo
import JSONInput

/// A region catalogue in Geofabrik's `index-v1.json` form: a GeoJSON FeatureCollection whose features carry
/// `id`, `parent`, `name`, `name:<lang>`, `iso3166-1:alpha2`, `urls.pbf`, `urls.updates` and a (Multi)Polygon.
/// URLs are resolved against the index's own URL.
public struct RegionCatalog: Sendable, Equatable {
    /// Regions in index order.
    public private(set) var regions: [Region]
    /// Where the index came from.
    public var source: String

    /// A version pin: the latest extracts, or dated ones (`NAME-YYMMDD.osm.pbf` beside `NAME-latest.osm.pbf`).
    public enum Version: Sendable, Equatable, CustomStringConvertible {
        case latest
        case dated(String)

        /// `latest` or six digits YYMMDD.
        public init?(_ text: String) {
            if text == "latest" { self = .latest; return }
            guard text.count == 6, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return nil }
            self = .dated(text)
        }

        public var description: String {
            switch self {
            case .latest: return "latest"
            case .dated(let d): return d
            }
        }
    }

    /// Parses index bytes. `source` is the index URL (http, https or file) that relative URLs resolve against.
    /// - Throws: `RegionsError.badCatalog` saying what is wrong (not JSON, not a FeatureCollection, a feature without id, ...).
    public init(json bytes: [UInt8], source: String) throws(RegionsError) {
        self.source = source
        // The one reader of untrusted JSON (JSONInput): invalid JSON is named with its line and column.
        let any: Any
        do { any = try JSONFields.document(Data(bytes), file: source) } catch {
            let place = error.line.map { "line \($0)" + (error.column.map { ", column \($0)" } ?? "") + ": " } ?? ""
            throw RegionsError.badCatalog(source: source, reason: place + error.reason)
        }
        guard let root = any as? [String: Any], root["type"] as? String == "FeatureCollection",
              let features = root["features"] as? [Any] else {
            throw RegionsError.badCatalog(source: source, reason: "not a GeoJSON FeatureCollection (no \"type\": \"FeatureCollection\" with \"features\")")
        }
        let base = URL(string: source)
        var regions = [Region]()
        var seen = Set<String>()
        for (i, f) in features.enumerated() {
            guard let feature = f as? [String: Any], let props = feature["properties"] as? [String: Any] else {
                throw RegionsError.badCatalog(source: source, reason: "feature \(i + 1) has no properties")
            }
            guard let id = props["id"] as? String, !id.isEmpty else {
                throw RegionsError.badCatalog(source: source, reason: "feature \(i + 1) has no \"id\"")
            }
            guard seen.insert(id).inserted else { throw RegionsError.badCatalog(source: source, reason: "region id '\(id)' appears twice") }
            var names = [String: String]()
            for (k, v) in props where k.hasPrefix("name:") { if let s = v as? String { names[String(k.dropFirst(5))] = s } }
            let urls = props["urls"] as? [String: Any] ?? [:]
            func resolve(_ key: String) -> String? {
                guard let s = urls[key] as? String, !s.isEmpty else { return nil }
                return URL(string: s, relativeTo: base)?.absoluteURL.absoluteString ?? s
            }
            let size: Int64? = (props["navsim:size"] as? NSNumber)?.int64Value
            let iso = (props["iso3166-1:alpha2"] as? [String]) ?? []
            let polygons = try Self.polygons(feature["geometry"], source: source, id: id)
            regions.append(Region(id: id, parent: props["parent"] as? String, name: (props["name"] as? String) ?? id,
                                  localizedNames: names, iso3166: iso, pbfURL: resolve("pbf"), updatesURL: resolve("updates"),
                                  declaredSize: size, polygons: polygons))
        }
        for r in regions where r.parent != nil && !seen.contains(r.parent!) {
            throw RegionsError.badCatalog(source: source, reason: "region '\(r.id)' names parent '\(r.parent!)', which is not in the index")
        }
        self.regions = regions
    }

    private static func polygons(_ geometry: Any?, source: String, id: String) throws(RegionsError) -> [[[Coordinate]]] {
        guard let g = geometry as? [String: Any] else { return [] }
        func ring(_ any: Any) -> [Coordinate]? {
            guard let pts = any as? [Any] else { return nil }
            var out = [Coordinate]()
            for p in pts {
                guard let xy = p as? [NSNumber], xy.count >= 2 else { return nil }
                out.append(Coordinate(latitude: xy[1].doubleValue, longitude: xy[0].doubleValue))
            }
            return out.count >= 3 ? out : nil
        }
        func polygon(_ any: Any) -> [[Coordinate]]? {
            guard let rings = any as? [Any] else { return nil }
            let r = rings.compactMap(ring)
            return r.count == rings.count && !r.isEmpty ? r : nil
        }
        switch g["type"] as? String {
        case "Polygon":
            guard let c = g["coordinates"], let p = polygon(c) else { break }
            return [p]
        case "MultiPolygon":
            guard let c = g["coordinates"] as? [Any] else { break }
            let ps = c.compactMap(polygon)
            if ps.count == c.count { return ps }
        case nil: return []
        case let t?:
            throw RegionsError.badCatalog(source: source, reason: "region '\(id)': geometry type \(t) is not a Polygon or MultiPolygon")
        }
        throw RegionsError.badCatalog(source: source, reason: "region '\(id)': malformed GeoJSON coordinates")
    }

    /// The catalogue with dated extracts: `NAME-latest.osm.pbf` becomes `NAME-YYMMDD.osm.pbf`.
    public func pinned(to version: Version) -> RegionCatalog {
        guard case .dated(let date) = version else { return self }
        var copy = self
        copy.regions = regions.map { r in
            var r = r
            if let url = r.pbfURL, url.hasSuffix("-latest.osm.pbf") {
                r.pbfURL = String(url.dropLast("-latest.osm.pbf".count)) + "-\(date).osm.pbf"
                r.declaredSize = nil
            }
            return r
        }
        return copy
    }

    public func region(id: String) -> Region? { regions.first { $0.id == id } }

    /// A region by id, else by name in any language (case-insensitive).
    /// - Throws: `RegionsError.unknownRegion`.
    public func find(_ text: String) throws(RegionsError) -> Region {
        if let r = region(id: text) { return r }
        let folded = text.lowercased()
        if let r = regions.first(where: { $0.name.lowercased() == folded || $0.localizedNames.values.contains { $0.lowercased() == folded } }) {
            return r
        }
        throw RegionsError.unknownRegion(text)
    }

    public func children(of id: String?) -> [Region] { regions.filter { $0.parent == id } }

    /// Ids of the downloadable regions under `id` (itself when downloadable).
    public func downloadableParts(of id: String) -> [String] {
        guard let r = region(id: id) else { return [] }
        if r.isDownloadable { return [id] }
        return children(of: id).flatMap { downloadableParts(of: $0.id) }
    }

    /// The smallest downloadable region whose boundary contains `c`, or nil.
    public func region(covering c: Coordinate) -> Region? {
        regions.filter { $0.isDownloadable && $0.contains(c) }.min { $0.boxArea < $1.boxArea }
    }

    /// The tree in depth-first order with each region's depth (roots at 0).
    public func tree() -> [(region: Region, depth: Int)] {
        var out = [(Region, Int)]()
        func walk(_ parent: String?, _ depth: Int) {
            for r in children(of: parent) {
                out.append((r, depth))
                walk(r.id, depth + 1)
            }
        }
        walk(nil, 0)
        return out
    }

    /// Downloadable regions `update` replaces when `ids` are asked for: a parent expands to its parts.
    /// - Throws: `unknownRegion` for an unknown id.
    public func resolveDownloads(_ ids: [String]) throws(RegionsError) -> [Region] {
        var out = [Region]()
        for text in ids {
            let r = try find(text)
            if !r.isDownloadable { throw RegionsError.notDownloadable(id: r.id, children: downloadableParts(of: r.id)) }
            if !out.contains(where: { $0.id == r.id }) { out.append(r) }
        }
        return out
    }
}
