/// A bounds-checked reader over borrowed bytes from an untrusted source (a file, a socket, a pipe), shaped like
/// swift-nio's `ByteBuffer`: `readerIndex` moves forward as `read…` calls consume bytes, `get…(at:)` looks
/// without moving, and every read returns nil (or throws, for the varint forms) instead of trapping.
///
/// For the text scanners (XML, NMEA, JSON) the random-access `subscript` returns 0 (NUL, a byte no format we
/// read allows) outside the bytes, so a scanner that looks one byte too far sees "not what I want" and stops,
/// instead of reading memory that is not its own. `UnsafeBufferPointer` subscripts are unchecked in release
/// builds; this one is checked in every build for the price of one comparison.
///
/// The reader does not own the bytes: like `UnsafeRawBufferPointer`, it is valid only inside the
/// `withUnsafeBytes` (or similar) closure that lent them.
public struct ByteReader {
    /// The first byte. An empty buffer may have no address; it gets a non-null one that is never read (every
    /// access checks the index against `endIndex` = 0 first), which spares the hot paths an optional unwrap.
    @usableFromInline let base: UnsafePointer<UInt8>
    /// The index one past the last readable byte.
    public let endIndex: Int
    /// The index of the next byte `read…` returns.
    public var readerIndex: Int

    /// Reads `bytes[0 ..< bytes.count]`.
    @inlinable public init(_ bytes: UnsafeRawBufferPointer) {
        base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? Self.noBytes
        endIndex = bytes.count
        readerIndex = 0
    }

    @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        base = bytes.baseAddress ?? Self.noBytes
        endIndex = bytes.count
        readerIndex = 0
    }

    /// The address of an empty buffer: non-null, never dereferenced.
    @inlinable static var noBytes: UnsafePointer<UInt8> { UnsafePointer(bitPattern: 1)! }

    @inlinable init(base: UnsafePointer<UInt8>, readerIndex: Int, endIndex: Int) {
        self.base = base
        self.readerIndex = readerIndex
        self.endIndex = endIndex
    }

    /// All bytes, readable or already read (`endIndex`).
    @inlinable public var count: Int { endIndex }
    /// Bytes not yet read.
    @inlinable public var readableBytes: Int { endIndex - readerIndex }
    @inlinable public var isAtEnd: Bool { readerIndex >= endIndex }

    // MARK: Random access (never moves the reader)

    /// The byte at `index`, or 0 when `index` is outside `0 ..< count`.
    @inlinable public subscript(index: Int) -> UInt8 {
        guard UInt(bitPattern: index) < UInt(bitPattern: endIndex) else { return 0 }
        return base[index]
    }

    /// The byte at `index`, or nil outside `0 ..< count` (ByteBuffer's `getInteger(at:)`).
    @inlinable public func getByte(at index: Int) -> UInt8? {
        guard UInt(bitPattern: index) < UInt(bitPattern: endIndex) else { return nil }
        return base[index]
    }

    /// The bytes `start ..< end`, clamped to `0 ..< count` (empty when the range is empty or outside).
    @inlinable public func bytes(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        let s = max(0, min(start, endIndex)), e = max(s, min(end, endIndex))
        return UnsafeBufferPointer(start: base + s, count: e - s)
    }

    /// The bytes `start ..< end` (clamped) decoded as UTF-8, invalid sequences replaced.
    @inlinable public func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes(start, end), as: UTF8.self)
    }

    /// A reader over `start ..< start + length` of the same bytes, or nil when that is not inside `0 ..< count`.
    @inlinable public func getSlice(at start: Int, length: Int) -> ByteReader? {
        guard start >= 0, length >= 0, start <= endIndex, length <= endIndex - start else { return nil }
        return ByteReader(base: base + start, readerIndex: 0, endIndex: length)
    }

    /// The index of the first `byte` in `from ..< to` (clamped), or the clamped `to`.
    @inlinable public func firstIndex(of byte: UInt8, from: Int, to: Int) -> Int {
        let e = max(0, min(to, endIndex))
        var k = max(0, from)
        while k < e {
            if base[k] == byte { return k }
            k += 1
        }
        return e
    }

    /// The index of the first byte in `from ..< to` (clamped) that satisfies `predicate`, or the clamped `to`.
    /// The range is checked once, so scanning loops pay no per-byte bounds check.
    @inlinable public func firstIndex(from: Int, to: Int, where predicate: (UInt8) -> Bool) -> Int {
        let e = max(0, min(to, endIndex))
        var k = max(0, from)
        while k < e {
            if predicate(base[k]) { return k }
            k += 1
        }
        return max(k, e)
    }

    /// Whether `count` bytes at `a` equal those at `b`; false when either range leaves the bytes.
    @inlinable public func bytesEqual(_ a: Int, _ b: Int, count: Int) -> Bool {
        guard count >= 0, a >= 0, b >= 0, a <= endIndex - count, b <= endIndex - count else { return false }
        var k = 0
        while k < count {
            if base[a + k] != base[b + k] { return false }
            k += 1
        }
        return true
    }

    // MARK: Reads (move the reader)

    /// The next byte, or nil at the end.
    @inlinable public mutating func readByte() -> UInt8? {
        guard readerIndex < endIndex else { return nil }
        defer { readerIndex += 1 }
        return base[readerIndex]
    }

    /// The next byte without consuming it, or nil at the end.
    @inlinable public func peekByte() -> UInt8? { getByte(at: readerIndex) }

    /// Consumes `length` bytes as a reader of their own, or nil (reader unmoved) when fewer remain.
    @inlinable public mutating func readSlice(length: Int) -> ByteReader? {
        guard let s = getSlice(at: readerIndex, length: length) else { return nil }
        readerIndex += length
        return s
    }

    /// Skips `length` bytes; false (reader unmoved) when fewer remain.
    @inlinable public mutating func moveReaderIndex(forwardBy length: Int) -> Bool {
        guard length >= 0, length <= readableBytes else { return false }
        readerIndex += length
        return true
    }

    /// The unread bytes.
    @inlinable public var readableBytesView: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(bytes(readerIndex, endIndex))
    }
}
