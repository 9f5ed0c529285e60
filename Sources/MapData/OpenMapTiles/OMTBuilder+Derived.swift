import Geo

extension OMTBuilder {
    /// The view of a map made in code rather than loaded (no primitives kept): its roads, areas, buildings, lines,
    /// POIs and places are turned back into the OSM tags they stand for and classed by the same rules.
    /// - Complexity: O(edges + features).
    static func derived(from map: OSMMap) -> [String: [OMTFeature]] {
        let empty = OSMData()
        empty.finish()
        var b = OMTBuilder(source: OMTSource(data: empty))
        let n = map.network
        for e in n.edges.indices where n.edges[e].isCanonical {
            let edge = n.edges[e]
            let road = n.roads[Int(edge.road)]
            var points = Array(n.shape(of: e))
            if !edge.isForward { points.reverse() }  // way order, which `oneway` refers to
            guard points.count >= 2 else { continue }
            b.addTransportationLine(id: road.osmID, tags: tags(of: road), points: points)
        }
        for a in map.features.areas { b.addArea(id: a.osmID, tags: tags(of: a.kind, name: a.name), outer: a.rings, holes: a.holes) }
        for bd in map.features.buildings {
            var t: [(String, String)] = [("building", "yes")]
            if let l = bd.levels { t.append(("building:levels", String(l))) }
            if let name = bd.name { t.append(("name", name)) }
            b.addArea(id: bd.osmID, tags: OSMTags(t), outer: [bd.footprint], holes: [])
        }
        for l in map.features.lines {
            var t = [lineTag(l.kind)]
            if let name = l.name { t.append(("name", name)) }
            if l.tunnel { t.append(("tunnel", "yes")) }
            if l.bridge { t.append(("bridge", "yes")) }
            let tags = OSMTags(t)
            if tags["waterway"] != nil, let c = tags["waterway"] {
                b.addWaterwayLine(id: l.osmID, tags: tags, class: c, points: l.points)
            } else {
                b.addTransportationLine(id: l.osmID, tags: tags, points: l.points)
            }
        }
        for p in map.features.pois {
            b.addPoints(id: p.osmID, tags: OSMTags([(p.key, p.value), ("name", p.name)] + names(p.localizedNames)), at: p.coordinate, polygon: false)
        }
        for p in map.features.places {
            var t = [("place", p.kind.rawValue), ("name", p.name)] + names(p.localizedNames)
            if let pop = p.population { t.append(("population", String(pop))) }
            b.addPoints(id: p.osmID, tags: OSMTags(t), at: p.coordinate, polygon: false)
        }
        return b.build()
    }

    static func names(_ localized: [String: String]) -> [(String, String)] {
        localized.sorted { $0.key < $1.key }.map { ("name:" + $0.key, $0.value) }
    }

    static func tags(of road: Road) -> OSMTags {
        var t: [(String, String)] = [("highway", road.highway.osmValue)]
        if let name = road.name { t.append(("name", name)) }
        t += names(road.localizedNames)
        if let ref = road.ref { t.append(("ref", ref)) }
        switch road.oneway {
        case .forward: t.append(("oneway", "yes"))
        case .backward: t.append(("oneway", "-1"))
        case .no: t.append(("oneway", "no"))
        }
        if road.flags.contains(.tunnel) { t.append(("tunnel", "yes")) }
        if road.flags.contains(.bridge) { t.append(("bridge", "yes")) }
        if road.flags.contains(.roundabout) { t.append(("junction", "roundabout")) }
        if road.access == .private || road.access == .no { t.append(("access", road.access == .no ? "no" : "private")) }
        if road.layer != 0 { t.append(("layer", String(road.layer))) }
        return OSMTags(t)
    }

    static func tags(of kind: AreaKind, name: String?) -> OSMTags {
        var t: [(String, String)]
        switch kind {
        case .water: t = [("natural", "water")]
        case .park: t = [("leisure", "park")]
        case .forest: t = [("landuse", "forest")]
        case .grass: t = [("landuse", "grass")]
        case .residential: t = [("landuse", "residential")]
        case .commercial: t = [("landuse", "commercial")]
        case .industrial: t = [("landuse", "industrial")]
        case .retail: t = [("landuse", "retail")]
        case .farmland: t = [("landuse", "farmland")]
        case .cemetery: t = [("landuse", "cemetery")]
        case .parking: t = [("amenity", "parking")]
        }
        if let name { t.append(("name", name)) }
        return OSMTags(t)
    }

    static func lineTag(_ kind: LineKind) -> (String, String) {
        switch kind {
        case .river: ("waterway", "river")
        case .stream: ("waterway", "stream")
        case .canal: ("waterway", "canal")
        case .rail: ("railway", "rail")
        case .lightRail: ("railway", "light_rail")
        case .tram: ("railway", "tram")
        case .subway: ("railway", "subway")
        }
    }
}
