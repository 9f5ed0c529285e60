import Geo
import Navigation

extension MatchReport {
    /// OSRM's `/match` response (OSRM HTTP API v5, match service): `code`, `matchings` (one Route object per
    /// matched sub-path, each with `confidence`, `distance`, `duration`, `weight`, `weight_name`, `geometry` and one
    /// leg between each pair of consecutive matched points) and `tracepoints` (one Waypoint object per input point
    /// with `location` as [lon, lat], `name`, `distance` from the input, `matchings_index`, `waypoint_index` and
    /// `alternatives_count`; null for points left out as outliers). Durations come from the trace's times (0 without
    /// them); the weight is the duration.
    func osrm(geometries: String) -> String {
        let n = JSONText.number
        let q = JSONText.quote
        // Interpolated points are outliers the chain skipped: null, as OSRM reports them.
        let waypoints = parts.map { $0.points.filter { !result.points[$0].isInterpolated } }
        var waypointIndex = [Int: Int]()
        for list in waypoints { for (k, i) in list.enumerated() { waypointIndex[i] = k } }
        let matchings = zip(parts, waypoints).map { part, list -> String in
            var legs = [String]()
            for (a, b) in zip(list, list.dropFirst()) {
                let pa = result.points[a], pb = result.points[b]
                let distance = max(0, pb.pathOffset - pa.pathOffset)
                let duration = fixes[a].time.flatMap { t0 in fixes[b].time.map { max(0, $0 - t0) } } ?? 0
                let names = [roads[a], roads[b]].compactMap { $0.flatMap { $0.name ?? $0.ref } }
                let summary = names.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }.joined(separator: ", ")
                legs.append("{\"distance\": \(n(distance, 1)), \"duration\": \(n(duration, 1)), \"weight\": \(n(duration, 1)), "
                            + "\"summary\": \(q(summary)), \"steps\": []}")
            }
            let duration = part.duration ?? 0
            // The sum of the legs (after smoothing the points may sit a little off the segment's raw ends).
            let distance = zip(list, list.dropFirst()).reduce(0.0) {
                $0 + max(0, result.points[$1.1].pathOffset - result.points[$1.0].pathOffset)
            }
            return "{\"confidence\": \(n(part.confidence, 3)), \"distance\": \(n(distance, 1)), "
                + "\"duration\": \(n(duration, 1)), \"weight\": \(n(duration, 1)), \"weight_name\": \"duration\", "
                + "\"geometry\": \(Self.osrmGeometry(part.geometry, geometries)), \"legs\": [" + legs.joined(separator: ", ") + "]}"
        }
        let tracepoints = result.points.map { p -> String in
            guard let segment = p.segment, let road = roads[p.index], let k = waypointIndex[p.index], !p.isInterpolated else {
                return "null"
            }
            return "{\"alternatives_count\": \(p.alternatives), \"waypoint_index\": \(k), \"matchings_index\": \(segment), "
                + "\"location\": [\(n(p.coordinate.longitude, 6)), \(n(p.coordinate.latitude, 6))], "
                + "\"name\": \(q(road.name ?? "")), \"distance\": \(n(p.distance, 1))}"
        }
        return "{\"code\": \"Ok\", \"matchings\": [" + matchings.joined(separator: ", ") + "], \"tracepoints\": ["
            + tracepoints.joined(separator: ", ") + "]}"
    }

    /// A geometry as OSRM's `geometries` option encodes it.
    static func osrmGeometry(_ line: Polyline, _ kind: String) -> String {
        switch kind {
        case "geojson": return geoJSON(line)
        case "polyline6": return JSONText.quote(line.encoded(precision: 6))
        default: return JSONText.quote(line.encoded(precision: 5))
        }
    }
}
