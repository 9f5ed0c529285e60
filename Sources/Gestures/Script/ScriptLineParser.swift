import Foundation
import Text

/// Parses the words of one script line into a command.
struct ScriptLineParser {
    let tokens: [ScriptTokenizer.Token]
    let line: Int
    let file: String
    var position = 1
    private let name: String

    /// Long presses must last the long-press threshold, or they are taps.
    static let defaultIncidentDuration: Double = 3600
    static let defaultLongPress: Double = 0.8
    /// Duration of a pan or two-finger pan when the line gives none.
    static let defaultPanDuration: Double = 0.3

    init(tokens: [ScriptTokenizer.Token], line: Int, file: String) {
        self.tokens = tokens
        self.line = line
        self.file = file
        name = tokens[0].text.lowercased()
    }

    func fail(_ problem: String) -> GestureScriptError {
        let usage = GestureScript.usage[name].map { "; expected: \($0)" } ?? ""
        return GestureScriptError(file: file, line: line, message: "\(name): \(problem)\(usage)")
    }

    var atEnd: Bool { position >= tokens.count }
    var peek: String? { atEnd ? nil : tokens[position].text }

    mutating func word(_ what: String) throws(GestureScriptError) -> String {
        guard let word = peek else { throw fail("missing \(what)") }
        position += 1
        return word
    }

    mutating func keyword(_ expected: String) -> Bool {
        guard position < tokens.count, !tokens[position].quoted, tokens[position].text.lowercased() == expected else { return false }
        position += 1
        return true
    }

    mutating func point(_ what: String = "point X,Y or LAT,LON") throws(GestureScriptError) -> ScriptPoint {
        let text = try word(what)
        guard let point = ScriptValues.point(text) else { throw fail("'\(text)' is not a \(what)") }
        return point
    }

    mutating func number(_ what: String) throws(GestureScriptError) -> Double {
        let text = try word(what)
        guard let value = ScriptValues.number(text) else { throw fail("'\(text)' is not a number (\(what))") }
        return value
    }

    mutating func optionalDuration(default value: Double) throws(GestureScriptError) -> Double {
        guard let text = peek else { return value }
        guard let seconds = ScriptValues.duration(text) else { throw fail("'\(text)' is not a duration like 300ms or 2s") }
        position += 1
        return seconds
    }

    /// Checks that nothing follows; call it only after every word has been read (not inside the argument
    /// that reads them: the argument would see the position before its own reads).
    func finished<T>(_ value: T) throws(GestureScriptError) -> T {
        if let extra = peek { throw fail("unexpected '\(extra)' at the end") }
        return value
    }

    mutating func command() throws(GestureScriptError) -> ScriptCommand {
        switch name {
        case "size":
            let text = try word("WIDTHxHEIGHT")
            let parts = text.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
                throw fail("'\(text)' is not a size like 100x30")
            }
            return try finished(.size(width: w, height: h))
        case "map":
            let path = try word("file")
            return try finished(.map(path: path))
        case "route":
            let path = try word("file")
            return try finished(.route(path: path))
        case "camera": return try camera()
        case "tap":
            let at = try point()
            return try finished(.tap(at))
        case "doubletap":
            let at = try point()
            return try finished(.doubleTap(at))
        case "twofingertap":
            let at = try point()
            return try finished(.twoFingerTap(at))
        case "longpress":
            let at = try point()
            let duration = try optionalDuration(default: Self.defaultLongPress)
            guard duration >= GestureThresholds.longPressDuration - GestureThresholds.timeEpsilon else {
                throw fail("a long press lasts at least 500ms (shorter is a tap)")
            }
            return try finished(.longPress(at, duration: duration))
        case "pan":
            let from = try point()
            guard keyword("->") else { throw fail("missing '->' between the two points") }
            let to = try point()
            let duration = try optionalDuration(default: Self.defaultPanDuration)
            guard duration > 0 else { throw fail("a pan takes some time (duration > 0)") }
            return try finished(.pan(from: from, to: to, duration: duration))
        case "twofingerpan": return try twoFingerPan()
        case "pinchrotate": return try pinchRotate()
        case "key":
            let text = try word("key")
            guard let key = ScriptValues.key(text) else { throw fail("'\(text)' is not a key") }
            return try finished(.key(key))
        case "incident":
            let type = try word("incident type")
            _ = keyword("at")
            let at = try point()
            let duration = try optionalDuration(default: Self.defaultIncidentDuration)
            guard duration > 0 else { throw fail("an incident lasts some time (duration > 0)") }
            return try finished(.incident(type: type, at: at, duration: duration))
        case "wait":
            let text = try word("duration")
            guard let seconds = ScriptValues.duration(text) else { throw fail("'\(text)' is not a duration like 300ms or 2s") }
            return try finished(.wait(seconds))
        case "disable", "enable":
            let text = try word("gesture, family or 'feature NAME'")
            let on = name == "enable"
            if text.lowercased() == "feature" {
                let feature = try word("map feature name")
                let mode = on && !atEnd ? try word("mode") : nil
                return try finished(.setFeature(name: feature, mode: mode, enabled: on))
            }
            if let kind = GestureKind(name: text) { return try finished(.setDefaultAction(kind, enabled: on)) }
            if let family = GestureFamily(switchName: text) { return try finished(.setFamily(family, enabled: on)) }
            throw fail("'\(text)' is not a gesture or family")
        case "scheme":
            let scheme = try word("scheme name or style file")
            return try finished(.scheme(scheme))
        case "expect": return try expectation()
        case "set":
            let key = try word("setting key")
            let value = try word("setting value")
            return try finished(.setting(key: key, value: value))
        case "layer":
            let layer = try word("layer name")
            let state = try word("on or off")
            guard state == "on" || state == "off" else { throw fail("'\(state)' is not on or off") }
            return try finished(.rasterLayer(name: layer, enabled: state == "on"))
        default:
            let known = GestureScript.usage.keys.sorted().joined(separator: ", ")
            let near = KeySuggestion.hint(for: tokens[0].text, in: GestureScript.usage.keys.sorted())
            throw GestureScriptError(file: file, line: line, message: "unknown command '\(tokens[0].text)'\(near); expected one of: \(known)")
        }
    }

    mutating func camera() throws(GestureScriptError) -> ScriptCommand {
        var centre: ScriptPoint?
        var zoom: Double?, bearing: Double?, tilt: Double?
        if let first = peek, first.contains(",") { centre = try point() }
        while let key = peek?.lowercased() {
            position += 1
            switch key {
            case "zoom": zoom = try number("zoom level")
            case "bearing": bearing = try number("bearing in degrees")
            case "tilt":
                let value = try number("tilt in degrees")
                guard DefaultActions.tiltRange.contains(value) else { throw fail("tilt \(value) is outside 0…60") }
                tilt = value
            default: throw fail("unexpected '\(key)'")
            }
        }
        return .camera(centre: centre, zoom: zoom, bearing: bearing, tilt: tilt)
    }

    mutating func twoFingerPan() throws(GestureScriptError) -> ScriptCommand {
        let text = try word("offset DX,DY")
        guard let offset = ScriptValues.offset(text) else { throw fail("'\(text)' is not an offset of whole cells DX,DY") }
        guard offset.dx != 0 || offset.dy != 0 else { throw fail("the offset 0,0 does not move") }
        var at: ScriptPoint?
        if keyword("at") { at = try point() }
        let duration = try optionalDuration(default: Self.defaultPanDuration)
        guard duration > 0 else { throw fail("a pan takes some time (duration > 0)") }
        return try finished(.twoFingerPan(dx: offset.dx, dy: offset.dy, at: at, duration: duration))
    }

    mutating func pinchRotate() throws(GestureScriptError) -> ScriptCommand {
        _ = keyword("at")
        let at = try point()
        var scale = 1.0, angle = 0.0
        var any = false
        while let key = peek?.lowercased() {
            position += 1
            switch key {
            case "scale":
                scale = try number("scale factor")
                guard scale > 0 else { throw fail("scale must be greater than 0") }
            case "angle": angle = try number("angle in degrees")
            default: throw fail("unexpected '\(key)'")
            }
            any = true
        }
        guard any else { throw fail("missing scale or angle") }
        return .pinchRotate(at: at, scale: scale, angle: angle)
    }
}
