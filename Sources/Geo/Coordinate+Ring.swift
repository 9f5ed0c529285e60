extension Coordinate {
    /// Whether this point lies inside `ring` (a polygon ring, closed or not) by the even-odd rule: ray casting,
    /// W. Randolph Franklin's PNPOLY, on latitude and longitude as plane coordinates.
    /// - Complexity: O(ring.count).
    public func isInside(ring: [Coordinate]) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            if (a.latitude > latitude) != (b.latitude > latitude),
               longitude < (b.longitude - a.longitude) * (latitude - a.latitude) / (b.latitude - a.latitude) + a.longitude {
                inside.toggle()
            }
            j = i
        }
        return inside
    }
}
