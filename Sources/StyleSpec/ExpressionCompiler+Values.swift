import Foundation

/// Conversions, text, arithmetic and the ramps (`interpolate`, `step`).
extension ExpressionCompiler {
    func unary(_ e: StyleExpression, _ f: @escaping @Sendable (StyleValue) -> StyleValue) -> StyleExpression {
        StyleExpression(usesZoom: e.usesZoom, usesFeature: e.usesFeature) { c in f(e.run(c)) }
    }

    func many(_ es: [StyleExpression], _ f: @escaping @Sendable ([StyleValue]) -> StyleValue) -> StyleExpression {
        StyleExpression(usesZoom: es.contains(where: \.usesZoom), usesFeature: es.contains(where: \.usesFeature)) { c in f(es.map { $0.run(c) }) }
    }

    func compileValueOp(_ op: String, _ a: [JSONValue], path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleExpression {
        let all = { () throws(StyleSpecError) -> [StyleExpression] in
            try (0..<a.count).map { i throws(StyleSpecError) in try self.sub(a, i, path) }
        }
        switch op {
        case "to-string":
            try args(op, a, 1...1, path: path)
            return unary(try sub(a, 0, path)) { .string($0.text) }
        case "to-number":
            let es = try all()
            return many(es) { vs in
                for v in vs { if let n = v.asNumber { return .number(n) } }
                return .null
            }
        case "to-boolean":
            try args(op, a, 1...1, path: path)
            return unary(try sub(a, 0, path)) { v in
                switch v {
                case .null: .bool(false)
                case .bool(let b): .bool(b)
                case .number(let n): .bool(n != 0 && !n.isNaN)
                case .string(let s): .bool(!s.isEmpty)
                default: .bool(true)
                }
            }
        case "to-color":
            let es = try all()
            return many(es) { vs in
                for v in vs { if let c = v.color { return .color(c) } }
                return .null
            }
        case "string", "number", "boolean":
            let es = try (0..<a.count).map { i throws(StyleSpecError) in try sub(a, i, path, expect) }
            return many(es) { vs in
                for v in vs {
                    switch (op, v) {
                    case ("string", .string), ("number", .number), ("boolean", .bool): return v
                    default: continue
                    }
                }
                return .null
            }
        case "concat":
            return many(try all()) { .string($0.map(\.text).joined()) }
        case "upcase", "downcase":
            try args(op, a, 1...1, path: path)
            let up = op == "upcase"
            return unary(try sub(a, 0, path)) { .string(up ? $0.text.uppercased() : $0.text.lowercased()) }
        case "+", "*", "min", "max":
            let es = try all()
            return many(es) { vs in
                let ns = vs.compactMap(\.number)
                guard ns.count == vs.count, let first = ns.first else { return .null }
                switch op {
                case "+": return .number(ns.reduce(0, +))
                case "*": return .number(ns.reduce(1, *))
                case "min": return .number(ns.dropFirst().reduce(first, min))
                default: return .number(ns.dropFirst().reduce(first, max))
                }
            }
        case "-", "/", "%":
            try args(op, a, (op == "-" ? 1 : 2)...2, path: path)
            return many(try all()) { vs in
                let ns = vs.compactMap(\.number)
                guard ns.count == vs.count else { return .null }
                if ns.count == 1 { return .number(-ns[0]) }
                switch op {
                case "-": return .number(ns[0] - ns[1])
                case "/": return .number(ns[0] / ns[1])
                default: return .number(ns[0].truncatingRemainder(dividingBy: ns[1]))
                }
            }
        case "rgb", "rgba":
            try args(op, a, (op == "rgb" ? 3 : 4)...(op == "rgb" ? 3 : 4), path: path)
            return many(try all()) { vs in
                let ns = vs.compactMap(\.number)
                guard ns.count == vs.count else { return .null }
                return .color(StyleColor(r: ns[0], g: ns[1], b: ns[2], a: ns.count == 4 ? ns[3] : 1))
            }
        case "interpolate":
            return try compileInterpolate(a, path: path, expect: expect)
        case "step":
            return try compileStep(a, path: path, expect: expect)
        default:
            throw StyleSpecError(path: path, reason: "unknown expression operator \"\(op)\"")
        }
    }

    func compileInterpolate(_ a: [JSONValue], path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleExpression {
        guard a.count >= 4, a.count % 2 == 0 else {
            throw StyleSpecError(path: path, reason: "\"interpolate\" takes a type, an input and stop/output pairs, got \(a.count) arguments")
        }
        let base: Double
        switch a[0].array?.first?.string {
        case "linear": base = 1
        case "exponential":
            guard let b = a[0].array?.dropFirst().first?.number else {
                throw StyleSpecError(path: path + "[1]", reason: "[\"exponential\", base] needs a numeric base")
            }
            base = b
        case "cubic-bezier": base = 1  // drawn as linear: a terminal cell cannot show the easing
        default: throw StyleSpecError(path: path + "[1]", reason: "expected [\"linear\"] or [\"exponential\", base], got \(a[0].brief)")
        }
        let input = try sub(a, 1, path)
        var stops = [Double](), outs = [StyleExpression]()
        for i in stride(from: 2, to: a.count, by: 2) {
            guard let s = a[i].number else { throw StyleSpecError(path: "\(path)[\(i + 1)]", reason: "expected a number stop, got \(a[i].brief)") }
            if let last = stops.last, s <= last { throw StyleSpecError(path: "\(path)[\(i + 1)]", reason: "stops must increase") }
            stops.append(s)
            outs.append(try sub(a, i + 1, path, expect))
        }
        let deps = outs + [input]
        return StyleExpression(usesZoom: deps.contains(where: \.usesZoom), usesFeature: deps.contains(where: \.usesFeature)) { [stops, outs] c in
            guard let x = input.run(c).number else { return .null }
            return Ramp.interpolate(x, stops: stops, base: base) { outs[$0].run(c) }
        }
    }

    func compileStep(_ a: [JSONValue], path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleExpression {
        guard a.count >= 2, a.count % 2 == 0 else {
            throw StyleSpecError(path: path, reason: "\"step\" takes an input, a first output and stop/output pairs, got \(a.count) arguments")
        }
        let input = try sub(a, 0, path)
        var stops = [-Double.infinity], outs = [try sub(a, 1, path, expect)]
        for i in stride(from: 2, to: a.count, by: 2) {
            guard let s = a[i].number else { throw StyleSpecError(path: "\(path)[\(i + 1)]", reason: "expected a number stop, got \(a[i].brief)") }
            stops.append(s)
            outs.append(try sub(a, i + 1, path, expect))
        }
        let deps = outs + [input]
        return StyleExpression(usesZoom: deps.contains(where: \.usesZoom), usesFeature: deps.contains(where: \.usesFeature)) { [stops, outs] c in
            guard let x = input.run(c).number else { return outs[0].run(c) }
            return outs[Ramp.stepIndex(x, stops: stops)].run(c)
        }
    }
}

/// Stop lookup and interpolation shared by expressions and legacy `{"stops": …}` functions.
enum Ramp {
    /// Index of the last stop ≤ x (0 when x is below the first).
    static func stepIndex(_ x: Double, stops: [Double]) -> Int {
        var i = 0
        while i + 1 < stops.count && stops[i + 1] <= x { i += 1 }
        return i
    }

    /// The style spec's interpolation factor between two stops with an exponential base (1 = linear).
    static func factor(_ x: Double, _ lo: Double, _ hi: Double, base: Double) -> Double {
        let d = hi - lo, p = x - lo
        guard d > 0 else { return 0 }
        if base == 1 { return p / d }
        return (pow(base, p) - 1) / (pow(base, d) - 1)
    }

    static func interpolate(_ x: Double, stops: [Double], base: Double, output: (Int) -> StyleValue) -> StyleValue {
        guard let first = stops.first, let last = stops.last else { return .null }
        if x <= first { return output(0) }
        if x >= last { return output(stops.count - 1) }
        let i = stepIndex(x, stops: stops)
        let t = factor(x, stops[i], stops[i + 1], base: base)
        return mix(output(i), output(i + 1), t)
    }

    static func mix(_ a: StyleValue, _ b: StyleValue, _ t: Double) -> StyleValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.array(let x), .array(let y)) where x.count == y.count: return .array(zip(x, y).map { mix($0, $1, t) })
        default:
            if let x = a.color, let y = b.color { return .color(x.mixed(with: y, t)) }
            return t < 1 ? a : b
        }
    }
}
