/// A compact, diff-friendly text form of a buffer's styles, to go beside its text in snapshots (as ratatui's buffer
/// assertions compare styles as well as symbols).
///
/// Each distinct style gets a key character in order of first appearance (`.` is the plain style, then `a`…`z`,
/// `A`…`Z`, `0`…`9`); one row of keys per buffer row, one key per cell (a wide glyph's continuation cell repeats
/// its key), then a legend line per key:
///
/// ```
/// ..aaaab
/// ..aaaab
/// a = fg white, bg #141820, bold
/// b = fg brightYellow
/// ```
extension Buffer {
    public var styleMap: String {
        var keys: [Style: Character] = [.plain: "."]
        var legend: [(Character, Style)] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var rows: [String] = []
        for y in 0..<area.height {
            var row = ""
            for x in 0..<area.width {
                let style = self[area.x + x, area.y + y].style
                if let k = keys[style] {
                    row.append(k)
                } else {
                    let k = legend.count < alphabet.count ? alphabet[legend.count] : "?"
                    keys[style] = k
                    legend.append((k, style))
                    row.append(k)
                }
            }
            rows.append(row)
        }
        return (rows + legend.map { "\($0.0) = " + Self.describe($0.1) }).joined(separator: "\n") + "\n"
    }

    /// "fg white, bg #141820, bold, dim" (parts left out when default).
    static func describe(_ s: Style) -> String {
        var parts: [String] = []
        if s.foreground != .default { parts.append("fg " + describe(s.foreground)) }
        if s.background != .default { parts.append("bg " + describe(s.background)) }
        let names: [(Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"), (.italic, "italic")]
        for (a, name) in names where s.attributes.contains(a) { parts.append(name) }
        return parts.isEmpty ? "plain" : parts.joined(separator: ", ")
    }

    static func describe(_ c: Color) -> String {
        switch c {
        case .default: return "default"
        case .ansi(let n):
            let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
            return n < 8 ? names[Int(n)] : n < 16 ? "bright" + names[Int(n) - 8].prefix(1).uppercased() + names[Int(n) - 8].dropFirst() : "ansi\(n)"
        case .indexed(let n): return "idx:\(n)"
        case .rgb(let r, let g, let b):
            let hex = [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            return "#" + hex
        }
    }
}
