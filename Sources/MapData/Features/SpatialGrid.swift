import Geo

/// A uniform grid of item ids by bounding box, stored as compressed rows (one id list per cell).
/// Items larger than `maxCellsPerItem` cells go to a short list that every query returns, so one huge
/// forest polygon cannot bloat the grid.
/// - Complexity: build O(items · cells per item); a query visits the cells its box covers.
public struct SpatialGrid: Sendable {
    /// Cell edge (about 250 m: a few blocks; a screen of map covers some tens of cells).
    public static let cellSize: Meters = 250
    static let maxCellsPerItem = 256

    private let origin: Coordinate
    private let cellLat: Double
    private let cellLon: Double
    private let columns: Int
    private let rows: Int
    private let cellStart: [Int32]
    private let cellItems: [Int32]
    private let large: [Int32]
    /// Number of items indexed.
    public let count: Int

    /// Indexes items by their boxes.
    public init(boxes: [BoundingBox]) {
        count = boxes.count
        let all = boxes.dropFirst().reduce(boxes.first ?? BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 0, maxLongitude: 0)) { $0.union($1) }
        origin = Coordinate(all.minLatitude, all.minLongitude)
        (cellLat, cellLon, columns, rows) = Self.layout(bounds: all, cellSize: Self.cellSize)
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var big = [Int32]()
        var spans = [(Int, Int, Int, Int)?](repeating: nil, count: boxes.count)
        for (i, b) in boxes.enumerated() {
            let (c0, r0) = Self.cell(b.minLatitude, b.minLongitude, origin, cellLat, cellLon, columns, rows)
            let (c1, r1) = Self.cell(b.maxLatitude, b.maxLongitude, origin, cellLat, cellLon, columns, rows)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maxCellsPerItem { big.append(Int32(i)); continue }
            spans[i] = (c0, r0, c1, r1)
            for r in r0...r1 { for c in c0...c1 { counts[r * columns + c + 1] += 1 } }
        }
        for k in 0..<(columns * rows) { counts[k + 1] += counts[k] }
        var fill = counts
        var items = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        for (i, s) in spans.enumerated() {
            guard let (c0, r0, c1, r1) = s else { continue }
            for r in r0...r1 {
                for c in c0...c1 {
                    items[Int(fill[r * columns + c])] = Int32(i)
                    fill[r * columns + c] += 1
                }
            }
        }
        cellStart = counts
        cellItems = items
        large = big
    }

    /// Grids never exceed this many cells (4 MiB of offsets): over a larger area the cells grow instead.
    static let maxCells = 1 << 20

    /// Cell size in degrees and the grid's columns and rows for `bounds`, cells of `cellSize` metres or larger, at most
    /// `maxCells` of them.
    static func layout(bounds: BoundingBox, cellSize: Meters,
                       maxCells: Int = maxCells) -> (cellLat: Double, cellLon: Double, columns: Int, rows: Int) {
        let proj = LocalProjection(origin: bounds.center)
        var cellLat = cellSize / proj.metersPerDegreeLat
        var cellLon = cellSize / max(1, proj.metersPerDegreeLon)
        let spanLat = max(0, bounds.maxLatitude - bounds.minLatitude), spanLon = max(0, bounds.maxLongitude - bounds.minLongitude)
        let cells = (spanLat / cellLat + 1) * (spanLon / cellLon + 1)
        if cells.isFinite, cells > Double(maxCells) {
            let grow = (cells / Double(maxCells)).squareRoot() * 1.01
            cellLat *= grow
            cellLon *= grow
        }
        let columns = count(spanLon, cellLon, limit: maxCells)
        let rows = count(spanLat, cellLat, limit: maxCells / columns)
        return (cellLat, cellLon, columns, rows)
    }

    /// Cells of `cell` degrees over `span` degrees, in 1 ... `limit`, for any Double: bounds read from a file can be
    /// huge, infinite or NaN, and a Double beyond Int's range traps when converted (found by the compiled fuzz target).
    private static func count(_ span: Double, _ cell: Double, limit: Int) -> Int {
        let n = (span / cell).rounded(.up) + 1
        guard n.isFinite else { return n > 0 ? max(1, limit) : 1 }  // NaN is not > 0
        return Int(max(1, min(n, Double(max(1, limit)))))
    }

    private static func cell(_ lat: Double, _ lon: Double, _ o: Coordinate, _ dLat: Double, _ dLon: Double,
                             _ cols: Int, _ rows: Int) -> (Int, Int) {
        let x = ((lon - o.longitude) / dLon).rounded(.down), y = ((lat - o.latitude) / dLat).rounded(.down)
        guard x.isFinite, y.isFinite else { return (0, 0) }
        return (Int(max(0, min(Double(cols - 1), x))), Int(max(0, min(Double(rows - 1), y))))
    }

    /// Ids of items whose cells meet the box, ascending (a superset of the items whose boxes meet it).
    public func candidates(in box: BoundingBox) -> [Int] {
        var out = [Int]()
        forEachCandidate(in: box) { out.append($0) }
        out.sort()
        var unique = [Int]()
        unique.reserveCapacity(out.count)
        for v in out where unique.last != v { unique.append(v) }
        return unique
    }

    /// Calls `body` with each item whose cells meet the box, without allocating: the large items, then the items of
    /// each cell the box covers, row by row. An item in several of those cells comes once per cell.
    public func forEachCandidate(in box: BoundingBox, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        let (c0, r0) = Self.cell(box.minLatitude, box.minLongitude, origin, cellLat, cellLon, columns, rows)
        let (c1, r1) = Self.cell(box.maxLatitude, box.maxLongitude, origin, cellLat, cellLon, columns, rows)
        for i in large { body(Int(i)) }
        for r in r0...r1 {
            for c in c0...c1 {
                let id = r * columns + c
                for k in Int(cellStart[id])..<Int(cellStart[id + 1]) { body(Int(cellItems[k])) }
            }
        }
    }
}
