/// The legacy function form of a property value, `{"stops": [[z, v], …], "base": b}`, with the optional `property`
/// (a data-driven function), `type` (exponential, interval, categorical, identity) and `default`.
enum StyleFunction {
    static func compile(_ o: [String: JSONValue], path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleExpression {
        let property = o["property"]?.string
        let base = o["base"]?.number ?? 1
        let fallback = try o["default"].map { v throws(StyleSpecError) in try value(v, path: path + ".default", expect: expect) } ?? .null
        let input: @Sendable (StyleContext) -> StyleValue = { c in
            guard let property else { return .number(c.zoom) }
            return c.feature?.styleProperty(property) ?? .null
        }
        let type = o["type"]?.string
        if type == "identity" {
            guard let property else { throw StyleSpecError(path: path, reason: "an identity function needs a \"property\"") }
            return StyleExpression(usesZoom: false, usesFeature: true) { c in
                let v = c.feature?.styleProperty(property) ?? fallback
                return expect == .color ? (v.color.map(StyleValue.color) ?? fallback) : v
            }
        }
        guard let rawStops = o["stops"]?.array, !rawStops.isEmpty else {
            throw StyleSpecError(path: path + ".stops", reason: "a function needs a non-empty \"stops\" array")
        }
        var ins = [StyleValue](), outs = [StyleValue]()
        for (i, s) in rawStops.enumerated() {
            guard let pair = s.array, pair.count == 2 else {
                throw StyleSpecError(path: "\(path).stops[\(i)]", reason: "expected [input, output], got \(s.brief)")
            }
            if pair[0].object != nil {
                throw StyleSpecError(path: "\(path).stops[\(i)][0]", reason: "zoom-and-property functions are not supported; use an expression")
            }
            ins.append(StyleValue(pair[0]))
            outs.append(try value(pair[1], path: "\(path).stops[\(i)][1]", expect: expect))
        }
        let interpolatable = outs.allSatisfy { $0.number != nil || $0.color != nil }
        let kind = type ?? (property != nil && ins.first?.number == nil ? "categorical" : interpolatable ? "exponential" : "interval")
        let usesZoom = property == nil, usesFeature = property != nil
        switch kind {
        case "categorical":
            var t = [StyleValue: StyleValue]()
            for (k, v) in zip(ins, outs) where t[k] == nil { t[k] = v }
            let table = t
            return StyleExpression(usesZoom: usesZoom, usesFeature: usesFeature) { c in table[input(c)] ?? fallback }
        case "interval", "exponential":
            let nums = ins.compactMap(\.number)
            guard nums.count == ins.count else { throw StyleSpecError(path: path + ".stops", reason: "stop inputs must be numbers") }
            let exponential = kind == "exponential", outs = outs
            return StyleExpression(usesZoom: usesZoom, usesFeature: usesFeature) { c in
                guard let x = input(c).number else { return fallback }
                if !exponential { return x < nums[0] ? outs[0] : outs[Ramp.stepIndex(x, stops: nums)] }
                return Ramp.interpolate(x, stops: nums, base: base) { outs[$0] }
            }
        default:
            throw StyleSpecError(path: path + ".type", reason: "expected exponential, interval, categorical or identity, got \"\(kind)\"")
        }
    }

    /// A literal output checked against what the property expects.
    static func value(_ v: JSONValue, path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleValue {
        try PropertyValue.literal(v, path: path, expect: expect)
    }
}

/// A property value in any of its three forms: a literal, a legacy function, an expression.
enum PropertyValue {
    static func compile(_ v: JSONValue, path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleExpression {
        switch v {
        case .object(let o): return try StyleFunction.compile(o, path: path, expect: expect)
        case .array(let a) where a.first?.string != nil: return try ExpressionCompiler().compile(v, path: path, expect: expect)
        default: return .constant(try literal(v, path: path, expect: expect))
        }
    }

    static func literal(_ v: JSONValue, path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleValue {
        switch expect {
        case .color:
            guard let s = v.string, let c = StyleColor(css: s) else { throw StyleSpecError(path: path, reason: "expected a colour, got \(v.brief)") }
            return .color(c)
        case .number:
            guard let n = v.number else { throw StyleSpecError(path: path, reason: "expected a number, got \(v.brief)") }
            return .number(n)
        case .string:
            guard let s = v.string else { throw StyleSpecError(path: path, reason: "expected a string, got \(v.brief)") }
            return .string(s)
        case .bool:
            guard case .bool = v else { throw StyleSpecError(path: path, reason: "expected true or false, got \(v.brief)") }
            return StyleValue(v)
        case .any: return StyleValue(v)
        }
    }
}
