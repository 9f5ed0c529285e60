/// The kind of value a property expects; it steers how literals are read (a colour string becomes a colour once,
/// at load) and what a constant must be.
public enum StyleValueKind: Sendable {
    case any, number, color, string, bool
}

/// Compiles style-spec expressions (`["get", "class"]`, `["interpolate", …]`) into closures.
/// Operators: get, has, id, geometry-type, zoom, literal, ==, !=, <, <=, >, >=, !, all, any, none, match, case,
/// coalesce, in, to-string, to-number, to-boolean, to-color, string/number/boolean assertions, concat, upcase,
/// downcase, + - * / % min max, rgb, rgba, interpolate (linear, exponential), step.
struct ExpressionCompiler {
    typealias Run = @Sendable (StyleContext) -> StyleValue

    func compile(_ json: JSONValue, path: String, expect: StyleValueKind = .any) throws(StyleSpecError) -> StyleExpression {
        switch json {
        case .array(let a):
            guard let op = a.first?.string else {
                // A bare array literal (text-offset, line-dasharray): a value, not an expression.
                return .constant(StyleValue(json))
            }
            return try compileCall(op, Array(a.dropFirst()), path: path, expect: expect)
        case .object:
            throw StyleSpecError(path: path, reason: "expected an expression or a value, got an object")
        case .string(let s) where expect == .color:
            guard let c = StyleColor(css: s) else {
                throw StyleSpecError(path: path, reason: "expected a colour, got \(json.brief)")
            }
            return .constant(.color(c))
        default:
            return .constant(StyleValue(json))
        }
    }

    func args(_ op: String, _ a: [JSONValue], _ n: ClosedRange<Int>, path: String) throws(StyleSpecError) {
        guard n.contains(a.count) else {
            let want = n.lowerBound == n.upperBound ? "\(n.lowerBound)" : n.upperBound > 100 ? "at least \(n.lowerBound)" : "\(n.lowerBound)–\(n.upperBound)"
            throw StyleSpecError(path: path, reason: "\"\(op)\" takes \(want) argument\(n.lowerBound == 1 && n.upperBound == 1 ? "" : "s"), got \(a.count)")
        }
    }

    func sub(_ a: [JSONValue], _ i: Int, _ path: String, _ expect: StyleValueKind = .any) throws(StyleSpecError) -> StyleExpression {
        try compile(a[i], path: "\(path)[\(i + 1)]", expect: expect)
    }

    func compileCall(_ op: String, _ a: [JSONValue], path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleExpression {
        switch op {
        case "literal":
            try args(op, a, 1...1, path: path)
            if expect == .color, let s = a[0].string, let c = StyleColor(css: s) { return .constant(.color(c)) }
            return .constant(StyleValue(a[0]))
        case "get":
            try args(op, a, 1...1, path: path)
            guard let key = a[0].string else { throw StyleSpecError(path: path + "[1]", reason: "expected a property name, got \(a[0].brief)") }
            if expect == .color {
                return StyleExpression(usesZoom: false, usesFeature: true) { c in
                    c.feature?.styleProperty(key).flatMap { $0.color.map(StyleValue.color) } ?? .null
                }
            }
            return StyleExpression(usesZoom: false, usesFeature: true) { c in c.feature?.styleProperty(key) ?? .null }
        case "has":
            try args(op, a, 1...1, path: path)
            guard let key = a[0].string else { throw StyleSpecError(path: path + "[1]", reason: "expected a property name, got \(a[0].brief)") }
            return StyleExpression(usesZoom: false, usesFeature: true) { c in .bool(c.feature?.styleProperty(key) != nil) }
        case "id":
            return StyleExpression(usesZoom: false, usesFeature: true) { c in c.feature?.styleID.map { .number(Double($0)) } ?? .null }
        case "geometry-type":
            return StyleExpression(usesZoom: false, usesFeature: true) { c in c.feature.map { .string($0.styleGeometryType.rawValue) } ?? .null }
        case "zoom":
            return StyleExpression(usesZoom: true, usesFeature: false) { c in .number(c.zoom) }
        case "==", "!=", "<", "<=", ">", ">=":
            try args(op, a, 2...3, path: path)
            let l = try sub(a, 0, path), r = try sub(a, 1, path)
            return Self.comparison(op, l, r)
        case "!":
            try args(op, a, 1...1, path: path)
            let e = try sub(a, 0, path)
            return StyleExpression(usesZoom: e.usesZoom, usesFeature: e.usesFeature) { c in .bool(!e.run(c).isTrue) }
        case "all", "any", "none":
            let es = try (0..<a.count).map { i throws(StyleSpecError) in try sub(a, i, path) }
            return Self.logical(op, es)
        case "case":
            guard a.count >= 3, a.count % 2 == 1 else { throw StyleSpecError(path: path, reason: "\"case\" takes condition/output pairs and a fallback, got \(a.count) arguments") }
            var pairs = [(StyleExpression, StyleExpression)]()
            for i in stride(from: 0, to: a.count - 1, by: 2) { pairs.append((try sub(a, i, path), try sub(a, i + 1, path, expect))) }
            let fallback = try sub(a, a.count - 1, path, expect)
            let all = pairs.flatMap { [$0.0, $0.1] } + [fallback]
            return StyleExpression(usesZoom: all.contains(where: \.usesZoom), usesFeature: all.contains(where: \.usesFeature)) { [pairs] c in
                for (cond, out) in pairs where cond.run(c).isTrue { return out.run(c) }
                return fallback.run(c)
            }
        case "match":
            return try compileMatch(a, path: path, expect: expect)
        case "coalesce":
            let es = try (0..<a.count).map { i throws(StyleSpecError) in try sub(a, i, path, expect) }
            return StyleExpression(usesZoom: es.contains(where: \.usesZoom), usesFeature: es.contains(where: \.usesFeature)) { c in
                for e in es { let v = e.run(c); if v != .null { return v } }
                return .null
            }
        case "in":
            try args(op, a, 2...2, path: path)
            let needle = try sub(a, 0, path), hay = try sub(a, 1, path)
            return StyleExpression(usesZoom: needle.usesZoom || hay.usesZoom, usesFeature: needle.usesFeature || hay.usesFeature) { c in
                let n = needle.run(c)
                switch hay.run(c) {
                case .array(let list): return .bool(list.contains(n))
                case .string(let s): return .bool(n.string.map { s.contains($0) } ?? false)
                default: return .bool(false)
                }
            }
        default:
            return try compileValueOp(op, a, path: path, expect: expect)
        }
    }

    static func comparison(_ op: String, _ l: StyleExpression, _ r: StyleExpression) -> StyleExpression {
        let z = l.usesZoom || r.usesZoom, f = l.usesFeature || r.usesFeature
        let lr = l.run, rr = r.run
        switch op {
        case "==": return StyleExpression(usesZoom: z, usesFeature: f) { c in .bool(lr(c) == rr(c)) }
        case "!=": return StyleExpression(usesZoom: z, usesFeature: f) { c in .bool(lr(c) != rr(c)) }
        case "<": return StyleExpression(usesZoom: z, usesFeature: f) { c in .bool(StyleValue.less(lr(c), rr(c)) ?? false) }
        case ">": return StyleExpression(usesZoom: z, usesFeature: f) { c in .bool(StyleValue.less(rr(c), lr(c)) ?? false) }
        case "<=": return StyleExpression(usesZoom: z, usesFeature: f) { c in
            let x = lr(c), y = rr(c)
            return .bool(x == y ? StyleValue.less(x, x) != nil : StyleValue.less(x, y) ?? false)
        }
        default: return StyleExpression(usesZoom: z, usesFeature: f) { c in
            let x = lr(c), y = rr(c)
            return .bool(x == y ? StyleValue.less(x, x) != nil : StyleValue.less(y, x) ?? false)
        }
        }
    }

    static func logical(_ op: String, _ es: [StyleExpression]) -> StyleExpression {
        let z = es.contains(where: \.usesZoom), f = es.contains(where: \.usesFeature)
        switch op {
        case "all": return StyleExpression(usesZoom: z, usesFeature: f) { c in
            for e in es where !e.run(c).isTrue { return .bool(false) }
            return .bool(true)
        }
        case "any": return StyleExpression(usesZoom: z, usesFeature: f) { c in
            for e in es where e.run(c).isTrue { return .bool(true) }
            return .bool(false)
        }
        default: return StyleExpression(usesZoom: z, usesFeature: f) { c in
            for e in es where e.run(c).isTrue { return .bool(false) }
            return .bool(true)
        }
        }
    }

    func compileMatch(_ a: [JSONValue], path: String, expect: StyleValueKind) throws(StyleSpecError) -> StyleExpression {
        guard a.count >= 4, a.count % 2 == 0 else {
            throw StyleSpecError(path: path, reason: "\"match\" takes an input, label/output pairs and a fallback, got \(a.count) arguments")
        }
        let input = try sub(a, 0, path)
        var table = [StyleValue: Int](), outputs = [StyleExpression]()
        for i in stride(from: 1, to: a.count - 1, by: 2) {
            let labels: [JSONValue] = a[i].array ?? [a[i]]
            for l in labels {
                switch l {
                case .string, .number: if table[StyleValue(l)] == nil { table[StyleValue(l)] = outputs.count }
                default: throw StyleSpecError(path: "\(path)[\(i + 1)]", reason: "a match label must be a string or a number, got \(l.brief)")
                }
            }
            outputs.append(try sub(a, i + 1, path, expect))
        }
        let fallback = try sub(a, a.count - 1, path, expect)
        let all = outputs + [input, fallback]
        return StyleExpression(usesZoom: all.contains(where: \.usesZoom), usesFeature: all.contains(where: \.usesFeature)) { [table, outputs] c in
            if let i = table[input.run(c)] { return outputs[i].run(c) }
            return fallback.run(c)
        }
    }
}
