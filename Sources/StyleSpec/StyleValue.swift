/// A value while a style expression runs: what `get` returns from a feature and what an expression yields.
public enum StyleValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case color(StyleColor)
    case array([StyleValue])

    init(_ json: JSONValue) {
        switch json {
        case .null, .object: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map(StyleValue.init))
        }
    }

    public var number: Double? { if case .number(let n) = self { return n }; return nil }
    public var string: String? { if case .string(let s) = self { return s }; return nil }
    public var color: StyleColor? {
        switch self {
        case .color(let c): return c
        case .string(let s): return StyleColor(css: s)
        default: return nil
        }
    }

    /// Truthiness as `case`, `all` and filters use it: only `true` is true.
    public var isTrue: Bool { if case .bool(true) = self { return true }; return false }

    /// `to-string`: how a value reads as text.
    public var text: String {
        switch self {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string(let s): return s
        case .color(let c):
            let (r, g, b) = c.rgb8
            return "rgba(\(r),\(g),\(b),\(c.a))"
        case .array(let a): return "[" + a.map(\.text).joined(separator: ",") + "]"
        }
    }

    /// `to-number`: numbers pass, numeric strings and booleans convert; nil otherwise.
    public var asNumber: Double? {
        switch self {
        case .number(let n): return n
        case .string(let s): return Double(s.trimmingSpaces)
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    /// Ordering for `<` `<=` `>` `>=`: numbers with numbers, strings with strings; other pairs do not compare.
    static func less(_ a: StyleValue, _ b: StyleValue) -> Bool? {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        default: return nil
        }
    }
}

/// The geometry kind of a feature as `$type` and `geometry-type` name it.
public enum StyleGeometryType: String, Sendable, Hashable {
    case point = "Point"
    case lineString = "LineString"
    case polygon = "Polygon"
}

/// What a style needs from a feature: its geometry kind, its id and its properties. The renderer's feature
/// source (OpenMapTiles features) conforms to this; the style engine never sees anything else.
public protocol StyleFeature {
    var styleGeometryType: StyleGeometryType { get }
    var styleID: Int64? { get }
    /// The property's value, nil when the feature lacks it.
    func styleProperty(_ key: String) -> StyleValue?
}

/// What an expression reads while it runs: the zoom and the feature (nil for zoom-only evaluation).
public struct StyleContext {
    public var zoom: Double
    public var feature: (any StyleFeature)?

    public init(zoom: Double, feature: (any StyleFeature)? = nil) {
        self.zoom = zoom
        self.feature = feature
    }
}
