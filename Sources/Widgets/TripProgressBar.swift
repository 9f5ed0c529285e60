import TermUI

/// The whole route as a vertical bar: destination (◉) at the top, start at the bottom; `█` still to drive,
/// `▒` driven, `●` the vehicle, `◆` features ahead (cameras, signals); remaining rows coloured by traffic.
///
/// Draws in the rightmost column of its area and blanks the rest. Row `i` from the bottom of the bar covers the
/// route fractions [i/n, (i+1)/n).
public struct TripProgressBar: Widget, Sendable, Hashable {
    /// Traffic on a stretch of the route.
    public enum TrafficLevel: Sendable, Hashable, CaseIterable { case unknown, free, moderate, heavy, severe }

    /// Traffic over a fraction range of the route (0 start … 1 destination).
    public struct TrafficSpan: Sendable, Hashable {
        public var range: ClosedRange<Double>
        public var level: TrafficLevel
        public init(_ range: ClosedRange<Double>, _ level: TrafficLevel) {
            self.range = range
            self.level = level
        }
    }

    /// A point on the route worth marking (speed camera, traffic light) at a fraction of the route.
    public struct Feature: Sendable, Hashable {
        public var fraction: Double
        public var glyph: Character
        public init(fraction: Double, glyph: Character = "◆") {
            self.fraction = fraction
            self.glyph = glyph
        }
    }

    /// Fraction of the route driven (0…1).
    public var travelled: Double
    public var features: [Feature]
    public var traffic: [TrafficSpan]
    public var remainingStyle: Style
    public var travelledStyle: Style
    public var vehicleStyle: Style
    public var featureStyle: Style
    public var destinationStyle: Style
    /// Foreground colours for traffic levels (remaining part only).
    public var trafficColors: [TrafficLevel: Color]
    /// Glyphs instead of `█` for traffic levels, so that monochrome terminals show the traffic too (none by default).
    public var trafficGlyphs: [TrafficLevel: Character] = [:]

    public static let defaultTrafficColors: [TrafficLevel: Color] = [
        .free: .rgb(60, 180, 90), .moderate: .rgb(240, 190, 40), .heavy: .rgb(230, 90, 30), .severe: .rgb(180, 20, 30),
    ]

    public init(travelled: Double, features: [Feature] = [], traffic: [TrafficSpan] = [],
                remainingStyle: Style = Style(foreground: .rgb(70, 130, 230)),
                travelledStyle: Style = Style(foreground: .brightBlack),
                vehicleStyle: Style = Style(foreground: .brightWhite, attributes: .bold),
                featureStyle: Style = Style(foreground: .brightYellow, attributes: .bold),
                destinationStyle: Style = Style(foreground: .brightRed, attributes: .bold),
                trafficColors: [TrafficLevel: Color] = TripProgressBar.defaultTrafficColors) {
        self.travelled = travelled
        self.features = features
        self.traffic = traffic
        self.remainingStyle = remainingStyle
        self.travelledStyle = travelledStyle
        self.vehicleStyle = vehicleStyle
        self.featureStyle = featureStyle
        self.destinationStyle = destinationStyle
        self.trafficColors = trafficColors
    }

    /// The bar's row (from the bottom, 0-based) holding route fraction `f` in a bar of `n` rows.
    public static func row(of f: Double, rows n: Int) -> Int {
        guard n > 0 else { return 0 }
        let c = f.isFinite ? min(1, max(0, f)) : 0
        return min(n - 1, Int(c * Double(n)))
    }

    /// The traffic level at fraction `f` (the last span containing it wins), or `.unknown`.
    public func trafficLevel(at f: Double) -> TrafficLevel {
        traffic.last { $0.range.contains(f) }?.level ?? .unknown
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: .plain)
        guard area.height >= 1, area.width >= 1 else { return }
        let x = area.maxX - 1
        buffer.set(x: x, y: area.y, "◉", style: destinationStyle, clip: area)
        let n = area.height - 1
        guard n > 0 else { return }
        let vehicleRow = TripProgressBar.row(of: travelled, rows: n)
        for i in 0..<n {
            let y = area.maxY - 1 - i
            if i < vehicleRow {
                buffer.set(x: x, y: y, "▒", style: travelledStyle, clip: area)
            } else if i == vehicleRow {
                buffer.set(x: x, y: y, "●", style: vehicleStyle, clip: area)
            } else {
                let mid = (Double(i) + 0.5) / Double(n)
                var s = remainingStyle
                let level = trafficLevel(at: mid)
                if let c = trafficColors[level] { s = s.with(foreground: c) }
                buffer.set(x: x, y: y, trafficGlyphs[level] ?? "█", style: s, clip: area)
            }
        }
        for f in features where f.fraction > travelled && f.fraction <= 1 {
            let i = TripProgressBar.row(of: f.fraction, rows: n)
            guard i > vehicleRow else { continue }
            buffer.set(x: x, y: area.maxY - 1 - i, f.glyph, style: featureStyle, clip: area)
        }
    }
}
