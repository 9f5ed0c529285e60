import Text

/// The fields of the PBF `Node`, `Way` and `Relation` messages (osmformat.proto), read once into sub-readers: the one
/// place that knows their field numbers. The map reader (`PrimitiveBlockDecoder`, which filters into `OSMData`) and the
/// replication store (`StoreBlockDecoder`, which keeps every object with its metadata) both decode through these.
struct PBFNodeFields {
    var id: Int64 = 0, lat: Int64 = 0, lon: Int64 = 0
    var keys, vals, info: ProtobufReader?

    init(_ bytes: ProtobufReader) throws(ProtobufError) {
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

/// `Way`: id, tags, info and the delta-coded node refs.
struct PBFWayFields {
    var id: Int64 = 0
    var keys, vals, info, refs: ProtobufReader?

    init(_ bytes: ProtobufReader) throws(ProtobufError) {
        var r = bytes
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.varint): id = Int64(bitPattern: try r.readVarint())
            case (2, ProtobufReader.lengthDelimited): keys = try r.readBytes()
            case (3, ProtobufReader.lengthDelimited): vals = try r.readBytes()
            case (4, ProtobufReader.lengthDelimited): info = try r.readBytes()
            case (8, ProtobufReader.lengthDelimited): refs = try r.readBytes()
            default: try r.skip(wire: w)
            }
        }
    }
}

/// `Relation`: id, tags, info and the three parallel member lists (role string indexes, delta-coded ids, types).
struct PBFRelationFields {
    var id: Int64 = 0
    var keys, vals, info, roles, memids, types: ProtobufReader?

    init(_ bytes: ProtobufReader) throws(ProtobufError) {
        var r = bytes
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.varint): id = Int64(bitPattern: try r.readVarint())
            case (2, ProtobufReader.lengthDelimited): keys = try r.readBytes()
            case (3, ProtobufReader.lengthDelimited): vals = try r.readBytes()
            case (4, ProtobufReader.lengthDelimited): info = try r.readBytes()
            case (8, ProtobufReader.lengthDelimited): roles = try r.readBytes()
            case (9, ProtobufReader.lengthDelimited): memids = try r.readBytes()
            case (10, ProtobufReader.lengthDelimited): types = try r.readBytes()
            default: try r.skip(wire: w)
            }
        }
    }
}

/// `DenseNodes`: the packed columns (ids, lats and lons delta-coded; keys_vals; the DenseInfo message).
struct PBFDenseFields {
    var ids, info, lats, lons, keysVals: ProtobufReader?

    init(_ bytes: ProtobufReader) throws(ProtobufError) {
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
