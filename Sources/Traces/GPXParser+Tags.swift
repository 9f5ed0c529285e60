import Text
import Geo

/// What each GPX element does when it opens and closes.
extension GPXParser {
    mutating func open(_ kind: GPXElement, lat: Double?, lon: Double?, at lt: Int) throws(TraceError) {
        switch kind {
        case .trk:
            tracks.append(Trace.Track())
        case .trkseg:
            segmentStart = fixes.count
        case .rte:
            routes.append(Trace.Route())
        case .trkpt, .rtept, .wpt:
            guard let lat, let lon else { throw error("<\(kind)> without lat and lon attributes", at: lt) }
            guard Coordinate(latitude: lat, longitude: lon).isValid else {
                throw error("<\(kind)> position out of range: lat=\(lat) lon=\(lon)", at: lt)
            }
            point = PointBuilder()
            point.active = true
            point.lat = lat
            point.lon = lon
        case .name, .ele, .time, .speed, .course, .hdop, .sat, .fix:
            textStart = x.i
            markupAtTextStart = x.skippedMarkup
        case .gpx, .metadata, .other:
            break
        }
    }

    mutating func close(_ kind: GPXElement, textEnd: Int, at lt: Int) throws(TraceError) {
        // A comment or CDATA section inside the leaf's text: its bytes must be cleaned before they are read.
        textHasMarkup = x.skippedMarkup != markupAtTextStart
        switch kind {
        case .trkpt:
            if segmentStart == nil { segmentStart = fixes.count }  // a point outside <trkseg>: an implicit segment
            if tracks.isEmpty { tracks.append(Trace.Track()) }
            fixes.append(point.fix)
            point.active = false
        case .rtept:
            if routes.isEmpty { routes.append(Trace.Route()) }
            routes[routes.count - 1].points.append(point.fix)
            point.active = false
        case .wpt:
            waypoints.append(Trace.Waypoint(name: point.name, fix: point.fix))
            point.active = false
        case .trkseg:
            closeSegment()
        case .trk:
            closeSegment()
        case .name:
            let name = decodedText(textStart, textEnd)
            switch stack.last {
            case .trkpt?, .rtept?, .wpt?: point.name = name
            case .trk?: if !tracks.isEmpty { tracks[tracks.count - 1].name = name }
            case .rte?: if !routes.isEmpty { routes[routes.count - 1].name = name }
            case .metadata?, .gpx?: if traceName == nil { traceName = name }
            default: break
            }
        case .ele, .speed, .course, .hdop:
            guard point.active else { return }
            guard let v = try number(kind, textEnd) else { return }
            switch kind {
            case .ele: point.ele = v
            case .speed: point.speed = v
            case .course: point.course = v
            default: point.hdop = v
            }
        case .sat:
            guard point.active, let v = try number(kind, textEnd) else { return }
            point.sat = Int(exactly: v.rounded()) ?? nil
        case .time:
            guard point.active else { return }
            let (s, e) = ASCIINumber.trimmed(p, textStart, textEnd)
            guard e > s else { return }
            var t: Double?
            if textHasMarkup {
                let bytes = cleanedBytes(textStart, textEnd)
                t = bytes.withUnsafeBufferPointer { UTCTime.parse(ByteReader($0), 0, $0.count) }
            } else {
                t = UTCTime.parse(p, s, e)
            }
            guard let t else { throw error("bad <time> value '\(text(s, e))'", at: textStart) }
            point.time = t
        case .fix:
            guard point.active else { return }
            let (s, e) = ASCIINumber.trimmed(p, textStart, textEnd)
            guard e > s else { return }
            // none | 2d | 3d | dgps | pps (GPX 1.1 fixType); decided by the first byte, case-insensitive.
            switch p[s] | 0x20 {
            case UInt8(ascii: "n"): point.mode = .noFix
            case UInt8(ascii: "2"): point.mode = .twoD
            case UInt8(ascii: "3"), UInt8(ascii: "d"), UInt8(ascii: "p"): point.mode = .threeD
            default: break
            }
        case .gpx, .metadata, .rte, .other:
            break
        }
    }

    private mutating func closeSegment() {
        guard let s = segmentStart, !tracks.isEmpty else { return }
        tracks[tracks.count - 1].segments.append(s..<fixes.count)
        segmentStart = nil
    }

    /// The numeric value of a leaf element; nil when empty; an error when not a number.
    private func number(_ kind: GPXElement, _ textEnd: Int) throws(TraceError) -> Double? {
        var v: Double?
        let (s, e) = ASCIINumber.trimmed(p, textStart, textEnd)
        if textHasMarkup {
            let bytes = cleanedBytes(textStart, textEnd)
            if bytes.allSatisfy(ASCIINumber.isSpace) { return nil }
            v = bytes.withUnsafeBufferPointer { u in
                let b = ByteReader(u)
                let (s2, e2) = ASCIINumber.trimmed(b, 0, b.count)
                return ASCIINumber.double(b, s2, e2)
            }
        } else {
            guard e > s else { return nil }
            v = ASCIINumber.double(p, s, e)
        }
        guard let v, v.isFinite else { throw error("bad <\(kind)> value '\(text(s, e))'", at: textStart) }
        return v
    }
}
