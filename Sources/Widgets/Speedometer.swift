import TermUI

/// The speed-limit sign, and the current speed beside it when over the limit:
/// ```
/// ╭────╮
/// │ 50 │  62 km/h
/// ╰────╯
/// ```
/// Plain text when over, red text at the minor alert, a red background at the major alert (bold in both, so the
/// alert stays visible in monochrome, where the red background becomes reverse video).
public struct Speedometer: Widget, Sendable, Hashable {
    /// How far over the limit the vehicle is (the navigator's thresholds decide).
    public enum Alert: Sendable, Hashable { case none, over, minor, major }

    /// The number on the sign: the limit in the unit it is posted in (a 50 km/h road shows 50 in an imperial
    /// display, a 30 mph road shows 30 in a metric one), as a real sign does; nil when unknown (then "--").
    public var limit: Int?
    /// Current speed in display units (this alone follows the display units).
    public var speed: Int
    public var alert: Alert
    public var units: DisplayUnits
    public var signStyle: Style
    public var minorStyle: Style
    public var majorStyle: Style

    public init(limit: Int?, speed: Int, alert: Alert, units: DisplayUnits = .metric,
                signStyle: Style = Style(foreground: .brightWhite),
                minorStyle: Style = Style(foreground: .brightRed, attributes: .bold),
                majorStyle: Style = Style(foreground: .brightWhite, background: .red, attributes: .bold)) {
        self.limit = limit
        self.speed = speed
        self.alert = alert
        self.units = units
        self.signStyle = signStyle
        self.minorStyle = minorStyle
        self.majorStyle = majorStyle
    }

    var limitText: String { limit.map { String(max(0, $0)) } ?? "--" }
    var speedText: String { "\(max(0, speed)) \(units.speedLabel)" }

    /// Width of the sign box.
    var signWidth: Int { max(2, limitText.count) + 4 }

    /// Cells needed: the sign, plus the speed when over.
    public var preferredSize: Size {
        Size(width: signWidth + (alert == .none ? 0 : 2 + speedText.count + 2), height: 3)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: .plain)
        guard area.height >= 1 else { return }
        // With fewer than 3 rows, only the middle row: "│ 50 │ 62 km/h" still reads.
        let top = area.height >= 3 ? area.y : area.y - 1
        let sign = Rect(x: area.x, y: top, width: signWidth, height: 3)
        buffer.box(sign, style: signStyle, rounded: true, clip: area)
        let inner = max(2, limitText.count)
        let padded = String(repeating: " ", count: inner - limitText.count) + limitText
        buffer.write(" " + padded + " ", x: area.x + 1, y: top + 1, style: signStyle.adding(.bold), clip: area)
        let x = sign.maxX + 1
        // The speed shows whole or not at all: a cut number would mislead.
        guard alert != .none, x + speedText.count + 2 <= area.maxX else { return }
        switch alert {
        case .none: break
        case .over: buffer.write(" " + speedText + " ", x: x, y: top + 1, style: .plain, clip: area)
        case .minor: buffer.write(" " + speedText + " ", x: x, y: top + 1, style: minorStyle, clip: area)
        case .major: buffer.write(" " + speedText + " ", x: x, y: top + 1, style: majorStyle, clip: area)
        }
    }
}
