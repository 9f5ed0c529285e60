extension Buffer {
    /// The buffer as text with ANSI SGR sequences (for `navsim snapshot --color`): a sequence wherever the style
    /// changes, and a reset at the end of every line that set one. Colours are mapped down to `capability`.
    /// - Complexity: O(width × height).
    public func ansiText(capability: ColorCapability) -> String {
        var out = ""
        out.reserveCapacity(area.area * 2)
        for y in area.y..<area.maxY {
            var current = Style.plain
            for x in area.x..<area.maxX {
                let c = self[x, y]
                if c.isContinuation { continue }
                let s = c.style.adapted(to: capability)
                if s != current {
                    out += s.sgr(capability: capability)
                    current = s
                }
                out.append(c.grapheme)
            }
            if current != .plain { out += "\u{1B}[0m" }
            if y + 1 < area.maxY { out += "\n" }
        }
        return out
    }
}

extension Style {
    /// The SGR sequence that sets exactly this style (starting from a reset), e.g. "\e[0;1;38;5;196m".
    public func sgr(capability: ColorCapability) -> String {
        var codes = ["0"]
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.italic) { codes.append("3") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.reverse) { codes.append("7") }
        if let f = foreground.sgrParameters(background: false) { codes.append(f) }
        if let b = background.sgrParameters(background: true) { codes.append(b) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

extension Color {
    /// SGR parameters for this colour as foreground or background; nil for `.default`.
    func sgrParameters(background bg: Bool) -> String? {
        switch self {
        case .default: return nil
        case .ansi(let i):
            let i = Int(i & 15)
            return i < 8 ? String((bg ? 40 : 30) + i) : String((bg ? 100 : 90) + i - 8)
        case .indexed(let i): return (bg ? "48;5;" : "38;5;") + String(i)
        case .rgb(let r, let g, let b): return (bg ? "48;2;" : "38;2;") + "\(r);\(g);\(b)"
        }
    }
}
