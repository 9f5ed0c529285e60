/// What the app shows at an `expect` line, for `ScriptExpectation.check(_:)`.
public struct ScriptObservation {
    public var zoom: Double
    public var bearing: Double
    public var tilt: Double
    /// The geographic position at the view centre.
    public var centre: GestureLocation
    /// The screen, one string per row.
    public var screen: [String]
    /// Gestures delivered so far (after the family switches).
    public var events: [GestureEvent]
    public var markers: Int
    /// The app's view-to-geo, for cell points in `expect center X,Y`.
    public var locate: GestureGeoLookup
    /// Great-circle distance in metres (the app passes Geo's).
    public var distance: (GestureLocation, GestureLocation) -> Double

    public init(zoom: Double, bearing: Double, tilt: Double, centre: GestureLocation, screen: [String] = [],
                events: [GestureEvent] = [], markers: Int = 0, locate: @escaping GestureGeoLookup = { _, _ in nil },
                distance: @escaping (GestureLocation, GestureLocation) -> Double) {
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
        self.centre = centre
        self.screen = screen
        self.events = events
        self.markers = markers
        self.locate = locate
        self.distance = distance
    }
}

/// The outcome of one `expect` line.
public struct ExpectationResult: Sendable, Hashable {
    public var line: Int
    public var expectation: ScriptExpectation
    public var passed: Bool
    /// The actual value, as the report prints it.
    public var actual: String

    /// `ok line 16: expect zoom 16 ±0.05 (actual 16.012)` or `not ok …`.
    public var reportLine: String {
        "\(passed ? "ok" : "not ok") line \(line): expect \(expectation.scriptText) (actual \(actual))"
    }
}

/// The expectations of a run, printed as the issue asks: one line each, then `N passed, N failed`.
public struct ScriptReport: Sendable, Hashable {
    public var results: [ExpectationResult] = []
    public init(results: [ExpectationResult] = []) { self.results = results }

    public var passedCount: Int { results.filter(\.passed).count }
    public var failedCount: Int { results.count - passedCount }
    /// Whether the run should exit 0.
    public var allPassed: Bool { failedCount == 0 }
    public var lines: [String] { results.map(\.reportLine) + ["\(passedCount) passed, \(failedCount) failed"] }
}

extension ScriptExpectation {
    /// Checks the expectation against what the app shows; `actual` describes what was found.
    public func check(_ seen: ScriptObservation, line: Int) -> ExpectationResult {
        let (passed, actual) = evaluate(seen)
        return ExpectationResult(line: line, expectation: self, passed: passed, actual: actual)
    }

    private func evaluate(_ seen: ScriptObservation) -> (Bool, String) {
        switch self {
        case .zoom(let value, let tol):
            return (abs(seen.zoom - value) <= tol, formatted(seen.zoom, 3))
        case .bearing(let value, let tol):
            return (Self.angleBetween(seen.bearing, value) <= tol, formatted(seen.bearing, 1))
        case .tilt(let value, let tol):
            return (abs(seen.tilt - value) <= tol, formatted(seen.tilt, 1))
        case .centre(let point, let tol):
            let wanted: GestureLocation?
            switch point {
            case .geo(let g): wanted = g
            case .cell(let c): wanted = seen.locate(c.x, c.y)
            }
            let here = "\(formatted(seen.centre.latitude, 6)),\(formatted(seen.centre.longitude, 6))"
            guard let wanted else { return (false, "\(here); the expected cell shows no map") }
            let metres = seen.distance(seen.centre, wanted)
            return (metres <= tol, "\(here), \(formatted(metres, 1)) m away")
        case .screenContains(let text):
            let found = seen.screen.contains { $0.contains(text) }
            return (found, found ? "found" : "not on screen")
        case .event(let kind, let state, let at):
            let matching = seen.events.filter { $0.kind == kind && (state == nil || $0.state == state) }
            let hit = matching.contains { event in
                switch at {
                case nil: true
                case .cell(let c): event.origin == c
                case .geo(let g): event.location.map { seen.distance($0, g) <= Self.defaultCentreToleranceMeters } ?? false
                }
            }
            let actual = matching.isEmpty ? "no \(kind.rawValue) events" : matching.map { "\($0.state.rawValue) at \($0.origin)" }.suffix(3).joined(separator: "; ")
            return (hit, actual)
        case .markers(let count):
            return (seen.markers == count, "\(seen.markers)")
        }
    }

    /// The smaller angle between two bearings, in degrees (0…180).
    static func angleBetween(_ a: Double, _ b: Double) -> Double {
        let d = (a - b).truncatingRemainder(dividingBy: 360)
        let wrapped = d < 0 ? d + 360 : d
        return min(wrapped, 360 - wrapped)
    }
}
