import MapData

/// An Osmosis replication `state.txt` (Java properties: `sequenceNumber=N`, `timestamp=2016-03-05T00\:26\:02Z`).
public struct ReplicationState: Sendable, Equatable {
    public var sequence: Int64
    /// Seconds since 1970, when given.
    public var timestamp: Int64?

    /// Reads the file as `java.util.Properties` reads it, for the two keys navsim uses: lines end at \n, \r or \r\n; a
    /// line whose first non-blank character is `#` or `!` is a comment; a key ends at the first `=`, `:` or blank
    /// (space, tab, form feed), and blanks around the separator are skipped; a backslash takes the next character as
    /// it is (`\:` is `:`). A later line with the same key wins. Line continuations and `\uXXXX` escapes, which these
    /// files never have, are not read. Bytes, not Characters: no grapheme breaking, no Foundation.
    /// - Throws: `RegionsError.transfer` naming `source` when there is no sequence number (or a negative one).
    public init(text: String, source: String) throws(RegionsError) {
        var seq: Int64?
        var ts: Int64?
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            if let (key, value) = Self.property(bytes[start..<end]) {
                if key == "sequenceNumber" { seq = Int64(value) }
                if key == "timestamp" { ts = ISOTimestamp.seconds(value) }
            }
            start = end + 1  // after \r\n the \n ends an empty line
        }
        guard let seq, seq >= 0 else { throw RegionsError.transfer(url: source, reason: "not a replication state file (no sequenceNumber)") }
        sequence = seq
        timestamp = ts
    }

    private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0C }

    /// A line's key and value; nil for a blank line or a comment. A value's trailing blanks are dropped (a number or
    /// a timestamp never has them).
    static func property(_ line: ArraySlice<UInt8>) -> (key: String, value: String)? {
        var i = line.startIndex
        while i < line.endIndex, isBlank(line[i]) { i += 1 }
        guard i < line.endIndex, line[i] != UInt8(ascii: "#"), line[i] != UInt8(ascii: "!") else { return nil }
        /// The next character, a backslash taking the one after it as it is.
        func take(_ out: inout [UInt8]) {
            if line[i] == UInt8(ascii: "\\"), i + 1 < line.endIndex { i += 1 }
            out.append(line[i])
            i += 1
        }
        var key = [UInt8]()
        while i < line.endIndex, line[i] != UInt8(ascii: "="), line[i] != UInt8(ascii: ":"), !isBlank(line[i]) { take(&key) }
        while i < line.endIndex, isBlank(line[i]) { i += 1 }
        if i < line.endIndex, line[i] == UInt8(ascii: "=") || line[i] == UInt8(ascii: ":") { i += 1 }
        while i < line.endIndex, isBlank(line[i]) { i += 1 }
        var value = [UInt8]()
        while i < line.endIndex { take(&value) }
        while let last = value.last, isBlank(last) { value.removeLast() }
        return (String(decoding: key, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// `AAA/BBB/CCC` for a sequence number (Osmosis's layout).
    public static func path(of sequence: Int64) -> String {
        func p(_ v: Int64) -> String { String(repeating: "0", count: max(0, 3 - String(v).count)) + String(v) }
        return "\(p(sequence / 1_000_000))/\(p(sequence / 1000 % 1000))/\(p(sequence % 1000))"
    }
}
