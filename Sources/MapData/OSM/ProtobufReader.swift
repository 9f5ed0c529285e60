import Text

/// A decoding failure inside a protobuf message: a reason only; `PBFReader` adds the blob's offset.
typealias ProtobufError = SourceError

/// A minimal protocol-buffers wire-format reader over borrowed bytes, on Text's bounds-checked `ByteReader`:
/// every read is checked against the bytes that remain, so a corrupt length or index can never make it read
/// outside its buffer or allocate, and every integer that becomes an index or a size goes through a checked
/// conversion (`readIndex`, `readSize`).
struct ProtobufReader {
    /// Wire types (protobuf encoding spec).
    static let varint = 0, fixed64 = 1, lengthDelimited = 2, fixed32 = 5

    private(set) var bytes: ByteReader

    init(_ raw: UnsafeRawBufferPointer) { bytes = ByteReader(raw) }

    init(_ reader: ByteReader) { bytes = reader }

    var isAtEnd: Bool { bytes.isAtEnd }
    var remaining: Int { bytes.readableBytes }

    @inline(__always) mutating func readVarint() throws(ProtobufError) -> UInt64 {
        do throws(VarintError) {
            return try bytes.readVarint()
        } catch {
            throw ProtobufError(reason: error == .tooLong ? "varint longer than 10 bytes" : "message ends inside a varint")
        }
    }

    /// A varint used as an index into a table of `count` entries (string table, key classes).
    @inline(__always) mutating func readIndex(count: Int, what: @autoclosure () -> String) throws(ProtobufError) -> Int {
        let v = try readVarint()
        guard let i = CheckedInt.index(v, count: count) else {
            throw ProtobufError(reason: "\(what()) index \(v) outside the string table of \(count)")
        }
        return i
    }

    /// A varint used as a size, in `0 ... limit`.
    mutating func readSize(limit: Int, what: String) throws(ProtobufError) -> Int {
        let v = try readVarint()
        guard let n = CheckedInt.size(v, limit: limit) else { throw ProtobufError(reason: "\(what) \(v) is not in 0...\(limit)") }
        return n
    }

    /// Consumes the next byte if it is 0 (a packed "0" varint) and says whether it did.
    @inline(__always) mutating func readZeroByte() -> Bool { bytes.readZeroByte() }

    @inline(__always) static func zigzag(_ v: UInt64) -> Int64 {
        Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1)))
    }

    @inline(__always) mutating func readSInt() throws(ProtobufError) -> Int64 { Self.zigzag(try readVarint()) }

    /// Reads a field key: (field number, wire type).
    @inline(__always) mutating func readKey() throws(ProtobufError) -> (field: Int, wire: Int) {
        let k = try readVarint()
        // Field numbers are at most 2^29 - 1; a larger one cannot match any field we read.
        return (Int(truncatingIfNeeded: min(k >> 3, UInt64(Int32.max))), Int(k & 7))
    }

    /// Reads a length-delimited field's bytes as a sub-reader.
    mutating func readBytes() throws(ProtobufError) -> ProtobufReader {
        let len = try readVarint()
        guard len <= UInt64(remaining), let sub = bytes.readSlice(length: Int(len)) else {
            throw ProtobufError(reason: "field length \(len) exceeds the \(remaining) bytes that remain")
        }
        return ProtobufReader(sub)
    }

    /// The unread bytes of this reader as a raw buffer.
    var buffer: UnsafeRawBufferPointer { bytes.readableBytesView }

    /// Skips a field of the given wire type.
    mutating func skip(wire: Int) throws(ProtobufError) {
        switch wire {
        case Self.varint: _ = try readVarint()
        case Self.fixed64: try advance(8)
        case Self.lengthDelimited: _ = try readBytes()
        case Self.fixed32: try advance(4)
        default: throw ProtobufError(reason: "unknown wire type \(wire)")
        }
    }

    private mutating func advance(_ n: Int) throws(ProtobufError) {
        guard bytes.moveReaderIndex(forwardBy: n) else { throw ProtobufError(reason: "message ends inside a fixed-size field") }
    }

    /// Reads a string field.
    mutating func readString() throws(ProtobufError) -> String {
        let b = try readBytes()
        return String(decoding: b.buffer, as: UTF8.self)
    }

    /// Counts the varints in a packed field (for reserving).
    func countVarints() -> Int { bytes.countVarints() }
}
