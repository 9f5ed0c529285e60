import NavsimKit

/// A one-row label the example anchors just below the header with `headerLayoutGuide`: it says where the guide put it,
/// so the screen shows the guide moving when the header accessory changes height.
public final class GuideLabel: EmbeddedView {
    public static let style = Style(foreground: .black, background: .rgb(255, 215, 95), attributes: .bold)
    /// The text of the last layout.
    public private(set) var text = ""

    public init() {}

    public func layout(in navigationView: NavigationView) -> Rect? {
        let guide = navigationView.headerLayoutGuide
        guard navigationView.mapFrame.height > 2 else { return nil }
        text = " Label below headerLayoutGuide (maxY = \(guide.maxY)) "
        let width = min(DisplayWidth.of(text), navigationView.mapFrame.width - 8)
        return Rect(x: navigationView.mapFrame.x + 1, y: guide.maxY, width: max(0, width), height: 1)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.fill(area, with: Cell(" ", style: Self.style))
        buffer.write(text, x: area.x, y: area.y, style: Self.style, clip: area)
    }
}
