import TermUI

/// "N" and an arrow pointing to north on screen, shown only when the map is rotated (bearing ≠ 0).
public struct Compass: Widget, Sendable, Hashable {
    /// The map bearing: the compass direction at the top of the screen, in degrees clockwise from north.
    public var bearing: Double
    public var style: Style

    /// Bearings within half a degree of north count as north-up (the camera rounds to that).
    public static let northTolerance = 0.5 // degrees

    public init(bearing: Double, style: Style = Style(foreground: .brightWhite, attributes: .bold)) {
        self.bearing = bearing
        self.style = style
    }

    /// Arrows for screen directions in 45° steps, clockwise from up.
    public static let arrows: [Character] = ["↑", "◥", "→", "◢", "↓", "◣", "←", "◤"]

    /// The bearing in [0, 360).
    var normalized: Double {
        guard bearing.isFinite else { return 0 }
        let b = bearing.truncatingRemainder(dividingBy: 360)
        return b < 0 ? b + 360 : b
    }

    /// False when north is up: the compass then draws nothing.
    public var isVisible: Bool { min(normalized, 360 - normalized) > Compass.northTolerance }

    /// The arrow towards north: north sits at screen angle −bearing.
    public var arrow: Character {
        let screenAngle = (360 - normalized).truncatingRemainder(dividingBy: 360)
        return Compass.arrows[Int((screenAngle / 45).rounded()) % 8]
    }

    /// "N ◥": three cells.
    public static let width = 3

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: .plain)
        guard isVisible, !area.isEmpty else { return }
        let x = area.maxX - Compass.width
        buffer.write("N " + String(arrow), x: max(area.x, x), y: area.y, style: style, clip: area)
    }
}
