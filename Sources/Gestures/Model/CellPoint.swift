/// A cell position on the screen (column, row from 0,0 at the top left).
public struct CellPoint: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }

    /// Chebyshev distance in cells: the number of king moves between the two cells.
    public func cellDistance(to other: CellPoint) -> Int { max(abs(other.x - x), abs(other.y - y)) }

    public var description: String { "\(x),\(y)" }
}

/// A movement or velocity in cells (x to the right, y down); velocities are in cells per second.
public struct CellVector: Sendable, Hashable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    public static let zero = CellVector(dx: 0, dy: 0)

    public var length: Double { (dx * dx + dy * dy).squareRoot() }
    public static func + (a: CellVector, b: CellVector) -> CellVector { CellVector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func * (a: CellVector, k: Double) -> CellVector { CellVector(dx: a.dx * k, dy: a.dy * k) }

    public var description: String { "\(dx),\(dy)" }
}
