import Foundation
import Geo
import Text

/// Reads OSM XML (https://wiki.openstreetmap.org/wiki/OSM_XML) with a byte-level scanner: no DOM, no
/// Foundation XMLParser. Handles attributes in any order and either quote style, character entities,
/// comments, processing instructions, `<bounds>` and unknown elements (skipped). Checks nesting, so a
/// truncated file is reported instead of silently read in part.
struct OSMXMLReader {
    /// A failure at a byte offset; the caller names the file (and turns the offset into a line for XML).
    typealias Failure = SourceError

    private enum Element { case osm, node, way, relation, other }

    /// Scans `bytes` and feeds `data`.
    static func read(_ bytes: [UInt8], into data: OSMData) throws(Failure) {
        let failure: Failure? = bytes.withUnsafeBufferPointer { buf -> Failure? in
            var scanner = OSMXMLScanner(ByteReader(buf), data: data)
            do throws(Failure) {
                try scanner.run()
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// 1-based line of a byte offset.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { XMLText.line(of: offset, in: ByteReader($0)) }
    }
}

/// The scanner's state while reading one document.
struct OSMXMLScanner {
    typealias Failure = OSMXMLReader.Failure
    private let b: ByteReader
    private let data: OSMData
    private var i = 0
    /// Open elements by name range (for end-tag checks).
    private var stack: [(start: Int, end: Int)] = []
    private var sawRoot = false
    // The element being read.
    private enum Current { case none, node, way, relation }
    private var current = Current.none
    private var currentID: Int64 = 0
    private var tags: [OSMTag] = []
    private var refs: [Int64] = []
    private var members: [OSMMember] = []
    /// Attribute value ranges of the tag being read.
    private var attrs: [(name: Range<Int>, value: Range<Int>, hasEntity: Bool)] = []

    init(_ b: ByteReader, data: OSMData) {
        self.b = b
        self.data = data
    }

    private func fail(_ reason: String, at offset: Int? = nil) -> Failure { Failure(byteOffset: offset ?? i, reason: reason) }

    mutating func run() throws(Failure) {
        let n = b.count
        if n == 0 { throw fail("empty file") }
        while true {
            // Text between tags is ignored.
            i = find(0x3c, from: i, to: n)  // '<'
            if i >= n { break }
            let tagStart = i
            i += 1
            guard i < n else { throw fail("file ends inside a tag", at: tagStart) }
            switch b[i] {
            case 0x3f:  // "<?...?>"
                try skip(past: [0x3f, 0x3e], from: tagStart, what: "processing instruction")
            case 0x21:  // "<!--...-->", "<![CDATA[...]]>", "<!DOCTYPE ...>"
                if matches(i, "!--") { try skip(past: Array("-->".utf8), from: tagStart, what: "comment") }
                else if matches(i, "![CDATA[") { try skip(past: Array("]]>".utf8), from: tagStart, what: "CDATA section") }
                else { try skip(past: [0x3e], from: tagStart, what: "declaration") }
            case 0x2f:  // end tag
                i += 1
                let name = scanName()
                skipSpace()
                guard i < n, b[i] == 0x3e else { throw fail("end tag not closed with '>'", at: tagStart) }
                i += 1
                guard let open = stack.popLast() else { throw fail("unexpected end tag </\(text(name))>", at: tagStart) }
                guard equal(open.start..<open.end, name) else {
                    throw fail("end tag </\(text(name))> does not match <\(text(open.start..<open.end))>", at: tagStart)
                }
                try endElement(name)
                if stack.isEmpty { return }  // the root closed: done (trailing text ignored)
            default:
                try startTag(tagStart)
            }
        }
        if let open = stack.last {
            throw fail("file ends before </\(text(open.start..<open.end))> (truncated?)", at: n)
        }
        if !sawRoot { throw fail("no <osm> element: not an OSM XML file", at: 0) }
    }

    private mutating func startTag(_ tagStart: Int) throws(Failure) {
        let n = b.count
        let name = scanName()
        guard !name.isEmpty else { throw fail("malformed tag", at: tagStart) }
        attrs.removeAll(keepingCapacity: true)
        var selfClosing = false
        while true {
            skipSpace()
            guard i < n else { throw fail("file ends inside <\(text(name))>", at: tagStart) }
            let c = b[i]
            if c == 0x3e { i += 1; break }
            if c == 0x2f {
                guard i + 1 < n, b[i + 1] == 0x3e else { throw fail("malformed '/' in <\(text(name))>") }
                i += 2
                selfClosing = true
                break
            }
            let an = scanName()
            guard !an.isEmpty else { throw fail("malformed attribute in <\(text(name))>") }
            skipSpace()
            guard i < n, b[i] == 0x3d else { throw fail("attribute \(text(an)) has no '='") }
            i += 1
            skipSpace()
            guard i < n, b[i] == 0x22 || b[i] == 0x27 else { throw fail("attribute \(text(an)) value is not quoted") }
            let q = b[i]
            i += 1
            let vs = i
            let entity: Bool
            i = find(q, from: i, to: n)
            guard i < n else { throw fail("file ends inside attribute \(text(an))", at: vs) }
            let lt = find(0x3c, from: vs, to: i)
            if lt < i { throw fail("'<' inside attribute \(text(an))", at: lt) }
            entity = find(0x26, from: vs, to: i) < i
            attrs.append((an, vs..<i, entity))
            i += 1
        }
        if !sawRoot {
            guard equal(name, "osm") else { throw fail("root element is <\(text(name))>, not <osm>: not an OSM XML file", at: tagStart) }
            sawRoot = true
        } else if stack.isEmpty {
            throw fail("content after the root element", at: tagStart)
        }
        try element(name, at: tagStart)
        if selfClosing { try endElement(name) } else { stack.append((name.lowerBound, name.upperBound)) }
    }

    private mutating func element(_ name: Range<Int>, at offset: Int) throws(Failure) {
        let depth = stack.count  // 1 = child of <osm>
        if depth == 1 {
            if equal(name, "node") {
                current = .node
                currentID = try intAttr("id", in: name)
                let lat = try coordAttr("lat", in: name, limit: OSMFixedPoint.maxLatitude)
                let lon = try coordAttr("lon", in: name, limit: OSMFixedPoint.maxLongitude)
                data.addNode(id: currentID, lat: lat, lon: lon)
                tags.removeAll(keepingCapacity: true)
            } else if equal(name, "way") {
                current = .way
                currentID = try intAttr("id", in: name)
                tags.removeAll(keepingCapacity: true)
                refs.removeAll(keepingCapacity: true)
            } else if equal(name, "relation") {
                current = .relation
                currentID = try intAttr("id", in: name)
                tags.removeAll(keepingCapacity: true)
                members.removeAll(keepingCapacity: true)
            } else if equal(name, "bounds") {
                let minLat = try coordAttr("minlat", in: name, limit: OSMFixedPoint.maxLatitude)
                let minLon = try coordAttr("minlon", in: name, limit: OSMFixedPoint.maxLongitude)
                let maxLat = try coordAttr("maxlat", in: name, limit: OSMFixedPoint.maxLatitude)
                let maxLon = try coordAttr("maxlon", in: name, limit: OSMFixedPoint.maxLongitude)
                data.setBounds(BoundingBox(minLatitude: Double(minLat) / 1e7, minLongitude: Double(minLon) / 1e7,
                                           maxLatitude: Double(maxLat) / 1e7, maxLongitude: Double(maxLon) / 1e7))
            }
        } else if depth == 2, current != .none {
            if equal(name, "tag") {
                guard let k = attr("k"), let v = attr("v") else { throw fail("<tag> without k or v", at: offset) }
                tags.append(OSMTag(key: k, value: v))
            } else if equal(name, "nd"), current == .way {
                refs.append(try intAttr("ref", in: name))
            } else if equal(name, "member"), current == .relation {
                let ref = try intAttr("ref", in: name)
                let kind: OSMMember.Kind
                switch attr("type") {
                case "node": kind = .node
                case "way": kind = .way
                case "relation": kind = .relation
                case let t: throw fail("member type \(t.map { "\"\($0)\"" } ?? "missing") is unknown", at: offset)
                }
                members.append(OSMMember(kind: kind, ref: ref, role: attr("role") ?? ""))
            }
        }
    }

    private mutating func endElement(_ name: Range<Int>) throws(Failure) {
        guard stack.count == 1 else { return }  // only direct children of <osm> complete an element
        switch current {
        case .node:
            if tags.contains(where: { OSMKeyFilter.nodeKeys.contains($0.key) }) { data.addTaggedNode(id: currentID, tags: OSMTags(tags)) }
        case .way:
            let keep = tags.contains(where: { OSMKeyFilter.wayKeys.contains($0.key) })
            data.addWay(id: currentID, refs: refs, tags: keep ? OSMTags(tags) : OSMTags())
        case .relation:
            let t = OSMTags(tags)
            if let type = t["type"], OSMKeyFilter.relationTypes.contains(type) {
                data.addRelation(OSMRelation(id: currentID, members: members, tags: t))
            }
        case .none: break
        }
        current = .none
    }

    // MARK: Lexing

    /// Name bytes: letters, digits, `_ : - .` and non-ASCII (leniently, every byte above `>`),
    /// so a name ends at white space, `=`, `>`, `/` or a quote.
    @inline(__always) private static func isNameByte(_ c: UInt8) -> Bool {
        c > 0x3e || (c >= 0x2d && c <= 0x3a && c != 0x2f)
    }

    /// The index of the first `byte` in `from ..< to`, or `to` (memchr: vectorised, fast even in debug builds).
    @inline(__always) private func find(_ byte: UInt8, from: Int, to: Int) -> Int {
        // memchr over ByteReader's checked view of from ..< to (clamped to the bytes).
        let view = b.bytes(from, to)
        guard let base = view.baseAddress, let p = memchr(base, Int32(byte), view.count) else { return max(from, min(to, b.count)) }
        return from + (UnsafePointer(p.assumingMemoryBound(to: UInt8.self)) - base)
    }

    private mutating func scanName() -> Range<Int> {
        let s = i
        while i < b.count, Self.isNameByte(b[i]) { i += 1 }
        return s..<i
    }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0a || b[i] == 0x0d || b[i] == 0x09 { i += 1 }
    }

    private func matches(_ at: Int, _ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard at + n <= b.count else { return false }
        let p = s.utf8Start
        for k in 0..<n where b[at + k] != p[k] { return false }
        return true
    }

    private func equal(_ r: Range<Int>, _ s: StaticString) -> Bool {
        r.count == s.utf8CodeUnitCount && matches(r.lowerBound, s)
    }

    private func equal(_ a: Range<Int>, _ c: Range<Int>) -> Bool {
        a.count == c.count && b.bytes(a.lowerBound, a.upperBound).elementsEqual(b.bytes(c.lowerBound, c.upperBound))
    }

    private func text(_ r: Range<Int>) -> String {
        b.string(r.lowerBound, min(r.upperBound, r.lowerBound + 40))
    }

    private mutating func skip(past terminator: [UInt8], from start: Int, what: String) throws(Failure) {
        let n = b.count, t = terminator.count
        while i + t <= n {
            if b[i] == terminator[0], b.bytes(i + 1, i + t).elementsEqual(terminator[1...]) { i += t; return }
            i += 1
        }
        throw fail("file ends inside a \(what)", at: start)
    }

    private func attrRange(_ name: StaticString) -> (value: Range<Int>, hasEntity: Bool)? {
        for a in attrs where equal(a.name, name) { return (a.value, a.hasEntity) }
        return nil
    }

    /// An attribute value with entities decoded.
    private func attr(_ name: StaticString) -> String? {
        guard let (r, entity) = attrRange(name) else { return nil }
        return entity ? decodeEntities(r) : b.string(r.lowerBound, r.upperBound)
    }

    private func intAttr(_ name: StaticString, in element: Range<Int>) throws(Failure) -> Int64 {
        guard let (r, _) = attrRange(name) else { throw fail("<\(text(element))> has no \(name) attribute", at: element.lowerBound - 1) }
        var k = r.lowerBound
        var negative = false
        if k < r.upperBound, b[k] == 0x2d { negative = true; k += 1 }
        guard k < r.upperBound else { throw fail("\(name)=\"\(text(r))\" is not an integer", at: r.lowerBound) }
        // Accumulated negatively so that the whole Int64 range (Int64.min and Int64.max are legal ids) reads
        // with checked arithmetic.
        var v: Int64 = 0
        while k < r.upperBound {
            let d = b[k] &- 0x30
            guard d < 10 else { throw fail("\(name)=\"\(text(r))\" is not an integer", at: r.lowerBound) }
            guard let next = CheckedInt.multiplyAdd(v, 10, -Int64(d)) else {
                throw fail("\(name)=\"\(text(r))\" is out of the 64-bit range", at: r.lowerBound)
            }
            v = next
            k += 1
        }
        if negative { return v }
        guard v != Int64.min else { throw fail("\(name)=\"\(text(r))\" is out of the 64-bit range", at: r.lowerBound) }
        return -v
    }

    /// A decimal degree value as 1e-7 degree fixed point (rounded half away from zero), exact for OSM's 7 decimals.
    private func coordAttr(_ name: StaticString, in element: Range<Int>, limit: Int64) throws(Failure) -> Int32 {
        guard let (r, _) = attrRange(name) else { throw fail("<\(text(element))> has no \(name) attribute", at: element.lowerBound - 1) }
        var k = r.lowerBound
        var negative = false
        if k < r.upperBound, b[k] == 0x2d || b[k] == 0x2b { negative = b[k] == 0x2d; k += 1 }
        var whole: Int64 = 0, frac: Int64 = 0, digits = 0, fracDigits = 0
        var seenDot = false, roundUp = false
        while k < r.upperBound {
            let c = b[k]
            if c == 0x2e, !seenDot { seenDot = true; k += 1; continue }
            let d = c &- 0x30
            guard d < 10 else { throw fail("\(name)=\"\(text(r))\" is not a number", at: r.lowerBound) }
            digits += 1
            if !seenDot {
                guard whole < 1000 else { throw fail("\(name)=\"\(text(r))\" is out of range", at: r.lowerBound) }
                whole = whole * 10 + Int64(d)
            } else if fracDigits < 7 {
                frac = frac * 10 + Int64(d); fracDigits += 1
            } else if fracDigits == 7 {
                roundUp = d >= 5; fracDigits += 1
            }
            k += 1
        }
        guard digits > 0 else { throw fail("\(name)=\"\(text(r))\" is not a number", at: r.lowerBound) }
        for _ in min(fracDigits, 7)..<7 { frac *= 10 }
        var v = whole * 10_000_000 + frac + (roundUp ? 1 : 0)
        if negative { v = -v }
        guard v >= -limit, v <= limit else { throw fail("\(name)=\"\(text(r))\" is out of range", at: r.lowerBound) }
        return Int32(v)
    }

    /// Decodes `&amp; &lt; &gt; &quot; &apos; &#N; &#xH;`; an unknown entity is kept as written.
    private func decodeEntities(_ r: Range<Int>) -> String { XMLText.decoded(b, r.lowerBound, r.upperBound) }
}
