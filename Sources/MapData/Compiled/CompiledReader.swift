import Geo
import Text

/// Reads one section of a compiled map: every read is bounds-checked (through `ByteReader`), every count is checked
/// against the bytes left before anything is allocated, and every failure is a `MapDataError` naming the byte offset
/// in the file. Borrowed bytes: valid only inside the `withUnsafeBytes` that lent them.
public struct CompiledReader {
    var reader: ByteReader
    /// Where the section starts in the file (for error offsets).
    let fileOffset: Int
    /// The file's name, for errors.
    let fileName: String

    public init(_ reader: ByteReader, fileOffset: Int, fileName: String) {
        self.reader = reader
        self.fileOffset = fileOffset
        self.fileName = fileName
    }

    public var isAtEnd: Bool { reader.isAtEnd }

    /// The failure of a number outside its domain (one wording for every reader of numbers).
    func outside<T: Comparable>(_ v: T, _ range: ClosedRange<T>) -> MapDataError {
        failure("a number (\(v)) is outside \(range.lowerBound)...\(range.upperBound)")
    }

    func offTheEarth(_ c: Coordinate) -> MapDataError {
        failure("a coordinate (\(c.latitude), \(c.longitude)) is not on the Earth")
    }

    /// A readable failure at the current position.
    public func failure(_ reason: String) -> MapDataError {
        MapDataError(file: fileName, byteOffset: fileOffset + reader.readerIndex, reason: reason)
    }

    public mutating func integer<T: FixedWidthInteger>(_: T.Type = T.self) throws(MapDataError) -> T {
        guard let v = reader.readLittleEndian(T.self) else { throw failure("the compiled map ends inside a value") }
        return v
    }

    public mutating func u8() throws(MapDataError) -> UInt8 { try integer(UInt8.self) }
    public mutating func u32() throws(MapDataError) -> UInt32 { try integer(UInt32.self) }
    public mutating func i32() throws(MapDataError) -> Int32 { try integer(Int32.self) }
    public mutating func i64() throws(MapDataError) -> Int64 { try integer(Int64.self) }

    /// A Double within `range`. Every number a compiled map holds has a domain, and a reader names it: a value outside
    /// it (a NaN or an infinity never is inside a finite range) is an error here, never a trap later where the number
    /// is converted to an `Int` or reaches a drawing (a crafted file with a NaN bearing trapped in the guidance).
    public mutating func f64(in range: ClosedRange<Double>) throws(MapDataError) -> Double {
        let v = Double(bitPattern: try integer(UInt64.self))
        guard range.contains(v) else { throw outside(v, range) }
        return v
    }

    /// A coordinate (latitude, then longitude): finite, latitude within ±90 and longitude within ±180.
    public mutating func coordinate() throws(MapDataError) -> Coordinate {
        let c = Coordinate(latitude: Double(bitPattern: try integer(UInt64.self)), longitude: Double(bitPattern: try integer(UInt64.self)))
        guard c.isValid else { throw offTheEarth(c) }
        return c
    }

    public mutating func bool() throws(MapDataError) -> Bool {
        switch try u8() {
        case 0: return false
        case 1: return true
        default: throw failure("a flag is neither 0 nor 1")
        }
    }

    /// A count of items of at least `minItemSize` bytes each: never more than the bytes left could hold.
    public mutating func count(minItemSize: Int = 1) throws(MapDataError) -> Int {
        let raw = try integer(UInt64.self)
        guard let n = CheckedInt.size(raw, limit: reader.readableBytes / max(1, minItemSize)) else {
            throw failure("a count (\(raw)) exceeds the bytes left")
        }
        return n
    }

    /// An `Int` stored as i64 that must fit `range`.
    public mutating func int(in range: ClosedRange<Int>) throws(MapDataError) -> Int {
        let v = try i64()
        guard v >= Int64(range.lowerBound), v <= Int64(range.upperBound) else { throw failure("a value (\(v)) is out of range") }
        return Int(v)
    }

    public mutating func optionalInt() throws(MapDataError) -> Int? {
        try bool() ? Int(try i64()) : nil
    }

    public mutating func optionalF64(in range: ClosedRange<Double>) throws(MapDataError) -> Double? {
        try bool() ? try f64(in: range) : nil
    }

    public mutating func string() throws(MapDataError) -> String {
        guard let s = try optionalString() else { throw failure("a required string is missing") }
        return s
    }

    public mutating func optionalString() throws(MapDataError) -> String? {
        let n = try u32()
        if n == UInt32.max { return nil }
        guard let bytes = reader.readSlice(length: Int(n)) else { throw failure("a string runs past the section") }
        return String(decoding: bytes.bytes(0, bytes.count), as: UTF8.self)
    }

    public mutating func stringMap() throws(MapDataError) -> [String: String] {
        let n = try count(minItemSize: 8)
        var m = [String: String](minimumCapacity: n)
        for _ in 0..<n { m[try string()] = try string() }
        return m
    }

    public mutating func array<T: FixedWidthInteger>(_: T.Type = T.self) throws(MapDataError) -> [T] {
        let n = try count(minItemSize: MemoryLayout<T>.size)
        guard let a = reader.readLittleEndianArray(T.self, count: n) else { throw failure("an array runs past the section") }
        return a
    }

    /// An `Int32` array whose every value is in `range` (indices into another array, or -1 where allowed).
    public mutating func indices(in range: Range<Int32>, count expected: Int? = nil) throws(MapDataError) -> [Int32] {
        let a = try array(Int32.self)
        if let expected, a.count != expected { throw failure("an index array has \(a.count) entries, not \(expected)") }
        for v in a where !range.contains(v) { throw failure("an index (\(v)) is outside \(range.lowerBound)..<\(range.upperBound)") }
        return a
    }

    /// Row offsets: `rows + 1` values from 0, never decreasing, ending at `items`.
    public mutating func rows(count rows: Int, items: Int) throws(MapDataError) -> [Int32] {
        let o = try array(Int32.self)
        guard o.count == rows + 1, o.first == 0, Int(o[o.count - 1]) == items else {
            throw failure("row offsets do not match their rows and items")
        }
        for i in 1..<o.count where o[i - 1] > o[i] { throw failure("row offsets decrease") }
        return o
    }

    /// A column of Doubles, each within `range` (see `f64(in:)`).
    public mutating func doubles(in range: ClosedRange<Double>) throws(MapDataError) -> [Double] {
        #if _endian(little)
        let n = try count(minItemSize: 8)
        let v = try copied(n, of: Double.self, bytes: 8)
        #else
        let v = try array(UInt64.self).map { Double(bitPattern: $0) }
        #endif
        if let bad = v.first(where: { !range.contains($0) }) { throw outside(bad, range) }
        return v
    }

    /// A column of Floats, each within `range`.
    public mutating func floats(in range: ClosedRange<Float>) throws(MapDataError) -> [Float] {
        #if _endian(little)
        let n = try count(minItemSize: 4)
        let v = try copied(n, of: Float.self, bytes: 4)
        #else
        let v = try array(UInt32.self).map { Float(bitPattern: $0) }
        #endif
        if let bad = v.first(where: { !range.contains($0) }) { throw outside(bad, range) }
        return v
    }

    /// A column of coordinates, each on the Earth (see `coordinate()`).
    public mutating func coordinates() throws(MapDataError) -> [Coordinate] {
        let c = try unvalidatedCoordinates()
        if let bad = c.first(where: { !$0.isValid }) { throw offTheEarth(bad) }
        return c
    }

    private mutating func unvalidatedCoordinates() throws(MapDataError) -> [Coordinate] {
        let n = try count(minItemSize: 16)
        #if _endian(little)
        // A coordinate is two Doubles (latitude, longitude), as the file stores them: one copy, no per-item decoding.
        if MemoryLayout<Coordinate>.size == 16, MemoryLayout<Coordinate>.stride == 16 {
            return try copied(n, of: Coordinate.self, bytes: 16)
        }
        #endif
        guard let raw = reader.readLittleEndianArray(UInt64.self, count: n * 2) else { throw failure("coordinates run past the section") }
        return (0..<n).map { Coordinate(latitude: Double(bitPattern: raw[2 * $0]), longitude: Double(bitPattern: raw[2 * $0 + 1])) }
    }

    /// `n` values of `T` (`bytes` each, its in-memory little-endian layout) copied as they lie in the file.
    private mutating func copied<T>(_ n: Int, of _: T.Type, bytes size: Int) throws(MapDataError) -> [T] {
        guard n <= reader.readableBytes / size, let slice = reader.readSlice(length: n * size) else {
            throw failure("an array runs past the section")
        }
        let source = slice.readableBytesView
        return [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            if n > 0 { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: source.baseAddress!, byteCount: n * size) }
            initialized = n
        }
    }

    /// A box as the source gave it (an OSM file's own `bounds` may reach past the poles): its four numbers finite.
    public mutating func bounds() throws(MapDataError) -> BoundingBox {
        let finite = CompiledDomain.finite
        return BoundingBox(minLatitude: try f64(in: finite), minLongitude: try f64(in: finite), maxLatitude: try f64(in: finite),
                           maxLongitude: try f64(in: finite))
    }

    /// A value of a `UInt8`-backed enum.
    public mutating func enumeration<E: RawRepresentable>(_: E.Type) throws(MapDataError) -> E where E.RawValue == UInt8 {
        let raw = try u8()
        guard let e = E(rawValue: raw) else { throw failure("an unknown \(E.self) (\(raw))") }
        return e
    }

    /// Fails unless the whole section was read (a section with trailing bytes is not one this version wrote).
    public func expectEnd() throws(MapDataError) {
        guard reader.isAtEnd else { throw failure("\(reader.readableBytes) unexpected bytes at the end of a section") }
    }
}
