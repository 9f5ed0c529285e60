import TermUI

/// Below the minimum size: one sentence asking for a larger terminal, centred and wrapped at spaces to the
/// width (the simulation keeps running). The wording is the same at every size.
public struct TooSmallNote: Widget, Sendable, Hashable {
    public var current: Size
    public var minimum: Size
    public var style: Style

    /// SCREEN.md: "below about 40 × 12 show a one-line note" (NavApp's ScreenLayout decides when).
    public static let defaultMinimum = Size(width: 40, height: 12)

    public init(current: Size, minimum: Size = TooSmallNote.defaultMinimum, style: Style = Style(attributes: .bold)) {
        self.current = current
        self.minimum = minimum
        self.style = style
    }

    /// "Terminal too small: 30×10, need 40×12".
    public var text: String {
        "Terminal too small: \(current.width)×\(current.height), need \(minimum.width)×\(minimum.height)"
    }

    /// The text in rows of at most `width` cells, broken at spaces (a word longer than a row is cut).
    func lines(width: Int) -> [String] {
        guard width > 0 else { return [] }
        var rows: [String] = []
        var row = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = row.isEmpty ? word : row + " " + word
            if DisplayWidth.of(candidate) <= width {
                row = candidate
            } else {
                if !row.isEmpty { rows.append(row) }
                row = TextFit.truncate(word, to: width)
            }
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: .plain)
        guard !area.isEmpty else { return }
        var rows = lines(width: area.width)
        // Fewer rows than the text needs: keep its end ("need 40×12"), which says what to do.
        if rows.count > area.height { rows = Array(rows.suffix(area.height)) }
        let top = area.y + (area.height - rows.count) / 2
        for (i, row) in rows.enumerated() {
            let w = DisplayWidth.of(row)
            buffer.write(row, x: area.x + (area.width - w) / 2, y: top + i, style: style, clip: area)
        }
    }
}
