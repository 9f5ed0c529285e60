/// The one byte buffer that every `--json`, `--jsonl` and text listing writes into: UTF-8 bytes appended in place,
/// numbers and times formatted straight into the buffer (no `String` per value, no Foundation, no locale).
///
/// Build a line or a whole document, then hand `bytes` to the output (or take `string`). `JSONWriter` adds JSON
/// structure (keys, separators, quoting) on top of it.
public struct TextWriter: Sendable {
    /// The text written so far, UTF-8.
    public var bytes: [UInt8]

    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far as a `String`.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Number of bytes written.
    public var count: Int { bytes.count }

    /// Forgets the text but keeps the capacity (reuse one writer for many lines).
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends one byte.
    @inlinable public mutating func write(byte b: UInt8) { bytes.append(b) }

    /// Appends text as it is (no escaping: the caller vouches for it, e.g. sanitized or schema text).
    @inlinable public mutating func write(_ s: String) {
        var s = s
        s.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends a literal.
    @inlinable public mutating func write(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends UTF-8 bytes.
    @inlinable public mutating func write<C: Collection>(bytes other: C) where C.Element == UInt8 {
        bytes.append(contentsOf: other)
    }

    /// Appends `n` copies of `b` (padding).
    public mutating func write(repeating b: UInt8, count n: Int) {
        if n > 0 { bytes.append(contentsOf: repeatElement(b, count: n)) }
    }

    /// Pads with spaces so that the text written since byte `start` is at least `width` columns, and at least one
    /// space follows it: the column layout of the text listings. Columns hold ASCII (numbers, times), so one byte is
    /// one column.
    public mutating func padColumn(from start: Int, width: Int) {
        let used = bytes.count - start
        write(repeating: 0x20, count: used >= width ? 1 : width - used)
    }
}
