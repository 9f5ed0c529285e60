import Geo

/// The roads of a compiled map's network section (format 9): a table of the distinct strings (names, refs,
/// destinations, in order of first use), a table of the distinct `name:<lang>` maps (pairs of string numbers, keys
/// sorted), then one fixed-width record per road (a column) whose strings and map are numbers into the tables.
/// Opening decodes each distinct string once and reads the records in one bounds-checked pass, instead of decoding
/// every road field by field with its own copies of its strings (format 8).
///
/// A record, `recordSize` bytes, little-endian:
/// ```
///   0  OSM id                                       i64
///   8  maxSpeed, maxSpeedForward, maxSpeedBackward  f64 × 3   (km/h; 0 when absent)
///  32  maxHeight, maxWeight, maxWidth, maxLength    f64 × 4   (0 when absent)
///  64  lanes                                        i64       (0 when absent)
///  72  name, ref, destination, destinationRef       u32 × 4   (string numbers; `none` when absent)
///  88  localized names                              u32       (map number)
///  92  highway, oneway, flags, access               u8 × 4
///  96  layer (i8), speed unlimited (0/1), speed unit, tunnel category (0 none, 1...4 B...E)   u8 × 4
/// 100  which optionals are present                  u16       (bit k: the k-th of the 8 numbers above, bit 8: lanes)
/// 102  zero                                         u16
/// ```
/// Every field is checked on the way in: enumerations known, numbers in their domains, absent ones 0, string and
/// map numbers inside their tables, unused bits 0. A lying record is an error naming the file and offset.
extension Road {
    static let recordSize = 104
    /// The string number of an absent string.
    static let none = UInt32.max
    /// Every flag a road can have: a record with another bit set is refused.
    static let knownFlags: RoadFlags = [.tunnel, .bridge, .toll, .roundabout, .noHGV, .noHazmat]

    static func encodeTable(_ roads: [Road], into w: inout CompiledWriter) {
        var strings = [String](), stringNumber = [String: UInt32]()
        func number(_ s: String?) -> UInt32 {
            guard let s else { return none }
            if let n = stringNumber[s] { return n }
            let n = UInt32(strings.count)
            strings.append(s)
            stringNumber[s] = n
            return n
        }
        var maps = [[(UInt32, UInt32)]](), mapNumber = [[String: String]: UInt32]()
        var records = [(strings: [UInt32], map: UInt32)]()
        records.reserveCapacity(roads.count)
        for r in roads {
            let own = [number(r.name), number(r.ref), number(r.destination), number(r.destinationRef)]
            let map: UInt32
            if let n = mapNumber[r.localizedNames] {
                map = n
            } else {
                map = UInt32(maps.count)
                maps.append(r.localizedNames.keys.sorted().map { (number($0), number(r.localizedNames[$0]!)) })
                mapNumber[r.localizedNames] = map
            }
            records.append((own, map))
        }
        w.count(strings.count)
        for s in strings { w.string(s) }
        w.count(maps.count)
        for m in maps {
            w.count(m.count)
            for (k, v) in m { w.u32(k); w.u32(v) }
        }
        w.column(roads.indices) { w, i in
            let r = roads[i]
            w.i64(r.osmID)
            let numbers = [r.maxSpeed, r.maxSpeedForward, r.maxSpeedBackward, r.maxHeight, r.maxWeight, r.maxWidth, r.maxLength]
            var present: UInt16 = 0
            for (k, v) in numbers.enumerated() {
                if v != nil { present |= 1 << UInt16(k) }
                w.f64(v ?? 0)
            }
            if r.lanes != nil { present |= 1 << 8 }
            w.i64(Int64(r.lanes ?? 0))
            for s in records[i].strings { w.u32(s) }
            w.u32(records[i].map)
            w.u8(r.highway.rawValue); w.u8(r.oneway.rawValue); w.u8(r.flags.rawValue); w.u8(r.access.rawValue)
            w.u8(UInt8(bitPattern: r.layer)); w.u8(r.isSpeedUnlimited ? 1 : 0); w.u8(r.speedLimitUnit.rawValue)
            w.u8(r.tunnelCategory.map { UInt8(TunnelCategory.allCases.firstIndex(of: $0)! + 1) } ?? 0)
            w.integer(present); w.integer(UInt16(0))
        }
    }

    static func decodeTable(_ r: inout CompiledReader) throws(MapDataError) -> [Road] {
        let stringCount = try r.count(minItemSize: 4)
        var strings = [String]()
        strings.reserveCapacity(stringCount)
        for _ in 0..<stringCount { strings.append(try r.string()) }
        let mapCount = try r.count(minItemSize: 8)
        var maps = [[String: String]]()
        maps.reserveCapacity(mapCount)
        let known = UInt32(strings.count)
        for _ in 0..<mapCount {
            let n = try r.count(minItemSize: 8)
            var m = [String: String](minimumCapacity: n)
            for _ in 0..<n {
                let k = try r.u32(), v = try r.u32()
                guard k < known, v < known else { throw r.failure("a name map names a string that does not exist") }
                m[strings[Int(k)]] = strings[Int(v)]
            }
            guard m.count == n else { throw r.failure("a name map repeats a language") }
            maps.append(m)
        }
        let records = try r.columnBytes(recordSize)
        var roads = [Road]()
        roads.reserveCapacity(records.count)
        for i in 0..<records.count {
            records.reach(i)
            let p = records.bytes.baseAddress! + i * recordSize
            func u64(_ at: Int) -> UInt64 { UInt64(littleEndian: p.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
            func u32(_ at: Int) -> UInt32 { UInt32(littleEndian: p.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
            func u8(_ at: Int) -> UInt8 { p.load(fromByteOffset: at, as: UInt8.self) }
            let present = UInt16(littleEndian: p.loadUnaligned(fromByteOffset: 100, as: UInt16.self))
            let spare = UInt16(littleEndian: p.loadUnaligned(fromByteOffset: 102, as: UInt16.self))
            guard present & ~0x17F == 0, spare == 0, u64(64) == 0 || present & 0x100 != 0 else {
                throw records.failure(i, "a road record has unknown or absent-but-set fields")
            }
            func number(_ k: Int) throws(MapDataError) -> Double? {
                let bits = u64(8 + 8 * k)
                guard present & (1 << UInt16(k)) != 0 else {
                    if bits != 0 { throw records.failure(i, "a road record has unknown or absent-but-set fields") }
                    return nil
                }
                let v = Double(bitPattern: bits), domain = k < 3 ? CompiledDomain.kmh : CompiledDomain.measure
                guard domain.contains(v) else { throw records.failure(i, "a number (\(v)) is outside \(domain.lowerBound)...\(domain.upperBound)") }
                return v
            }
            func string(_ k: Int) throws(MapDataError) -> String? {
                let n = u32(72 + 4 * k)
                if n == none { return nil }
                guard n < known else { throw records.failure(i, "a road names a string that does not exist") }
                return strings[Int(n)]
            }
            let map = u32(88)
            guard Int(map) < maps.count else { throw records.failure(i, "a road names a name map that does not exist") }
            guard let highway = HighwayClass(rawValue: u8(92)), let oneway = Oneway(rawValue: u8(93)),
                  RoadFlags(rawValue: u8(94)).isSubset(of: knownFlags), let access = Access(rawValue: u8(95)), u8(97) <= 1,
                  let unit = SpeedUnit(rawValue: u8(98)), u8(99) <= 4 else {
                throw records.failure(i, "a road record has an unknown class, direction, access, flag, unit or tunnel category")
            }
            let tunnel = u8(99)
            roads.append(Road(osmID: Int64(bitPattern: u64(0)), highway: highway, name: try string(0), localizedNames: maps[Int(map)],
                              ref: try string(1), oneway: oneway, maxSpeed: try number(0), maxSpeedForward: try number(1),
                              maxSpeedBackward: try number(2), lanes: present & 0x100 != 0 ? Int(Int64(bitPattern: u64(64))) : nil,
                              flags: RoadFlags(rawValue: u8(94)), access: access, maxHeight: try number(3), maxWeight: try number(4),
                              destination: try string(2), destinationRef: try string(3), layer: Int8(bitPattern: u8(96)),
                              isSpeedUnlimited: u8(97) == 1, speedLimitUnit: unit, maxWidth: try number(5), maxLength: try number(6),
                              tunnelCategory: tunnel == 0 ? nil : TunnelCategory.allCases[Int(tunnel) - 1]))
        }
        return roads
    }
}
