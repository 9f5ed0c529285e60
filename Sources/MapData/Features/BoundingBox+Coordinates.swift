import Geo

extension BoundingBox {
    /// The box around coordinate lists (nil when all are empty). A concrete loop: Geo's generic
    /// `init(covering:)` is not specialised across the module boundary and is several times slower on big inputs.
    static func around(_ lists: [Coordinate]...) -> BoundingBox? { around(lists) }

    static func around(_ lists: [[Coordinate]]) -> BoundingBox? {
        var minLat = Double.infinity, minLon = Double.infinity, maxLat = -Double.infinity, maxLon = -Double.infinity
        for list in lists {
            for c in list {
                minLat = Swift.min(minLat, c.latitude); maxLat = Swift.max(maxLat, c.latitude)
                minLon = Swift.min(minLon, c.longitude); maxLon = Swift.max(maxLon, c.longitude)
            }
        }
        guard minLat <= maxLat else { return nil }
        return BoundingBox(minLatitude: minLat, minLongitude: minLon, maxLatitude: maxLat, maxLongitude: maxLon)
    }

    static let zero = BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 0, maxLongitude: 0)
}
