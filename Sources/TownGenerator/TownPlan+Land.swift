import Foundation
import Geo

extension TownPlan {
    /// Grid cells (south-west corner indices) that are parks, with their names.
    static let parkCells: [(Int, Int, String)] = [(1, 5, "Victoria Park"), (5, 6, "Abbey Gardens"), (0, 0, "Riverside Park")]
    /// Half the width of the River Bourne.
    static let riverHalfWidth = 14.0

    enum CellUse { case park, commercial, industrial, residential }

    static func use(ofCell i: Int, _ j: Int) -> CellUse {
        if parkCells.contains(where: { $0.0 == i && $0.1 == j }) { return .park }
        if (6...7).contains(i) && (0...1).contains(j) { return .industrial }
        if (3...4).contains(i) && (3...4).contains(j) { return .commercial }
        return .residential
    }

    /// The corners of cell (i, j) counter-clockwise from south-west, pulled `inset` metres inward.
    func cell(_ i: Int, _ j: Int, inset: Double) -> [Point2D] {
        let corners = [g(i, j), g(i + 1, j), g(i + 1, j + 1), g(i, j + 1)]
        let c = corners.reduce(Point2D(x: 0, y: 0), +) * 0.25
        return corners.map { $0 + PlaneMath.unit(c - $0) * (inset * 2.0.squareRoot()) }
    }

    mutating func emitRailwayAndWater() {
        for piece in railway.pieces() {
            builder.way(piece.points, tags: piece.tags)
            obstacles.insert(polyline: piece.points)
        }
        builder.node(at: Point2D(x: -450, y: 1100), tags: [
            "railway": "station", "public_transport": "station", "train": "yes",
        ].merging(Names.tags("Harbourne")) { a, _ in a })
        builder.area([Point2D(x: -525, y: 1068), Point2D(x: -470, y: 1068), Point2D(x: -470, y: 1088),
                      Point2D(x: -525, y: 1088)], tags: ["building": "train_station", "building:levels": "2"])

        builder.way(river, tags: ["waterway": "river"].merging(Names.tags("River Bourne")) { a, _ in a })
        let upper = river.map { $0 + Point2D(x: 0, y: Self.riverHalfWidth) }
        let lower = river.reversed().map { $0 - Point2D(x: 0, y: Self.riverHalfWidth) }
        builder.area(upper + lower, tags: ["natural": "water", "water": "river"])
        obstacles.insert(polyline: upper)
        obstacles.insert(polyline: lower)

        let pond = cell(1, 5, inset: 0).reduce(Point2D(x: 0, y: 0), +) * 0.25
        let octagon = (0..<8).map { k -> Point2D in
            let a = Double(k) * .pi / 4
            return pond + Point2D(x: 32 * cos(a), y: 24 * sin(a))
        }
        builder.area(octagon, tags: ["natural": "water", "water": "pond"].merging(Names.tags("Mill Pond")) { a, _ in a })
    }

    mutating func emitLand() {
        for i in 0..<8 {
            for j in 0..<8 {
                let polygon = cell(i, j, inset: 9)
                switch Self.use(ofCell: i, j) {
                case .park:
                    let name = Self.parkCells.first { $0.0 == i && $0.1 == j }?.2 ?? ""
                    builder.area(polygon, tags: ["leisure": "park"].merging(Names.tags(name)) { a, _ in a })
                case .commercial: builder.area(polygon, tags: ["landuse": "commercial"])
                case .industrial: builder.area(polygon, tags: ["landuse": "industrial"])
                case .residential: builder.area(polygon, tags: ["landuse": "residential"])
                }
            }
        }
        let meadowTop = stride(from: -800.0, through: 800, by: 100).map { Point2D(x: $0, y: -960) }
        let meadowBottom = stride(from: 800.0, through: -800, by: -100).map { Point2D(x: $0, y: Self.riverY($0) + 25) }
        builder.area(meadowTop + meadowBottom, tags: ["leisure": "park"].merging(Names.tags("Bourne Meadows")) { a, _ in a })
        builder.area([Point2D(x: 1500, y: 480), Point2D(x: Self.extent, y: 480), Point2D(x: Self.extent, y: 1250),
                      Point2D(x: 1500, y: 1250), Point2D(x: 1350, y: 850)],
                     tags: ["landuse": "forest"].merging(Names.tags("Harbourne Wood")) { a, _ in a })
        builder.area([Point2D(x: -1380, y: -300), Point2D(x: -1000, y: -300), Point2D(x: -1000, y: 300),
                      Point2D(x: -1380, y: 300)],
                     tags: ["landuse": "forest"].merging(Names.tags("Castle Wood")) { a, _ in a })

        let abbey = cell(5, 6, inset: 0).reduce(Point2D(x: 0, y: 0), +) * 0.25
        let memorial = cell(1, 5, inset: 0)[0] + Point2D(x: 40, y: 40)
        let landmarks: [(Point2D, String, OSMTags)] = [
            (Point2D(x: 0, y: 0), "Market Cross", ["historic": "monument", "tourism": "attraction"]),
            (Point2D(x: -1200, y: 90), "Harbourne Castle", ["historic": "castle", "castle_type": "defensive", "tourism": "attraction"]),
            (abbey, "Abbey Ruins", ["historic": "ruins", "tourism": "attraction"]),
            (memorial, "War Memorial", ["historic": "memorial", "memorial": "war_memorial"]),
            (Point2D(x: -300, y: Self.riverY(-300) + 22), "The Old Quay", ["historic": "wharf", "tourism": "attraction"]),
            (Point2D(x: 1650, y: 850), "Harbourne Hill Viewpoint", ["tourism": "viewpoint"]),
            (Point2D(x: 600, y: Self.riverY(600) + 30), "Bourne Mill", ["man_made": "watermill", "historic": "mill",
                                                                     "tourism": "attraction"]),
        ]
        for (p, name, tags) in landmarks {
            builder.freeNode(at: p, tags: tags.merging(Names.tags(name)) { a, _ in a })
        }
    }
}
