import Geo

/// Appends values little-endian to a byte buffer: the one writer of the compiled map's sections.
/// Counts are u64, strings u32 length + UTF-8, optional strings use length `0xFFFF_FFFF` for nil.
public struct CompiledWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func u8(_ v: UInt8) { bytes.append(v) }
    public mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }
    public mutating func integer<T: FixedWidthInteger>(_ v: T) {
        withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
    }
    public mutating func u32(_ v: UInt32) { integer(v) }
    public mutating func u64(_ v: UInt64) { integer(v) }
    public mutating func i32(_ v: Int32) { integer(v) }
    public mutating func i64(_ v: Int64) { integer(v) }
    public mutating func count(_ n: Int) { integer(UInt64(n)) }
    public mutating func f64(_ v: Double) { integer(v.bitPattern) }
    public mutating func f32(_ v: Float) { integer(v.bitPattern) }
    /// An optional integer: a presence byte, then the value.
    public mutating func optionalInt(_ v: Int?) {
        bool(v != nil)
        if let v { i64(Int64(v)) }
    }
    public mutating func optionalF64(_ v: Double?) {
        bool(v != nil)
        if let v { f64(v) }
    }

    public mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { u in
            integer(UInt32(u.count))
            bytes.append(contentsOf: u)
        }
    }

    public mutating func optionalString(_ s: String?) {
        if let s { string(s) } else { integer(UInt32.max) }
    }

    /// `[String: String]` sorted by key, so equal dictionaries give equal bytes.
    public mutating func stringMap(_ m: [String: String]) {
        count(m.count)
        for k in m.keys.sorted() {
            string(k)
            string(m[k]!)
        }
    }

    /// A count, then the values.
    public mutating func array<T: FixedWidthInteger>(_ values: [T]) {
        count(values.count)
        #if _endian(little)
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
        for v in values { integer(v) }
        #endif
    }

    public mutating func doubles(_ values: [Double]) { array(values.map(\.bitPattern)) }
    public mutating func floats(_ values: [Float]) { array(values.map(\.bitPattern)) }

    /// A count, then latitudes and longitudes interleaved.
    public mutating func coordinates<C: Collection>(_ points: C) where C.Element == Coordinate {
        count(points.count)
        bytes.reserveCapacity(bytes.count + points.count * 16)
        for p in points {
            f64(p.latitude)
            f64(p.longitude)
        }
    }

    /// A column (`CompiledReader.column`): a count, zero bytes up to the next multiple of 8 (the section starts
    /// 8-aligned in the file, so the values do too), then each value written by `value` in its fixed-width layout.
    public mutating func column<C: Collection>(_ values: C, _ value: (inout CompiledWriter, C.Element) -> Void) {
        count(values.count)
        alignTo8()
        for v in values { value(&self, v) }
    }

    /// A column of coordinates: latitude, longitude as f64 each.
    public mutating func coordinateColumn<C: Collection>(_ points: C) where C.Element == Coordinate {
        bytes.reserveCapacity(bytes.count + 8 + points.count * 16)
        column(points) { w, p in w.f64(p.latitude); w.f64(p.longitude) }
    }

    public mutating func bounds(_ b: BoundingBox) {
        f64(b.minLatitude); f64(b.minLongitude); f64(b.maxLatitude); f64(b.maxLongitude)
    }

    /// Zero bytes up to the next multiple of 8.
    mutating func alignTo8() {
        while bytes.count % 8 != 0 { bytes.append(0) }
    }

    mutating func patch(_ v: UInt64, at offset: Int) {
        withUnsafeBytes(of: v.littleEndian) { for (k, b) in $0.enumerated() { bytes[offset + k] = b } }
    }
}

extension CompiledWriter {
    /// Bytes as they are (a whole section).
    mutating func appendRaw(_ raw: [UInt8]) { bytes.append(contentsOf: raw) }
}
