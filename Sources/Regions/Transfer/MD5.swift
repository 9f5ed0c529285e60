import Foundation

/// MD5 (RFC 1321), for the `.md5` files Geofabrik publishes beside each extract. Not for security.
public struct MD5: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32) = (0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476)
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    private static let s: [UInt32] = [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                                      5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
                                      4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                      6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]
    private static let k: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4294967296.0)) }

    public init() {}

    public mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        buffer.append(contentsOf: bytes)
        var offset = 0
        while buffer.count - offset >= 64 {
            block(buffer, offset)
            offset += 64
        }
        buffer.removeFirst(offset)
    }

    private mutating func block(_ b: [UInt8], _ o: Int) {
        var m = [UInt32](repeating: 0, count: 16)
        for i in 0..<16 {
            m[i] = UInt32(b[o + 4 * i]) | UInt32(b[o + 4 * i + 1]) << 8 | UInt32(b[o + 4 * i + 2]) << 16 | UInt32(b[o + 4 * i + 3]) << 24
        }
        var (a, bb, c, d) = state
        for i in 0..<64 {
            var f: UInt32, g: Int
            switch i {
            case 0..<16: f = (bb & c) | (~bb & d); g = i
            case 16..<32: f = (d & bb) | (~d & c); g = (5 * i + 1) % 16
            case 32..<48: f = bb ^ c ^ d; g = (3 * i + 5) % 16
            default: f = c ^ (bb | ~d); g = (7 * i) % 16
            }
            f = f &+ a &+ Self.k[i] &+ m[g]
            a = d; d = c; c = bb
            bb = bb &+ (f << Self.s[i] | f >> (32 - Self.s[i]))
        }
        state = (state.0 &+ a, state.1 &+ bb, state.2 &+ c, state.3 &+ d)
    }

    /// The digest as 32 lowercase hex digits.
    public mutating func finish() -> String {
        let bits = length &* 8
        var pad: [UInt8] = [0x80]
        while (buffer.count + pad.count) % 64 != 56 { pad.append(0) }
        for i in 0..<8 { pad.append(UInt8(truncatingIfNeeded: bits >> (8 * UInt64(i)))) }
        let saved = length
        update(pad)
        length = saved
        var out = ""
        for w in [state.0, state.1, state.2, state.3] {
            for i in 0..<4 {
                let byte = UInt8(truncatingIfNeeded: w >> (8 * UInt32(i)))
                out += String(byte >> 4, radix: 16) + String(byte & 0xf, radix: 16)
            }
        }
        return out
    }

    /// The MD5 of a file, read in 1 MiB chunks.
    public static func file(_ path: String) -> String? {
        guard let h = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? h.close() }
        var md5 = MD5()
        while let chunk = try? h.read(upToCount: 1 << 20), !chunk.isEmpty { md5.update([UInt8](chunk)) }
        return md5.finish()
    }
}
