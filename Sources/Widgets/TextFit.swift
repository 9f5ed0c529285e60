import TermUI

/// Fitting text into cells: sanitizing, truncating with an ellipsis by display width, padding.
public enum TextFit {
    /// The ellipsis used when text is cut.
    public static let ellipsis: Character = "…"

    /// `text` sanitized and cut to at most `width` cells; a cut ends with "…".
    public static func truncate(_ text: String, to width: Int) -> String {
        let s = TerminalText.sanitized(text)
        guard width > 0 else { return "" }
        if DisplayWidth.of(s) <= width { return s }
        var out = ""
        var w = 0
        for g in s {
            let gw = DisplayWidth.of(g)
            if w + gw > width - 1 { break }
            out.append(g)
            w += gw
        }
        out.append(ellipsis)
        return out
    }

    /// Display width of sanitized text.
    public static func width(_ text: String) -> Int { DisplayWidth.of(TerminalText.sanitized(text)) }
}

extension Buffer {
    /// Fills `area` with blanks in `style` (every widget starts its frame with this).
    mutating func clear(_ area: Rect, style: Style) { fill(area, with: Cell(" ", style: style)) }

    /// Writes sanitized text clipped to `area`, returning the x after it.
    @discardableResult
    mutating func put(_ text: String, x: Int, y: Int, style: Style, in area: Rect) -> Int {
        write(TerminalText.sanitized(text), x: x, y: y, style: style, clip: area)
    }

    /// Draws a box border around `rect` (corners and edges), with an optional title in the top edge.
    mutating func box(_ rect: Rect, style: Style, title: String? = nil, rounded: Bool = false, clip: Rect) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (tl, tr, bl, br): (Character, Character, Character, Character) = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        for x in rect.x + 1..<rect.maxX - 1 {
            set(x: x, y: rect.y, "─", style: style, clip: clip)
            set(x: x, y: rect.maxY - 1, "─", style: style, clip: clip)
        }
        for y in rect.y + 1..<rect.maxY - 1 {
            set(x: rect.x, y: y, "│", style: style, clip: clip)
            set(x: rect.maxX - 1, y: y, "│", style: style, clip: clip)
        }
        set(x: rect.x, y: rect.y, tl, style: style, clip: clip)
        set(x: rect.maxX - 1, y: rect.y, tr, style: style, clip: clip)
        set(x: rect.x, y: rect.maxY - 1, bl, style: style, clip: clip)
        set(x: rect.maxX - 1, y: rect.maxY - 1, br, style: style, clip: clip)
        if let title, rect.width > 4 {
            let t = " " + TextFit.truncate(title, to: rect.width - 4) + " "
            write(t, x: rect.x + 1, y: rect.y, style: style.adding(.bold), clip: Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1).intersection(clip))
        }
    }
}
