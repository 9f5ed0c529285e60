import Geo

extension TownPlan {
    /// Where a building stands: centre, the use of its block, distance from Market Cross.
    struct Plot { var center: Point2D; var use: CellUse }

    /// Buildings along every side of every non-park block, then the points of interest inside some of them.
    mutating func emitBuildingsAndPOIs() {
        var plots: [Plot] = []
        for i in 0..<8 {
            for j in 0..<8 {
                let use = Self.use(ofCell: i, j)
                if use == .park { continue }
                plots += buildings(inCell: i, j, use: use)
            }
        }
        emitPOIs(plots)
    }

    /// Lines the four sides of cell (i, j) with footprints that keep clear of roads and of each other.
    mutating func buildings(inCell i: Int, _ j: Int, use: CellUse) -> [Plot] {
        let corners = [g(i, j), g(i + 1, j), g(i + 1, j + 1), g(i, j + 1)]
        var placed: [(center: Point2D, radius: Double, side: Int)] = []
        var plots: [Plot] = []
        let industrial = use == .industrial, central = use == .commercial
        for side in 0..<4 {
            let a = corners[side], b = corners[(side + 1) % 4]
            let dir = PlaneMath.unit(b - a), length = (b - a).length
            var u = 30.0, lastEnd = -Double.infinity
            while u < length - 30 {
                let w = industrial ? uniform(24, 38) : central ? uniform(14, 19) : uniform(9, 15)
                let depth = industrial ? uniform(18, 28) : central ? uniform(12, 18) : uniform(9, 14)
                let offset = uniform(10, 13)
                let step = industrial ? 48.0 : central ? 20.0 : uniform(22, 28)
                defer { u += step }
                guard chance(industrial ? 0.8 : central ? 0.95 : 0.6) else { continue }
                let polygon = [PlaneMath.along(a, dir, u - w / 2, offset), PlaneMath.along(a, dir, u + w / 2, offset),
                               PlaneMath.along(a, dir, u + w / 2, offset + depth),
                               PlaneMath.along(a, dir, u - w / 2, offset + depth)]
                let center = polygon.reduce(Point2D(x: 0, y: 0), +) * 0.25
                let radius = (w * w + depth * depth).squareRoot() / 2
                // Same side: the footprints must not overlap along the street; other sides: bounding circles apart.
                if u - w / 2 < lastEnd + 1.5 { continue }
                if placed.contains(where: { $0.side != side && ($0.center - center).length < $0.radius + radius + 1 }) { continue }
                if obstacles.blocks(polygon, clearance: 3) { continue }
                placed.append((center, radius, side))
                lastEnd = u + w / 2
                builder.area(polygon, tags: buildingTags(use))
                plots.append(Plot(center: center, use: use))
            }
        }
        return plots
    }

    mutating func buildingTags(_ use: CellUse) -> OSMTags {
        switch use {
        case .commercial: return ["building": chance(0.5) ? "retail" : "commercial", "building:levels": String(2 + index(4))]
        case .industrial: return ["building": chance(0.7) ? "industrial" : "warehouse", "building:levels": "1"]
        case .residential, .park:
            var tags: OSMTags = ["building": chance(0.6) ? "house" : (chance(0.5) ? "terrace" : "yes")]
            if chance(0.7) { tags["building:levels"] = String(1 + index(3)) }
            return tags
        }
    }

    /// About a hundred named points of interest, mostly inside buildings near the centre.
    mutating func emitPOIs(_ plots: [Plot]) {
        let central = plots.filter { $0.use != .industrial }
            .sorted { $0.center.length < $1.center.length || ($0.center.length == $1.center.length && $0.center.x < $1.center.x) }
        var spots = shuffled(Array(central.prefix(260))).map(\.center)
        func nextSpot() -> Point2D { spots.isEmpty ? Point2D(x: 0, y: 60) : spots.removeFirst() }

        var used = Set<String>()
        for kind in POICatalog.kinds {
            for _ in 0..<kind.count {
                var name = "", ja = ""
                for _ in 0..<60 {
                    let p = POICatalog.prefixes[index(POICatalog.prefixes.count)]
                    let n = kind.nouns[index(kind.nouns.count)]
                    name = "\(p.en) \(n.en)"
                    ja = n.translated ? p.ja + n.ja : p.ja + "・" + n.ja
                    if !used.contains(name) { break }
                }
                if used.contains(name) { continue }
                used.insert(name)
                builder.freeNode(at: nextSpot(), tags: kind.tags.merging(["name": name, "name:ja": ja]) { a, _ in a })
            }
        }
        let hospitalSpot = g(1, 6) + Point2D(x: 75, y: 75)
        for poi in POICatalog.named {
            let spot = poi.tags["amenity"] == "hospital" ? hospitalSpot : nextSpot()
            builder.freeNode(at: spot, tags: poi.tags.merging(["name": poi.en, "name:ja": poi.ja]) { a, _ in a })
        }
        let fixed: [(Point2D, OSMTags, String, String)] = [
            (Point2D(x: 1600, y: 35), ["amenity": "fuel"], "Eastgate Filling Station", "イーストゲート給油所"),
            (Point2D(x: -1650, y: -20), ["amenity": "fuel"], "Westgate Filling Station", "ウエストゲート給油所"),
            (Point2D(x: 25, y: -1700), ["amenity": "fuel"], "Bourne Filling Station", "ボーン給油所"),
            (g(5, 3) + Point2D(x: 55, y: -70), ["amenity": "parking", "parking": "surface"], "Market Car Park", "マーケット駐車場"),
            (g(3, 6) + Point2D(x: -70, y: -55), ["amenity": "parking", "parking": "surface"], "Chapel Car Park", "チャペル駐車場"),
            (Point2D(x: g(2, 8).x + 45, y: 1045), ["amenity": "parking", "parking": "surface"], "Station Car Park", "ステーション駐車場"),
        ]
        for (p, tags, name, ja) in fixed {
            builder.freeNode(at: p, tags: tags.merging(["name": name, "name:ja": ja]) { a, _ in a })
        }
    }
}
