extension GPXParser {
    /// Element text with comments removed, CDATA unwrapped and entities decoded, trimmed.
    func decodedText(_ start: Int, _ end: Int) -> String {
        let bytes = cleanedBytes(start, end)
        return bytes.withUnsafeBufferPointer { b in
            let (s, e) = ASCIINumber.trimmed(b, 0, b.count)
            return String(decoding: UnsafeBufferPointer(rebasing: b[s..<e]), as: UTF8.self)
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
            } else if b == UInt8(ascii: "&"), let (decoded, next) = entity(at: k, end) {
                out.append(contentsOf: decoded)
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

    /// Decodes `&name;` or `&#N;` / `&#xH;` at `k`; returns its UTF-8 and the index after the `;`.
    private func entity(at k: Int, _ end: Int) -> ([UInt8], Int)? {
        var semi = k + 1
        while semi < end, semi - k <= 10, p[semi] != UInt8(ascii: ";") { semi += 1 }
        guard semi < end, p[semi] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: p[(k + 1)..<semi]), as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "amp": scalar = "&"
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        guard let scalar else { return nil }
        return (Array(String(Character(scalar)).utf8), semi + 1)
    }
}
