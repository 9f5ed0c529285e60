import Geo

/// Sea polygons from `natural=coastline` ways, inside the extract's bounds. OpenMapTiles takes its oceans from a
/// separate data set made by osmcoastline; an extract has only its coastline ways, so the sea is rebuilt here the
/// same way: the coastline has land on its left and water on its right, so each piece that crosses the bounds is
/// followed backwards (water on the left) and joined to the next piece along the bounds, counter-clockwise.
/// Closed coastline rings are islands: holes in the sea around them (or, with no open piece, in sea that fills the
/// bounds). Pieces that stop inside the bounds (an extract cut mid-way) are carried straight to the nearest side.
/// - Complexity: O(points + pieces²); an extract has few coastline pieces.
enum OMTCoastline {
    /// The sea polygons (outer ring and its island holes, each closed) for coastline lines inside `bounds`.
    static func sea(lines: [[Coordinate]], bounds b: BoundingBox) -> [(outer: [Coordinate], holes: [[Coordinate]])] {
        guard b.maxLatitude > b.minLatitude, b.maxLongitude > b.minLongitude else { return [] }
        var open = [[Coordinate]](), islands = [[Coordinate]]()
        for line in lines {
            for run in clip(line, to: b) where run.count >= 2 {
                if run.count >= 4, run.first == run.last { islands.append(run) } else { open.append(snapped(run, to: b)) }
            }
        }
        var seas = [[Coordinate]]()
        if open.isEmpty {
            guard !islands.isEmpty else { return [] }
            seas = [corners(b) + [corners(b)[0]]]
        } else {
            seas = joined(open, bounds: b)
        }
        return seas.map { ring in (ring, islands.filter { $0[0].isInside(ring: ring) }) }
    }

    // MARK: Joining pieces along the bounds

    /// Walks the pieces backwards, joining each to the next along the boundary counter-clockwise.
    static func joined(_ pieces: [[Coordinate]], bounds b: BoundingBox) -> [[Coordinate]] {
        let reversed = pieces.map { Array($0.reversed()) }
        let startParam = reversed.map { perimeter($0.first!, b) }
        var used = [Bool](repeating: false, count: reversed.count)
        var rings = [[Coordinate]]()
        for first in reversed.indices where !used[first] {
            var ring = [Coordinate](), k = first
            var steps = 0
            while !used[k], steps <= reversed.count {
                used[k] = true
                steps += 1
                ring += reversed[k]
                let from = perimeter(reversed[k].last!, b)
                // The next piece start met going counter-clockwise from here (the first piece closes the ring).
                let next = reversed.indices.filter { !used[$0] || $0 == first }
                    .min { ccw(from, startParam[$0], b) < ccw(from, startParam[$1], b) }!
                ring += cornersBetween(from, startParam[next], b)
                k = next
            }
            ring.append(ring[0])
            if ring.count >= 4 { rings.append(ring) }
        }
        return rings
    }

    /// The distance along the boundary, counter-clockwise from the south-west corner, of a point on it.
    static func perimeter(_ c: Coordinate, _ b: BoundingBox) -> Double {
        let w = b.maxLongitude - b.minLongitude, h = b.maxLatitude - b.minLatitude
        let dx = c.longitude - b.minLongitude, dy = c.latitude - b.minLatitude
        // The side the point is nearest: south (→ east), east (→ north), north (→ west), west (→ south).
        let sides = [(abs(dy), dx), (abs(w - dx), w + dy), (abs(h - dy), w + h + (w - dx)), (abs(dx), 2 * w + h + (h - dy))]
        return sides.min { $0.0 < $1.0 }!.1
    }

    static func ccw(_ from: Double, _ to: Double, _ b: BoundingBox) -> Double {
        let total = 2 * ((b.maxLongitude - b.minLongitude) + (b.maxLatitude - b.minLatitude))
        let d = (to - from).truncatingRemainder(dividingBy: total)
        return d < 0 ? d + total : d
    }

    /// The bounds' corners passed going counter-clockwise from `from` to `to`.
    static func cornersBetween(_ from: Double, _ to: Double, _ b: BoundingBox) -> [Coordinate] {
        let w = b.maxLongitude - b.minLongitude, h = b.maxLatitude - b.minLatitude
        let cornerParams = [w, w + h, 2 * w + h, 0.0]  // SE, NE, NW, SW
        let cs = corners(b)
        let span = ccw(from, to, b)
        return cornerParams.indices.filter { ccw(from, cornerParams[$0], b) < span && ccw(from, cornerParams[$0], b) > 0 }
            .sorted { ccw(from, cornerParams[$0], b) < ccw(from, cornerParams[$1], b) }
            .map { [cs[1], cs[2], cs[3], cs[0]][$0] }
    }

    /// SW, SE, NE, NW.
    static func corners(_ b: BoundingBox) -> [Coordinate] {
        [Coordinate(b.minLatitude, b.minLongitude), Coordinate(b.minLatitude, b.maxLongitude),
         Coordinate(b.maxLatitude, b.maxLongitude), Coordinate(b.maxLatitude, b.minLongitude)]
    }

    // MARK: Clipping

    /// The parts of a line inside the bounds (Liang–Barsky per segment), split where it leaves them.
    static func clip(_ line: [Coordinate], to b: BoundingBox) -> [[Coordinate]] {
        var runs = [[Coordinate]](), current = [Coordinate]()
        for i in 1..<max(1, line.count) {
            guard let (p, q) = clipSegment(line[i - 1], line[i], b) else {
                if !current.isEmpty { runs.append(current); current = [] }
                continue
            }
            if current.isEmpty || current.last != p {
                if !current.isEmpty { runs.append(current) }
                current = [p]
            }
            current.append(q)
            if q != line[i] { runs.append(current); current = [] }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    static func clipSegment(_ a: Coordinate, _ c: Coordinate, _ b: BoundingBox) -> (Coordinate, Coordinate)? {
        var t0 = 0.0, t1 = 1.0
        let dx = c.longitude - a.longitude, dy = c.latitude - a.latitude
        for (p, q) in [(-dx, a.longitude - b.minLongitude), (dx, b.maxLongitude - a.longitude),
                       (-dy, a.latitude - b.minLatitude), (dy, b.maxLatitude - a.latitude)] {
            if p == 0 { if q < 0 { return nil } else { continue } }
            let r = q / p
            if p < 0 { if r > t1 { return nil } else if r > t0 { t0 = r } } else { if r < t0 { return nil } else if r < t1 { t1 = r } }
        }
        func at(_ t: Double) -> Coordinate {
            t == 0 ? a : t == 1 ? c : Coordinate(a.latitude + dy * t, a.longitude + dx * t)
        }
        return (at(t0), at(t1))
    }

    /// A run whose ends stop inside the bounds, carried straight to the nearest side.
    static func snapped(_ run: [Coordinate], to b: BoundingBox) -> [Coordinate] {
        func nearest(_ c: Coordinate) -> Coordinate {
            let options = [Coordinate(b.minLatitude, c.longitude), Coordinate(b.maxLatitude, c.longitude),
                           Coordinate(c.latitude, b.minLongitude), Coordinate(c.latitude, b.maxLongitude)]
            return options.min { abs($0.latitude - c.latitude) + abs($0.longitude - c.longitude)
                < abs($1.latitude - c.latitude) + abs($1.longitude - c.longitude) }!
        }
        var out = run
        if let f = out.first, nearest(f) != f { out.insert(nearest(f), at: 0) }
        if let l = out.last, nearest(l) != l { out.append(nearest(l)) }
        return out
    }
}
