/// How `TextWriter.write(_:places:style:)` lays out the rounded decimal.
public enum DecimalStyle: Sendable {
    /// Exactly `places` decimals: "12.50", "3.00" (event streams, text listings).
    case fixed
    /// At most `places` decimals, trailing zeros and a bare point dropped: "12.5", "3" (trace, route and match JSON, GPX).
    case trimmed
}

extension TextWriter {
    /// The most decimals a number is written with (10^17 still fits the 64-bit fraction arithmetic).
    public static let maximumPlaces = 17

    /// Appends `v` rounded to `places` decimals, without exponent.
    ///
    /// The one rounding policy of every output: **to nearest, ties to even, on the exact binary value of `v`**, which
    /// is what C's `printf("%.*f")` does (glibc, musl, Apple's libc). So the printed decimal is always the one nearest
    /// to the stored double: 1.115 (stored as 1.11499999999999999…) gives "1.11" and 0.125 gives "0.12". (Two of the
    /// former formatters multiplied by 10^places first and rounded the product, which rounds twice and turned 1.115
    /// into "1.12"; every golden reads the same under both, see TextWriterNumberTests.)
    ///
    /// A value that rounds to zero is written without a sign ("0.0", never "-0.0"). Non-finite values are written
    /// "nan", "inf", "-inf" (JSONWriter writes `null` instead). `places` is clamped to 0 ... `maximumPlaces`.
    /// - Complexity: O(digits) with 64×64→128-bit integer arithmetic and no allocation; values of 2^63 and more
    ///   (integers) take a slower exact path.
    public mutating func write(_ v: Double, places: Int, style: DecimalStyle = .fixed) {
        guard v.isFinite else {
            write(v.isNaN ? "nan" : v < 0 ? "-inf" : "inf" as StaticString)
            return
        }
        let places = min(max(places, 0), Self.maximumPlaces)
        var p: UInt64 = 1
        for _ in 0..<places { p &*= 10 }
        let bits = v.bitPattern
        let exponentBits = Int(truncatingIfNeeded: (bits >> 52) & 0x7FF)
        let fraction = bits & ((1 << 52) - 1)
        let significand = exponentBits == 0 ? fraction : fraction | (1 << 52)
        let e = exponentBits == 0 ? -1074 : exponentBits - 1075
        var integer: UInt64
        var decimals: UInt64 = 0
        if e >= 0 {
            guard e <= 10 else {  // |v| ≥ 2^63: an integer too large for UInt64.
                if v < 0 { write(byte: UInt8(ascii: "-")) }
                writeLargeInteger(significand, shiftedLeftBy: e)
                if style == .fixed && places > 0 {
                    write(byte: UInt8(ascii: "."))
                    write(repeating: UInt8(ascii: "0"), count: places)
                }
                return
            }
            integer = significand << e
        } else {
            let k = -e
            let below: UInt64
            if k >= 64 { integer = 0; below = significand } else { integer = significand >> k; below = significand & ((1 << k) - 1) }
            // below / 2^k is the fraction; N = below · 10^places; decimals = N / 2^k, rounded on the remainder.
            let (hi, lo) = below.multipliedFullWidth(by: p)
            var order = -1  // remainder compared with half of 2^k: -1 less, 0 equal, 1 greater
            if k >= 128 {
                decimals = 0  // N < 2^117 ≤ 2^(k-1)
            } else if k >= 64 {
                let s = k - 64
                if s == 0 {
                    decimals = hi
                    order = lo > 1 << 63 ? 1 : lo == 1 << 63 ? 0 : -1
                } else {
                    decimals = hi >> s
                    let remHi = hi & ((1 << s) - 1), halfHi: UInt64 = 1 << (s - 1)
                    order = remHi > halfHi || (remHi == halfHi && lo > 0) ? 1 : remHi == halfHi ? 0 : -1
                }
            } else {
                decimals = (hi << (64 - k)) | (lo >> k)
                let rem = lo & ((1 << k) - 1), half: UInt64 = 1 << (k - 1)
                order = rem > half ? 1 : rem == half ? 0 : -1
            }
            let odd = (places == 0 ? integer : decimals) & 1 == 1
            if order > 0 || (order == 0 && odd) {
                decimals += 1
                if decimals == p { decimals = 0; integer += 1 }
            }
        }
        if v < 0 && (integer != 0 || decimals != 0) { write(byte: UInt8(ascii: "-")) }
        write(digitsOf: integer, minimumWidth: 1)
        var width = places
        if style == .trimmed {
            while width > 0 && decimals % 10 == 0 { decimals /= 10; width -= 1 }
        }
        if width > 0 {
            write(byte: UInt8(ascii: "."))
            write(digitsOf: decimals, minimumWidth: width)
        }
    }

    /// The exact decimal digits of `significand · 2^shift` (a double of 2^63 or more is an integer).
    private mutating func writeLargeInteger(_ significand: UInt64, shiftedLeftBy shift: Int) {
        // Little-endian 32-bit limbs of significand << shift.
        var limbs = [UInt32](repeating: 0, count: shift / 32)
        let bitShift = shift % 32
        var carry: UInt64 = 0
        for word in [UInt32(truncatingIfNeeded: significand), UInt32(truncatingIfNeeded: significand >> 32)] {
            let wide = (UInt64(word) << bitShift) | carry
            limbs.append(UInt32(truncatingIfNeeded: wide))
            carry = wide >> 32
        }
        if carry != 0 { limbs.append(UInt32(truncatingIfNeeded: carry)) }
        while limbs.last == 0 { limbs.removeLast() }
        // Repeated division by 10^9 gives base-10^9 chunks, least significant first.
        var chunks: [UInt64] = []
        while !limbs.isEmpty {
            var rem: UInt64 = 0
            for i in stride(from: limbs.count - 1, through: 0, by: -1) {
                let cur = rem << 32 | UInt64(limbs[i])
                limbs[i] = UInt32(truncatingIfNeeded: cur / 1_000_000_000)
                rem = cur % 1_000_000_000
            }
            chunks.append(rem)
            while limbs.last == 0 { limbs.removeLast() }
        }
        for (i, chunk) in chunks.reversed().enumerated() { write(digitsOf: chunk, minimumWidth: i == 0 ? 1 : 9) }
    }
}

extension TextWriter {
    /// `v` rounded to `places` decimals as a `String`, for text assembled from parts (see `write(_:places:style:)`).
    public static func decimal(_ v: Double, places: Int, style: DecimalStyle = .fixed) -> String {
        var w = TextWriter(capacity: 24)
        w.write(v, places: places, style: style)
        return w.string
    }
}
