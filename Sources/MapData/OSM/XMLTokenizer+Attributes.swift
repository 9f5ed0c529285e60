import Text

/// Attribute values of the last start tag: strings with entities decoded, 64-bit integers and OSM coordinates, read
/// from the bytes with checked arithmetic.
extension XMLTokenizer {
    /// Why a value does not read as a number.
    enum NumberProblem: Error {
        case notANumber, outOfRange
    }

    /// The attribute `name` of the last start tag (the first one when it is repeated).
    func attribute(_ name: StaticString) -> Attribute? {
        for a in attributes where equal(a.name, name) { return a }
        return nil
    }

    /// The value of `a` as XML 1.0 gives it: a literal line break (CR LF, CR or LF, 2.11) or tab becomes a space
    /// (3.3.3), then entities are decoded (`&amp; &lt; &gt; &quot; &apos; &#N; &#xH;`; an unknown one is kept as
    /// written), so `&#10;` is a line feed and a literal one a space, as libxml2 and the OSM tools read them.
    func string(_ a: Attribute) -> String {
        let (s, e) = (a.value.lowerBound, a.value.upperBound)
        guard a.needsDecoding else { return b.string(s, e) }
        guard b.firstIndex(from: s, to: e, where: Self.isNormalizedSpace) < e else { return XMLText.decoded(b, s, e) }
        var spaced = [UInt8]()
        spaced.reserveCapacity(e - s)
        // A CR directly before an LF goes (the pair is one break); the LF is looked at only inside the value.
        for k in s..<e where !(b[k] == 0x0d && k + 1 < e && b[k + 1] == 0x0a) {
            spaced.append(Self.isNormalizedSpace(b[k]) ? 0x20 : b[k])
        }
        return spaced.withUnsafeBufferPointer { XMLText.decoded(ByteReader($0), 0, $0.count) }
    }

    /// The value of attribute `name`, decoded, or nil when the tag has none.
    func string(_ name: StaticString) -> String? { attribute(name).map(string) }

    /// A decimal integer (an optional `-`, then digits), the whole Int64 range: Int64.min and Int64.max are legal ids.
    func int64(_ r: Range<Int>) -> Result<Int64, NumberProblem> {
        var k = r.lowerBound
        var negative = false
        if k < r.upperBound, b[k] == 0x2d { negative = true; k += 1 }
        guard k < r.upperBound else { return .failure(.notANumber) }
        // Accumulated negatively so that the whole range reads with checked arithmetic.
        var v: Int64 = 0
        while k < r.upperBound {
            let d = b[k] &- 0x30
            guard d < 10 else { return .failure(.notANumber) }
            guard let next = CheckedInt.multiplyAdd(v, 10, -Int64(d)) else { return .failure(.outOfRange) }
            v = next
            k += 1
        }
        if negative { return .success(v) }
        guard v != Int64.min else { return .failure(.outOfRange) }
        return .success(-v)
    }

    /// A decimal degree value as 1e-7 degree fixed point (rounded half away from zero), exact for OSM's 7 decimals,
    /// within ±`limit`.
    func coordinate(_ r: Range<Int>, limit: Int64) -> Result<Int32, NumberProblem> {
        var k = r.lowerBound
        var negative = false
        if k < r.upperBound, b[k] == 0x2d || b[k] == 0x2b { negative = b[k] == 0x2d; k += 1 }
        var whole: Int64 = 0, frac: Int64 = 0, digits = 0, fracDigits = 0
        var seenDot = false, roundUp = false
        while k < r.upperBound {
            let c = b[k]
            if c == 0x2e, !seenDot { seenDot = true; k += 1; continue }
            let d = c &- 0x30
            guard d < 10 else { return .failure(.notANumber) }
            digits += 1
            if !seenDot {
                guard whole < 1000 else { return .failure(.outOfRange) }
                whole = whole * 10 + Int64(d)
            } else if fracDigits < 7 {
                frac = frac * 10 + Int64(d); fracDigits += 1
            } else if fracDigits == 7 {
                roundUp = d >= 5; fracDigits += 1
            }
            k += 1
        }
        guard digits > 0 else { return .failure(.notANumber) }
        for _ in min(fracDigits, 7)..<7 { frac *= 10 }
        var v = whole * 10_000_000 + frac + (roundUp ? 1 : 0)
        if negative { v = -v }
        guard v >= -limit, v <= limit else { return .failure(.outOfRange) }
        return .success(Int32(v))
    }

    /// Attribute `name` of `element` as an Int64.
    /// - Throws: when it is missing, not an integer or out of the 64-bit range.
    func int64(_ name: StaticString, in element: Range<Int>) throws(Failure) -> Int64 {
        guard let a = attribute(name) else { throw fail("<\(text(element))> has no \(name) attribute", at: element.lowerBound - 1) }
        switch int64(a.value) {
        case .success(let v): return v
        case .failure(.notANumber): throw fail("\(name)=\"\(text(a.value))\" is not an integer", at: a.value.lowerBound)
        case .failure(.outOfRange): throw fail("\(name)=\"\(text(a.value))\" is out of the 64-bit range", at: a.value.lowerBound)
        }
    }

    /// Attribute `name` of `element` as a fixed-point coordinate within ±`limit`.
    /// - Throws: when it is missing, not a number or out of range.
    func coordinate(_ name: StaticString, in element: Range<Int>, limit: Int64) throws(Failure) -> Int32 {
        guard let a = attribute(name) else { throw fail("<\(text(element))> has no \(name) attribute", at: element.lowerBound - 1) }
        switch coordinate(a.value, limit: limit) {
        case .success(let v): return v
        case .failure(.notANumber): throw fail("\(name)=\"\(text(a.value))\" is not a number", at: a.value.lowerBound)
        case .failure(.outOfRange): throw fail("\(name)=\"\(text(a.value))\" is out of range", at: a.value.lowerBound)
        }
    }
}
