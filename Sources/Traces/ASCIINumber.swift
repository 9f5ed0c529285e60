import Text
/// Number parsing straight from ASCII bytes, for the hot loops of the readers (no `String`, no Foundation).
enum ASCIINumber {
    /// Exact powers of ten; dividing an integer mantissa by one of these is correctly rounded.
    @usableFromInline static let powersOfTen: [Double] = (0...22).map { k in
        var v = 1.0
        for _ in 0..<k { v *= 10 }
        return v
    }

    /// Parses `[+-]digits[.digits][(e|E)[+-]digits]` filling exactly `p[start..<end]`; nil otherwise
    /// (and nil for values that overflow to infinity).
    @inlinable static func double(_ p: ByteReader, _ start: Int, _ end: Int) -> Double? {
        var i = start
        guard i < end else { return nil }
        var negative = false
        if p[i] == UInt8(ascii: "-") { negative = true; i += 1 } else if p[i] == UInt8(ascii: "+") { i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var seenDigit = false
        while i < end, p[i] &- 48 < 10 {
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(p[i] &- 48); if mantissa != 0 { digits += 1 } } else { scale -= 1 }
            seenDigit = true
            i += 1
        }
        if i < end, p[i] == UInt8(ascii: ".") {
            i += 1
            while i < end, p[i] &- 48 < 10 {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(p[i] &- 48); if mantissa != 0 { digits += 1 }; scale += 1 }
                seenDigit = true
                i += 1
            }
        }
        guard seenDigit else { return nil }
        var exponent = 0
        if i < end, p[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var expNegative = false
            if i < end, p[i] == UInt8(ascii: "-") { expNegative = true; i += 1 } else if i < end, p[i] == UInt8(ascii: "+") { i += 1 }
            var expDigits = 0
            while i < end, p[i] &- 48 < 10 {
                if exponent < 10_000 { exponent = exponent * 10 + Int(p[i] &- 48) }
                expDigits += 1
                i += 1
            }
            guard expDigits > 0 else { return nil }
            if expNegative { exponent = -exponent }
        }
        guard i == end else { return nil }
        let e = exponent - scale
        var v = Double(mantissa)
        if e == 0 {
        } else if e < 0 && e >= -22 {
            v /= powersOfTen[-e]
        } else if e > 0 && e <= 22 {
            v *= powersOfTen[e]
        } else {
            // Rare: fall back to the standard library for extreme exponents.
            let text = String(decoding: p.bytes(start, end), as: UTF8.self)
            guard let d = Double(text), d.isFinite else { return nil }
            return d
        }
        return negative ? -v : v
    }

    /// Parses unsigned decimal digits filling `p[start..<end]`; nil when empty or not all digits.
    @inlinable static func int(_ p: ByteReader, _ start: Int, _ end: Int) -> Int? {
        guard start < end, end - start <= 18 else { return nil }
        var v = 0
        for i in start..<end {
            let d = p[i] &- 48
            guard d < 10 else { return nil }
            v = v * 10 + Int(d)
        }
        return v
    }

    /// Two decimal digits at `p[i]`, `p[i+1]`; nil when either is not a digit.
    @inlinable static func twoDigits(_ p: ByteReader, _ i: Int) -> Int? {
        let a = p[i] &- 48, b = p[i + 1] &- 48
        guard a < 10, b < 10 else { return nil }
        return Int(a) * 10 + Int(b)
    }

    @inlinable static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
    }

    /// The range `start..<end` without leading and trailing XML whitespace.
    @inlinable static func trimmed(_ p: ByteReader, _ start: Int, _ end: Int) -> (Int, Int) {
        var s = start, e = end
        while s < e, isSpace(p[s]) { s += 1 }
        while e > s, isSpace(p[e - 1]) { e -= 1 }
        return (s, e)
    }
}
