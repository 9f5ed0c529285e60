extension Coordinate {
    /// Whether this point lies inside a closed ring of coordinates (the ring's last point joins its first; a repeated
    /// closing point changes nothing). Ray casting, even-odd rule (W. Randolph Franklin's PNPOLY), in plain latitude
    /// and longitude: right for rings that do not cross the antimeridian. A point exactly on an edge may go either way.
    /// - Complexity: O(ring count).
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
