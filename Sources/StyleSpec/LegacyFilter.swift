/// The style spec's legacy filter syntax (`["==", "class", "motorway"]`, `["in", "$type", "Point"]`, `["!has", "name"]`)
/// and the rule (from MapLibre's `isExpressionFilter`) that tells it from an expression.
enum LegacyFilter {
    /// True when `json` is an expression filter rather than a legacy one.
    static func isExpression(_ json: JSONValue) -> Bool {
        guard let a = json.array, let op = a.first?.string else { return json.array == nil }
        switch op {
        case "has": return a.count >= 2 && a[1].string != "$id" && a[1].string != "$type"
        case "in": return a.count >= 3 && (a[1].string == nil || a[2].array != nil)
        case "!in", "!has", "none": return false
        case "==", "!=", ">", ">=", "<", "<=": return a.count != 3 || a[1].array != nil || a[2].array != nil
        case "any", "all":
            for f in a.dropFirst() where !isExpression(f) {
                if case .bool = f { continue }
                return false
            }
            return true
        default: return true
        }
    }

    /// Compiles a legacy filter into a closure.
    static func compile(_ json: JSONValue, path: String) throws(StyleSpecError) -> StyleExpression {
        guard let a = json.array, let op = a.first?.string else {
            throw StyleSpecError(path: path, reason: "expected a filter array, got \(json.brief)")
        }
        let rest = Array(a.dropFirst())
        switch op {
        case "all", "any", "none":
            let subs = try rest.enumerated().map { (i, f) throws(StyleSpecError) -> StyleExpression in
                try compileAny(f, path: "\(path)[\(i + 1)]")
            }
            return ExpressionCompiler.logical(op, subs)
        case "has", "!has":
            guard rest.count == 1, let key = rest[0].string else { throw StyleSpecError(path: path, reason: "\"\(op)\" takes one key") }
            let want = op == "has"
            let get = getter(key)
            return StyleExpression(usesZoom: false, usesFeature: true) { c in .bool((get(c) != nil) == want) }
        case "in", "!in":
            guard let key = rest.first?.string else { throw StyleSpecError(path: path + "[1]", reason: "\"\(op)\" takes a key then values") }
            let set = Set(rest.dropFirst().map(StyleValue.init))
            let want = op == "in", get = getter(key)
            return StyleExpression(usesZoom: false, usesFeature: true) { c in .bool(get(c).map(set.contains) ?? false == want) }
        case "==", "!=", "<", "<=", ">", ">=":
            guard rest.count == 2, let key = rest[0].string else { throw StyleSpecError(path: path, reason: "\"\(op)\" takes a key and a value") }
            let v = StyleValue(rest[1]), get = getter(key)
            switch op {
            case "==": return StyleExpression(usesZoom: false, usesFeature: true) { c in .bool(get(c) == v) }
            case "!=": return StyleExpression(usesZoom: false, usesFeature: true) { c in .bool(get(c) != v) }
            default:
                return StyleExpression(usesZoom: false, usesFeature: true) { c in
                    guard let x = get(c) else { return .bool(false) }
                    switch op {
                    case "<": return .bool(StyleValue.less(x, v) ?? false)
                    case ">": return .bool(StyleValue.less(v, x) ?? false)
                    case "<=": return .bool(x == v ? StyleValue.less(x, x) != nil : StyleValue.less(x, v) ?? false)
                    default: return .bool(x == v ? StyleValue.less(x, x) != nil : StyleValue.less(v, x) ?? false)
                    }
                }
            }
        default:
            throw StyleSpecError(path: path, reason: "unknown filter operator \"\(op)\"")
        }
    }

    /// A filter in either syntax (legacy filters may nest expressions inside `all`/`any` in MapLibre's reading).
    static func compileAny(_ json: JSONValue, path: String) throws(StyleSpecError) -> StyleExpression {
        if case .bool(let b) = json { return .constant(.bool(b)) }
        if isExpression(json) { return try ExpressionCompiler().compile(json, path: path) }
        return try compile(json, path: path)
    }

    /// Reads a key the legacy way: `$type` is the geometry kind, `$id` the feature id, anything else a property.
    static func getter(_ key: String) -> @Sendable (StyleContext) -> StyleValue? {
        switch key {
        case "$type": return { c in c.feature.map { .string($0.styleGeometryType.rawValue) } }
        case "$id": return { c in c.feature?.styleID.map { .number(Double($0)) } }
        default: return { c in c.feature?.styleProperty(key) }
        }
    }
}
