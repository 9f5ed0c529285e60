import Text

/// The fields of the PBF `Node`, `Way` and `Relation` messages (osmformat.proto), read once into sub-readers: the one
/// place that knows their field numbers. The map reader (`PrimitiveBlockDecoder`, which filters into `OSMData`) and the
/// replication store (`StoreBlockDecoder`, which keeps every object with its metadata) both decode through these.
struct PBFNodeFields {
    var id: Int64 = 0, lat: Int64 = 0, lon: Int64 = 0
    var keys, vals, info: ProtobufReader?

    @inline(__always) init(_ bytes: ProtobufReader) throws(ProtobufError) {
        var r = bytes
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.varint): id = try r.readSInt()
            case (2, ProtobufReader.lengthDelimited): keys = try r.readBytes()
            case (3, ProtobufReader.lengthDelimited): vals = try r.readBytes()
            case (4, ProtobufReader.lengthDelimited): info = try r.readBytes()
            case (8, ProtobufReader.varint): lat = try r.readSInt()
            case (9, ProtobufReader.varint): lon = try r.readSInt()
            default: try r.skip(wire: w)
            }
        }
    }
}

/// `Way` and `Relation`, which share their layout: id (1), tags (2, 3), info (4), then packed lists from field 8 on
/// (a way's delta-coded node refs at 8; a relation's role string indexes, delta-coded member ids and member types
/// at 8, 9 and 10).
struct PBFElementFields {
    var id: Int64 = 0
    var keys, vals, info: ProtobufReader?
    private var list8, list9, list10: ProtobufReader?

    @inline(__always) init(_ bytes: ProtobufReader) throws(ProtobufError) {
        var r = bytes
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.varint): id = Int64(bitPattern: try r.readVarint())
            case (2, ProtobufReader.lengthDelimited): keys = try r.readBytes()
            case (3, ProtobufReader.lengthDelimited): vals = try r.readBytes()
            case (4, ProtobufReader.lengthDelimited): info = try r.readBytes()
            case (8, ProtobufReader.lengthDelimited): list8 = try r.readBytes()
            case (9, ProtobufReader.lengthDelimited): list9 = try r.readBytes()
            case (10, ProtobufReader.lengthDelimited): list10 = try r.readBytes()
            default: try r.skip(wire: w)
            }
        }
    }

    /// A way's node refs (delta-coded).
    var refs: ProtobufReader? { list8 }
    /// A relation's member role string indexes.
    var roles: ProtobufReader? { list8 }
    /// A relation's member ids (delta-coded).
    var memids: ProtobufReader? { list9 }
    /// A relation's member types.
    var types: ProtobufReader? { list10 }
}

/// `DenseNodes`: the packed columns (ids, lats and lons delta-coded; keys_vals; the DenseInfo message).
struct PBFDenseFields {
    var ids, info, lats, lons, keysVals: ProtobufReader?

    @inline(__always) init(_ bytes: ProtobufReader) throws(ProtobufError) {
        var r = bytes
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            guard w == ProtobufReader.lengthDelimited else { try r.skip(wire: w); continue }
            switch f {
            case 1: ids = try r.readBytes()
            case 5: info = try r.readBytes()
            case 8: lats = try r.readBytes()
            case 9: lons = try r.readBytes()
            case 10: keysVals = try r.readBytes()
            default: _ = try r.readBytes()
            }
        }
    }
}

/// PBF coordinates: `offset + granularity · raw` nanodegrees, rounded to 1e-7 degrees (`OSMFixedPoint`) with checked
/// arithmetic (no `nano + 50` that overflowed near Int64.max), rejecting values outside the globe.
enum PBFCoordinate {
    @inline(__always) static func fixed(_ raw: Int64, granularity: Int64, offset: Int64, limit: Int64) throws(ProtobufError) -> Int32 {
        guard let nano = CheckedInt.multiplyAdd(raw, granularity, offset) else { throw ProtobufError(reason: "coordinate overflows") }
        let v = CheckedInt.roundedDivision(nano, by: 100)
        guard v >= -limit, v <= limit else { throw ProtobufError(reason: "coordinate \(Double(v) / 1e7) outside ±\(limit / 10_000_000)") }
        return Int32(v)
    }
}

/// `PrimitiveBlock`: the string table, the primitive groups and the coordinate/date scaling, checked. Its elements
/// are handed out by kind with `forEachElement`.
struct PBFBlockFields {
    enum Element { case node, dense, way, relation }

    var strings: [UnsafeRawBufferPointer] = []
    var groups: [ProtobufReader] = []
    var granularity: Int64 = 100
    var dateGranularity: Int64 = 1000
    var latOffset: Int64 = 0
    var lonOffset: Int64 = 0

    /// Reads the block's fields; `strings` reuses the given array's storage (the map reader keeps one per file).
    init(_ bytes: UnsafeRawBufferPointer, reusing table: [UnsafeRawBufferPointer] = []) throws(ProtobufError) {
        strings = table
        strings.removeAll(keepingCapacity: true)
        var r = ProtobufReader(bytes)
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.lengthDelimited):
                var st = try r.readBytes()
                while !st.isAtEnd {
                    let (sf, sw) = try st.readKey()
                    if sf == 1, sw == ProtobufReader.lengthDelimited { strings.append(try st.readBytes().buffer) } else { try st.skip(wire: sw) }
                }
            case (2, ProtobufReader.lengthDelimited): groups.append(try r.readBytes())
            case (17, ProtobufReader.varint): granularity = Int64(truncatingIfNeeded: try r.readVarint())
            case (18, ProtobufReader.varint): dateGranularity = Int64(truncatingIfNeeded: try r.readVarint())
            case (19, ProtobufReader.varint): latOffset = Int64(bitPattern: try r.readVarint())
            case (20, ProtobufReader.varint): lonOffset = Int64(bitPattern: try r.readVarint())
            default: try r.skip(wire: w)
            }
        }
        guard granularity > 0, granularity <= 1_000_000 else { throw ProtobufError(reason: "granularity \(granularity) out of range") }
        guard dateGranularity > 0 else { throw ProtobufError(reason: "date granularity \(dateGranularity) out of range") }
    }

    /// Every element of every group, in file order, with its kind (PrimitiveGroup fields 1–4; others are skipped).
    @inline(__always) func forEachElement(_ body: (Element, ProtobufReader) throws(ProtobufError) -> Void) throws(ProtobufError) {
        for var g in groups {
            while !g.isAtEnd {
                let (f, w) = try g.readKey()
                guard w == ProtobufReader.lengthDelimited else { try g.skip(wire: w); continue }
                let sub = try g.readBytes()
                switch f {
                case 1: try body(.node, sub)
                case 2: try body(.dense, sub)
                case 3: try body(.way, sub)
                case 4: try body(.relation, sub)
                default: break
                }
            }
        }
    }
}
