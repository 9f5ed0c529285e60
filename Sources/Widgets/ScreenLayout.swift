import TermUI

/// Where each piece of the navigation screen goes at a terminal size: header at the top, footer at the bottom,
/// the trip progress bar in the rightmost column, the map in between, and controls over the map (never under
/// the header or footer). Small sizes shed widgets in the order of SCREEN.md; below `minimumSize` only the
/// "too small" note shows. Hidden widgets get `nil`.
public struct ScreenLayout: Sendable, Hashable {
    /// What the screen wants to show.
    public struct Request: Sendable, Hashable {
        /// Rows the header wants (`NavigationHeader.preferredHeight`; 0 when switched off).
        public var headerHeight: Int
        public var footer: Bool
        public var statusLine: Bool
        public var progressBar: Bool
        /// The speedometer's size (`Speedometer.preferredSize`), nil to hide it.
        public var speedometer: Size?
        public var speedometerAlerting: Bool
        public var compass: Bool
        /// The re-centre button's size (`Button.size`), nil to hide it.
        public var button: Size?
        /// The directions panel's wanted size, nil when closed.
        public var directions: Size?
        public var eventLog: Bool

        public init(headerHeight: Int = 2, footer: Bool = true, statusLine: Bool = false, progressBar: Bool = true,
                    speedometer: Size? = nil, speedometerAlerting: Bool = false, compass: Bool = false,
                    button: Size? = nil, directions: Size? = nil, eventLog: Bool = false) {
            self.headerHeight = headerHeight
            self.footer = footer
            self.statusLine = statusLine
            self.progressBar = progressBar
            self.speedometer = speedometer
            self.speedometerAlerting = speedometerAlerting
            self.compass = compass
            self.button = button
            self.directions = directions
            self.eventLog = eventLog
        }
    }

    /// Below this the screen shows only `TooSmallNote` (SCREEN.md: "below about 40 × 12").
    public static let minimumSize = Size(width: 40, height: 12)
    /// The status line needs this many rows, the event log this many map rows.
    static let statusLineMinHeight = 20, eventLogMinMapHeight = 12

    public var screen: Rect
    public var isTooSmall: Bool
    public var header: Rect?
    public var footer: Rect?
    public var statusLine: Rect?
    public var progressBar: Rect?
    /// The map: between header and footer, left of the progress bar.
    public var map: Rect
    public var speedometer: Rect?
    public var compass: Rect?
    public var button: Rect?
    public var directions: Rect?
    public var eventLog: Rect?

    /// Rectangles drawn over the map (map labels should avoid them).
    public var overlays: [Rect] { [speedometer, compass, button, directions, eventLog].compactMap { $0 } }

    public init(size: Size, request: Request) {
        screen = size.rect
        isTooSmall = size.width < ScreenLayout.minimumSize.width || size.height < ScreenLayout.minimumSize.height
        map = .zero
        guard !isTooSmall else { return }
        var rest = screen
        if request.footer {
            let (r, f) = rest.splitBottom(1)
            footer = f
            rest = r
        }
        if request.statusLine && size.height >= ScreenLayout.statusLineMinHeight {
            let (r, s) = rest.splitBottom(1)
            statusLine = s
            rest = r
        }
        let headerRows = min(max(0, request.headerHeight), max(1, rest.height / 3))
        if headerRows > 0 {
            let (h, r) = rest.splitTop(headerRows)
            header = h
            rest = r
        }
        if request.progressBar {
            let (m, bar) = rest.splitRight(1)
            progressBar = bar
            rest = m
        }
        map = rest
        placeOverlays(request)
    }

    private mutating func placeOverlays(_ request: Request) {
        let m = map
        if let s = request.speedometer, s.height <= m.height - 2 || (request.speedometerAlerting && s.height <= m.height),
           s.width + 1 <= m.width {
            speedometer = Rect(x: m.x + 1, y: m.maxY - s.height, width: s.width, height: s.height)
        }
        if request.compass && m.width >= 20 && m.height >= 4 {
            compass = Rect(x: m.maxX - Compass.width - 1, y: m.y, width: Compass.width, height: 1)
        }
        if let b = request.button, m.height >= 6 {
            let r = Rect(x: m.maxX - b.width - 2, y: m.maxY - 2, width: b.width, height: 1)
            if r.x >= m.x, !(speedometer.map { $0.intersects(r) } ?? false) { button = r }
        }
        let bottomReserve = max(speedometer.map { m.maxY - $0.y } ?? 0, button.map { m.maxY - $0.y } ?? 0)
        if let d = request.directions {
            let h = min(d.height, m.height - 1 - bottomReserve)
            let w = min(d.width, m.width * 2 / 3)
            if h >= 3 && w >= 16 { directions = Rect(x: m.x + 1, y: m.y + 1, width: w, height: h) }
        }
        if request.eventLog && m.height >= ScreenLayout.eventLogMinMapHeight {
            let top = m.y + 1
            let h = min(10, (m.height - 1 - bottomReserve))
            let leftEdge = directions.map { $0.maxX + 1 } ?? m.x + 1
            let w = min(48, m.maxX - 1 - leftEdge)
            if h >= 3 && w >= 16 { eventLog = Rect(x: m.maxX - 1 - w, y: top, width: w, height: h) }
        }
    }
}
