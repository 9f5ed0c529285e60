import TermUI

/// The bottom row: arrival time, time left and distance left on the left; playback state, the current road
/// and the attribution on the right.
///
/// When the row is short it gives up, in order: the attribution, the road (first cut with "…"), the playback
/// state, the word "arrival"; the times themselves go last.
public struct NavigationFooter: Widget, Sendable, Hashable {
    /// Arrival time of day, in seconds since midnight.
    public var arrivalTimeOfDay: Double
    /// Time left to the destination, in seconds.
    public var remainingTime: Double
    /// Distance left to the destination, in metres.
    public var remainingDistance: Double
    public var units: DisplayUnits
    /// Playback state text ("×2 ▶", "paused ⏸").
    public var playback: String?
    public var road: String?
    /// "© OpenStreetMap" whenever an OSM extract is on screen.
    public var attribution: String?
    public var style: Style
    public var isEnabled: Bool

    public static let defaultStyle = Style(foreground: .brightWhite, background: .rgb(40, 40, 48))

    public init(arrivalTimeOfDay: Double, remainingTime: Double, remainingDistance: Double, units: DisplayUnits = .metric,
                playback: String? = nil, road: String? = nil, attribution: String? = nil,
                style: Style = NavigationFooter.defaultStyle, isEnabled: Bool = true) {
        self.arrivalTimeOfDay = arrivalTimeOfDay
        self.remainingTime = remainingTime
        self.remainingDistance = remainingDistance
        self.units = units
        self.playback = playback
        self.road = road
        self.attribution = attribution
        self.style = style
        self.isEnabled = isEnabled
    }

    /// One row when enabled, else none.
    public var preferredHeight: Int { isEnabled ? 1 : 0 }

    /// The left text, long or compact.
    func leftText(compact: Bool) -> String {
        let arrival = NavigationText.clock(secondsSinceMidnight: arrivalTimeOfDay)
        let rest = " · \(NavigationText.duration(remainingTime)) · \(NavigationText.distance(remainingDistance, units: units))"
        return compact ? arrival + rest : arrival + " arrival" + rest
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        guard isEnabled else { buffer.clear(area, style: .plain); return }
        buffer.clear(area, style: style)
        let y = area.y, inner = area.width - 2 // one blank cell at each end
        guard inner > 0 else { return }
        let gap = 3
        var left = leftText(compact: false)
        if TextFit.width(left) > inner { left = leftText(compact: true) }
        left = TextFit.truncate(left, to: inner)
        var room = inner - TextFit.width(left) - gap
        var parts = [String]()
        let playbackText = playback.map(TerminalText.sanitized).flatMap { $0.isEmpty ? nil : $0 }
        let roadText = road.map(TerminalText.sanitized).flatMap { $0.isEmpty ? nil : $0 }
        let attributionText = attribution.map(TerminalText.sanitized).flatMap { $0.isEmpty ? nil : $0 }
        if let p = playbackText, TextFit.width(p) <= room {
            parts.append(p)
            room -= TextFit.width(p) + 2
        }
        if let r = roadText, room >= 4 {
            // Keep room for the attribution when it fits next to the whole road.
            let withAttribution = attributionText.map { TextFit.width(r) + 3 + TextFit.width($0) <= room } ?? false
            let cut = TextFit.truncate(r, to: room)
            parts.append(cut)
            room -= TextFit.width(cut) + 3
            if withAttribution, let a = attributionText { parts.append(a); room -= TextFit.width(a) }
        } else if let a = attributionText, TextFit.width(a) <= room {
            parts.append(a)
        }
        buffer.put(left, x: area.x + 1, y: y, style: style, in: area)
        let right = joined(parts, playbackFirst: playbackText != nil && parts.first == playbackText)
        let rightWidth = TextFit.width(right)
        if rightWidth > 0 { buffer.put(right, x: area.maxX - 1 - rightWidth, y: y, style: style, in: area) }
    }

    /// Playback and road are two cells apart, road and attribution three (as in the screen sketch).
    private func joined(_ parts: [String], playbackFirst: Bool) -> String {
        var out = ""
        for (i, p) in parts.enumerated() {
            if i > 0 { out += (i == 1 && playbackFirst) ? "  " : "   " }
            out += p
        }
        return out
    }
}
