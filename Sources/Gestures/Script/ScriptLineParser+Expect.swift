extension ScriptLineParser {
    mutating func expectation() throws(GestureScriptError) -> ScriptCommand {
        let what = try word("what to expect (zoom, bearing, tilt, center, screen, event, markers, features, scheme, setting)").lowercased()
        switch what {
        case "zoom":
            let value = try number("zoom level")
            let tol = try tolerance(default: ScriptExpectation.defaultZoomTolerance)
            return try finished(.expect(.zoom(value, tolerance: tol)))
        case "bearing":
            let value = try number("bearing in degrees")
            let tol = try tolerance(default: ScriptExpectation.defaultAngleTolerance)
            return try finished(.expect(.bearing(value, tolerance: tol)))
        case "tilt":
            let value = try number("tilt in degrees")
            let tol = try tolerance(default: ScriptExpectation.defaultAngleTolerance)
            return try finished(.expect(.tilt(value, tolerance: tol)))
        case "center", "centre":
            let at = try point()
            let tol = try tolerance(default: ScriptExpectation.defaultCentreToleranceMeters, meters: true)
            return try finished(.expect(.centre(at, toleranceMeters: tol)))
        case "screen":
            guard keyword("contains") else { throw fail("expected 'contains' after 'screen'") }
            guard !atEnd else { throw fail("missing the text to look for") }
            let text = tokens[position...].map(\.text).joined(separator: " ")
            position = tokens.count
            return .expect(.screenContains(text))
        case "event":
            let kindText = try word("gesture kind")
            guard let kind = GestureKind(name: kindText) else { throw fail("'\(kindText)' is not a gesture kind") }
            var state: GestureState?
            if let next = peek?.lowercased(), let parsed = GestureState(rawValue: next) {
                state = parsed
                position += 1
            }
            var at: ScriptPoint?
            if keyword("at") { at = try point() }
            return try finished(.expect(.event(kind: kind, state: state, at: at)))
        case "features":
            let text = try word("feature list A,B:MODE or none")
            let names = text == "none" ? [] : text.split(separator: ",").map(String.init)
            return try finished(.expect(.features(names)))
        case "scheme":
            let name = try word("scheme name")
            return try finished(.expect(.scheme(name)))
        case "setting":
            let key = try word("setting key")
            let value = try word("setting value")
            return try finished(.expect(.setting(key: key, value: value)))
        case "markers":
            let text = try word("marker count")
            guard let count = Int(text), count >= 0 else { throw fail("'\(text)' is not a marker count") }
            return try finished(.expect(.markers(count)))
        default:
            throw fail("cannot expect '\(what)'")
        }
    }

    /// An optional `±N` (or `± N`, `+-N`; with `meters`, `±20m`).
    mutating func tolerance(default value: Double, meters: Bool = false) throws(GestureScriptError) -> Double {
        guard let text = peek, ScriptValues.isTolerance(text) else { return value }
        position += 1
        var full = text
        if text == "±" || text == "+-" { full += try word("tolerance") }
        guard let tolerance = ScriptValues.tolerance(full, meters: meters) else {
            throw fail("'\(full)' is not a tolerance like ±0.05\(meters ? " or ±20m" : "")")
        }
        return tolerance
    }
}
