import Foundation

/// Glyph fallbacks for terminals without Unicode (`--ascii`): box drawing, arrows, blocks, braille and symbols
/// become one ASCII character each, so layouts keep their widths.
public enum AsciiFallback {
    /// The explicit table. Anything else non-ASCII: braille by dot density, letters without their diacritics, else "?".
    public static let table: [Character: Character] = {
        var t = [Character: Character]()
        func put(_ glyphs: String, _ ascii: Character) { for g in glyphs { t[g] = ascii } }
        put("─━═┄┅┈┉╌╍╴╶╸╺", "-")
        put("│┃║┆┇┊┋╎╏╵╷╹╻", "|")
        put("┌┐└┘╭╮╯╰┏┓┗┛╔╗╚╝├┤┬┴┼┣┫┳┻╋╠╣╦╩╬┝┥┯┷┿╂", "+")
        put("↑⬆▲△▴⇧⇡⇑", "^")
        put("↓⬇▼▽▾⇩⇓", "v")
        put("↔", "-")
        put("←⬅◀◁◂⇦↰↲↶⟲↺", "<")
        put("→➡▶▷▸⇨↱↳↷⟳↻", ">")
        put("↖↗↘↙⤴⤵", "/")
        put("◹◺◥◣", "/")
        put("◸◿◤◢", "\\")
        put("◷", "<")
        put("⊕", "+")
        put("⋎", "Y")
        put("█▓■▉▊▋▌▍", "#")
        put("▎▏▕❚▮", "|")
        put("▂", "_")
        put("▄▆", "=")
        put("√✓", "v")
        put("▒", ":")
        put("░·•∙", ".")
        put("●○◯◉◎", "o")
        put("◆◇♦⬥", "*")
        put("≈∼〜", "~")
        put("⚑⚐⛳", "F")
        put("×✕", "x")
        put("©", "c")
        put("…", ".")
        put("“”„«»", "\"")
        put("‘’‚", "'")
        put("–—", "-")
        put("°", "o")
        return t
    }()

    /// The ASCII stand-in for one grapheme (itself when already ASCII).
    public static func character(for g: Character) -> Character {
        if g.isASCII { return g }
        if let a = table[g] { return a }
        if let s = g.unicodeScalars.first, (0x2800...0x28FF).contains(s.value) {
            let dots = (s.value - 0x2800).nonzeroBitCount
            return dots == 0 ? " " : dots <= 2 ? "." : dots <= 4 ? ":" : "#"
        }
        let folded = String(g).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        if folded.count == 1, let f = folded.first, f.isASCII { return f }
        return "?"
    }

    /// A string with every grapheme replaced by its stand-in (a wide grapheme becomes "?" plus a space: same width).
    public static func string(_ s: String) -> String {
        var out = ""
        for g in s {
            out.append(character(for: g))
            if DisplayWidth.of(g) == 2 && !g.isASCII && table[g] == nil { out.append(" ") }
        }
        return out
    }
}

extension Buffer {
    /// The buffer with every glyph replaced by its ASCII stand-in; wide graphemes become "?" and a blank.
    /// - Complexity: O(width × height).
    public func asciiFallback() -> Buffer {
        var out = self
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                var c = self[x, y]
                if c.isContinuation {
                    c.isContinuation = false
                    c.grapheme = " "
                } else if !c.grapheme.isASCII {
                    c.grapheme = AsciiFallback.character(for: c.grapheme)
                }
                out[x, y] = c
            }
        }
        return out
    }
}
