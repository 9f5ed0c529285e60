import Foundation
import Text

/// A loaded MapLibre / Mapbox GL style (Style Specification v8): its layers compiled once, the navsim overlay
/// colours from `metadata."navsim:overlay"`, and a summary of what a terminal cannot show.
public struct StyleSheet: Sendable {
    public var name: String
    /// Where it came from (a file name, or a label for memory).
    public var file: String
    /// Layers in draw order, every type (skipped ones included, with `isSupported` false).
    public var layers: [StyleLayer]
    /// `metadata."navsim:overlay"`: colours for the navigation overlay (route, vehicle, markers, attribution, …).
    public var overlay: [String: StyleColor]
    /// `metadata."navsim:scheme"`: the scheme family and variant this file is (e.g. normal / day); nil for a
    /// third-party style.
    public var schemeFamily: String?
    public var schemeNight: Bool
    /// Ids of the style's raster layers (hybrid and satellite imagery, overlays), in draw order.
    public var rasterLayers: [String]
    /// The style's `raster` sources, by name.
    public var rasterSources: [String: StyleRasterSource] = [:]
    public var summary: StyleLoadSummary

    /// The colours `metadata."navsim:overlay"` may set (any other key is an error, so that a misspelt one is not
    /// silently ignored); MapRender's `MapStyle.overlay(for:)` maps each to the overlay colour it sets.
    public static let overlayKeys = ["routeRemaining", "routeTravelled", "routeAlternative", "vehicle", "maneuver", "destination",
                                     "marker", "attribution", "sky", "trafficLight", "stop", "speedCamera", "oneway", "poi",
                                     "landmark", "streetLabel", "poiLabel", "building"]

    /// The colour of the background layer at a zoom (white when the style has none).
    public func backgroundColor(zoom: Double) -> StyleColor {
        var c = StyleColor(r: 255, g: 255, b: 255)
        // By index: `for l in layers` copied every layer (its strings and compiled values retained) once per frame.
        for i in layers.indices where layers[i].type == .background && layers[i].isDrawn(atZoom: zoom) {
            if let v = layers[i].color?.evaluate(zoom: zoom).color {
                c = v.over(c, opacity: layers[i].opacity?.evaluate(zoom: zoom).number ?? 1)
            }
        }
        return c
    }

    /// Reads a style file.
    /// - Throws: one `SourceError` naming the file, the layer id and the JSON path of the bad value.
    public static func load(path: String) throws(SourceError) -> StyleSheet {
        let name = (path as NSString).lastPathComponent
        let data = Data(try InputFile.read(path, expecting: "style file"))
        do { return try parse(data, file: name) } catch { throw error.sourceError(file: path) }
    }

    /// Parses style JSON; `file` names the source in the summary.
    /// - Throws: `StyleSpecError` (layer id, JSON path, reason).
    public static func parse(_ data: Data, file: String) throws(StyleSpecError) -> StyleSheet {
        let root = try JSONValue.parse(data)
        guard case .object(let o) = root else { throw StyleSpecError(path: "", reason: "expected a style object, got \(root.brief)") }
        guard let v = o["version"] else { throw StyleSpecError(path: "version", reason: "missing (this reads Style Specification version 8)") }
        guard v.number == 8 else { throw StyleSpecError(path: "version", reason: "expected 8, got \(v.brief)") }
        guard let rawLayers = o["layers"]?.array else { throw StyleSpecError(path: "layers", reason: "expected an array of layers") }
        var summary = StyleLoadSummary(file: file)
        for key in ["sprite", "glyphs", "light", "terrain", "transition", "projection", "fog", "sky"] where o[key] != nil {
            summary.ignore(key)
        }
        var layers = [StyleLayer](), ids = Set<String>()
        for (i, raw) in rawLayers.enumerated() {
            guard case .object(let lo) = raw else { throw StyleSpecError(path: "layers[\(i)]", reason: "expected a layer object, got \(raw.brief)") }
            guard let id = lo["id"]?.string else { throw StyleSpecError(path: "layers[\(i)].id", reason: "missing or not a string") }
            guard ids.insert(id).inserted else { throw StyleSpecError(layer: id, path: "id", reason: "a second layer has this id") }
            do {
                let layer = try LayerCompiler.compile(lo, id: id, refs: layers, summary: &summary)
                layers.append(layer)
            } catch { throw error.inLayer(id) }
        }
        var overlay = [String: StyleColor]()
        var family: String?, night = false
        if let meta = o["metadata"]?.object {
            if let ov = meta["navsim:overlay"] {
                guard let oo = ov.object else { throw StyleSpecError(path: "metadata.navsim:overlay", reason: "expected an object of colours") }
                for (k, v) in oo {
                    guard overlayKeys.contains(k) else {
                        throw StyleSpecError(path: "metadata.navsim:overlay.\(k)",
                                             reason: "unknown overlay colour (expected one of \(overlayKeys.joined(separator: ", ")))")
                    }
                    guard let s = v.string, let c = StyleColor(css: s) else {
                        throw StyleSpecError(path: "metadata.navsim:overlay.\(k)", reason: "expected a colour, got \(v.brief)")
                    }
                    overlay[k] = c
                }
            }
            if let s = meta["navsim:scheme"]?.object {
                family = s["family"]?.string
                night = s["night"].map { $0 == .bool(true) } ?? false
            }
        }
        let rasters = layers.filter { $0.type == .raster }.map(\.id)
        var sheet = StyleSheet(name: o["name"]?.string ?? file, file: file, layers: layers, overlay: overlay, schemeFamily: family,
                               schemeNight: night, rasterLayers: rasters, summary: summary)
        sheet.rasterSources = try rasterSources(o["sources"])
        // A raster layer draws its source's tiles; one whose source is not a raster source of the style is skipped.
        for l in layers where l.type == .raster && sheet.rasterSources[l.source ?? ""] == nil {
            sheet.summary.skippedLayers.append((l.id, "raster: no raster source \"\(l.source ?? "")\""))
        }
        return sheet
    }

    /// The `raster` sources of a `sources` object (other types are the vector view's business).
    static func rasterSources(_ v: JSONValue?) throws(StyleSpecError) -> [String: StyleRasterSource] {
        guard let v else { return [:] }
        guard let o = v.object else { throw StyleSpecError(path: "sources", reason: "expected an object of sources, got \(v.brief)") }
        var out: [String: StyleRasterSource] = [:]
        for (name, s) in o {
            guard let so = s.object else { throw StyleSpecError(path: "sources.\(name)", reason: "expected a source object, got \(s.brief)") }
            if so["type"]?.string == "raster" { out[name] = try StyleRasterSource.parse(so, name: name) }
        }
        return out
    }
}

/// What a style load left out: layers of types a terminal does not draw, and properties it cannot show (fonts,
/// sprites, dash arrays, halos, blur, …), counted. Never an error.
public struct StyleLoadSummary: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var layerCount = 0
    /// Layer ids skipped, with their type.
    public var skippedLayers: [(id: String, type: String)] = []
    /// Ignored property or key names, with how often they occur.
    public var ignored: [String: Int] = [:]

    public init(file: String) { self.file = file }

    mutating func ignore(_ key: String) { ignored[key, default: 0] += 1 }

    public static func == (a: Self, b: Self) -> Bool {
        a.file == b.file && a.layerCount == b.layerCount && a.ignored == b.ignored
            && a.skippedLayers.map(\.id) == b.skippedLayers.map(\.id)
    }

    public func hash(into h: inout Hasher) { h.combine(file); h.combine(layerCount) }

    /// One line: `positron.json: 50 layers, 50 drawn; ignored: line-dasharray ×7, text-font ×14`.
    public var description: String {
        var s = "\(file): \(layerCount) layers, \(layerCount - skippedLayers.count) drawn"
        if !skippedLayers.isEmpty {
            s += "; skipped: " + skippedLayers.map { "\($0.id) (\($0.type))" }.joined(separator: ", ")
        }
        if !ignored.isEmpty {
            s += "; ignored: " + ignored.keys.sorted().map { ignored[$0]! > 1 ? "\($0) ×\(ignored[$0]!)" : $0 }.joined(separator: ", ")
        }
        return s
    }
}
