extension TextWriter {
    /// Appends an integer in decimal ("-42").
    public mutating func write(_ v: Int) {
        if v < 0 {
            bytes.append(UInt8(ascii: "-"))
            write(digitsOf: UInt64(v.magnitude), minimumWidth: 1)
        } else {
            write(digitsOf: UInt64(v), minimumWidth: 1)
        }
    }

    /// Appends an unsigned integer with at least `width` digits, zero-padded on the left ("007").
    public mutating func write(_ v: Int, zeroPaddedTo width: Int) {
        if v < 0 { bytes.append(UInt8(ascii: "-")) }
        write(digitsOf: UInt64(v.magnitude), minimumWidth: width)
    }

    /// The decimal digits of `v`, at least `minimumWidth` of them (leading zeros).
    /// - Complexity: O(digits), written in place: no temporary storage.
    @usableFromInline mutating func write(digitsOf v: UInt64, minimumWidth: Int) {
        let start = bytes.count
        var v = v
        var n = 0
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: 48 &+ v % 10))
            v /= 10
            n += 1
        } while v > 0 || n < minimumWidth
        bytes[start...].reverse()
    }
}
