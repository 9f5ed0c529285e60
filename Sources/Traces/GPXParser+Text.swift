import Text
extension GPXParser {
    /// Element text with comments removed, CDATA unwrapped and entities decoded, trimmed.
    func decodedText(_ start: Int, _ end: Int) -> String {
        let bytes = cleanedBytes(start, end)
        return bytes.withUnsafeBufferPointer { u in
            let b = ByteReader(u)
            let (s, e) = ASCIINumber.trimmed(b, 0, b.count)
            return b.string(s, e)
        }
    }

    /// The character data of `p[start..<end]`: comments dropped, CDATA unwrapped, entity references decoded.
    /// - Complexity: O(end - start).
    func cleanedBytes(_ start: Int, _ end: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var k = start
        while k < end {
            let b = p[k]
            if b == UInt8(ascii: "<") {
                if hasPrefix("<![CDATA[", at: k, end) {
                    var m = k + 9
                    while m + 2 < end, !(p[m] == UInt8(ascii: "]") && p[m + 1] == UInt8(ascii: "]") && p[m + 2] == UInt8(ascii: ">")) {
                        out.append(p[m]); m += 1
                    }
                    k = m + 3
                } else if hasPrefix("<!--", at: k, end) {
                    var m = k + 4
                    while m + 2 < end, !(p[m] == UInt8(ascii: "-") && p[m + 1] == UInt8(ascii: "-") && p[m + 2] == UInt8(ascii: ">")) { m += 1 }
                    k = m + 3
                } else {
                    // A child element inside a leaf: skip the tag.
                    while k < end, p[k] != UInt8(ascii: ">") { k += 1 }
                    k += 1
                }
            } else if b == UInt8(ascii: "&"), let (scalar, next) = XMLText.entity(in: p, at: k, end: end) {
                out.append(contentsOf: String(Character(scalar)).utf8)
                k = next
            } else {
                out.append(b)
                k += 1
            }
        }
        return out
    }

    private func hasPrefix(_ s: StaticString, at k: Int, _ end: Int) -> Bool {
        let n = s.utf8CodeUnitCount
        guard k + n <= end else { return false }
        let base = s.utf8Start
        for j in 0..<n where p[k + j] != base[j] { return false }
        return true
    }
}
