import Foundation
import Geo

extension OMTBuilder {
    /// A tagged node: a POI, a place, a mountain peak, an aerodrome label or a named sea.
    mutating func addNode(id: Int64, tags: OSMTags, at c: Coordinate) {
        addPoints(id: id, tags: tags, at: c, polygon: false)
        addHousenumber(id: id, tags: tags, at: c)
        if let n = tags["natural"], ["peak", "volcano", "saddle", "hill"].contains(n) {
            var p: [String: OMTValue] = ["class": .string(n)]
            if let ele = tags["ele"].flatMap(TagParsing.maxHeight) {
                p["ele"] = .number(ele.rounded())
                p["ele_ft"] = .number((ele / UnitConversion.metersPerFoot).rounded())
            }
            OMTNames.add(tags, to: &p)
            add("mountain_peak", id, .point(c), p)
        }
        if let place = tags["place"], ["ocean", "sea", "bay", "strait"].contains(place), tags["name"] != nil {
            var p: [String: OMTValue] = ["class": .string(place)]
            OMTNames.add(tags, to: &p)
            add("water_name", id, .point(c), p)
        }
    }

    /// The point layers of an element (a node, or a named area's centre): poi, place and aerodrome_label.
    mutating func addPoints(id: Int64, tags: OSMTags, at c: Coordinate, polygon: Bool) {
        guard let name = tags["name"], !name.isEmpty else { return }
        if let place = tags["place"], OMTClasses.placeClasses.contains(place) {
            var p: [String: OMTValue] = ["class": .string(place)]
            p["rank"] = .number(Double(OMTClasses.placeRank(class: place, population: Place.population(tags["population"]))))
            switch tags["capital"] {
            case "yes", "2": p["capital"] = .number(2)
            case let v?: if let level = Int(v), (3...10).contains(level) { p["capital"] = .number(Double(level)) }
            default: break
            }
            if let iso = tags["ISO3166-1:alpha2"] ?? tags["country_code_iso3166_1_alpha_2"] { p["iso_a2"] = .string(iso) }
            OMTNames.add(tags, to: &p)
            add("place", id, .point(c), p)
        }
        if let a = tags["aeroway"], a == "aerodrome" {
            var p: [String: OMTValue] = ["class": .string(Self.aerodromeClass(tags["aerodrome:type"] ?? tags["aerodrome"]))]
            for key in ["iata", "icao"] { if let v = tags[key] { p[key] = .string(v) } }
            if let ele = tags["ele"].flatMap(TagParsing.maxHeight) { p["ele"] = .number(ele.rounded()) }
            OMTNames.add(tags, to: &p)
            add("aerodrome_label", id, .point(c), p)
        }
        if let (cls, sub) = OMTClasses.poi(tags) {
            var p: [String: OMTValue] = ["class": .string(cls), "subclass": .string(sub)]
            if let level = tags["level"].flatMap({ Int($0) }) { p["level"] = .number(Double(level)) }
            OMTNames.add(tags, to: &p)
            add("poi", id, .point(c), p)
        }
    }

    /// The `housenumber` layer: an address point (a kept node, or a building's or area's centre) with `addr:housenumber`.
    mutating func addHousenumber(id: Int64, tags: OSMTags, at c: Coordinate) {
        guard let number = tags["addr:housenumber"], !number.isEmpty else { return }
        add("housenumber", id, .point(c), ["housenumber": .string(number)])
    }

    static func aerodromeClass(_ type: String?) -> String {
        switch type {
        case "international", "public", "regional", "military", "private": type!
        default: "other"
        }
    }

    /// Sets `rank` on the points of a layer: 1 for the most important point of its z14 tile (lowest `key`), then
    /// 2, 3, … as the schema ranks POIs and peaks within a tile.
    mutating func rankPoints(layer: String, key: (OMTFeature) -> Int) {
        guard var features = layers[layer] else { return }
        var byTile = [Int: [Int]]()
        for (i, f) in features.enumerated() {
            guard case .point(let c) = f.geometry else { continue }
            byTile[Self.z14Tile(c), default: []].append(i)
        }
        for (_, members) in byTile {
            let keys = members.map { key(features[$0]) }
            let order = members.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : features[members[$0]].id < features[members[$1]].id }
            for (r, k) in order.enumerated() { features[members[k]].properties["rank"] = .number(Double(r + 1)) }
        }
        layers[layer] = features
    }

    /// The number of the zoom-14 Web Mercator tile holding `c` (x · 2¹⁴ + y).
    static func z14Tile(_ c: Coordinate) -> Int {
        let n = Double(1 << 14)
        let lat = max(-85.05112878, min(85.05112878, c.latitude)) * .pi / 180
        let x = Int(((c.longitude + 180) / 360 * n).rounded(.down))
        let y = Int(((1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2 * n).rounded(.down))
        return max(0, min(Int(n) - 1, x)) << 14 | max(0, min(Int(n) - 1, y))
    }
}
