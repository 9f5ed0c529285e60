import Text

extension OSMChange {
    /// The first construct in `xml` that this reader refuses although XML allows it, found by its bytes (inside
    /// comments and attribute values too, which costs osmChange nothing: the OSM API, Osmosis and osmium write an
    /// XML declaration, elements and attributes only):
    /// - a document type declaration: `XMLTokenizer` expands no entity and reads no internal subset, so a document
    ///   that relies on one would be misread; it is refused instead;
    /// - a processing instruction without data, `<?name?>`. Corelibs' `XMLParser`, which this reader used before,
    ///   crashed on it (and on DTD declarations) with SIGSEGV; the osmchange fuzz target found both. The tokenizer
    ///   skips processing instructions safely, and the refusal stays so that the same documents are refused with the
    ///   same message (`OSMChangeReproducerTests`).
    /// - Returns: the byte offset and the reason, or nil.
    /// - Complexity: O(n): a processing instruction's target is scanned up to the next `?`, which ends any later
    ///   one's scan too.
    static func firstRefusedConstruct(_ xml: [UInt8]) -> (offset: Int, reason: String)? {
        let n = xml.count
        let doctype = Array("!DOCTYPE".utf8)
        var i = 0
        while i + 1 < n {
            defer { i += 1 }
            guard xml[i] == 0x3C else { continue }  // '<'
            if xml[i + 1] == 0x3F {  // "<?"
                var j = i + 2
                while j < n, xml[j] != 0x3F, !Self.isXMLSpace(xml[j]) { j += 1 }
                if j > i + 2, j + 1 < n, xml[j] == 0x3F, xml[j + 1] == 0x3E {
                    let target = TerminalText.sanitized(String(decoding: xml[(i + 2)..<j], as: UTF8.self), limit: 32)
                    return (i, "a processing instruction without data (<?\(target)?>)")
                }
            } else if i + 1 + doctype.count <= n,
                      zip(xml[(i + 1)..<(i + 1 + doctype.count)], doctype).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
                return (i, "a document type declaration (<!DOCTYPE …>): osmChange has none")
            }
        }
        return nil
    }

    private static func isXMLSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}
