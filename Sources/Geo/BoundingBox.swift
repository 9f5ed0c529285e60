/// A latitude/longitude rectangle (not crossing the antimeridian).
public struct BoundingBox: Hashable, Sendable, Codable {
    public var minLatitude: Degrees
    public var minLongitude: Degrees
    public var maxLatitude: Degrees
    public var maxLongitude: Degrees

    public init(minLatitude: Degrees, minLongitude: Degrees, maxLatitude: Degrees, maxLongitude: Degrees) {
        self.minLatitude = minLatitude
        self.minLongitude = minLongitude
        self.maxLatitude = maxLatitude
        self.maxLongitude = maxLongitude
    }

    /// The smallest box holding all coordinates; nil for an empty sequence.
    public init?<S: Sequence>(covering coordinates: S) where S.Element == Coordinate {
        var it = coordinates.makeIterator()
        guard let first = it.next() else { return nil }
        var box = BoundingBox(minLatitude: first.latitude, minLongitude: first.longitude,
                              maxLatitude: first.latitude, maxLongitude: first.longitude)
        while let c = it.next() { box.extend(c) }
        self = box
    }

    public var center: Coordinate {
        Coordinate(latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2)
    }

    @inlinable public func contains(_ c: Coordinate) -> Bool {
        c.latitude >= minLatitude && c.latitude <= maxLatitude && c.longitude >= minLongitude && c.longitude <= maxLongitude
    }

    public func intersects(_ o: BoundingBox) -> Bool {
        !(o.minLatitude > maxLatitude || o.maxLatitude < minLatitude || o.minLongitude > maxLongitude || o.maxLongitude < minLongitude)
    }

    public mutating func extend(_ c: Coordinate) {
        minLatitude = min(minLatitude, c.latitude)
        maxLatitude = max(maxLatitude, c.latitude)
        minLongitude = min(minLongitude, c.longitude)
        maxLongitude = max(maxLongitude, c.longitude)
    }

    public func union(_ o: BoundingBox) -> BoundingBox {
        BoundingBox(minLatitude: min(minLatitude, o.minLatitude), minLongitude: min(minLongitude, o.minLongitude),
                    maxLatitude: max(maxLatitude, o.maxLatitude), maxLongitude: max(maxLongitude, o.maxLongitude))
    }

    /// The box grown by `meters` on every side.
    public func expanded(by meters: Meters) -> BoundingBox {
        let dLat = meters / (Earth.radius * .pi / 180)
        let c = max(0.01, cos(Angle.radians(center.latitude)))
        let dLon = dLat / c
        return BoundingBox(minLatitude: minLatitude - dLat, minLongitude: minLongitude - dLon,
                           maxLatitude: maxLatitude + dLat, maxLongitude: maxLongitude + dLon)
    }
}

import Foundation
