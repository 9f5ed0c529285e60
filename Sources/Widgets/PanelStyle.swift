import TermUI

/// The colours the list panels (map layers, offline maps, settings) share: one place for them, so the panels cannot
/// drift apart in how a row, the border or the selection look.
public struct PanelStyle: Sendable, Equatable {
    /// The panel's background and its rows' text.
    public var body: Style
    /// The box, its title and the key line.
    public var border: Style
    /// The selected row.
    public var selected: Style
    /// A switch that is on (`[√]`), outside the selected row.
    public var on: Style

    public init(body: Style = Style(foreground: .white, background: .rgb(20, 24, 32)),
                border: Style = Style(foreground: .brightBlack, background: .rgb(20, 24, 32)),
                selected: Style = Style(foreground: .black, background: .rgb(140, 180, 230)),
                on: Style = Style(foreground: .brightGreen, background: .rgb(20, 24, 32), attributes: .bold)) {
        self.body = body
        self.border = border
        self.selected = selected
        self.on = on
    }

    /// The panels' colours: light text on a dark slate, the selection light blue.
    public static let standard = PanelStyle()
}
