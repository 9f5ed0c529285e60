import Foundation

extension ScriptCommand {
    /// The command as one script line (parsing it gives the same command back).
    public var scriptText: String {
        switch self {
        case .size(let w, let h): "size \(w)x\(h)"
        case .map(let path): "map \(ScriptText.word(path))"
        case .route(let path): "route \(ScriptText.word(path))"
        case .camera(let centre, let zoom, let bearing, let tilt):
            (["camera"] + [centre.map(ScriptText.point), zoom.map { "zoom \(ScriptText.number($0))" },
                           bearing.map { "bearing \(ScriptText.number($0))" }, tilt.map { "tilt \(ScriptText.number($0))" }]
                .compactMap { $0 }).joined(separator: " ")
        case .tap(let p): "tap \(ScriptText.point(p))"
        case .doubleTap(let p): "doubletap \(ScriptText.point(p))"
        case .longPress(let p, let d): "longpress \(ScriptText.point(p)) \(ScriptText.duration(d))"
        case .pan(let a, let b, let d): "pan \(ScriptText.point(a)) -> \(ScriptText.point(b)) \(ScriptText.duration(d))"
        case .twoFingerPan(let dx, let dy, let at, let d):
            "twofingerpan \(dx),\(dy)" + (at.map { " at \(ScriptText.point($0))" } ?? "") + " \(ScriptText.duration(d))"
        case .twoFingerTap(let p): "twofingertap \(ScriptText.point(p))"
        case .pinchRotate(let p, let s, let a): "pinchrotate \(ScriptText.point(p)) scale \(ScriptText.number(s)) angle \(ScriptText.number(a))"
        case .key(let k): "key \(ScriptValues.name(of: k))"
        case .wait(let d): "wait \(ScriptText.duration(d))"
        case .incident(let type, let p, let d): "incident \(type) at \(ScriptText.point(p)) \(ScriptText.duration(d))"
        case .setDefaultAction(let kind, let on): "\(on ? "enable" : "disable") \(kind.rawValue)"
        case .setFamily(let family, let on): "\(on ? "enable" : "disable") \(family.switchName)"
        case .setFeature(let name, let mode, let on):
            "\(on ? "enable" : "disable") feature \(ScriptText.word(name))" + (mode.map { " " + ScriptText.word($0) } ?? "")
        case .scheme(let name): "scheme \(ScriptText.word(name))"
        case .expect(let e): "expect " + e.scriptText
        case .rasterLayer(let name, let on): "layer \(name) \(on ? "on" : "off")"
        case .setting(let key, let value): "set \(ScriptText.word(key)) \(ScriptText.word(value))"
        }
    }
}

extension ScriptExpectation {
    /// The part of an `expect` line after `expect`.
    public var scriptText: String {
        switch self {
        case .zoom(let v, let t): "zoom \(ScriptText.number(v)) ±\(ScriptText.number(t))"
        case .bearing(let v, let t): "bearing \(ScriptText.number(v)) ±\(ScriptText.number(t))"
        case .tilt(let v, let t): "tilt \(ScriptText.number(v)) ±\(ScriptText.number(t))"
        case .centre(let p, let t): "center \(ScriptText.point(p)) ±\(ScriptText.number(t))m"
        case .screenContains(let text): "screen contains \(ScriptText.quoted(text))"
        case .event(let kind, let state, let at):
            "event \(kind.rawValue)" + (state.map { " \($0.rawValue)" } ?? "") + (at.map { " at \(ScriptText.point($0))" } ?? "")
        case .markers(let n): "markers \(n)"
        case .features(let names): "features " + (names.isEmpty ? "none" : names.joined(separator: ","))
        case .scheme(let name): "scheme \(ScriptText.word(name))"
        case .setting(let key, let value): "setting \(ScriptText.word(key)) \(ScriptText.word(value))"
        }
    }
}

/// Spelling of script values.
enum ScriptText {
    /// Whole numbers without a decimal point, others in Swift's shortest round-trip form.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `50,15` or `51.5,-0.12` (geo numbers always keep their decimal point).
    static func point(_ point: ScriptPoint) -> String {
        switch point {
        case .cell(let c): "\(c.x),\(c.y)"
        case .geo(let g): "\(g.latitude),\(g.longitude)"
        }
    }

    /// Whole milliseconds as `300ms`, anything else in seconds.
    static func duration(_ seconds: Double) -> String {
        let ms = (seconds * 1000).rounded()
        if ms / 1000 == seconds, abs(ms) < 1e12 { return "\(Int(ms))ms" }
        return "\(seconds)s"
    }

    /// A word, quoted when it has spaces, quotes or `#`.
    static func word(_ text: String) -> String {
        text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "#" }) || text.isEmpty ? quoted(text) : text
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
