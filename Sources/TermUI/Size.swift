/// A terminal or widget size in cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
    public var description: String { "\(width)x\(height)" }
    /// The rectangle of this size at the origin.
    public var rect: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}
