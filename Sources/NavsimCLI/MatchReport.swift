import Foundation
import TermUI
import Geo
import MapData
import Navigation
import Text
import Traces

/// What `navsim match` reports about a matched trace, per point and per matched sub-path, in its text, JSON and
/// OSRM forms. Road names come from map data: text output sanitizes them, JSON escapes them.
struct MatchReport {
    /// One point's road.
    struct PointRoad {
        var wayID: Int64
        var name: String?
        var ref: String?
        /// Along the OSM way's node order, or against it.
        var forward: Bool
        /// Compass bearing of travel at the point.
        var bearing: Degrees
    }

    /// One matched sub-path.
    struct Part {
        var segment: MatchedSegment
        var geometry: Polyline
        var duration: Seconds?
        var roads: [String]
        /// Input indices of its matched points, in order.
        var points: [Int]
        /// Mean confidence of its points.
        var confidence: Double
    }

    let result: MatchResult
    let fixes: [Fix]
    let roads: [PointRoad?]
    let parts: [Part]

    init(result: MatchResult, fixes: [Fix], network: RoadNetwork) {
        self.result = result
        self.fixes = fixes
        var lines: [Int32: Polyline] = [:]
        roads = result.points.map { p in
            guard let e = p.edge else { return nil }
            let road = network.road(of: Int(e))
            let line: Polyline
            if let cached = lines[e] { line = cached } else {
                line = network.polyline(of: Int(e))
                lines[e] = line
            }
            let along = min(line.length, max(0, p.offset))
            let bearing = line.bearing(at: min(along, max(0, line.length - 0.01))) ?? 0
            return PointRoad(wayID: road.osmID, name: road.name, ref: road.ref, forward: network.edges[Int(e)].isForward,
                             bearing: bearing)
        }
        var members = [[Int]](repeating: [], count: result.segments.count)
        for p in result.points { if let s = p.segment { members[s].append(p.index) } }
        parts = result.segments.indices.map { s in
            let seg = result.segments[s]
            let list = members[s]
            let duration = list.first.flatMap { a in list.last.flatMap { b in
                fixes[a].time.flatMap { t0 in fixes[b].time.map { $0 - t0 } } } }
            let confidence = list.isEmpty ? 0 : list.reduce(0) { $0 + result.points[$1].confidence } / Double(list.count)
            return Part(segment: seg, geometry: result.geometry(of: s, network: network), duration: duration,
                        roads: MatchResult.roadNames(of: seg.edges, network: network), points: list, confidence: confidence)
        }
    }

    /// The snapped trace: each matched point at its road position with the fix's time, speed and course; one track
    /// segment per matched sub-path; unmatched points left out.
    func snappedTrace(name: String) -> Trace {
        var out = [Fix]()
        var ranges = [Range<Int>]()
        for part in parts {
            let start = out.count
            for i in part.points {
                var f = fixes[i]
                f.coordinate = result.points[i].coordinate
                f.altitude = nil
                out.append(f)
            }
            ranges.append(start..<out.count)
        }
        return Trace(format: .gpx, name: name, fixes: out, tracks: [Trace.Track(name: name, segments: ranges)])
    }

    /// The listing `navsim match` prints: roads, length, the segments, then one row per point. Rows are written
    /// through one `TextWriter` (a `String(format:)` per number was most of a `navsim match` process on a long trace).
    func text() -> [String] {
        var out = ["roads: " + (result.roadNames.isEmpty ? "-" : result.roadNames.map(TerminalText.sanitized).joined(separator: " > "))]
        out.append("matched length: " + TextWriter.decimal(result.length, places: 1) + " m (\(result.matchedCount) of \(fixes.count) points matched, "
                   + "\(result.segments.count) segment\(result.segments.count == 1 ? "" : "s"))")
        for (k, part) in parts.enumerated() {
            let time = part.duration.map { " in " + TextWriter.decimal($0, places: 0) + " s" } ?? ""
            out.append("segment \(k + 1): points \(part.segment.first + 1)-\(part.segment.last + 1), "
                       + TextWriter.decimal(part.segment.length, places: 1) + " m" + time + ": "
                       + (part.roads.isEmpty ? "-" : part.roads.map(TerminalText.sanitized).joined(separator: " > ")))
        }
        out.append("")
        var w = TextWriter(capacity: 128)
        func column(_ width: Int, _ body: (inout TextWriter) -> Void) {
            let start = w.count
            body(&w)
            w.padColumn(from: start, width: width)
        }
        for (title, width) in [("#", 7), ("lat", 13), ("lon", 14), ("matched lat", 13), ("matched lon", 14), ("dist", 7), ("conf", 6)] {
            column(width) { $0.write(title) }
        }
        w.write("road" as StaticString)
        out.append(w.string)
        for p in result.points {
            w.removeAll()
            column(7) { $0.write(p.index + 1) }
            column(13) { $0.write(p.input.latitude, places: 6) }
            column(14) { $0.write(p.input.longitude, places: 6) }
            guard p.isMatched, let road = roads[p.index] else {
                w.write("unmatched" as StaticString)
                out.append(w.string)
                continue
            }
            column(13) { $0.write(p.coordinate.latitude, places: 6) }
            column(14) { $0.write(p.coordinate.longitude, places: 6) }
            column(7) { $0.write(p.distance, places: 1) }
            column(6) { $0.write(p.confidence, places: 2) }
            w.write("way " as StaticString)
            w.write(Int(road.wayID))
            w.write(road.forward ? " fwd" as StaticString : " bwd" as StaticString)
            let label = [road.name, road.ref].compactMap { $0 }.map(TerminalText.sanitized).joined(separator: " ")
            if !label.isEmpty { w.write(byte: 0x20); w.write(label) }
            if p.isInterpolated { w.write(" (interpolated)" as StaticString) }
            out.append(w.string)
        }
        return out
    }

    /// navsim's own JSON: roads, length, the matched sub-paths and every point with its road. Streamed through one
    /// `JSONWriter` (a string per number and per point cost a tenth of a `navsim match` process).
    func json() -> String {
        var w = JSONWriter(capacity: 256 * (result.points.count + 4))
        w.beginObject()
        w.field("roads", result.roadNames)
        w.field("length", result.length, places: 1, style: .trimmed)
        w.field("matched", result.matchedCount)
        w.key("segments")
        w.beginArray()
        for part in parts {
            w.beginObject()
            w.field("first", part.segment.first)
            w.field("last", part.segment.last)
            w.field("length", part.segment.length, places: 1, style: .trimmed)
            w.field("duration", part.duration, places: 1, style: .trimmed)
            w.field("confidence", part.confidence, places: 3, style: .trimmed)
            w.field("roads", part.roads)
            w.key("geometry")
            Self.writeGeoJSON(part.geometry, into: &w)
            w.endObject()
        }
        w.endArray()
        w.key("points")
        w.beginArray()
        for p in result.points {
            w.beginObject()
            w.field("index", p.index)
            w.field("lat", p.coordinate.latitude, places: 7, style: .trimmed)
            w.field("lon", p.coordinate.longitude, places: 7, style: .trimmed)
            w.field("matched", p.isMatched)
            w.field("interpolated", p.isInterpolated)
            w.field("confidence", p.confidence, places: 3, style: .trimmed)
            if let road = roads[p.index], let segment = p.segment {
                w.field("segment", segment)
                w.field("way", Int(road.wayID))
                w.field("name", road.name)
                w.field("ref", road.ref)
                w.field("direction", road.forward ? "forward" : "backward")
                w.field("bearing", road.bearing, places: 1, style: .trimmed)
                w.field("offset", p.offset, places: 1, style: .trimmed)
                w.field("distance", p.distance, places: 1, style: .trimmed)
            }
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.string
    }

    /// A GeoJSON LineString, written as a value.
    static func writeGeoJSON(_ line: Polyline, into w: inout JSONWriter) {
        w.beginObject()
        w.field("type", "LineString")
        w.key("coordinates")
        w.beginArray()
        for c in line.coordinates {
            w.beginArray()
            w.number(c.longitude, places: 6, style: .trimmed)
            w.number(c.latitude, places: 6, style: .trimmed)
            w.endArray()
        }
        w.endArray()
        w.endObject()
    }

    /// A GeoJSON LineString.
    static func geoJSON(_ line: Polyline) -> String {
        var w = JSONWriter(capacity: 32 * line.coordinates.count + 64)
        writeGeoJSON(line, into: &w)
        return w.string
    }
}
