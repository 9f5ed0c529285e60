/// One tile of the quadtree Web Mercator tiling: zoom `z`, column `x` (from the antimeridian east), row `y` (from
/// the north), as OSM numbers them.
public struct TileKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let z: Int
    public let x: Int
    public let y: Int

    public init(z: Int, x: Int, y: Int) {
        self.z = z
        self.x = x
        self.y = y
    }

    /// True when x and y lie inside the zoom's 2^z × 2^z grid.
    public var isValid: Bool { z >= 0 && z <= 31 && x >= 0 && y >= 0 && x < (1 << z) && y < (1 << z) }

    /// The tile `levels` zoom levels up that holds this one.
    public func ancestor(levels: Int) -> TileKey { TileKey(z: z - levels, x: x >> levels, y: y >> levels) }

    /// Bing's quadkey.
    public var quadkey: String {
        var s = ""
        for i in stride(from: z, to: 0, by: -1) {
            let mask = 1 << (i - 1)
            s.append(Character(String((x & mask != 0 ? 1 : 0) + (y & mask != 0 ? 2 : 0))))
        }
        return s
    }

    public var description: String { "\(z)/\(x)/\(y)" }

    public static func < (a: TileKey, b: TileKey) -> Bool { (a.z, a.x, a.y) < (b.z, b.x, b.y) }
}
