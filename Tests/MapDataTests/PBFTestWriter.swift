/// A minimal protobuf / OSM PBF encoder for tests: raw (uncompressed) blobs, one primitive block.
struct ProtoWriter {
    var bytes: [UInt8] = []

    mutating func varint(_ v: UInt64) {
        var v = v
        while v >= 0x80 { bytes.append(UInt8(v & 0x7f) | 0x80); v >>= 7 }
        bytes.append(UInt8(v))
    }

    mutating func key(_ field: Int, _ wire: Int) { varint(UInt64(field << 3 | wire)) }
    mutating func uint(_ field: Int, _ v: UInt64) { key(field, 0); varint(v) }
    mutating func sint(_ field: Int, _ v: Int64) { key(field, 0); varint(UInt64(bitPattern: (v << 1) ^ (v >> 63))) }
    mutating func bytes(_ field: Int, _ b: [UInt8]) { key(field, 2); varint(UInt64(b.count)); bytes.append(contentsOf: b) }
    mutating func string(_ field: Int, _ s: String) { bytes(field, Array(s.utf8)) }
    mutating func message(_ field: Int, _ build: (inout ProtoWriter) -> Void) {
        var w = ProtoWriter()
        build(&w)
        bytes(field, w.bytes)
    }
    mutating func packedUInt(_ field: Int, _ vs: [UInt64]) {
        var w = ProtoWriter()
        for v in vs { w.varint(v) }
        bytes(field, w.bytes)
    }
    mutating func packedSInt(_ field: Int, _ vs: [Int64]) {
        var w = ProtoWriter()
        for v in vs { w.varint(UInt64(bitPattern: (v << 1) ^ (v >> 63))) }
        bytes(field, w.bytes)
    }
}

enum PBFTestWriter {
    /// `[length][BlobHeader][Blob(raw)]`.
    static func blob(type: String, content: [UInt8]) -> [UInt8] {
        var blob = ProtoWriter()
        blob.bytes(1, content)
        blob.uint(2, UInt64(content.count))
        var header = ProtoWriter()
        header.string(1, type)
        header.uint(3, UInt64(blob.bytes.count))
        let n = header.bytes.count
        return [UInt8(n >> 24 & 0xff), UInt8(n >> 16 & 0xff), UInt8(n >> 8 & 0xff), UInt8(n & 0xff)] + header.bytes + blob.bytes
    }

    static func header(required: [String] = ["OsmSchema-V0.6", "DenseNodes"]) -> [UInt8] {
        var h = ProtoWriter()
        h.message(1) { b in b.sint(1, 1_000_000_000); b.sint(2, 1_010_000_000); b.sint(3, 1_010_000_000); b.sint(4, 990_000_000) }
        for f in required { h.string(4, f) }
        h.string(16, "navsim-tests")
        return blob(type: "OSMHeader", content: h.bytes)
    }

    /// The small town of `SmallTownFixture` as PBF: dense nodes (delta coded), one plain node, ways, relations.
    static func smallTown() -> [UInt8] {
        let strings = ["", "highway", "traffic_signals", "stop", "direction", "forward", "amenity", "cafe", "name",
                       "Café \"Rose\" & Co ☺", "primary", "Main Street", "name:ja", "本通り", "maxspeed", "50", "residential",
                       "oneway", "-1", "secondary", "yes", "30 mph", "footway", "type", "restriction", "no_left_turn", "from",
                       "via", "to", "only_straight_on", "restriction:motorcar", "no_u_turn"]
        func s(_ v: String) -> UInt64 { UInt64(strings.firstIndex(of: v)!) }
        var block = ProtoWriter()
        block.message(1) { st in for x in strings { st.string(1, x) } }
        // Dense nodes 1-7 (node 8 is a plain Node below). Coordinates in granularity 100 nanodegrees (1e-7 deg).
        let ids: [Int64] = [1, 2, 3, 4, 5, 6, 7]
        let lats: [Int64] = [10_000_000, 10_000_000, 10_000_000, 10_010_000, 9_990_000, 10_000_000, 10_000_000]
        let lons: [Int64] = [10_000_000, 10_010_000, 10_020_000, 10_020_000, 10_020_000, 10_030_000, 10_040_000]
        func deltas(_ v: [Int64]) -> [Int64] { v.enumerated().map { $0.offset == 0 ? $0.element : $0.element - v[$0.offset - 1] } }
        let kv: [UInt64] = [0, s("highway"), s("traffic_signals"), 0, 0, 0, 0, s("highway"), s("stop"), s("direction"), s("forward"), 0, 0]
        block.message(2) { g in
            g.message(2) { d in d.packedSInt(1, deltas(ids)); d.packedSInt(8, deltas(lats)); d.packedSInt(9, deltas(lons)); d.packedUInt(10, kv) }
        }
        block.message(2) { g in
            g.message(1) { n in
                n.sint(1, 8); n.packedUInt(2, [s("amenity"), s("name")]); n.packedUInt(3, [s("cafe"), s("Café \"Rose\" & Co ☺")])
                n.sint(8, 10_005_000); n.sint(9, 10_005_000)
            }
        }
        func way(_ w: inout ProtoWriter, _ id: UInt64, _ refs: [Int64], _ tags: [(String, String)]) {
            w.message(3) { m in
                m.uint(1, id); m.packedUInt(2, tags.map { s($0.0) }); m.packedUInt(3, tags.map { s($0.1) }); m.packedSInt(8, deltas(refs))
            }
        }
        block.message(2) { g in
            way(&g, 10, [1, 2, 3], [("highway", "primary"), ("name", "Main Street"), ("name:ja", "本通り"), ("maxspeed", "50")])
            way(&g, 11, [4, 3, 5], [("highway", "residential"), ("oneway", "-1")])
            way(&g, 12, [3, 6, 7], [("highway", "secondary"), ("oneway", "yes"), ("maxspeed", "30 mph")])
            way(&g, 13, [1, 8], [("highway", "footway")])
        }
        func relation(_ g: inout ProtoWriter, _ id: UInt64, _ members: [(Int64, UInt64, String)], _ tags: [(String, String)]) {
            g.message(4) { m in
                m.uint(1, id); m.packedUInt(2, tags.map { s($0.0) }); m.packedUInt(3, tags.map { s($0.1) })
                m.packedUInt(8, members.map { s($0.2) }); m.packedSInt(9, deltas(members.map(\.0))); m.packedUInt(10, members.map(\.1))
            }
        }
        block.message(2) { g in
            relation(&g, 20, [(10, 1, "from"), (3, 0, "via"), (11, 1, "to")], [("type", "restriction"), ("restriction", "no_left_turn")])
            relation(&g, 21, [(10, 1, "from"), (1, 0, "via"), (12, 1, "to")], [("type", "restriction"), ("restriction", "only_straight_on")])
            relation(&g, 22, [(10, 1, "from"), (11, 1, "via"), (12, 1, "to")], [("type", "restriction"), ("restriction:motorcar", "no_u_turn")])
        }
        return header() + blob(type: "OSMData", content: block.bytes)
    }
}
