/// The compiled map's 64-bit checksum and the content hash that keys the compiled-map cache: four independent
/// multiply-xorshift lanes over 8-byte little-endian words (so it runs at memory speed), folded with the length.
/// It detects damage and tells files apart; it is not a cryptographic hash (the reader never trusts a file because
/// its checksum matches: every offset and index is still checked).
public enum Checksum64 {
    static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    @inline(__always) static func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
        var x = (h ^ w) &* prime1
        x ^= x >> 29
        return x
    }

    /// The checksum of `bytes`.
    /// - Complexity: O(n), one pass.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var a: UInt64 = 0x243F_6A88_85A3_08D3, b: UInt64 = 0x1319_8A2E_0370_7344
        var c: UInt64 = 0xA409_3822_299F_31D0, d: UInt64 = 0x082E_FA98_EC4E_6C89
        let n = bytes.count
        var i = 0
        if let p = bytes.baseAddress {
            while i + 32 <= n {
                a = mix(a, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                b = mix(b, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)))
                c = mix(c, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)))
                d = mix(d, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)))
                i += 32
            }
            var tail: UInt64 = 0, shift: UInt64 = 0
            while i < n {
                tail |= UInt64(p.load(fromByteOffset: i, as: UInt8.self)) << shift
                shift += 8
                if shift == 64 { a = mix(a, tail); tail = 0; shift = 0 }
                i += 1
            }
            a = mix(a, tail)
        }
        var h = mix(mix(mix(a, b &* prime2), c &* prime2), d &* prime2)
        h = mix(h, UInt64(n))
        return h ^ (h >> 32)
    }

    public static func of(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { of($0) } }

    /// 16 lower-case hex digits.
    public static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
