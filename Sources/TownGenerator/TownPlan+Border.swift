import Geo

extension TownPlan {
    /// The country border's distance west of Market Cross (metres): near the map's west edge, crossing the
    /// Winchester Road, the railway and the River Bourne.
    static let borderX = -2000.0
    /// The disputed stretch: between these two northings the two countries claim different lines.
    static let disputedSouth = -300.0, disputedNorth = 600.0
    /// How far each claimed line bulges from the straight border.
    static let claimBulge = 80.0
    /// The two fictional countries, by user-assigned ISO 3166-1 alpha-3 codes (XAA–XZZ are reserved for users, so no
    /// real country is named): Harbourne's own, and its western neighbour.
    static let homeCountry = "XHA", westernNeighbour = "XWE"

    /// A country border at the west edge with a small disputed area, for the political view:
    /// - the border north and south of the dispute is an `admin_level=2` boundary relation of plain ways;
    /// - between them two `boundary=disputed` lines: the west bulge is the line XHA claims (XWE rejects it), the
    ///   east bulge the line XWE claims (XHA rejects it).
    /// Also the town's own `place=town` node. Emitted last, on nodes of their own, so nothing else in the town changes.
    mutating func emitBorder() {
        let x = Self.borderX, s = Self.disputedSouth, n = Self.disputedNorth
        func line(_ points: [Point2D]) -> [Int64] { points.map { builder.freeNode(at: $0) } }
        let south = line(stride(from: -Self.extent, through: s, by: 300).map { Point2D(x: x, y: $0) } + [Point2D(x: x, y: s)])
        let north = line([Point2D(x: x, y: n)] + stride(from: n + 300, through: Self.extent, by: 300).map { Point2D(x: x, y: $0) })
        let southEnd = south.last!, northEnd = north.first!
        let southWay = builder.way(nodeIDs: south, tags: [:])
        let northWay = builder.way(nodeIDs: north, tags: [:])
        func claim(bulge: Double) -> [Int64] {
            let middle = line([0.25, 0.5, 0.75].map { f in
                Point2D(x: x + bulge * (f == 0.5 ? 1 : 0.7), y: s + (n - s) * f)
            })
            return [southEnd] + middle + [northEnd]
        }
        builder.way(nodeIDs: claim(bulge: -Self.claimBulge), tags: [
            "boundary": "disputed", "admin_level": "2", "claimed_by": Self.homeCountry, "disputed_by": Self.westernNeighbour,
            "name": "Bourne Heath line", "name:ja": "ボーン・ヒース線",
        ])
        builder.way(nodeIDs: claim(bulge: Self.claimBulge), tags: [
            "boundary": "disputed", "admin_level": "2", "claimed_by": Self.westernNeighbour, "disputed_by": Self.homeCountry,
            "name": "Wessex line", "name:ja": "ウェセックス線",
        ])
        // The town itself as a place (a label for the OpenMapTiles `place` layer), beside Market Cross.
        builder.freeNode(at: Point2D(x: 0, y: 60), tags: ["place": "town", "population": "24678"].merging(Names.tags("Harbourne")) { a, _ in a })
        builder.relation([OSMMember(type: "way", ref: southWay, role: "outer"), OSMMember(type: "way", ref: northWay, role: "outer")],
                         tags: ["type": "boundary", "boundary": "administrative", "admin_level": "2"])
    }
}
