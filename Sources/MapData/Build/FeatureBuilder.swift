import Geo

/// Builds the drawn features (POIs, landmarks, buildings, areas, waterways, railways) from OSM primitives:
/// tagged nodes, tagged ways (closed ones as areas and footprints) and multipolygon relations.
/// - Complexity: O(feature refs · log nodes).
struct FeatureBuilder {
    let source: OMTSource
    var brokenMultipolygons = 0
    private var pois: [POI] = []
    private var areas: [Area] = []
    private var buildings: [Building] = []
    private var lines: [LineFeature] = []
    private var places: [Place] = []

    // Immutable copies of the data's arrays (cheap: shared storage) for the hot loops.
    let nodes: NodeTable
    let ways: WayTable

    /// From the primitives' Sendable snapshot (the one the OpenMapTiles view is built from), so that builders can
    /// run on other threads.
    init(source: OMTSource) {
        self.source = source
        nodes = source.nodes
        ways = source.ways
    }

    /// POI keys in order of precedence (the first present names the POI's kind).
    static let poiKeys = ["amenity", "shop", "tourism", "historic", "leisure"]

    mutating func build() -> MapFeatures {
        for (id, tags) in source.taggedNodes {
            guard let i = nodes.index(id) else { continue }
            addPOI(id: id, tags: tags, at: nodes.coordinate(i))
        }
        let wayIndex = OSMIDMap(ids: ways.ids)
        for w in 0..<ways.count {
            let tags = ways.tags[w]
            guard !tags.isEmpty, tags["highway"] == nil || tags["area"] == "yes" else { continue }
            addWay(w, tags: tags)
        }
        for rel in source.relations where rel.tags["type"] == "multipolygon" {
            addMultipolygon(rel, wayIndex: wayIndex)
        }
        return MapFeatures(pois: pois, areas: areas, buildings: buildings, lines: lines, places: places)
    }

    private mutating func addPOI(id: Int64, tags: OSMTags, at coordinate: Coordinate) {
        guard let name = tags["name"], !name.isEmpty else { return }
        if let kind = tags["place"].flatMap(PlaceKind.init(rawValue:)) {
            places.append(Place(osmID: id, name: name, localizedNames: tags.localizedNames, kind: kind,
                                population: Place.population(tags["population"]), coordinate: coordinate))
        }
        // A landmark whatever its main key: the Casino de Monte-Carlo is amenity=casino and tourism=attraction.
        let landmark = tags["tourism"] == "attraction" || (tags["historic"].map { $0 != "no" } ?? false)
        for key in Self.poiKeys {
            guard let value = tags[key], value != "no" else { continue }
            var details = [String: String]()
            for k in POI.detailKeys { if let v = tags[k], !v.isEmpty { details[k] = v } }
            pois.append(POI(osmID: id, name: name, localizedNames: tags.localizedNames, key: key, value: value,
                            coordinate: coordinate, isLandmark: landmark, details: details))
            return
        }
    }

    private mutating func addWay(_ w: Int, tags: OSMTags) {
        let refs = ways.refs(ofWay: w)
        guard refs.count >= 2, let points = nodes.coordinates(refs) else { return }
        let id = ways.ids[w]
        let closed = refs.count >= 4 && refs.first == refs.last
        if closed || tags["railway"] == nil && tags["waterway"] == nil {
            addPOI(id: id, tags: tags, at: Self.centroid(points))
        }
        if let kind = Self.lineKind(tags) {
            lines.append(LineFeature(osmID: id, kind: kind, name: tags["name"], points: points,
                                     tunnel: TagParsing.isTunnel(tags["tunnel"]), bridge: TagParsing.isYes(tags["bridge"])))
        }
        guard closed else { return }
        if let b = tags["building"], b != "no" {
            buildings.append(Building(osmID: id, footprint: points, levels: tags["building:levels"].flatMap(TagParsing.wholeLevels), name: tags["name"],
                                      height: tags["height"].flatMap(TagParsing.maxHeight), minHeight: tags["min_height"].flatMap(TagParsing.maxHeight)))
        } else if let kind = Self.areaKind(tags) {
            areas.append(Area(osmID: id, kind: kind, name: tags["name"], rings: [points]))
        }
    }

    /// The area kind of a closed way or multipolygon.
    static func areaKind(_ tags: OSMTags) -> AreaKind? {
        let natural = tags["natural"], landuse = tags["landuse"], leisure = tags["leisure"]
        if natural == "water" || tags["water"] != nil || landuse == "reservoir" || landuse == "basin" || tags["waterway"] == "riverbank" {
            return .water
        }
        if natural == "wood" || landuse == "forest" { return .forest }
        if leisure == "park" || leisure == "garden" { return .park }
        switch landuse {
        case "grass", "meadow", "recreation_ground", "village_green": return .grass
        case "residential": return .residential
        case "commercial": return .commercial
        case "industrial": return .industrial
        case "retail": return .retail
        case "farmland", "farmyard", "orchard", "vineyard": return .farmland
        case "cemetery": return .cemetery
        default: break
        }
        if tags["amenity"] == "grave_yard" { return .cemetery }
        if tags["amenity"] == "parking" { return .parking }
        return nil
    }

    /// The line kind of a waterway or railway.
    static func lineKind(_ tags: OSMTags) -> LineKind? {
        switch tags["waterway"] {
        case "river": return .river
        case "stream": return .stream
        case "canal": return .canal
        default: break
        }
        switch tags["railway"] {
        case "rail": return .rail
        case "light_rail": return .lightRail
        case "tram": return .tram
        case "subway": return .subway
        default: return nil
        }
    }

    /// The mean of a ring's or line's points (a closed ring's repeated last point counted once).
    static func centroid(_ points: [Coordinate]) -> Coordinate {
        let ps = points.count > 1 && points.first == points.last ? points.dropLast() : points[...]
        var lat = 0.0, lon = 0.0
        for p in ps { lat += p.latitude; lon += p.longitude }
        let n = Double(max(1, ps.count))
        return Coordinate(lat / n, lon / n)
    }

    // MARK: Multipolygons

    private mutating func addMultipolygon(_ rel: OSMRelation, wayIndex: OSMIDMap) {
        let building = rel.tags["building"].flatMap { $0 == "no" ? nil : $0 }
        let kind = Self.areaKind(rel.tags)
        guard building != nil || kind != nil else { return }
        var outer: [[Int64]] = [], inner: [[Int64]] = []
        var complete = true
        for m in rel.members where m.kind == .way {
            guard let w = wayIndex.index(of: m.ref) else { complete = false; continue }
            let refs = Array(ways.refs(ofWay: w))
            if m.role == "inner" { inner.append(refs) } else { outer.append(refs) }
        }
        let (outerRings, outerOK) = Self.assembleRings(outer)
        let (innerRings, innerOK) = Self.assembleRings(inner)
        if !complete || !outerOK || !innerOK { brokenMultipolygons += 1 }
        let rings = outerRings.compactMap(ringCoordinates), holes = innerRings.compactMap(ringCoordinates)
        guard !rings.isEmpty else { return }
        if building != nil {
            for r in rings {
                buildings.append(Building(osmID: rel.id, footprint: r, levels: rel.tags["building:levels"].flatMap(TagParsing.wholeLevels), name: rel.tags["name"],
                                          height: rel.tags["height"].flatMap(TagParsing.maxHeight)))
            }
        } else if let kind {
            areas.append(Area(osmID: rel.id, kind: kind, name: rel.tags["name"], rings: rings, holes: holes))
        }
        if rel.tags["name"] != nil, let first = rings.first { addPOI(id: rel.id, tags: rel.tags, at: Self.centroid(first)) }
    }

    private func ringCoordinates(_ refs: [Int64]) -> [Coordinate]? {
        var out = [Coordinate]()
        for r in refs {
            guard let i = nodes.index(r) else { return nil }
            out.append(nodes.coordinate(i))
        }
        return out
    }

    /// Joins way node lists end to end into closed rings (reversing pieces as needed).
    /// Returns the closed rings and whether every piece found its place.
    /// - Complexity: O(pieces²) in the worst case; multipolygons have few pieces.
    static func assembleRings(_ pieces: [[Int64]]) -> ([[Int64]], Bool) {
        var open = pieces.filter { $0.count >= 2 }
        var rings: [[Int64]] = []
        var ok = open.count == pieces.count
        while !open.isEmpty {
            var ring = open.removeFirst()
            while ring.first != ring.last {
                guard let k = open.firstIndex(where: { $0.first == ring.last || $0.last == ring.last }) else { break }
                let next = open.remove(at: k)
                ring += (next.first == ring.last ? next : next.reversed()).dropFirst()
            }
            if ring.count >= 4, ring.first == ring.last { rings.append(ring) } else { ok = false }
        }
        return (rings, ok)
    }
}
