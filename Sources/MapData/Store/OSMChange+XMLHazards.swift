import Text

extension OSMChange {
    /// The first construct in `xml` that crashes swift-corelibs-foundation's XMLParser (Swift 6.3; libxml2 2.9,
    /// which XMLParser runs in recovery mode): its callbacks hand C strings that libxml2 leaves NULL to `strlen`
    /// (SIGSEGV, in `navsim maps update` too). Found by the osmchange fuzz target:
    /// - a processing instruction without data, `<?name?>`: anywhere, since in recovery mode even one inside an
    ///   attribute value is reported;
    /// - a document type declaration: `<!NOTATION>` and unparsed `<!ENTITY … NDATA …>` declarations pass a NULL
    ///   public id, and an internal entity can hold `&#60;?a?&#62;`, which becomes such a processing instruction
    ///   where the entity is used.
    /// osmChange has neither (the OSM API writes an XML declaration and elements), so both are refused by their
    /// bytes, inside comments too, which costs this format nothing.
    /// - Returns: the byte offset and the reason, or nil.
    /// - Complexity: O(n): a processing instruction's target is scanned up to the next `?`, which ends any later
    ///   one's scan too.
    static func firstXMLParserHazard(_ xml: [UInt8]) -> (offset: Int, reason: String)? {
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
