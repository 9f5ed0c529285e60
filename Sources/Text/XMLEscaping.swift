/// XML escaping, the one copy: GPX and OSM XML writers use it.
public enum XMLEscaping {
    /// `s` safe inside XML text or a quoted attribute: the five special characters as entities
    /// (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`) and the C0 controls that XML 1.0 forbids (all but tab, LF, CR) dropped.
    /// - Complexity: O(n); text without any of them is returned without copying.
    public static func escaped(_ s: String) -> String {
        var copy = s
        let plain = copy.withUTF8 { !$0.contains { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 } }
        if plain { return s }
        var w = TextWriter(capacity: s.utf8.count + 16)
        w.writeXMLEscaped(s)
        return w.string
    }
}

extension TextWriter {
    /// Appends `s` escaped for XML text or attributes (see `XMLEscaping.escaped`).
    public mutating func writeXMLEscaped(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            for b in utf8 {
                switch b {
                case 0x26: write("&amp;" as StaticString)
                case 0x3C: write("&lt;" as StaticString)
                case 0x3E: write("&gt;" as StaticString)
                case 0x22: write("&quot;" as StaticString)
                case 0x27: write("&apos;" as StaticString)
                case 0x09, 0x0A, 0x0D: write(byte: b)
                case ..<0x20: break
                default: write(byte: b)
                }
            }
        }
    }
}
