import Text

/// Decodes PBF PrimitiveBlocks (string table, dense nodes, nodes, ways, relations) into `OSMData`.
/// Buffers are reused between blocks; tags become Strings only for elements whose keys are of interest.
/// - Complexity: O(block bytes); no allocation per node.
struct PrimitiveBlockDecoder {
    let data: OSMData
    /// The block's string table as byte ranges into the block buffer, their key class and a String cache.
    private var strings: [UnsafeRawBufferPointer] = []
    private var keyClass: [UInt8] = []
    private var cache: [String?] = []
    // Reused output buffers.
    private var ids: [Int64] = []
    private var lats: [Int32] = []
    private var lons: [Int32] = []
    private var coords: [Int64] = []
    private var refs: [Int64] = []
    private var granularity: Int64 = 100
    private var latOffset: Int64 = 0
    private var lonOffset: Int64 = 0

    init(data: OSMData) { self.data = data }

    mutating func decode(_ bytes: UnsafeRawBufferPointer) throws(ProtobufError) {
        let block = try PBFBlockFields(bytes, reusing: strings)
        strings = block.strings
        granularity = block.granularity; latOffset = block.latOffset; lonOffset = block.lonOffset
        keyClass = strings.map { OSMKeyFilter.classify($0) }
        cache = [String?](repeating: nil, count: strings.count)
        try block.forEachElement { (kind, sub) throws(ProtobufError) in
            switch kind {
            case .node: try decodeNode(sub)
            case .dense: try decodeDense(sub)
            case .way: try decodeWay(sub)
            case .relation: try decodeRelation(sub)
            }
        }
    }

    /// A string-table entry as a String (cached per block).
    private mutating func string(_ index: Int) throws(ProtobufError) -> String {
        guard index >= 0, index < strings.count else { throw ProtobufError(reason: "string index \(index) outside the table of \(strings.count)") }
        if let s = cache[index] { return s }
        let s = OSMTag.sanitized(String(decoding: strings[index], as: UTF8.self))
        cache[index] = s
        return s
    }

    /// Nanodegrees → 1e-7 degrees, rejecting values outside the globe.
    @inline(__always) private func fixed(_ raw: Int64, offset: Int64, limit: Int64) throws(ProtobufError) -> Int32 {
        try PBFCoordinate.fixed(raw, granularity: granularity, offset: offset, limit: limit)
    }

    private mutating func decodeDense(_ bytes: ProtobufReader) throws(ProtobufError) {
        let dense = try PBFDenseFields(bytes)
        let idR = dense.ids, latR = dense.lats, lonR = dense.lons, kvR = dense.keysVals
        guard let idR else { return }
        guard let latR, let lonR else { throw ProtobufError(reason: "dense nodes without lat/lon") }
        let n = idR.countVarints()
        // Columns are decoded one at a time into reused buffers (tight loops, no per-node appends).
        if ids.count < n { ids = [Int64](repeating: 0, count: n); coords = [Int64](repeating: 0, count: n) }
        if lats.count < n { lats = [Int32](repeating: 0, count: n); lons = [Int32](repeating: 0, count: n) }
        try Self.deltaColumn(idR, into: &ids, count: n)
        try Self.deltaColumn(latR, into: &coords, count: n)
        try toFixed(&lats, count: n, offset: latOffset, limit: OSMFixedPoint.maxLatitude)
        try Self.deltaColumn(lonR, into: &coords, count: n)
        try toFixed(&lons, count: n, offset: lonOffset, limit: OSMFixedPoint.maxLongitude)
        data.appendNodes(ids: ids[..<n], lats: lats[..<n], lons: lons[..<n])
        guard var kv = kvR else { return }
        // keys_vals: (key, value)* 0 per node; most nodes are just "0".
        var tagBuffer: [(Int, Int)] = []
        for i in 0..<n {
            guard !kv.isAtEnd else { throw ProtobufError(reason: "dense nodes: keys_vals ends early") }
            if kv.readZeroByte() { continue }
            var interesting = false
            tagBuffer.removeAll(keepingCapacity: true)
            while true {
                guard !kv.isAtEnd else { throw ProtobufError(reason: "dense nodes: keys_vals ends early") }
                // Checked: a varint of 2^63 or more once became a negative Int here (issue 10, P1).
                let k = try kv.readIndex(count: keyClass.count, what: "dense nodes: key string")
                if k == 0 { break }
                let v = try kv.readIndex(count: strings.count, what: "dense nodes: value string")
                if keyClass[k] & OSMKeyFilter.node != 0 { interesting = true }
                tagBuffer.append((k, v))
            }
            if interesting {
                var tags = [OSMTag]()
                tags.reserveCapacity(tagBuffer.count)
                for (k, v) in tagBuffer { tags.append(OSMTag(sanitizedKey: try string(k), value: try string(v))) }
                data.addTaggedNode(id: ids[i], tags: OSMTags(tags))
            }
        }
    }

    /// Decodes a packed, delta-coded sint64 column of exactly `count` values.
    private static func deltaColumn(_ column: ProtobufReader, into out: inout [Int64], count: Int) throws(ProtobufError) {
        var r = column
        var failure: ProtobufError?
        out.withUnsafeMutableBufferPointer { buf in
            var acc: Int64 = 0
            for i in 0..<count {
                guard !r.isAtEnd else { failure = ProtobufError(reason: "dense nodes: columns differ in length"); return }
                do throws(ProtobufError) { acc &+= try r.readSInt() } catch { failure = error; return }
                buf[i] = acc
            }
        }
        if let failure { throw failure }
        guard r.isAtEnd else { throw ProtobufError(reason: "dense nodes: columns differ in length") }
    }

    /// `coords` (raw, granularity units) → 1e-7 degree fixed point in `out`.
    private func toFixed(_ out: inout [Int32], count: Int, offset: Int64, limit: Int64) throws(ProtobufError) {
        if granularity == 100, offset % 100 == 0 {
            // The usual case: 1e-7 degrees already; only shift and range-check.
            let shift = offset / 100
            var bad = false
            coords.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    for i in 0..<count {
                        let (v, o) = src[i].addingReportingOverflow(shift)
                        if o || v < -limit || v > limit { bad = true; return }
                        dst[i] = Int32(truncatingIfNeeded: v)
                    }
                }
            }
            if bad { throw ProtobufError(reason: "dense nodes: coordinate outside the globe") }
            return
        }
        for i in 0..<count { out[i] = try fixed(coords[i], offset: offset, limit: limit) }
    }

    private mutating func decodeNode(_ bytes: ProtobufReader) throws(ProtobufError) {
        let n = try PBFNodeFields(bytes)
        data.appendNodes(ids: [n.id][...], lats: [try fixed(n.lat, offset: latOffset, limit: OSMFixedPoint.maxLatitude)][...],
                         lons: [try fixed(n.lon, offset: lonOffset, limit: OSMFixedPoint.maxLongitude)][...])
        if let tags = try tags(keys: n.keys, vals: n.vals, filter: OSMKeyFilter.node) { data.addTaggedNode(id: n.id, tags: tags) }
    }

    /// Parallel packed key/value index lists → tags, or nil when no key passes `filter`.
    private mutating func tags(keys: ProtobufReader?, vals: ProtobufReader?, filter: UInt8) throws(ProtobufError) -> OSMTags? {
        guard var keys else { return filter == 0 ? OSMTags() : nil }
        var probe = keys
        var interesting = filter == 0
        while !interesting, !probe.isAtEnd {
            let k = try probe.readIndex(count: keyClass.count, what: "tag key string")
            if keyClass[k] & filter != 0 { interesting = true }
        }
        guard interesting else { return nil }
        guard var vals else { throw ProtobufError(reason: "tag keys without values") }
        var out = [OSMTag]()
        out.reserveCapacity(8)
        while !keys.isAtEnd {
            guard !vals.isAtEnd else { throw ProtobufError(reason: "fewer tag values than keys") }
            let k = try string(try keys.readIndex(count: strings.count, what: "tag key string"))
            let v = try string(try vals.readIndex(count: strings.count, what: "tag value string"))
            out.append(OSMTag(sanitizedKey: k, value: v))
        }
        return OSMTags(out)
    }

    private mutating func decodeWay(_ bytes: ProtobufReader) throws(ProtobufError) {
        let way = try PBFElementFields(bytes)
        refs.removeAll(keepingCapacity: true)
        if var refR = way.refs {
            var ref: Int64 = 0
            while !refR.isAtEnd {
                ref &+= try refR.readSInt()
                refs.append(ref)
            }
        }
        let t = try tags(keys: way.keys, vals: way.vals, filter: OSMKeyFilter.way) ?? OSMTags()
        refs.withUnsafeBufferPointer { data.addWay(id: way.id, refs: $0, tags: t) }
    }

    private mutating func decodeRelation(_ bytes: ProtobufReader) throws(ProtobufError) {
        let rel = try PBFElementFields(bytes)
        guard let tags = try tags(keys: rel.keys, vals: rel.vals, filter: 0),
              let type = tags["type"], OSMKeyFilter.relationTypes.contains(type) else { return }
        var members = [OSMMember]()
        if var memids = rel.memids {
            guard var roles = rel.roles, var types = rel.types else { throw ProtobufError(reason: "relation members without roles or types") }
            var ref: Int64 = 0
            while !memids.isAtEnd {
                guard !roles.isAtEnd, !types.isAtEnd else { throw ProtobufError(reason: "relation member lists differ in length") }
                ref &+= try memids.readSInt()
                let role = try string(try roles.readIndex(count: strings.count, what: "member role string"))
                let kind: OSMMember.Kind
                switch try types.readVarint() {
                case 0: kind = .node
                case 1: kind = .way
                case 2: kind = .relation
                case let t: throw ProtobufError(reason: "relation member type \(t) is unknown")
                }
                members.append(OSMMember(kind: kind, ref: ref, role: role))
            }
        }
        data.addRelation(OSMRelation(id: rel.id, members: members, tags: tags))
    }
}
