/// A compiled style expression, filter or property value: a closure tree built once when the style loads, so that
/// drawing a feature never walks JSON. `usesZoom` / `usesFeature` say what it reads; a value that reads neither is
/// folded to `constant` at compile time, and one that reads only the zoom is evaluated once per frame.
public struct StyleExpression: Sendable {
    public let run: @Sendable (StyleContext) -> StyleValue
    public let usesZoom: Bool
    public let usesFeature: Bool

    init(usesZoom: Bool, usesFeature: Bool, _ run: @escaping @Sendable (StyleContext) -> StyleValue) {
        self.usesZoom = usesZoom
        self.usesFeature = usesFeature
        if !usesZoom && !usesFeature {
            let v = run(StyleContext(zoom: 0))
            self.run = { _ in v }
        } else {
            self.run = run
        }
    }

    /// A value that never changes.
    public static func constant(_ v: StyleValue) -> StyleExpression {
        StyleExpression(usesZoom: false, usesFeature: false) { _ in v }
    }

    /// The value when it reads neither zoom nor feature.
    public var constant: StyleValue? { usesZoom || usesFeature ? nil : run(StyleContext(zoom: 0)) }

    public func evaluate(zoom: Double, feature: (any StyleFeature)? = nil) -> StyleValue {
        run(StyleContext(zoom: zoom, feature: feature))
    }

    /// The expression with the zoom fixed: constant when it reads no feature (evaluated once per frame).
    public func atZoom(_ zoom: Double) -> StyleExpression {
        guard usesZoom else { return self }
        if !usesFeature { return .constant(run(StyleContext(zoom: zoom))) }
        let r = run
        return StyleExpression(usesZoom: false, usesFeature: true) { c in
            var c = c
            c.zoom = zoom
            return r(c)
        }
    }
}

/// A compiled filter: true for the features a layer draws.
public struct StyleFilter: Sendable {
    public let expression: StyleExpression
    public static let all = StyleFilter(expression: .constant(.bool(true)))

    public func matches(_ feature: any StyleFeature, zoom: Double) -> Bool {
        expression.run(StyleContext(zoom: zoom, feature: feature)).isTrue
    }

    /// True when the filter passes every feature (no test needed per feature).
    public var passesAll: Bool { expression.constant == .bool(true) }
}
