import Text

extension OSMChange {
    /// Reads an osmChange file, plain or gzip-compressed (`.osc.gz`, recognised by content), decompressed by
    /// MapData's zlib path, through MapData's one XML tokenizer (`XMLTokenizer`, shared with the `.osm` reader):
    /// no Foundation `XMLParser`, whose libxml2 callbacks crashed on hostile input and leaked an error object per
    /// malformed document.
    /// - Throws: `MapDataError` naming `fileName` and the line of the problem (or the compressed byte offset).
    public static func read(_ bytes: [UInt8], fileName: String) throws(MapDataError) -> OSMChange {
        var xml = bytes
        if OSMFormat.detect(bytes) == .gzip {
            do throws(Decompression.Failure) { xml = try Decompression.gunzip(bytes) } catch {
                throw MapDataError(file: fileName, byteOffset: error.byteOffset, reason: error.reason)
            }
        }
        if xml.isEmpty { throw MapDataError(file: fileName, reason: "the file is empty") }
        // osmChange is UTF-8 (the OSM API writes nothing else): other bytes are refused with their line.
        if let bad = UTF8Validation.firstInvalidOffset(xml) {
            throw MapDataError(file: fileName, line: OSMXMLReader.line(of: bad, in: xml),
                               reason: "not UTF-8 (byte \(bad) of the XML)")
        }
        if let refused = firstRefusedConstruct(xml) {
            throw MapDataError(file: fileName, line: OSMXMLReader.line(of: refused.offset, in: xml), reason: refused.reason)
        }
        do {
            return try xml.withUnsafeBufferPointer { (buf) throws(SourceError) -> OSMChange in
                var reader = OSMChangeXMLReader(ByteReader(buf))
                return try reader.run()
            }
        } catch {
            throw MapDataError(file: fileName, line: OSMXMLReader.line(of: error.byteOffset ?? 0, in: xml), reason: error.reason)
        }
    }
}

/// The reader's state while reading one osmChange document: the elements `XMLTokenizer` yields, turned into changes.
/// The actions and elements are recognised by name wherever they are, as the OSM tools do; what they hold is checked.
private struct OSMChangeXMLReader {
    private var x: XMLTokenizer
    private var change = OSMChange()
    private var action: OSMChange.Action?
    private var element: OSMChange.Element?

    init(_ b: ByteReader) { x = XMLTokenizer(b) }

    mutating func run() throws(SourceError) -> OSMChange {
        while let token = try x.next() {
            switch token {
            case .start(let name, let offset, let selfClosing):
                if x.depth == 0, !x.equal(name, "osmChange") {
                    throw x.fail("no <osmChange> element: not an osmChange file", at: 0)
                }
                try start(name, at: offset)
                if selfClosing { end(name) }
            case .end(let name, _):
                end(name)
            }
        }
        // The tokenizer ends at the root's end tag, or throws when the bytes end inside it (truncated).
        guard x.sawRoot else { throw x.fail("no <osmChange> element: not an osmChange file", at: 0) }
        return change
    }

    private mutating func start(_ name: Range<Int>, at offset: Int) throws(SourceError) {
        func fail(_ reason: String) -> SourceError { x.fail(reason, at: offset) }
        if x.equal(name, "create") || x.equal(name, "modify") || x.equal(name, "delete") {
            action = OSMChange.Action(rawValue: x.text(name))
        } else if x.equal(name, "node") || x.equal(name, "way") || x.equal(name, "relation") {
            let kind = x.text(name)
            guard let action else { throw fail("<\(kind)> outside <create>, <modify> or <delete>") }
            guard let idValue = x.attribute("id"), case .success(let id) = x.int64(idValue.value) else {
                throw fail("<\(kind)> has no valid id")
            }
            let info = try self.info(of: kind, id: id, at: offset)
            if kind == "node" {
                let lat = x.attribute("lat").flatMap { try? x.coordinate($0.value, limit: OSMFixedPoint.maxLatitude).get() }
                let lon = x.attribute("lon").flatMap { try? x.coordinate($0.value, limit: OSMFixedPoint.maxLongitude).get() }
                if action != .delete, lat == nil || lon == nil { throw fail("node \(id) has no valid lat/lon") }
                element = .node(OSMStore.Node(id: id, info: info, lat: lat ?? 0, lon: lon ?? 0, tags: []))
            } else if kind == "way" {
                element = .way(OSMStore.Way(id: id, info: info, refs: [], tags: []))
            } else {
                element = .relation(OSMStore.Relation(id: id, info: info, members: [], tags: []))
            }
        } else if x.equal(name, "tag") {
            guard let k = x.string("k"), let v = x.string("v") else { throw fail("<tag> without k or v") }
            let tag = OSMTag(verbatimKey: k, value: v)
            switch element {
            case .node(var n): n.tags.append(tag); element = .node(n)
            case .way(var w): w.tags.append(tag); element = .way(w)
            case .relation(var r): r.tags.append(tag); element = .relation(r)
            case nil: throw fail("<tag> outside an element")
            }
        } else if x.equal(name, "nd") {
            guard case .way(var w) = element, let ref = ref() else { throw fail("<nd> outside a way or without a ref") }
            w.refs.append(ref); element = .way(w)
        } else if x.equal(name, "member") {
            guard case .relation(var r) = element, let ref = ref() else { throw fail("<member> outside a relation or without a ref") }
            let kind: OSMMember.Kind
            switch x.string("type") {
            case "node": kind = .node
            case "way": kind = .way
            case "relation": kind = .relation
            case let t: throw fail("member type \(t ?? "missing") is unknown")
            }
            r.members.append(OSMMember(kind: kind, ref: ref, role: x.string("role") ?? "")); element = .relation(r)
        }
    }

    private func ref() -> Int64? { x.attribute("ref").flatMap { try? x.int64($0.value).get() } }

    /// An element's version, timestamp, changeset, uid and user: each may be missing (0 or empty, as osmium reads
    /// them), but a version, changeset or uid that is there must be an integer of its range.
    private func info(of kind: String, id: Int64, at offset: Int) throws(SourceError) -> OSMStore.Info {
        func number(_ name: StaticString, max: Int64) throws(SourceError) -> Int64 {
            guard let a = x.attribute(name) else { return 0 }
            guard case .success(let v) = x.int64(a.value), v >= -max - 1, v <= max else {
                throw x.fail("\(kind) \(id): \(name)=\"\(x.text(a.value))\" is not a valid number", at: offset)
            }
            return v
        }
        let version = try number("version", max: Int64(Int32.max)), uid = try number("uid", max: Int64(Int32.max))
        let changeset = try number("changeset", max: Int64.max)
        // A timestamp in another form reads as 0 (unknown), as before: nothing depends on it but the displayed date.
        let timestamp = x.string("timestamp").flatMap(ISOTimestamp.seconds) ?? 0
        return OSMStore.Info(version: Int32(version), timestamp: timestamp, changeset: changeset, uid: Int32(uid),
                             user: x.string("user") ?? "")
    }

    private mutating func end(_ name: Range<Int>) {
        if x.equal(name, "node") || x.equal(name, "way") || x.equal(name, "relation") {
            if let e = element, let action { change.changes.append(OSMChange.Change(action: action, element: e)) }
            element = nil
        } else if x.equal(name, "create") || x.equal(name, "modify") || x.equal(name, "delete") {
            action = nil
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
