/// A minimal protocol-buffers wire-format writer (the counterpart of `ProtobufReader`), for the PBF writer.
struct ProtobufWriter {
    private(set) var bytes: [UInt8] = []

    mutating func varint(_ v: UInt64) {
        var v = v
        while v >= 0x80 { bytes.append(UInt8(v & 0x7f) | 0x80); v >>= 7 }
        bytes.append(UInt8(v))
    }

    static func zigzag(_ v: Int64) -> UInt64 { UInt64(bitPattern: (v << 1) ^ (v >> 63)) }

    mutating func key(_ field: Int, _ wire: Int) { varint(UInt64(field << 3 | wire)) }

    mutating func uint(_ field: Int, _ v: UInt64) { key(field, ProtobufReader.varint); varint(v) }
    mutating func int(_ field: Int, _ v: Int64) { uint(field, UInt64(bitPattern: v)) }
    mutating func sint(_ field: Int, _ v: Int64) { uint(field, Self.zigzag(v)) }

    mutating func bytes(_ field: Int, _ b: [UInt8]) {
        key(field, ProtobufReader.lengthDelimited)
        varint(UInt64(b.count))
        bytes.append(contentsOf: b)
    }

    mutating func string(_ field: Int, _ s: String) { bytes(field, Array(s.utf8)) }

    mutating func message(_ field: Int, _ w: ProtobufWriter) { bytes(field, w.bytes) }

    /// A packed repeated varint field (omitted when empty).
    mutating func packed(_ field: Int, _ values: [UInt64]) {
        guard !values.isEmpty else { return }
        var inner = ProtobufWriter()
        for v in values { inner.varint(v) }
        bytes(field, inner.bytes)
    }

    /// A packed, delta-coded sint64 field.
    mutating func packedDeltas(_ field: Int, _ values: [Int64]) {
        var prev: Int64 = 0
        packed(field, values.map { v in defer { prev = v }; return Self.zigzag(v &- prev) })
    }
}
