/// Compiles one layer object of a style into a `StyleLayer`, listing what it ignores in the load summary.
enum LayerCompiler {
    /// Paint and layout keys a terminal honours, by layer type (`navsim:*` extension keys included).
    static let supported: [StyleLayerType: Set<String>] = [
        .background: ["background-color", "background-opacity"],
        .fill: ["fill-color", "fill-opacity", "navsim:glyph", "visibility"],
        .line: ["line-color", "line-opacity", "line-width", "navsim:line", "visibility"],
        .symbol: ["text-field", "text-color", "text-opacity", "text-transform", "symbol-sort-key", "symbol-placement", "visibility"],
        .fillExtrusion: ["fill-extrusion-color", "fill-extrusion-opacity", "fill-extrusion-height", "fill-extrusion-base",
                         "navsim:glyph", "visibility"],
        .raster: ["visibility", "raster-opacity"],
    ]

    static func compile(_ lo: [String: JSONValue], id: String, refs: [StyleLayer],
                        summary: inout StyleLoadSummary) throws(StyleSpecError) -> StyleLayer {
        summary.layerCount += 1
        guard let typeText = lo["type"]?.string else { throw StyleSpecError(path: "type", reason: "missing or not a string") }
        guard let type = StyleLayerType(rawValue: typeText) else {
            throw StyleSpecError(path: "type", reason: "unknown layer type \"\(typeText)\"")
        }
        let paint = try object(lo["paint"], "paint"), layout = try object(lo["layout"], "layout")
        var visible = true
        if let v = layout["visibility"] {
            guard let s = v.string, s == "visible" || s == "none" else {
                throw StyleSpecError(path: "layout.visibility", reason: "expected \"visible\" or \"none\", got \(v.brief)")
            }
            visible = s == "visible"
        }
        let minZoom = try zoom(lo["minzoom"], "minzoom") ?? 0
        let maxZoom = try zoom(lo["maxzoom"], "maxzoom") ?? 24.0001
        var filter = StyleFilter.all
        if let f = lo["filter"] { filter = StyleFilter(expression: try LegacyFilter.compileAny(f, path: "filter")) }
        var layer = StyleLayer(id: id, type: type, sourceLayer: lo["source-layer"]?.string, source: lo["source"]?.string,
                               minZoom: minZoom, maxZoom: maxZoom, visible: visible, filter: filter, linePlacement: false)
        let keep = supported[type] ?? []
        if keep.isEmpty {
            summary.skippedLayers.append((id, typeText))
            return layer
        }
        if layer.isCasing { summary.ignore("line casings") }
        for (k, _) in paint where !keep.contains(k) { summary.ignore(k) }
        for (k, _) in layout where !keep.contains(k) { summary.ignore(k) }
        func prop(_ dict: [String: JSONValue], _ section: String, _ key: String, _ kind: StyleValueKind) throws(StyleSpecError) -> StyleExpression? {
            guard let v = dict[key] else { return nil }
            return try PropertyValue.compile(v, path: "\(section).\(key)", expect: kind)
        }
        let prefix = type == .fillExtrusion ? "fill-extrusion" : type == .symbol ? "text" : type.rawValue
        layer.color = try prop(paint, "paint", "\(prefix)-color", .color)
        layer.opacity = try prop(paint, "paint", "\(prefix)-opacity", .number)
        switch type {
        case .line:
            layer.width = try prop(paint, "paint", "line-width", .number)
            if let m = layout["navsim:line"] ?? paint["navsim:line"] {
                guard let s = m.string, let mode = TerminalLineMode(rawValue: s) else {
                    throw StyleSpecError(path: "layout.navsim:line", reason: "expected \"braille\", \"box\" or \"heavy\", got \(m.brief)")
                }
                layer.lineMode = mode
            }
        case .fill, .fillExtrusion:
            if type == .fillExtrusion {
                layer.height = try prop(paint, "paint", "fill-extrusion-height", .number)
                layer.base = try prop(paint, "paint", "fill-extrusion-base", .number)
            }
            if let g = layout["navsim:glyph"] ?? paint["navsim:glyph"] {
                guard let s = g.string, s.count == 1, let c = s.first, c.unicodeScalars.allSatisfy({ !$0.properties.isEmojiPresentation && $0.value >= 0x20 }) else {
                    throw StyleSpecError(path: "layout.navsim:glyph", reason: "expected one character one cell wide, got \(g.brief)")
                }
                layer.glyph = c
            }
        case .symbol:
            if let tf = layout["text-field"] {
                if let s = tf.string {
                    layer.textField = TextTemplate.compile(s)
                } else {
                    layer.textField = try PropertyValue.compile(tf, path: "layout.text-field", expect: .any)
                }
            }
            layer.textTransform = try prop(layout, "layout", "text-transform", .string)
            layer.sortKey = try prop(layout, "layout", "symbol-sort-key", .number)
            if let p = layout["symbol-placement"] { layer.linePlacement = p.string == "line" || p.string == "line-center" }
        default:
            break
        }
        return layer
    }

    static func object(_ v: JSONValue?, _ path: String) throws(StyleSpecError) -> [String: JSONValue] {
        guard let v else { return [:] }
        guard let o = v.object else { throw StyleSpecError(path: path, reason: "expected an object, got \(v.brief)") }
        return o
    }

    static func zoom(_ v: JSONValue?, _ path: String) throws(StyleSpecError) -> Double? {
        guard let v else { return nil }
        guard let n = v.number, n >= 0, n <= 24 else { throw StyleSpecError(path: path, reason: "expected a zoom 0–24, got \(v.brief)") }
        return n
    }
}
