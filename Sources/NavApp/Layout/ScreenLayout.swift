import TermUI

/// Where each part of the navigation screen goes for a terminal size.
///
/// Parts degrade by priority (SCREEN.md): the map with the vehicle and route, the header's first row,
/// the footer's times, the speedometer when alerting, the trip progress bar, the "Then" row, labels,
/// buttons, the compass. Below `minimumSize` only the "terminal too small" note is shown (the simulation keeps running).
/// Rects never overlap except panels and overlays, which lie over the map on purpose.
public struct ScreenLayout: Sendable, Equatable {
    /// Below this size the screen shows only the "terminal too small" note.
    public static let minimumWidth = 40
    public static let minimumHeight = 12

    /// What the app wants on screen; the layout decides what fits.
    public struct Request: Sendable, Equatable {
        public var headerEnabled = true
        /// Rows the header's primary area needs (the maneuver row plus an optional signpost row).
        public var headerPrimaryRows = 2
        /// The "Then" row is wanted (the maneuver after the next one comes soon).
        public var thenRowWanted = true
        /// Rows a header accessory view (lane guidance) asks for; 0 for none.
        public var accessoryRows = 0
        public var footerEnabled = true
        public var statusLineEnabled = true
        public var tripProgressEnabled = true
        /// The speedometer is alerting (over the limit): it keeps its place longer on small screens.
        public var speedometerAlerting = false
        public var speedometerEnabled = true
        public var compassWanted = false
        public var recenterWanted = false
        /// The my-location button (shown while the camera is not on the vehicle).
        public var myLocationWanted = false
        public var directionsShown = false
        public var eventLogShown = false
        public var gestureLogShown = false
        public var helpShown = false
        public init() {}
    }

    public var size: Rect
    /// True when the terminal is below the minimum: only `note` (the whole screen) is used.
    public var tooSmall: Bool
    public var note: Rect?
    public var headerPrimary: Rect?
    public var headerAccessory: Rect?
    public var headerThen: Rect?
    public var map: Rect
    public var tripProgress: Rect?
    public var speedometer: Rect?
    public var compass: Rect?
    public var recenter: Rect?
    public var myLocation: Rect?
    public var statusLine: Rect?
    public var footer: Rect?
    public var directions: Rect?
    public var eventLog: Rect?
    public var gestureLog: Rect?
    public var help: Rect?

    /// Speedometer footprint: the limit sign (6 × 3) and the speed beside it.
    public static let speedometerSize = (width: 18, height: 3)
    public static let recenterWidth = 17
    public static let compassWidth = 5
    public static let myLocationWidth = 5

    public static func compute(width: Int, height: Int, request r: Request) -> ScreenLayout {
        let full = Rect(x: 0, y: 0, width: width, height: height)
        var l = ScreenLayout(size: full, tooSmall: false, map: .zero)
        if width < minimumWidth || height < minimumHeight {
            l.tooSmall = true
            l.note = full
            return l
        }
        var rest = full
        // Header: primary first; the signpost row, "Then" row and accessory only when the map keeps ≥ 6 rows.
        if r.headerEnabled {
            let primaryRows = height >= 16 ? max(1, r.headerPrimaryRows) : 1
            (l.headerPrimary, rest) = rest.splitTop(primaryRows)
            if r.accessoryRows > 0 && r.accessoryRows <= accessoryLimit(height: height, primaryRows: r.headerPrimaryRows) {
                (l.headerAccessory, rest) = rest.splitTop(r.accessoryRows)
            }
            if r.thenRowWanted && height >= 16 && rest.height >= 9 {
                (l.headerThen, rest) = rest.splitTop(1)
            }
        }
        if r.footerEnabled {
            (rest, l.footer) = rest.splitBottom(1)
        }
        if r.statusLineEnabled && rest.height >= 14 {
            (rest, l.statusLine) = rest.splitBottom(1)
        }
        if r.tripProgressEnabled && width >= 50 {
            (rest, l.tripProgress) = rest.splitRight(1)
        }
        l.map = rest
        // Controls lie over the map, relative to the header and footer (never under them).
        let sp = speedometerSize
        if r.speedometerEnabled && (r.speedometerAlerting || height >= 16) && rest.height >= sp.height + 3 && rest.width >= sp.width + 2 {
            l.speedometer = Rect(x: rest.x + 1, y: rest.maxY - sp.height, width: sp.width, height: sp.height)
        }
        if r.recenterWanted && rest.width >= 40 && rest.height >= 8 {
            l.recenter = Rect(x: rest.maxX - recenterWidth - 1, y: rest.maxY - 2, width: recenterWidth, height: 1)
        }
        if r.myLocationWanted && rest.width >= 40 && rest.height >= 10 {
            l.myLocation = Rect(x: rest.maxX - myLocationWidth - 1, y: rest.maxY - 4, width: myLocationWidth, height: 1)
        }
        if r.compassWanted && rest.width >= 30 && rest.height >= 12 {
            l.compass = Rect(x: rest.maxX - compassWidth - 1, y: rest.y, width: compassWidth, height: 1)
        }
        // Panels over the map.
        if r.directionsShown {
            let w = min(rest.width - 2, max(30, min(48, rest.width / 2)))
            let h = max(3, rest.height - (l.speedometer != nil ? sp.height : 0))
            l.directions = Rect(x: rest.x, y: rest.y, width: w, height: h)
        }
        if r.eventLogShown || r.gestureLogShown {
            let w = min(rest.width - 2, max(30, rest.width / 2))
            let h = max(3, min(12, rest.height / 2))
            let panel = Rect(x: rest.maxX - w, y: rest.maxY - h - (l.recenter != nil ? 2 : 0), width: w, height: h)
            if r.eventLogShown && r.gestureLogShown {
                let top = Rect(x: panel.x, y: panel.y - h, width: w, height: h)
                l.gestureLog = top.y >= rest.y ? top : nil
                l.eventLog = panel
            } else if r.eventLogShown {
                l.eventLog = panel
            } else {
                l.gestureLog = panel
            }
        }
        if r.helpShown {
            let w = min(width - 2, 72), h = min(height - 2, 44)
            l.help = Rect(x: (width - w) / 2, y: (height - h) / 2, width: w, height: h)
        }
        return l
    }

    /// The most rows a header accessory can have on a screen `height` rows high: the map keeps 10 rows under the
    /// header's primary area (which has one row below 16 rows).
    public static func accessoryLimit(height: Int, primaryRows: Int) -> Int {
        max(0, height - (height >= 16 ? max(1, primaryRows) : 1) - 10)
    }

    /// Rects that map labels must keep clear of.
    public var reservedForMap: [Rect] {
        [speedometer, compass, recenter, myLocation, directions, eventLog, gestureLog, help].compactMap { $0 }
    }
}
