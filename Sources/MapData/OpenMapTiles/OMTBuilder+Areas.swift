import Geo

extension OMTBuilder {
    /// Boundary relations (`type=boundary`, `boundary=administrative`): each member way's lowest `admin_level`.
    mutating func collectBoundaryRelations() {
        for rel in source.relations where rel.tags["type"] == "boundary" && rel.tags["boundary"] == "administrative" {
            guard let level = rel.tags["admin_level"].flatMap({ Int($0) }) else { continue }
            for m in rel.members where m.kind == .way {
                relationAdminLevel[m.ref] = min(relationAdminLevel[m.ref] ?? level, level)
            }
        }
    }

    /// A boundary line: `admin_level` (the lowest of the way's own tag and its relations), `disputed`, `maritime`,
    /// and `claimed_by` / `disputed_by` (`;`-separated ISO 3166-1 alpha-3 codes as tagged) for the political view.
    /// `boundary=disputed` lines are country borders (admin level 2) unless they say otherwise.
    mutating func addBoundary(id: Int64, tags: OSMTags, points: [Coordinate]) {
        let kind = tags["boundary"]
        let disputed = kind == "disputed" || TagParsing.isYes(tags["disputed"]) && tags["disputed"] != nil
        guard kind == "administrative" || kind == "disputed" || kind == nil && relationAdminLevel[id] != nil else { return }
        let own = tags["admin_level"].flatMap { Int($0) }
        let levels = [own, relationAdminLevel[id]].compactMap { $0 }
        guard let level = levels.min() ?? (disputed ? 2 : nil) else { return }
        var p: [String: OMTValue] = ["admin_level": .number(Double(level))]
        p["disputed"] = .number(disputed ? 1 : 0)
        let maritime = TagParsing.isYes(tags["maritime"]) && tags["maritime"] != nil || tags["boundary_type"] == "maritime"
        p["maritime"] = .number(maritime ? 1 : 0)
        let claimed = PoliticalView.codes(tags["claimed_by"]), rejecting = PoliticalView.codes(tags["disputed_by"])
        if !claimed.isEmpty { p["claimed_by"] = .string(claimed.joined(separator: ";")) }
        if !rejecting.isEmpty { p["disputed_by"] = .string(rejecting.joined(separator: ";")) }
        if disputed, let name = tags["name"] { p["disputed_name"] = .string(name) }
        add("boundary", id, .line(points), p)
    }

    /// A multipolygon relation's rings, as the polygon layers of its tags, and its named centre as a point.
    mutating func addMultipolygon(_ rel: OSMRelation, wayIndex: OSMIDMap) {
        var outer: [[Int64]] = [], inner: [[Int64]] = []
        for m in rel.members where m.kind == .way {
            guard let w = wayIndex.index(of: m.ref) else { continue }
            let refs = Array(source.ways.refs(ofWay: w))
            if m.role == "inner" { inner.append(refs) } else { outer.append(refs) }
        }
        let rings = FeatureBuilder.assembleRings(outer).0.compactMap { source.nodes.coordinates($0) }
        let holes = FeatureBuilder.assembleRings(inner).0.compactMap { source.nodes.coordinates($0) }
        guard let first = rings.first else { return }
        addArea(id: rel.id, tags: rel.tags, outer: rings, holes: holes)
        addPoints(id: rel.id, tags: rel.tags, at: Self.centroid(first), polygon: true)
    }
}
