/// The size of the map view in cells and the shape of a cell.
public struct ViewGeometry: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// A cell's height over its width (terminal cells are about twice as tall as wide).
    public var cellAspect: Double
    public init(width: Int, height: Int, cellAspect: Double = 2) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.cellAspect = cellAspect
    }

    /// A cell's centre as a normalized view point (0…1 across, 0…1 down).
    public func normalized(_ cell: CellPoint) -> NormalizedPoint {
        NormalizedPoint(x: (Double(cell.x) + 0.5) / Double(width), y: (Double(cell.y) + 0.5) / Double(height))
    }
}

/// A point in the view in normalized coordinates: (0, 0) top left, (1, 1) bottom right, (0.5, 0.5) the centre.
public struct NormalizedPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let centre = NormalizedPoint(x: 0.5, y: 0.5)
}
