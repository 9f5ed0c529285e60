extension NetworkBuilder {
    /// The restriction value for cars: `restriction`, or `restriction:motorcar` / `restriction:motor_vehicle`;
    /// nil when `except` names motorcar.
    static func restrictionValue(_ tags: OSMTags) -> String? {
        if let ex = tags["except"], ex.split(separator: ";").contains(where: { $0 == "motorcar" || $0 == "motor_vehicle" }) { return nil }
        return tags["restriction:motorcar"] ?? tags["restriction:motor_vehicle"] ?? tags["restriction"]
    }

    /// Resolves `type=restriction` relations onto roads and vertices, counting those that cannot be
    /// (a member not in the file or not a car road, from/to not touching the via node or ways, an unknown value).
    mutating func resolveRestrictions() -> [TurnRestriction] {
        var out: [TurnRestriction] = []
        for rel in source.relations where rel.tags["type"] == "restriction" {
            guard let value = Self.restrictionValue(rel.tags) else { continue }
            if let r = restriction(rel, value: value) { out.append(r) } else { statistics.invalidRestrictions += 1 }
        }
        statistics.restrictions = out.count
        return out
    }

    private func restriction(_ rel: OSMRelation, value: String) -> TurnRestriction? {
        let kind: TurnRestriction.Kind
        if value.hasPrefix("no_") { kind = .prohibitive } else if value.hasPrefix("only_") { kind = .mandatory } else { return nil }
        let froms = rel.members.filter { $0.role == "from" && $0.kind == .way }
        let tos = rel.members.filter { $0.role == "to" && $0.kind == .way }
        let vias = rel.members.filter { $0.role == "via" }
        guard froms.count == 1, tos.count == 1, !vias.isEmpty,
              let from = roadOfWay[froms[0].ref], let to = roadOfWay[tos[0].ref] else { return nil }
        if vias.count == 1, vias[0].kind == .node {
            guard let n = nodes.index(vias[0].ref), vertexOfNode[n] >= 0,
                  nodes(ofRoad: Int(from)).contains(Int32(n)), nodes(ofRoad: Int(to)).contains(Int32(n)) else { return nil }
            return TurnRestriction(kind: kind, value: value, osmID: rel.id, fromRoad: from, viaVertex: vertexOfNode[n], toRoad: to)
        }
        guard vias.allSatisfy({ $0.kind == .way }) else { return nil }
        var chain: [Int32] = []
        for v in vias {
            guard let r = roadOfWay[v.ref] else { return nil }
            chain.append(r)
        }
        // from – via… – to must be connected end to end through shared nodes.
        var prev = from
        for r in chain + [to] {
            guard touches(prev, r) else { return nil }
            prev = r
        }
        return TurnRestriction(kind: kind, value: value, osmID: rel.id, fromRoad: from, viaVertex: nil, viaRoads: chain, toRoad: to)
    }

    /// True when two roads share a node.
    private func touches(_ a: Int32, _ b: Int32) -> Bool {
        let na = nodes(ofRoad: Int(a)), nb = nodes(ofRoad: Int(b))
        return na.contains { $0 >= 0 && nb.contains($0) }
    }
}
