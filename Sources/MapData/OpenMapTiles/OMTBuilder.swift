import Geo

/// Builds the OpenMapTiles layers from the OSM primitives of a map: every tagged way and node, multipolygon and
/// boundary relations, classed as the OpenMapTiles schema documents (`OMTClasses`).
/// - Complexity: O(tagged elements + their node refs); POI and peak ranks sort each z14 tile's points.
struct OMTBuilder {
    let source: OMTSource
    var layers: [String: [OMTFeature]] = [:]
    /// Per boundary way: the lowest `admin_level` of the boundary relations it is a member of.
    var relationAdminLevel: [Int64: Int] = [:]

    init(source: OMTSource) { self.source = source }

    mutating func build() -> [String: [OMTFeature]] {
        collectBoundaryRelations()
        for w in source.ways.ids.indices {
            let tags = source.ways.tags[w]
            let id = source.ways.ids[w]
            guard !tags.isEmpty || relationAdminLevel[id] != nil else { continue }
            addWay(w, id: id, tags: tags)
        }
        for (id, tags) in source.taggedNodes {
            guard let i = source.nodes.index(id) else { continue }
            addNode(id: id, tags: tags, at: source.nodes.coordinate(i))
        }
        addSea()
        let wayIndex = OSMIDMap(ids: source.ways.ids)
        for rel in source.relations where rel.tags["type"] == "multipolygon" {
            addMultipolygon(rel, wayIndex: wayIndex)
        }
        rankPoints(layer: "poi") { f in
            guard case .string(let c)? = f.properties["class"] else { return 1000 }
            return OMTClasses.poiClassRank(c) * 10 + (f.properties["name"] == nil ? 1 : 0)
        }
        rankPoints(layer: "mountain_peak") { f in
            guard case .number(let ele)? = f.properties["ele"] else { return Int.max / 2 }
            return -Int(ele) + (f.properties["name"] == nil ? 100_000 : 0)
        }
        return layers
    }

    mutating func add(_ layer: String, _ id: Int64, _ geometry: OMTGeometry, _ properties: [String: OMTValue]) {
        layers[layer, default: []].append(OMTFeature(layer: layer, id: id, geometry: geometry, properties: properties))
    }

    // MARK: Ways

    private mutating func addWay(_ w: Int, id: Int64, tags: OSMTags) {
        let refs = source.ways.refs(ofWay: w)
        guard refs.count >= 2, let points = source.nodes.coordinates(refs) else { return }
        let closed = refs.count >= 4 && refs.first == refs.last
        let isArea = closed && Self.isArea(tags)
        if !isArea || tags["highway"] != nil || tags["man_made"] == "pier" { addTransportation(id: id, tags: tags, points: points, polygon: isArea) }
        if let c = tags["waterway"], OMTClasses.waterwayClasses.contains(c), !isArea { addWaterway(id: id, tags: tags, class: c, points: points) }
        if tags["boundary"] != nil || relationAdminLevel[id] != nil { addBoundary(id: id, tags: tags, points: points) }
        if let a = tags["aeroway"], !closed, a == "runway" || a == "taxiway" {
            var p: [String: OMTValue] = ["class": .string(a)]
            if let ref = tags["ref"] { p["ref"] = .string(ref) }
            add("aeroway", id, .line(points), p)
        }
        if isArea { addArea(id: id, tags: tags, outer: [points], holes: []) }
        if closed { addHousenumber(id: id, tags: tags, at: Self.centroid(points)) }
        if tags["name"] != nil, closed || tags["waterway"] == nil && tags["railway"] == nil && tags["highway"] == nil {
            addPoints(id: id, tags: tags, at: Self.centroid(points), polygon: closed)
        }
    }

    /// A closed way is an area unless it is a road, a barrier or a line that happens to close (`area=no`, roundabouts).
    static func isArea(_ tags: OSMTags) -> Bool {
        if let a = tags["area"] { return a == "yes" }
        if tags["highway"] != nil || tags["barrier"] != nil || tags["railway"] != nil || tags["aerialway"] != nil { return false }
        if let w = tags["waterway"], w != "riverbank" && w != "dock" && w != "dam" { return false }
        if tags["natural"] == "coastline" || tags["boundary"] != nil && tags["leisure"] == nil && tags["landuse"] == nil { return false }
        return true
    }

    /// A transportation line (and its transportation_name) from tags and points.
    mutating func addTransportationLine(id: Int64, tags: OSMTags, points: [Coordinate]) {
        addTransportation(id: id, tags: tags, points: points, polygon: false)
    }

    /// A waterway line.
    mutating func addWaterwayLine(id: Int64, tags: OSMTags, class c: String, points: [Coordinate]) {
        addWaterway(id: id, tags: tags, class: c, points: points)
    }

    private mutating func addTransportation(id: Int64, tags: OSMTags, points: [Coordinate], polygon: Bool) {
        guard let (cls, subclass, ramp) = OMTClasses.transportation(tags) else { return }
        var p: [String: OMTValue] = ["class": .string(cls)]
        if let subclass { p["subclass"] = .string(subclass) }
        if let b = Self.brunnel(tags) { p["brunnel"] = .string(b) }
        if ramp { p["ramp"] = .number(1) }
        p["oneway"] = .number(Double(Self.oneway(tags)))
        if let s = tags["service"], OMTClasses.serviceValues.contains(s) { p["service"] = .string(s) }
        if let a = tags["access"], a == "no" || a == "private" { p["access"] = .string("no") }
        if TagParsing.isYes(tags["toll"]) && tags["toll"] != nil { p["toll"] = .number(1) }
        let layer = TagParsing.layer(tags["layer"])
        if layer != 0 { p["layer"] = .number(Double(layer)) }
        if let level = tags["level"].flatMap({ Int($0) }) { p["level"] = .number(Double(level)) }
        if let surface = tags["surface"] { p["surface"] = .string(Self.pavedSurfaces.contains(surface) ? "paved" : "unpaved") }
        for key in ["bicycle", "foot", "horse", "mtb:scale"] {
            if let v = tags[key] { p[key == "mtb:scale" ? "mtb_scale" : key] = .string(v) }
        }
        Self.addTruckAttributes(tags, to: &p)
        let geometry: OMTGeometry = polygon ? .polygon(outer: [points], holes: []) : .line(points)
        add("transportation", id, geometry, p)
        // transportation_name: named or numbered roads, as lines.
        let ref = tags["ref"]
        guard !polygon, tags["name"] != nil || ref != nil else { return }
        var n: [String: OMTValue] = ["class": p["class"]!]
        for k in ["subclass", "brunnel", "layer", "level"] { if let v = p[k] { n[k] = v } }
        if let ref {
            n["ref"] = .string(ref)
            n["ref_length"] = .number(Double(ref.count))
        }
        OMTNames.add(tags, to: &n)
        add("transportation_name", id, .line(points), n)
    }

    /// navsim's truck attributes (not in the OpenMapTiles schema; the logisticsDay scheme reads them): `hgv` as
    /// tagged (designated, no, destination, …) and `maxheight` / `maxwidth` in metres and `maxweight` in tonnes,
    /// as numbers, when the tag parses.
    static func addTruckAttributes(_ tags: OSMTags, to p: inout [String: OMTValue]) {
        if let hgv = tags["hgv"] { p["hgv"] = .string(hgv) }
        if let h = tags["maxheight"].flatMap(TagParsing.maxHeight) { p["maxheight"] = .number(h) }
        if let w = tags["maxwidth"].flatMap(TagParsing.maxHeight) { p["maxwidth"] = .number(w) }
        if let t = tags["maxweight"].flatMap(TagParsing.maxWeight) { p["maxweight"] = .number(t) }
    }

    static let pavedSurfaces: Set<String> = ["paved", "asphalt", "cobblestone", "concrete", "concrete:lanes", "concrete:plates",
                                             "metal", "paving_stones", "sett", "unhewn_cobblestone", "wood", "chipseal"]

    /// `bridge`, `tunnel` or `ford`.
    static func brunnel(_ tags: OSMTags) -> String? {
        if let b = tags["bridge"], TagParsing.isYes(b) { return "bridge" }
        if let t = tags["tunnel"], TagParsing.isYes(t) { return "tunnel" }
        if let f = tags["ford"], TagParsing.isYes(f) { return "ford" }
        return nil
    }

    /// 1 along the way, -1 against it, 0 both ways (motorways and roundabouts are one-way unless tagged otherwise).
    static func oneway(_ tags: OSMTags) -> Int {
        switch tags["oneway"] {
        case "yes", "1", "true": return 1
        case "-1", "reverse": return -1
        case "no", "0", "false": return 0
        default:
            let h = tags["highway"]
            return h == "motorway" || tags["junction"] == "roundabout" || tags["junction"] == "circular" ? 1 : 0
        }
    }

    private mutating func addWaterway(id: Int64, tags: OSMTags, class c: String, points: [Coordinate]) {
        var p: [String: OMTValue] = ["class": .string(c)]
        if let b = Self.brunnel(tags) { p["brunnel"] = .string(b) }
        p["intermittent"] = .number(TagParsing.isYes(tags["intermittent"]) && tags["intermittent"] != nil ? 1 : 0)
        OMTNames.add(tags, to: &p)
        add("waterway", id, .line(points), p)
    }

    /// The polygon layers an area belongs to: building, water, landcover, landuse, park, aeroway, and a
    /// water_name point for a named water body.
    mutating func addArea(id: Int64, tags: OSMTags, outer: [[Coordinate]], holes: [[Coordinate]]) {
        let geometry = OMTGeometry.polygon(outer: outer, holes: holes)
        if let b = tags["building"], b != "no" {
            add("building", id, geometry, Self.buildingProperties(tags))
        }
        if let c = OMTClasses.water(tags) {
            var p: [String: OMTValue] = ["class": .string(c)]
            if let b = Self.brunnel(tags) { p["brunnel"] = .string(b) }
            p["intermittent"] = .number(TagParsing.isYes(tags["intermittent"]) && tags["intermittent"] != nil ? 1 : 0)
            add("water", id, geometry, p)
            if tags["name"] != nil, let first = outer.first {
                var n: [String: OMTValue] = ["class": .string(c == "river" ? "river" : "lake")]
                OMTNames.add(tags, to: &n)
                add("water_name", id, .point(Self.centroid(first)), n)
            }
        }
        if let (c, sub) = OMTClasses.landcover(tags) {
            add("landcover", id, geometry, ["class": .string(c), "subclass": .string(sub)])
        }
        if let c = OMTClasses.landuse(tags) { add("landuse", id, geometry, ["class": .string(c)]) }
        if let c = OMTClasses.park(tags) {
            var p: [String: OMTValue] = ["class": .string(c)]
            OMTNames.add(tags, to: &p)
            add("park", id, geometry, p)
        }
        if let a = tags["aeroway"], ["aerodrome", "heliport", "runway", "helipad", "taxiway", "apron"].contains(a) {
            var p: [String: OMTValue] = ["class": .string(a)]
            if let ref = tags["ref"] { p["ref"] = .string(ref) }
            add("aeroway", id, geometry, p)
        }
    }

    /// `render_height` from `height` or `building:levels` × 3 m (5 m when neither is tagged), `render_min_height`
    /// from `min_height` or `building:min_level` × 3 m, and `colour` from `building:colour`.
    static func buildingProperties(_ tags: OSMTags) -> [String: OMTValue] {
        let levelHeight = 3.0  // m per storey
        let height = tags["height"].flatMap(TagParsing.maxHeight)
            ?? tags["building:levels"].flatMap(TagParsing.levels).map { $0 * levelHeight } ?? 5
        let minHeight = tags["min_height"].flatMap(TagParsing.maxHeight)
            ?? tags["building:min_level"].flatMap(TagParsing.levels).map { $0 * levelHeight } ?? 0
        var p: [String: OMTValue] = ["render_height": .number(height.rounded()), "render_min_height": .number(minHeight.rounded())]
        if let colour = tags["building:colour"] ?? tags["colour"] { p["colour"] = .string(colour) }
        if let name = tags["name"] { p["name"] = .string(name) }
        return p
    }

    /// The mean of a ring's or line's points (a closed ring's repeated last point counted once).
    static func centroid(_ points: [Coordinate]) -> Coordinate { FeatureBuilder.centroid(points) }
}
