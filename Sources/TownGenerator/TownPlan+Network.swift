import Foundation
import Geo

extension TownPlan {
    static let routableMajor: Set<String> = ["motorway", "trunk", "primary", "secondary", "motorway_link"]

    /// The River Bourne and the Harbourne Line (with Harbourne station) as polylines.
    mutating func planRiverAndRailway() {
        river = stride(from: -Self.extent, through: Self.extent, by: 100).map { Point2D(x: $0, y: Self.riverY($0)) }
        railway = Street(name: "Harbourne Line", points: [
            Point2D(x: -Self.extent, y: 1080), Point2D(x: -1200, y: 1095), Point2D(x: -450, y: 1100),
            Point2D(x: 300, y: 1105), Point2D(x: 1200, y: 1110), Point2D(x: Self.extent, y: 1120),
        ], tags: ["railway": "rail", "usage": "main", "gauge": "1435", "electrified": "no"]
            .merging(Names.tags("Harbourne Line")) { a, _ in a })
    }

    /// Bridges where roads cross the river; bridges, an underpass and a level crossing at the railway.
    mutating func applyCrossings() {
        for i in streets.indices {
            let name = streets[i].name
            for c in streets[i].crossings(with: river).reversed() {
                var tags: OSMTags = ["bridge": "yes", "layer": "1"]
                if name == "Bridge Street" { tags["bridge:name"] = "Town Bridge"; tags["bridge:name:ja"] = Names.japanese["Town Bridge"] }
                if name == "Ferry Lane" {
                    tags["bridge:name"] = "Old Bridge"; tags["bridge:name:ja"] = Names.japanese["Old Bridge"]
                    tags["maxweight"] = "7.5"
                }
                streets[i].addSection(from: c.distance - 30, to: c.distance + 30, tags: tags)
            }
            if name.hasPrefix("M7") { continue } // the railway passes over the motorway tunnel
            for c in streets[i].crossings(with: railway.vertices).reversed() {
                if name == "North Road" {
                    let p = streets[i].cut(at: c.distance)
                    railway.insert(p)
                    nodeTags.append((p, ["railway": "level_crossing", "crossing:barrier": "full"]))
                } else if c.point.x < 0 {
                    // The railway bridges the road: a low arch.
                    streets[i].addSection(from: c.distance - 12, to: c.distance + 12, tags: ["maxheight": "3.5"])
                    let d = railway.distance(of: c.point)
                    railway.addSection(from: d - 20, to: d + 20, tags: ["bridge": "yes", "layer": "1"])
                } else {
                    streets[i].addSection(from: c.distance - 30, to: c.distance + 30, tags: ["bridge": "yes", "layer": "1"])
                }
            }
        }
        railway.insert(Point2D(x: -450, y: 1100))
    }

    /// The Castle Hill tunnel and the speed cameras on town roads.
    mutating func applySectionsAndMarkers() {
        let castle = street("Castle Hill")
        streets[castle].addSection(from: 200, to: 400, tags: [
            "tunnel": "yes", "layer": "-1", "tunnel:name": "Castle Hill Tunnel",
            "tunnel:name:ja": Names.japanese["Castle Hill Tunnel"] ?? "",
        ])
        let cameras: [(String, Double, String)] = [
            ("High Street", 340, "30"), ("East Street", 330, "30"), ("Winchester Road", 300, "100"),
            ("Ring Road", Self.ringRadius * 200 * .pi / 180, "80"),
        ]
        for (name, d, limit) in cameras {
            let k = street(name)
            let p = streets[k].cut(at: d)
            nodeTags.append((p, ["highway": "speed_camera", "maxspeed": limit]))
        }
    }

    /// Market Cross (five arms) in the centre and the Eastgate roundabout on the ring (four arms),
    /// both clockwise as in Britain.
    mutating func applyRoundabouts() {
        let o = Point2D(x: 0, y: 0)
        let specs: [(Point2D, Double, String, OSMTags)] = [
            (o, Self.marketCrossRadius, "Market Cross", ["highway": "primary", "maxspeed": "30"]),
            (Self.ring(0), Self.eastgateRadius, "Eastgate Roundabout", ["highway": "trunk", "maxspeed": "50", "ref": "A3400"]),
        ]
        for (center, radius, name, tags) in specs {
            var touches: [Point2D] = []
            for i in streets.indices { touches += streets[i].detach(from: center, radius: radius) }
            let entryAngles = touches.map { atan2($0.y - center.y, $0.x - center.x) * 180 / .pi }
            var points = touches
            for a in stride(from: 0.0, to: 360.0, by: 30) {
                let clear = entryAngles.allSatisfy { abs(Angle.normalized($0 - a + 180) - 180) > 10 }
                if clear {
                    let r = a * .pi / 180
                    points.append(center + Point2D(x: radius * cos(r), y: radius * sin(r)))
                }
            }
            func angle(_ p: Point2D) -> Double { Angle.normalized(atan2(p.y - center.y, p.x - center.x) * 180 / .pi) }
            points.sort { angle($0) > angle($1) } // clockwise
            roundabouts.append((points, tags.merging(["junction": "roundabout", "lanes": "1"]) { a, _ in a }
                .merging(Names.tags(name)) { a, _ in a }))
        }
    }

    /// Splits streets where they meet a major road, so that junctions are way ends (turn restrictions need that).
    mutating func applySplits() {
        var majorAt: [OSMBuilder.Key: Set<Int>] = [:], anyAt: [OSMBuilder.Key: Set<Int>] = [:]
        for (i, s) in streets.enumerated() {
            let major = Self.routableMajor.contains(s.highway)
            for v in s.vertices {
                anyAt[OSMBuilder.key(v), default: []].insert(i)
                if major { majorAt[OSMBuilder.key(v), default: []].insert(i) }
            }
        }
        for i in streets.indices {
            let major = Self.routableMajor.contains(streets[i].highway)
            for v in streets[i].vertices.dropFirst().dropLast() {
                let k = OSMBuilder.key(v)
                let others = (major ? anyAt[k] : majorAt[k])?.subtracting([i]) ?? []
                if !others.isEmpty { streets[i].splitKeys.insert(k) }
            }
        }
    }

    mutating func emitRoads() {
        for (points, tags) in roundabouts {
            let id = builder.way(points, tags: tags, closed: true)
            roadWays.append((tags["name"] ?? "", id, points + [points[0]]))
            obstacles.insert(polyline: points + [points[0]])
        }
        for s in streets {
            for piece in s.pieces() {
                let id = builder.way(piece.points, tags: piece.tags)
                roadWays.append((s.name, id, piece.points))
                obstacles.insert(polyline: piece.points)
            }
        }
        for (p, tags) in nodeTags {
            precondition(builder.hasNode(at: p), "tagged point \(p) is on no road")
            builder.node(at: p, tags: tags)
        }
    }

    /// The way of street `name` that ends at `via` and leaves it toward `toward`.
    func way(_ name: String, at via: Point2D, toward: Point2D) -> Int64? {
        let k = OSMBuilder.key(via)
        var best: (Int64, Double)?
        for w in roadWays where w.street == name {
            let ends = [(w.points.first, w.points.dropFirst().first), (w.points.last, w.points.dropLast().last)]
            for case let (end?, next?) in ends where OSMBuilder.key(end) == k {
                let score = PlaneMath.unit(next - via).dot(PlaneMath.unit(toward - via))
                if best == nil || score > best!.1 { best = (w.id, score) }
            }
        }
        return best?.0
    }

    /// Turn restrictions: from way, via node, to way (all sharing the via node as a way end).
    mutating func emitRestrictions() {
        let list: [(String, String, Point2D, Point2D, String, Point2D)] = [
            ("no_right_turn", "High Street", g(4, 5), g(4, 6), "Castle Street", g(5, 6)),
            ("no_left_turn", "East Street", g(5, 4), g(6, 4), "King Street", g(6, 5)),
            ("no_u_turn", "West Street", g(3, 4), g(2, 4), "West Street", g(3, 4)),
            ("only_straight_on", "Station Road", g(2, 3), g(2, 2), "Station Road", g(2, 1)),
            ("no_right_turn", "Bridge Street", g(4, 3), g(4, 2), "South Street", g(3, 2)),
        ]
        for (kind, fromName, fromPoint, via, toName, toPoint) in list {
            guard let from = way(fromName, at: via, toward: fromPoint), let to = way(toName, at: via, toward: toPoint)
            else { preconditionFailure("restriction \(kind) at \(fromName): ways not found") }
            builder.relation([
                OSMMember(type: "way", ref: from, role: "from"),
                OSMMember(type: "node", ref: builder.node(at: via), role: "via"),
                OSMMember(type: "way", ref: to, role: "to"),
            ], tags: ["type": "restriction", "restriction": kind])
        }
    }
}
