/// The one byte buffer that every `--json`, `--jsonl` and text listing writes into: UTF-8 bytes appended in place,
/// numbers and times formatted straight into the buffer (no `String` per value, no Foundation, no locale).
///
/// Build a line or a whole document, then hand `bytes` (or `string`) to the output. `JSONWriter` adds JSON structure
/// (keys, separators, quoting) on top of it.
///
/// The storage is an array kept longer than the text (`count` bytes are text, the rest is room), so that a write is a
/// capacity check and a store or a `memcpy`, not an `Array.append` with its bookkeeping: appends were a tenth of
/// `navsim trace --jsonl`.
public struct TextWriter: Sendable {
    @usableFromInline var storage: [UInt8]
    /// Number of bytes written (`storage[..<used]`).
    @usableFromInline var used: Int
    /// Number of bytes written.
    public var count: Int { used }

    public init(capacity: Int = 256) {
        storage = [UInt8](repeating: 0, count: max(capacity, 16))
        used = 0
    }

    /// The text written so far, UTF-8.
    public var bytes: [UInt8] { Array(storage[..<used]) }

    /// The text written so far as a `String`.
    public var string: String { String(decoding: storage[..<used], as: UTF8.self) }

    /// Forgets the text but keeps the room (reuse one writer for many lines).
    public mutating func removeAll() { used = 0 }

    /// Makes room for `n` more bytes.
    @inlinable @inline(__always) mutating func reserve(_ n: Int) {
        if used &+ n > storage.count { grow(used &+ n) }
    }

    @usableFromInline mutating func grow(_ needed: Int) {
        storage.append(contentsOf: repeatElement(0, count: max(needed, storage.count * 2) - storage.count))
    }

    /// Appends one byte.
    @inlinable public mutating func write(byte b: UInt8) {
        reserve(1)
        storage[used] = b
        used &+= 1
    }

    /// Appends the bytes at `p` (a copy).
    @inlinable public mutating func write(bytes p: UnsafeBufferPointer<UInt8>) {
        guard let base = p.baseAddress, p.count > 0 else { return }
        reserve(p.count)
        let at = used
        storage.withUnsafeMutableBufferPointer { ($0.baseAddress! + at).update(from: base, count: p.count) }
        used &+= p.count
    }

    /// Appends text as it is (no escaping: the caller vouches for it, e.g. sanitized or schema text).
    @inlinable public mutating func write(_ s: String) {
        var s = s
        s.withUTF8 { write(bytes: $0) }
    }

    /// Appends a literal.
    @inlinable public mutating func write(_ s: StaticString) {
        s.withUTF8Buffer { write(bytes: $0) }
    }

    /// Appends UTF-8 bytes.
    public mutating func write<C: Collection>(bytes other: C) where C.Element == UInt8 {
        if other.withContiguousStorageIfAvailable({ write(bytes: $0) }) != nil { return }
        for b in other { write(byte: b) }
    }

    /// Appends `n` copies of `b` (padding).
    public mutating func write(repeating b: UInt8, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        let at = used
        storage.withUnsafeMutableBufferPointer { ($0.baseAddress! + at).update(repeating: b, count: n) }
        used &+= n
    }

    /// Pads with spaces so that the text written since byte `start` is at least `width` columns, and at least one
    /// space follows it: the column layout of the text listings. Columns hold ASCII (numbers, times), so one byte is
    /// one column.
    public mutating func padColumn(from start: Int, width: Int) {
        let used = count - start
        write(repeating: 0x20, count: used >= width ? 1 : width - used)
    }
}
