import Foundation
import Geo
import Text

/// Reads OSM XML (https://wiki.openstreetmap.org/wiki/OSM_XML) through `XMLTokenizer`, the byte-level XML scanner
/// it shares with the osmChange reader: no DOM, no Foundation XMLParser. Handles attributes in any order and either
/// quote style, character entities, comments, processing instructions, `<bounds>` and unknown elements (skipped).
/// Checks nesting, so a truncated file is reported instead of silently read in part.
struct OSMXMLReader {
    /// A failure at a byte offset; the caller names the file (and turns the offset into a line for XML).
    typealias Failure = SourceError

    /// Scans `bytes` and feeds `data`.
    static func read(_ bytes: [UInt8], into data: OSMData) throws(Failure) {
        try bytes.withUnsafeBufferPointer { (buf) throws(Failure) in
            var scanner = OSMXMLScanner(ByteReader(buf), data: data)
            try scanner.run()
        }
    }

    /// 1-based line of a byte offset.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { XMLText.line(of: offset, in: ByteReader($0)) }
    }
}

/// The reader's state while reading one document: the elements `XMLTokenizer` yields, turned into `OSMData`.
struct OSMXMLScanner {
    typealias Failure = OSMXMLReader.Failure
    private var x: XMLTokenizer
    private let data: OSMData
    // The element being read.
    private enum Current { case none, node, way, relation }
    private var current = Current.none
    private var currentID: Int64 = 0
    private var tags: [OSMTag] = []
    private var refs: [Int64] = []
    private var members: [OSMMember] = []

    init(_ b: ByteReader, data: OSMData) {
        x = XMLTokenizer(b)
        self.data = data
    }

    mutating func run() throws(Failure) {
        if x.b.count == 0 { throw x.fail("empty file", at: 0) }
        while let token = try x.next() {
            switch token {
            case .start(let name, let offset, let selfClosing):
                if x.depth == 0, !x.equal(name, "osm") {
                    throw x.fail("root element is <\(x.text(name))>, not <osm>: not an OSM XML file", at: offset)
                }
                try element(name, at: offset, depth: x.depth)
                if selfClosing { endElement(depth: x.depth) }
            case .end:
                endElement(depth: x.depth)
            }
        }
        if !x.sawRoot { throw x.fail("no <osm> element: not an OSM XML file", at: 0) }
    }

    /// A start tag with `depth` open ancestors (1 = child of <osm>).
    private mutating func element(_ name: Range<Int>, at offset: Int, depth: Int) throws(Failure) {
        if depth == 1 {
            if x.equal(name, "node") {
                current = .node
                currentID = try x.int64("id", in: name)
                let lat = try x.coordinate("lat", in: name, limit: OSMFixedPoint.maxLatitude)
                let lon = try x.coordinate("lon", in: name, limit: OSMFixedPoint.maxLongitude)
                data.addNode(id: currentID, lat: lat, lon: lon)
                tags.removeAll(keepingCapacity: true)
            } else if x.equal(name, "way") {
                current = .way
                currentID = try x.int64("id", in: name)
                tags.removeAll(keepingCapacity: true)
                refs.removeAll(keepingCapacity: true)
            } else if x.equal(name, "relation") {
                current = .relation
                currentID = try x.int64("id", in: name)
                tags.removeAll(keepingCapacity: true)
                members.removeAll(keepingCapacity: true)
            } else if x.equal(name, "bounds") {
                let minLat = try x.coordinate("minlat", in: name, limit: OSMFixedPoint.maxLatitude)
                let minLon = try x.coordinate("minlon", in: name, limit: OSMFixedPoint.maxLongitude)
                let maxLat = try x.coordinate("maxlat", in: name, limit: OSMFixedPoint.maxLatitude)
                let maxLon = try x.coordinate("maxlon", in: name, limit: OSMFixedPoint.maxLongitude)
                data.setBounds(BoundingBox(minLatitude: Double(minLat) / 1e7, minLongitude: Double(minLon) / 1e7,
                                           maxLatitude: Double(maxLat) / 1e7, maxLongitude: Double(maxLon) / 1e7))
            }
        } else if depth == 2, current != .none {
            if x.equal(name, "tag") {
                guard let k = x.string("k"), let v = x.string("v") else { throw x.fail("<tag> without k or v", at: offset) }
                tags.append(OSMTag(key: k, value: v))
            } else if x.equal(name, "nd"), current == .way {
                refs.append(try x.int64("ref", in: name))
            } else if x.equal(name, "member"), current == .relation {
                let ref = try x.int64("ref", in: name)
                let kind: OSMMember.Kind
                switch x.string("type") {
                case "node": kind = .node
                case "way": kind = .way
                case "relation": kind = .relation
                case let t: throw x.fail("member type \(t.map { "\"\($0)\"" } ?? "missing") is unknown", at: offset)
                }
                members.append(OSMMember(kind: kind, ref: ref, role: x.string("role") ?? ""))
            }
        }
    }

    /// The end of an element with `depth` open ancestors: only direct children of <osm> complete an element.
    private mutating func endElement(depth: Int) {
        guard depth == 1 else { return }
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
}
