extension TextWriter {
    /// Appends an integer in decimal ("-42").
    public mutating func write(_ v: Int) {
        if v < 0 {
            write(byte: UInt8(ascii: "-"))
            write(digitsOf: UInt64(v.magnitude), minimumWidth: 1)
        } else {
            write(digitsOf: UInt64(v), minimumWidth: 1)
        }
    }

    /// Appends an unsigned integer with at least `width` digits, zero-padded on the left ("007").
    public mutating func write(_ v: Int, zeroPaddedTo width: Int) {
        if v < 0 { write(byte: UInt8(ascii: "-")) }
        write(digitsOf: UInt64(v.magnitude), minimumWidth: width)
    }

    /// The decimal digits of `v`, at least `minimumWidth` of them (leading zeros; at most 24).
    /// - Complexity: O(digits): formatted backwards in a stack buffer, then appended in one copy (no allocation).
    @usableFromInline mutating func write(digitsOf v: UInt64, minimumWidth: Int) {
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let size = raw.count
            let floor = size - min(max(minimumWidth, 1), size)
            var i = size
            var v = v
            repeat {
                i -= 1
                p[i] = UInt8(truncatingIfNeeded: 48 &+ v % 10)
                v /= 10
            } while v > 0 || i > floor
            write(bytes: UnsafeBufferPointer(start: p + i, count: size - i))
        }
    }
}
