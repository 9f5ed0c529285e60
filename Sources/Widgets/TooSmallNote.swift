import TermUI

/// Below the minimum size: one centred line asking for a larger terminal (the simulation keeps running).
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

    /// The longest text that fits, from "Terminal too small: 30×10, need 40×12" down to "↔ 40×12".
    func text(width: Int) -> String {
        let candidates = [
            "Terminal too small: \(current.width)×\(current.height), need \(minimum.width)×\(minimum.height)",
            "Too small: need \(minimum.width)×\(minimum.height)",
            "Need \(minimum.width)×\(minimum.height)",
            "\(minimum.width)×\(minimum.height)",
        ]
        return candidates.first { DisplayWidth.of($0) <= width } ?? TextFit.truncate(candidates[3], to: width)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: .plain)
        guard !area.isEmpty else { return }
        let t = text(width: area.width)
        let w = DisplayWidth.of(t)
        buffer.write(t, x: area.x + (area.width - w) / 2, y: area.y + area.height / 2, style: style, clip: area)
    }
}
