import Foundation
import Text
#if canImport(FoundationXML)
import FoundationXML
#endif

extension OSMChange {
    /// Reads an osmChange file, plain or gzip-compressed (`.osc.gz`, recognised by content), decompressed by
    /// MapData's zlib path.
    /// - Throws: `MapDataError` naming `fileName` and the line of the problem (or the compressed byte offset).
    public static func read(_ bytes: [UInt8], fileName: String) throws(MapDataError) -> OSMChange {
        var xml = bytes
        if OSMFormat.detect(bytes) == .gzip {
            do throws(Decompression.Failure) { xml = try Decompression.gunzip(bytes) } catch {
                throw MapDataError(file: fileName, byteOffset: error.byteOffset, reason: error.reason)
            }
        }
        if xml.isEmpty { throw MapDataError(file: fileName, reason: "the file is empty") }
        // osmChange is UTF-8 (the OSM API writes nothing else), and corelibs' XMLParser traps on an element name
        // that is not: found by the osmchange fuzz target. Check before parsing.
        if let bad = UTF8Validation.firstInvalidOffset(xml) {
            throw MapDataError(file: fileName, line: UTF8Validation.line(of: bad, in: xml),
                               reason: "not UTF-8 (byte \(bad) of the XML)")
        }
        if let hazard = firstXMLParserHazard(xml) {
            throw MapDataError(file: fileName, line: UTF8Validation.line(of: hazard.offset, in: xml), reason: hazard.reason)
        }
        let parser = XMLParser(data: Data(xml))
        let reader = OSMChangeXMLDelegate()
        parser.delegate = reader
        let ok = parser.parse()
        if let problem = reader.problem {
            throw MapDataError(file: fileName, line: problem.line, reason: problem.reason)
        }
        // corelibs' XMLParser can report a failure at the very end of a complete document; a document whose root
        // closed is complete, and one whose root did not is truncated.
        guard ok || reader.closedRoot else {
            let reason = parser.parserError.map { "not well-formed XML (\(($0 as NSError).code))" } ?? "not well-formed XML"
            throw MapDataError(file: fileName, line: parser.lineNumber, reason: reason + " (truncated?)")
        }
        guard reader.sawRoot else { throw MapDataError(file: fileName, line: 1, reason: "no <osmChange> element: not an osmChange file") }
        return reader.change
    }
}

/// The XMLParser delegate that collects the changes.
private final class OSMChangeXMLDelegate: NSObject, XMLParserDelegate {
    var change = OSMChange()
    var problem: (line: Int, reason: String)?
    var sawRoot = false
    var closedRoot = false
    private var action: OSMChange.Action?
    private var element: OSMChange.Element?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes a: [String: String] = [:]) {
        guard problem == nil else { return }
        func fail(_ reason: String) {
            problem = (parser.lineNumber, reason)
            parser.abortParsing()
        }
        func int(_ key: String) -> Int64? { a[key].flatMap { Int64($0) } }
        func coord(_ key: String, limit: Double) -> Int32? {
            guard let s = a[key], let d = Double(s), abs(d) <= limit else { return nil }
            return Int32((d * OSMFixedPoint.scale).rounded())
        }
        func info() -> OSMStore.Info {
            OSMStore.Info(version: Int32(truncatingIfNeeded: int("version") ?? 0), timestamp: a["timestamp"].flatMap(ISOTimestamp.seconds) ?? 0,
                          changeset: int("changeset") ?? 0, uid: Int32(truncatingIfNeeded: int("uid") ?? 0), user: a["user"] ?? "")
        }
        switch name {
        case "osmChange": sawRoot = true
        case "create", "modify", "delete":
            guard sawRoot else { return fail("<\(name)> outside <osmChange>") }
            action = OSMChange.Action(rawValue: name)
        case "node", "way", "relation":
            guard action != nil else { return fail("<\(name)> outside <create>, <modify> or <delete>") }
            guard let id = int("id") else { return fail("<\(name)> has no valid id") }
            if name == "node" {
                let lat = coord("lat", limit: 90), lon = coord("lon", limit: 180)
                if action != .delete, lat == nil || lon == nil { return fail("node \(id) has no valid lat/lon") }
                element = .node(OSMStore.Node(id: id, info: info(), lat: lat ?? 0, lon: lon ?? 0, tags: []))
            } else if name == "way" {
                element = .way(OSMStore.Way(id: id, info: info(), refs: [], tags: []))
            } else {
                element = .relation(OSMStore.Relation(id: id, info: info(), members: [], tags: []))
            }
        case "tag":
            guard let k = a["k"], let v = a["v"] else { return fail("<tag> without k or v") }
            let tag = OSMTag(verbatimKey: k, value: v)
            switch element {
            case .node(var n): n.tags.append(tag); element = .node(n)
            case .way(var w): w.tags.append(tag); element = .way(w)
            case .relation(var r): r.tags.append(tag); element = .relation(r)
            case nil: return fail("<tag> outside an element")
            }
        case "nd":
            guard case .way(var w) = element, let ref = int("ref") else { return fail("<nd> outside a way or without a ref") }
            w.refs.append(ref); element = .way(w)
        case "member":
            guard case .relation(var r) = element, let ref = int("ref") else { return fail("<member> outside a relation or without a ref") }
            let kind: OSMMember.Kind
            switch a["type"] {
            case "node": kind = .node
            case "way": kind = .way
            case "relation": kind = .relation
            default: return fail("member type \(a["type"] ?? "missing") is unknown")
            }
            r.members.append(OSMMember(kind: kind, ref: ref, role: a["role"] ?? "")); element = .relation(r)
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard problem == nil else { return }
        switch name {
        case "node", "way", "relation":
            if let e = element, let act = action { change.changes.append(OSMChange.Change(action: act, element: e)) }
            element = nil
        case "create", "modify", "delete": action = nil
        case "osmChange": closedRoot = true
        default: break
        }
    }
}

/// ISO 8601 UTC timestamps as OSM writes them (`2016-03-05T00:26:02Z`) ↔ seconds since 1970.
public enum ISOTimestamp {
    /// Seconds since 1970-01-01 UTC, or nil when the text is not `YYYY-MM-DDTHH:MM:SSZ`.
    public static func seconds(_ s: String) -> Int64? {
        let u = Array(s.utf8)
        guard u.count == 20, u[4] == 0x2d, u[7] == 0x2d, u[10] == 0x54, u[13] == 0x3a, u[16] == 0x3a, u[19] == 0x5a else { return nil }
        func num(_ r: Range<Int>) -> Int64? {
            var v: Int64 = 0
            for i in r { let d = u[i] &- 0x30; guard d < 10 else { return nil }; v = v * 10 + Int64(d) }
            return v
        }
        guard let y = num(0..<4), let m = num(5..<7), let d = num(8..<10), let hh = num(11..<13), let mm = num(14..<16), let ss = num(17..<19),
              (1...12).contains(m), (1...31).contains(d), hh < 24, mm < 60, ss < 61 else { return nil }
        return Int64(CivilCalendar.days(year: Int(y), month: Int(m), day: Int(d))) * 86400 + hh * 3600 + mm * 60 + ss
    }

    /// `2016-03-05T00:26:02Z` for seconds since 1970 (the one time writer, `TextWriter.writeISO8601`).
    public static func string(_ t: Int64) -> String {
        var w = TextWriter(capacity: 24)
        w.writeISO8601(Double(t))
        return w.string
    }
}
