/// A decoding failure inside a protobuf message.
struct ProtobufError: Error {
    var reason: String
}

/// A minimal, bounds-checked protocol-buffers wire-format reader over borrowed bytes.
/// Every length read is checked against the bytes that remain, so a corrupt length can never make it
/// read outside its buffer or allocate.
struct ProtobufReader {
    /// Wire types (protobuf encoding spec).
    static let varint = 0, fixed64 = 1, lengthDelimited = 2, fixed32 = 5

    private(set) var pos: UnsafePointer<UInt8>
    let end: UnsafePointer<UInt8>

    init(_ bytes: UnsafeRawBufferPointer) {
        // An empty buffer may have a nil base; point at a static byte so pos == end.
        let base = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) } ?? ProtobufReader.emptyPointer
        pos = base
        end = base + bytes.count
    }

    init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
        pos = start
        self.end = end
    }

    nonisolated(unsafe) private static let emptyPointer: UnsafePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        p.initialize(to: 0)
        return UnsafePointer(p)
    }()

    var isAtEnd: Bool { pos >= end }
    var remaining: Int { end - pos }

    @inline(__always) mutating func readVarint() throws(ProtobufError) -> UInt64 {
        if pos < end, pos.pointee < 0x80 {
            let v = UInt64(pos.pointee)
            pos += 1
            return v
        }
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while pos < end {
            let b = pos.pointee
            pos += 1
            result |= UInt64(b & 0x7f) << shift
            if b < 0x80 { return result }
            shift += 7
            if shift >= 64 { throw ProtobufError(reason: "varint longer than 10 bytes") }
        }
        throw ProtobufError(reason: "message ends inside a varint")
    }

    /// Consumes the next byte if it is 0 (a packed "0" varint) and says whether it did.
    @inline(__always) mutating func readZeroByte() -> Bool {
        guard pos < end, pos.pointee == 0 else { return false }
        pos += 1
        return true
    }

    @inline(__always) static func zigzag(_ v: UInt64) -> Int64 {
        Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1)))
    }

    @inline(__always) mutating func readSInt() throws(ProtobufError) -> Int64 { Self.zigzag(try readVarint()) }

    /// Reads a field key: (field number, wire type).
    @inline(__always) mutating func readKey() throws(ProtobufError) -> (field: Int, wire: Int) {
        let k = try readVarint()
        return (Int(truncatingIfNeeded: k >> 3), Int(k & 7))
    }

    /// Reads a length-delimited field's bytes as a sub-reader.
    mutating func readBytes() throws(ProtobufError) -> ProtobufReader {
        let len = try readVarint()
        guard len <= UInt64(remaining) else {
            throw ProtobufError(reason: "field length \(len) exceeds the \(remaining) bytes that remain")
        }
        let sub = ProtobufReader(start: pos, end: pos + Int(len))
        pos += Int(len)
        return sub
    }

    /// The bytes of this reader as a raw buffer.
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: pos, count: remaining) }

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
        guard n <= remaining else { throw ProtobufError(reason: "message ends inside a fixed-size field") }
        pos += n
    }

    /// Reads a string field.
    mutating func readString() throws(ProtobufError) -> String {
        let b = try readBytes()
        return String(decoding: b.buffer, as: UTF8.self)
    }

    /// Counts the varints in a packed field (for reserving).
    func countVarints() -> Int {
        var n = 0
        var p = pos
        while p < end {
            if p.pointee < 0x80 { n += 1 }
            p += 1
        }
        return n
    }
}
