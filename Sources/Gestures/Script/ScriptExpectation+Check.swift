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
        case .features(let names):
            return (Set(names) == Set(seen.features), seen.features.isEmpty ? "none" : seen.features.joined(separator: ","))
        case .scheme(let name):
            return (seen.scheme.lowercased() == name.lowercased(), seen.scheme)
        case .setting(let key, let value):
            guard let actual = seen.setting(key) else { return (false, "no setting \(key)") }
            return (seen.settingMatches(key, value), actual)
        }
    }

    /// The smaller angle between two bearings, in degrees (0…180).
    static func angleBetween(_ a: Double, _ b: Double) -> Double {
        let d = (a - b).truncatingRemainder(dividingBy: 360)
        let wrapped = d < 0 ? d + 360 : d
        return min(wrapped, 360 - wrapped)
    }
}
