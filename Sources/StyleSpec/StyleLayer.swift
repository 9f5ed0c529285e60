import Foundation

/// The layer types of the style spec. `raster` is drawn by the raster layers once they land; until then it is
/// skipped and listed in the load summary, as are the types a terminal map does not draw (circle, heatmap,
/// hillshade, sky).
public enum StyleLayerType: String, Sendable, Hashable, CaseIterable {
    case background, fill, line, symbol
    case fillExtrusion = "fill-extrusion"
    case raster, circle, heatmap, hillshade, sky
}

/// How a line layer is drawn in cells (`navsim:line`): braille dots, light box drawing or heavy box drawing.
/// Without the key, the line width decides (see `StyleLayer.lineMode(width:)`).
public enum TerminalLineMode: String, Sendable, Hashable {
    case braille, box, heavy
}

/// One compiled layer: its filter, zoom range and the paint/layout values a terminal can honour.
public struct StyleLayer: Sendable {
    public var id: String
    public var type: StyleLayerType
    /// The OpenMapTiles layer it reads (`transportation`, `water`, …); nil for background.
    public var sourceLayer: String?
    public var source: String?
    public var minZoom: Double
    public var maxZoom: Double
    /// `layout.visibility` is not "none".
    public var visible: Bool
    public var filter: StyleFilter
    /// background-color, fill-color, line-color, text-color or fill-extrusion-color.
    public var color: StyleExpression?
    /// background-opacity, fill-opacity, line-opacity, text-opacity or fill-extrusion-opacity.
    public var opacity: StyleExpression?
    /// line-width in pixels.
    public var width: StyleExpression?
    /// fill-extrusion-height and fill-extrusion-base in metres.
    public var height: StyleExpression?
    public var base: StyleExpression?
    /// text-field, resolved to plain text per feature.
    public var textField: StyleExpression?
    /// text-transform: none, uppercase, lowercase.
    public var textTransform: StyleExpression?
    /// symbol-sort-key: lower is placed first.
    public var sortKey: StyleExpression?
    /// symbol-placement is "line" (street names along their road).
    public var linePlacement: Bool
    /// `navsim:glyph`: the area fill character of a fill layer.
    public var glyph: Character?
    /// `navsim:line`: how a line layer is drawn.
    public var lineMode: TerminalLineMode?

    /// True when the layer draws at this zoom (visible and minzoom ≤ zoom < maxzoom).
    public func isDrawn(atZoom z: Double) -> Bool { visible && z >= minZoom && z < maxZoom }

    /// Line widths (px, as at zoom 15) from which light box drawing replaces braille, and heavy replaces light.
    public static let boxFromWidth = 4.5, heavyFromWidth = 6.2
    /// Web styles widen lines about 1.3× per zoom level to keep them in proportion to the map; a terminal cell does
    /// not grow, so widths are compared as they would be at zoom 15 (w · 2^(−0.4 (z − 15))).
    public static let widthGrowthPerZoom = 0.4

    /// The cell drawing for a line of this width (px) at this zoom: `navsim:line` when given, else braille for thin
    /// lines, light box drawing for middle widths, heavy for the widest (motorways in Positron).
    public func lineMode(width: Double, zoom: Double = 15) -> TerminalLineMode {
        if let lineMode { return lineMode }
        let w = width * exp2(-Self.widthGrowthPerZoom * (zoom - 15))
        return w >= Self.heavyFromWidth ? .heavy : w >= Self.boxFromWidth ? .box : .braille
    }

    /// A casing (an outline drawn under a wider line of the same road in web styles): a character cell has no outline,
    /// so casings are left out (named `…casing…` by every OpenMapTiles style).
    public var isCasing: Bool { type == .line && id.lowercased().contains("casing") }

    /// The label of a feature: text-field evaluated, `{token}`s filled in, text-transform applied, blank → nil.
    public func label(for feature: any StyleFeature, zoom: Double) -> String? {
        guard let textField else { return nil }
        let c = StyleContext(zoom: zoom, feature: feature)
        var text = textField.run(c).text
        if text.contains("{") { text = TextTemplate.fill(text, feature) }
        switch textTransform?.run(c).string {
        case "uppercase": text = text.uppercased()
        case "lowercase": text = text.lowercased()
        default: break
        }
        let trimmed = text.trimmingSpaces
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// `"{name:latin} {name:nonlatin}"` templates of legacy text fields.
enum TextTemplate {
    /// A compiled template: literal text and property names, alternating.
    static func compile(_ s: String) -> StyleExpression {
        guard s.contains("{") else { return .constant(.string(s)) }
        var parts: [(literal: Bool, text: String)] = []
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append((true, String(rest[..<open]))) }
            parts.append((false, String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append((true, String(rest))) }
        let pieces = parts
        return StyleExpression(usesZoom: false, usesFeature: true) { c in
            var out = ""
            for p in pieces {
                if p.literal { out += p.text } else if let v = c.feature?.styleProperty(p.text) { out += v.text }
            }
            return .string(out)
        }
    }

    static func fill(_ s: String, _ f: any StyleFeature) -> String {
        compile(s).run(StyleContext(zoom: 0, feature: f)).text
    }
}
