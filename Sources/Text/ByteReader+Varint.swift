/// Why a varint or an integer from untrusted bytes could not be read.
public enum VarintError: Error, Equatable, Sendable {
    /// The bytes ended inside the varint.
    case truncated
    /// More than 10 bytes, or a 10th byte with bits beyond 64.
    case tooLong
}

extension ByteReader {
    /// Reads a base-128 varint (protocol buffers' encoding) into 64 bits.
    /// - Throws: `VarintError` when the bytes end inside it or it is longer than 10 bytes.
    @inlinable public mutating func readVarint() throws(VarintError) -> UInt64 {
        if readerIndex < endIndex, base[readerIndex] < 0x80 {
            defer { readerIndex += 1 }
            return UInt64(base[readerIndex])
        }
        var result: UInt64 = 0
        var shift: UInt64 = 0
        var k = readerIndex
        while k < endIndex {
            let b = base[k]
            k += 1
            result |= UInt64(b & 0x7f) << shift
            if b < 0x80 {
                readerIndex = k
                return result
            }
            shift += 7
            if shift >= 64 { throw .tooLong }
        }
        throw .truncated
    }

    /// Consumes the next byte if it is 0 (a packed "0" varint) and says whether it did.
    @inlinable public mutating func readZeroByte() -> Bool {
        guard getByte(at: readerIndex) == 0 else { return false }
        readerIndex += 1
        return true
    }

    /// Counts the varints in the unread bytes (the bytes below 0x80 end one each), for reserving.
    @inlinable public func countVarints() -> Int {
        var n = 0
        var k = readerIndex
        while k < endIndex {
            if base[k] < 0x80 { n += 1 }
            k += 1
        }
        return n
    }
}

/// Checked conversions for integers taken from a file before they become an index, a size or a multiplier.
public enum CheckedInt {
    /// `v` as an index into a table of `count` entries, or nil. Works on the unsigned value, so a varint of
    /// 2^63 or more cannot turn into a negative `Int`.
    @inlinable public static func index(_ v: UInt64, count: Int) -> Int? {
        guard count > 0, v < UInt64(count) else { return nil }
        return Int(v)
    }

    /// `v` as a size in `0 ... limit`, or nil.
    @inlinable public static func size(_ v: UInt64, limit: Int) -> Int? {
        guard limit >= 0, v <= UInt64(limit) else { return nil }
        return Int(v)
    }

    /// A signed value as a size in `0 ... limit`, or nil.
    @inlinable public static func size(_ v: Int64, limit: Int) -> Int? {
        guard v >= 0, v <= Int64(limit) else { return nil }
        return Int(v)
    }

    /// `a · b + c` or nil on overflow.
    @inlinable public static func multiplyAdd(_ a: Int64, _ b: Int64, _ c: Int64) -> Int64? {
        let (m, o1) = a.multipliedReportingOverflow(by: b)
        let (s, o2) = m.addingReportingOverflow(c)
        return o1 || o2 ? nil : s
    }

    /// `v / d` rounded half away from zero, without the overflow of `(v + d/2) / d`.
    @inlinable public static func roundedDivision(_ v: Int64, by d: Int64) -> Int64 {
        let q = v / d, r = v % d
        if r >= 0 { return 2 * r >= d ? q + 1 : q }
        return -2 * r >= d ? q - 1 : q
    }
}
