import TermUI

/// Parsing of the values that script lines share: points, offsets, durations, tolerances, keys.
/// Each returns nil on a malformed word; the caller names the line and what it expected.
enum ScriptValues {
    /// `50,15` (cells, whole numbers) or `51.5,-0.12` (lat,lon: either number has a decimal point).
    static func point(_ word: String) -> ScriptPoint? {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        if word.contains(".") {
            guard let lat = Double(parts[0]), let lon = Double(parts[1]),
                  (-90...90).contains(lat), (-180...180).contains(lon) else { return nil }
            return .geo(GestureLocation(latitude: lat, longitude: lon))
        }
        guard let x = Int(parts[0]), let y = Int(parts[1]), x >= 0, y >= 0 else { return nil }
        return .cell(CellPoint(x: x, y: y))
    }

    /// `0,-5`: a signed whole-cell offset.
    static func offset(_ word: String) -> (dx: Int, dy: Int)? {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let dx = Int(parts[0]), let dy = Int(parts[1]) else { return nil }
        return (dx, dy)
    }

    /// `300ms`, `2s`, `0.5s` → seconds (finite, not negative).
    static func duration(_ word: String) -> Double? {
        let lower = word.lowercased()
        let value: Double?
        if lower.hasSuffix("ms") {
            value = Double(lower.dropLast(2)).map { $0 / 1000 }
        } else if lower.hasSuffix("s") {
            value = Double(lower.dropLast())
        } else {
            value = nil
        }
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// Whether a word looks like a duration (ends in a unit after a digit).
    static func isDuration(_ word: String) -> Bool { duration(word) != nil }

    /// A finite number.
    static func number(_ word: String) -> Double? {
        guard let value = Double(word), value.isFinite else { return nil }
        return value
    }

    /// `±0.05`, `+-0.05`, `±20m` (with `meters`, the `m` suffix is allowed) → the non-negative tolerance.
    static func tolerance(_ word: String, meters: Bool = false) -> Double? {
        var body = Substring(word)
        if body.hasPrefix("±") { body = body.dropFirst() } else if body.hasPrefix("+-") { body = body.dropFirst(2) } else { return nil }
        if meters, body.hasSuffix("m") { body = body.dropLast() }
        guard let value = number(String(body)), value >= 0 else { return nil }
        return value
    }

    /// Whether a word starts a tolerance.
    static func isTolerance(_ word: String) -> Bool { word.hasPrefix("±") || word.hasPrefix("+-") }

    static let namedKeys: [String: Key] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
        "backspace": .backspace, "space": .character(" "), "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown, "home": .home, "end": .end,
    ]

    /// A key: one character as written (`d`, `L`, `+`), a name from `namedKeys`, or `f1`…`f12`.
    static func key(_ word: String) -> Key? {
        if word.count == 1, let c = word.first { return .character(c) }
        let lower = word.lowercased()
        if let named = namedKeys[lower] { return named }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n) { return .function(n) }
        if lower.hasPrefix("alt+"), word.count > 4, let k = key(String(word.dropFirst(4))) { return .alt(k) }
        return nil
    }

    /// The script spelling of a key (inverse of `key(_:)`).
    static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "space"
        case .character("#"): "\"#\""
        case .character("\""): "\"\\\"\""
        case .character(let c): String(c)
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backspace: "backspace"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .home: "home"
        case .end: "end"
        case .function(let n): "f\(n)"
        case .alt(let k): "alt+" + name(of: k)
        }
    }
}
