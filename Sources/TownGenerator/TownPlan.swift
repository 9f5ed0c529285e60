import Foundation
import Geo

/// The working state of one generation run.
struct TownPlan {
    var builder = OSMBuilder(origin: HarbourneTown.origin)
    var rng: SeededGenerator
    var grid: [[Point2D]] = []
    var streets: [Street] = []
    /// Tags to put on the nodes at these positions once the roads exist.
    var nodeTags: [(Point2D, OSMTags)] = []
    /// Every road way: its street name, id and points (for restrictions and building clearance).
    var roadWays: [(street: String, id: Int64, points: [Point2D])] = []
    /// Segments buildings must keep clear of (roads, rail, water edges).
    var obstacles = SegmentIndex(cellSize: 100)
    var river: [Point2D] = []
    var roundabouts: [(points: [Point2D], tags: OSMTags)] = []
    var railway = Street(name: "Harbourne Line", points: [], tags: [:])

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    // MARK: Layout constants (metres east / north of Market Cross)

    /// Grid lines of the old town, west to east and south to north.
    static let gridLines: [Double] = [-900, -675, -450, -225, 0, 225, 450, 675, 900]
    /// Largest random shift of a grid junction (keeps the lattice from looking ruled).
    static let gridJitter = 12.0
    /// Ring road radius around the centre.
    static let ringRadius = 1450.0
    /// Half the side of the mapped square.
    static let extent = 2100.0
    static let marketCrossRadius = 28.0
    static let eastgateRadius = 40.0

    /// A point of the ring road at `degrees` counter-clockwise from east.
    static func ring(_ degrees: Double) -> Point2D {
        let r = degrees * .pi / 180
        return Point2D(x: ringRadius * cos(r), y: ringRadius * sin(r))
    }

    /// Where Ferry Lane (x = -450) meets the ring in the south.
    static let ferryLaneRingAngle: Double = {
        let x = -450.0, y = -(ringRadius * ringRadius - x * x).squareRoot()
        return atan2(y, x) * 180 / .pi + 360
    }()

    /// The motorway centre line (x as a function of y: a gentle S through the hills).
    static func motorwayX(_ y: Double) -> Double { 1800 + 60 * sin(y / 700) }

    /// The River Bourne's centre line (y as a function of x), flowing east.
    static func riverY(_ x: Double) -> Double { -1150 + 40 * sin(x / 400) - 40 * x / 2100 }

    // MARK: Randomness (own helpers so the output never depends on the standard library's algorithms)

    mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(rng.next() >> 11) / Double(1 << 53)
    }

    mutating func chance(_ p: Double) -> Bool { uniform(0, 1) < p }

    mutating func index(_ n: Int) -> Int { Int(rng.next() % UInt64(max(1, n))) }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var a = items
        var i = a.count - 1
        while i > 0 {
            let j = index(i + 1)
            a.swapAt(i, j)
            i -= 1
        }
        return a
    }

    func g(_ i: Int, _ j: Int) -> Point2D { grid[i][j] }

    // MARK: The run

    mutating func build() {
        makeGrid()
        planStreets()
        planMotorway()
        planRiverAndRailway()
        applyCrossings()
        applySectionsAndMarkers()
        applyRoundabouts()
        applySplits()
        emitRoads()
        emitRailwayAndWater()
        emitRestrictions()
        emitLand()
        emitBuildingsAndPOIs()
        emitBorder()
    }

    mutating func makeGrid() {
        grid = Self.gridLines.map { x in
            Self.gridLines.map { y in Point2D(x: x, y: y) }
        }
        for i in grid.indices {
            for j in grid[i].indices where !(i == 4 && j == 4) {
                grid[i][j].x += uniform(-Self.gridJitter, Self.gridJitter)
                grid[i][j].y += uniform(-Self.gridJitter, Self.gridJitter)
            }
        }
    }
}
