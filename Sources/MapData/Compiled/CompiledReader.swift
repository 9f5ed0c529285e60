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
    /// The bytes the section lies in, when they outlive the reader (a compiled map's): `column` then makes views of
    /// them instead of copies.
    let owner: MappedBytes?
    /// The section's checksum as it is being computed, when it is not verified yet: a checked column hashes each
    /// chunk just before checking its values (`SectionHasher.inRuns`), so its bytes come from memory once.
    let hasher: SectionHasher?

    public init(_ reader: ByteReader, fileOffset: Int, fileName: String) {
        self.init(reader, fileOffset: fileOffset, fileName: fileName, owner: nil)
    }

    init(_ reader: ByteReader, fileOffset: Int, fileName: String, owner: MappedBytes?, hasher: SectionHasher? = nil) {
        self.reader = reader
        self.fileOffset = fileOffset
        self.fileName = fileName
        self.owner = owner
        self.hasher = hasher
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
        #if _endian(little)
        let n = try count(minItemSize: MemoryLayout<T>.size)
        return try copied(n, of: T.self, bytes: MemoryLayout<T>.size, firstInvalid: { _, _ in nil }).values
        #else
        let n = try count(minItemSize: MemoryLayout<T>.size)
        guard let a = reader.readLittleEndianArray(T.self, count: n) else { throw failure("an array runs past the section") }
        return a
        #endif
    }

    /// An `Int32` array whose every value is in `range` (indices into another array, or -1 where allowed).
    public mutating func indices(in range: Range<Int32>, count expected: Int? = nil) throws(MapDataError) -> [Int32] {
        #if _endian(little)
        let n = try count(minItemSize: 4)
        if let expected, n != expected { throw failure("an index array has \(n) entries, not \(expected)") }
        let (a, bad) = try copied(n, of: Int32.self, bytes: 4) { v, block in block.first { !range.contains(v[$0]) } }
        if let bad { throw failure("an index (\(a[bad])) is outside \(range.lowerBound)..<\(range.upperBound)") }
        return a
        #else
        let a = try array(Int32.self)
        if let expected, a.count != expected { throw failure("an index array has \(a.count) entries, not \(expected)") }
        for v in a where !range.contains(v) { throw failure("an index (\(v)) is outside \(range.lowerBound)..<\(range.upperBound)") }
        return a
        #endif
    }

    /// Row offsets: `rows + 1` values from 0, never decreasing, ending at `items`.
    public mutating func rows(count rows: Int, items: Int) throws(MapDataError) -> [Int32] {
        #if _endian(little)
        let n = try count(minItemSize: 4)
        let (o, bad) = try copied(n, of: Int32.self, bytes: 4) { v, block in block.first { $0 > 0 && v[$0 - 1] > v[$0] } }
        #else
        let o = try array(Int32.self)
        let bad = o.indices.dropFirst().first { o[$0 - 1] > o[$0] }
        #endif
        guard o.count == rows + 1, o.first == 0, Int(o[o.count - 1]) == items else {
            throw failure("row offsets do not match their rows and items")
        }
        if bad != nil { throw failure("row offsets decrease") }
        return o
    }

    /// A column of Doubles, each within `range` (see `f64(in:)`).
    public mutating func doubles(in range: ClosedRange<Double>) throws(MapDataError) -> [Double] {
        #if _endian(little)
        let n = try count(minItemSize: 8)
        let (v, bad) = try copied(n, of: Double.self, bytes: 8) { v, block in block.first { !range.contains(v[$0]) } }
        if let bad { throw outside(v[bad], range) }
        #else
        let v = try array(UInt64.self).map { Double(bitPattern: $0) }
        if let bad = v.first(where: { !range.contains($0) }) { throw outside(bad, range) }
        #endif
        return v
    }

    /// A column of Floats, each within `range`.
    public mutating func floats(in range: ClosedRange<Float>) throws(MapDataError) -> [Float] {
        #if _endian(little)
        let n = try count(minItemSize: 4)
        let (v, bad) = try copied(n, of: Float.self, bytes: 4) { v, block in block.first { !range.contains(v[$0]) } }
        if let bad { throw outside(v[bad], range) }
        #else
        let v = try array(UInt32.self).map { Float(bitPattern: $0) }
        if let bad = v.first(where: { !range.contains($0) }) { throw outside(bad, range) }
        #endif
        return v
    }

    /// A column of coordinates, each on the Earth (see `coordinate()`).
    public mutating func coordinates() throws(MapDataError) -> [Coordinate] {
        let n = try count(minItemSize: 16)
        #if _endian(little)
        // A coordinate is two Doubles (latitude, longitude), as the file stores them: one copy, no per-item decoding.
        if MemoryLayout<Coordinate>.size == 16, MemoryLayout<Coordinate>.stride == 16 {
            let (c, bad) = try copied(n, of: Coordinate.self, bytes: 16) { v, block in block.first { !v[$0].isValid } }
            if let bad { throw offTheEarth(c[bad]) }
            return c
        }
        #endif
        guard let raw = reader.readLittleEndianArray(UInt64.self, count: n * 2) else { throw failure("coordinates run past the section") }
        let c = (0..<n).map { Coordinate(latitude: Double(bitPattern: raw[2 * $0]), longitude: Double(bitPattern: raw[2 * $0 + 1])) }
        if let bad = c.first(where: { !$0.isValid }) { throw offTheEarth(bad) }
        return c
    }

    /// `n` values of `T` (`bytes` each, its in-memory little-endian layout) copied as they lie in the file into fresh
    /// pages (`FreshPages`), and checked inside the copy: each block of 16 KiB is handed to `firstInvalid` (the whole
    /// buffer, initialized so far, and the block's indices) right after it is copied, while it is still in the cache,
    /// instead of reading the whole array from memory a second time. The copy stops at the first index
    /// `firstInvalid` returns (the values after it are zero); `bad` is that index. `T` is a plain value (numbers,
    /// coordinates: no references), so its bytes are a value.
    private mutating func copied<T>(_ n: Int, of _: T.Type, bytes size: Int,
                                    firstInvalid: (UnsafeMutableBufferPointer<T>, Range<Int>) -> Int?)
        throws(MapDataError) -> (values: [T], bad: Int?) {
        guard n <= reader.readableBytes / size, let slice = reader.readSlice(length: n * size) else {
            throw failure("an array runs past the section")
        }
        assert(_isPOD(T.self), "CompiledReader.copied: \(T.self) holds references")
        let source = slice.readableBytesView
        var bad: Int?
        let values = [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            initialized = n
            guard n > 0, let base = buffer.baseAddress, let from = source.baseAddress else { return }
            FreshPages.populate(buffer)
            let block = max(1, (16 << 10) / size)
            var start = 0
            while start < n {
                let end = min(n, start + block)
                UnsafeMutableRawPointer(base + start).copyMemory(from: from + start * size, byteCount: (end - start) * size)
                if let b = firstInvalid(buffer, start..<end) {
                    bad = b
                    UnsafeMutableRawPointer(base + end).initializeMemory(as: UInt8.self, repeating: 0, count: (n - end) * size)
                    return
                }
                start = end
            }
        }
        return (values, bad)
    }

    /// A column written by `CompiledWriter.column`: its count, zero bytes up to a multiple of 8 from the file's start,
    /// then `n` values of `T`, `size` bytes each, as `T` lies in memory on a little-endian machine (its fields,
    /// padding included, little-endian numbers of the sizes `fields` lists in order). Read in place, as a view of the mapped file, when the reader's bytes
    /// outlive it (`owner`), the machine is little-endian and the values are aligned (they are, as written: the
    /// padding aligns them); otherwise copied (words swapped on a big-endian machine). Either way `firstInvalid` sees
    /// every value once, in one pass over them, and returns the index of the first it refuses (`bad`); the caller
    /// turns that into its error. `T` is a plain value (numbers, coordinates, records of them: no references) whose
    /// every bit pattern the caller's check accepts or refuses before anything else reads it.
    ///
    /// The values are checked in runs of about one checksum chunk, each chunk hashed just before (`hasher`), so the
    /// column's bytes come from memory once. `checkedLater`: the caller checks the values itself after reading
    /// more of the section (`firstInvalid` is then not called) and covers their chunks as it goes.
    public mutating func column<T>(_: T.Type, bytes size: Int, fields: [Int], checkedLater: Bool = false,
                                   firstInvalid: (UnsafeBufferPointer<T>) -> Int?) throws(MapDataError) -> (values: Column<T>, bad: Int?) {
        assert(_isPOD(T.self) && size == MemoryLayout<T>.size && fields.reduce(0, +) == size,
               "CompiledReader.column: \(T.self) is not a plain record of \(size) bytes")
        let (n, raw) = try columnSlice(size)
        #if _endian(little)
        if let owner, n > 0, size == MemoryLayout<T>.stride, let at = raw.baseAddress,
           Int(bitPattern: at) % MemoryLayout<T>.alignment == 0 {
            let typed = at.bindMemory(to: T.self, capacity: n)
            let bad = checkedLater ? nil : inRuns(UnsafeBufferPointer(start: typed, count: n), firstInvalid)
            return (Column(viewing: typed, count: n, owner: owner), bad)
        }
        #endif
        let values = Column<T>(count: n) { out in
            let to = UnsafeMutableRawPointer(out.baseAddress!)
            for i in 0..<n {
                #if _endian(little)
                (to + i * MemoryLayout<T>.stride).copyMemory(from: raw.baseAddress! + i * size, byteCount: size)
                #else
                var w = 0
                for word in fields {
                    for k in 0..<word { (to + i * MemoryLayout<T>.stride + w + k).storeBytes(of: raw[i * size + w + word - 1 - k], as: UInt8.self) }
                    w += word
                }
                #endif
            }
        }
        let bad = values.withUnsafeBufferPointer { n > 0 && !checkedLater ? firstInvalid($0) : nil }
        return (values, bad)
    }

    /// A column's count and its values' bytes (count, zero padding up to a multiple of 8 from the file's start,
    /// `n` values of `size` bytes).
    private mutating func columnSlice(_ size: Int) throws(MapDataError) -> (Int, UnsafeRawBufferPointer) {
        let n = try count(minItemSize: size)
        let pad = (8 - (fileOffset + reader.readerIndex) & 7) & 7
        guard let padding = reader.readSlice(length: pad), padding.bytes(0, pad).allSatisfy({ $0 == 0 }) else {
            throw failure("a column's padding is missing or not zero")
        }
        guard n <= reader.readableBytes / size, let slice = reader.readSlice(length: n * size) else {
            throw failure("an array runs past the section")
        }
        return (n, UnsafeRawBufferPointer(slice.bytes(0, n * size)))
    }

    /// The records of a column laid out as `column` lays values out, for a caller that reads each record's fields
    /// itself (little-endian, with `loadUnaligned`). Valid while the section's bytes are.
    struct Records {
        let bytes: UnsafeRawBufferPointer
        let count: Int
        let size: Int
        let fileOffset: Int
        let fileName: String
        let hasher: SectionHasher?

        /// The failure of record `i` (its offset in the file).
        func failure(_ i: Int, _ reason: String) -> MapDataError {
            MapDataError(file: fileName, byteOffset: fileOffset + i * size, reason: reason)
        }

        /// Called before record `i` is read, in order: hashes the chunks of the next run of records for the section's
        /// checksum while they come into the cache.
        @inline(__always) func reach(_ i: Int) {
            let run = max(1, SectionChecksum.chunk / size)
            guard let hasher, i % run == 0, let base = bytes.baseAddress else { return }
            hasher.cover(base + i * size, count: min(run, count - i) * size)
        }
    }

    /// The next column's records of `size` bytes each (see `Records`).
    mutating func columnBytes(_ size: Int) throws(MapDataError) -> Records {
        let (n, raw) = try columnSlice(size)
        let at = fileOffset + reader.readerIndex - n * size
        return Records(bytes: raw, count: n, size: size, fileOffset: at, fileName: fileName, hasher: hasher)
    }

    /// `firstInvalid` over `values` lying in the section, in runs whose chunks the hasher covers just before (one
    /// call over all of them without a hasher); the index of the first value refused.
    private func inRuns<T>(_ values: UnsafeBufferPointer<T>, _ firstInvalid: (UnsafeBufferPointer<T>) -> Int?) -> Int? {
        var bad: Int?
        _ = hasher.inRuns(values.baseAddress.map(UnsafeRawPointer.init), count: values.count, stride: MemoryLayout<T>.stride) { run in
            if let b = firstInvalid(UnsafeBufferPointer(rebasing: values[run])) {
                bad = run.lowerBound + b
                return false
            }
            return true
        }
        return bad
    }

    /// A column of coordinates (`column`), each on the Earth (see `coordinate()`).
    public mutating func coordinateColumn() throws(MapDataError) -> Column<Coordinate> {
        let (c, bad) = try column(Coordinate.self, bytes: 16, fields: [8, 8]) { v in v.firstIndex { !$0.isValid } }
        if let bad { throw offTheEarth(c[bad]) }
        return c
    }

    /// A column of `Int32`s (`column`), checked by `firstInvalid`.
    public mutating func int32Column(firstInvalid: (UnsafeBufferPointer<Int32>) -> Int?) throws(MapDataError) -> (values: Column<Int32>, bad: Int?) {
        try column(Int32.self, bytes: 4, fields: [4], firstInvalid: firstInvalid)
    }

    /// A column of `Int32` indices (`column`), each in `range`, as `indices(in:count:)` checks them.
    public mutating func indexColumn(in range: Range<Int32>, count expected: Int? = nil) throws(MapDataError) -> Column<Int32> {
        let (a, bad) = try int32Column { v in v.firstIndex { !range.contains($0) } }
        if let expected, a.count != expected { throw failure("an index array has \(a.count) entries, not \(expected)") }
        if let bad { throw failure("an index (\(a[bad])) is outside \(range.lowerBound)..<\(range.upperBound)") }
        return a
    }

    /// A column of Doubles (`column`), each within `range` (see `f64(in:)`).
    public mutating func doubleColumn(in range: ClosedRange<Double>) throws(MapDataError) -> Column<Double> {
        let (v, bad) = try column(Double.self, bytes: 8, fields: [8]) { v in v.firstIndex { !range.contains($0) } }
        if let bad { throw outside(v[bad], range) }
        return v
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
