import Text
import Geo

extension GPXParser {
    /// A start tag or an empty-element tag; `lt` is the `<`.
    mutating func startTag(_ lt: Int) throws(TraceError) {
        let n = p.count
        let nameStart = i
        i = p.firstIndex(from: i, to: n) { ASCIINumber.isSpace($0) || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "/") }
        let nameEnd = i
        guard nameEnd > nameStart else { throw error("malformed tag", at: lt) }
        let kind = GPXElement.identify(p, nameStart, nameEnd)
        if stack.isEmpty {
            guard !sawRoot else { throw error("a second root element <\(text(nameStart, nameEnd))>", at: lt) }
            guard kind == .gpx else {
                throw error("not a GPX file: the root element is <\(text(nameStart, nameEnd))>, not <gpx>", at: lt)
            }
            sawRoot = true
        }
        var lat: Double?, lon: Double?
        var selfClosing = false
        while true {
            i = p.firstIndex(from: i, to: n) { !ASCIINumber.isSpace($0) }
            guard i < n else { throw error("unexpected end of file inside <\(text(nameStart, nameEnd))>", at: lt) }
            if p[i] == UInt8(ascii: ">") { i += 1; break }
            if p[i] == UInt8(ascii: "/") {
                guard i + 1 < n, p[i + 1] == UInt8(ascii: ">") else { throw error("malformed tag <\(text(nameStart, nameEnd))>", at: i) }
                i += 2
                selfClosing = true
                break
            }
            let attrStart = i
            i = p.firstIndex(from: i, to: n) { $0 == UInt8(ascii: "=") || ASCIINumber.isSpace($0) || $0 == UInt8(ascii: ">") }
            let attrEnd = i
            i = p.firstIndex(from: i, to: n) { !ASCIINumber.isSpace($0) }
            guard i < n, p[i] == UInt8(ascii: "="), attrEnd > attrStart else {
                throw error("malformed attribute in <\(text(nameStart, nameEnd))>", at: min(i, n))
            }
            i += 1
            i = p.firstIndex(from: i, to: n) { !ASCIINumber.isSpace($0) }
            guard i < n, p[i] == UInt8(ascii: "\"") || p[i] == UInt8(ascii: "'") else {
                throw error("attribute value without quotes in <\(text(nameStart, nameEnd))>", at: min(i, n))
            }
            let quote = p[i]
            i += 1
            let valueStart = i
            i = offset(of: quote, from: i)
            guard i < n else { throw error("unterminated attribute value in <\(text(nameStart, nameEnd))>", at: valueStart) }
            let valueEnd = i
            i += 1
            if case let k = p.firstIndex(of: UInt8(ascii: "<"), from: valueStart, to: valueEnd), k < valueEnd {
                throw error("'<' in an attribute value of <\(text(nameStart, nameEnd))>", at: k)
            }
            if kind.isPoint, attrEnd - attrStart == 3, p[attrStart] == UInt8(ascii: "l") {
                let (s, e) = ASCIINumber.trimmed(p, valueStart, valueEnd)
                if p[attrStart + 1] == UInt8(ascii: "a"), p[attrStart + 2] == UInt8(ascii: "t") {
                    lat = ASCIINumber.double(p, s, e)
                    if lat == nil { throw error("bad lat='\(text(valueStart, valueEnd))'", at: valueStart) }
                } else if p[attrStart + 1] == UInt8(ascii: "o"), p[attrStart + 2] == UInt8(ascii: "n") {
                    lon = ASCIINumber.double(p, s, e)
                    if lon == nil { throw error("bad lon='\(text(valueStart, valueEnd))'", at: valueStart) }
                }
            }
        }
        try open(kind, lat: lat, lon: lon, at: lt)
        stack.append((kind, nameStart, nameEnd))
        if selfClosing {
            stack.removeLast()
            try close(kind, textEnd: i, at: lt)
        }
    }

    /// An end tag; `lt` is the `<`.
    mutating func endTag(_ lt: Int) throws(TraceError) {
        let n = p.count
        i += 1
        // Fast path: the name of the open element followed by '>'.
        if let top = stack.last {
            let len = top.end - top.start
            if i + len < n, p[i + len] == UInt8(ascii: ">") {
                if p.bytesEqual(i, top.start, count: len) {
                    i += len + 1
                    stack.removeLast()
                    try close(top.kind, textEnd: lt, at: lt)
                    return
                }
            }
        }
        let nameStart = i
        i = p.firstIndex(from: i, to: n) { $0 == UInt8(ascii: ">") || ASCIINumber.isSpace($0) }
        let nameEnd = i
        i = p.firstIndex(of: UInt8(ascii: ">"), from: i, to: n)
        guard i < n else { throw error("unexpected end of file inside an end tag", at: lt) }
        i += 1
        guard let top = stack.last else { throw error("end tag </\(text(nameStart, nameEnd))> without a start tag", at: lt) }
        let same = top.end - top.start == nameEnd - nameStart && p.bytesEqual(top.start, nameStart, count: nameEnd - nameStart)
        guard same else {
            throw error("end tag </\(text(nameStart, nameEnd))> does not match <\(text(top.start, top.end))>", at: lt)
        }
        stack.removeLast()
        try close(top.kind, textEnd: lt, at: lt)
    }

    private mutating func open(_ kind: GPXElement, lat: Double?, lon: Double?, at lt: Int) throws(TraceError) {
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
            textStart = i
            textHasMarkup = false
        case .gpx, .metadata, .other:
            break
        }
    }

    private mutating func close(_ kind: GPXElement, textEnd: Int, at lt: Int) throws(TraceError) {
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
            switch stack.last?.kind {
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
