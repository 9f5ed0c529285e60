import Foundation
import RasterTiles
import StyleSpec

/// The raster layers of a MapLibre style (`"type": "raster"` layers over `raster` sources): each becomes a raster
/// layer spec with its source's tiles (`tiles`, else the TileJSON at `url`), zoom levels (`minzoom`…`maxzoom`, the
/// levels the server has), tile size and row order (`scheme: tms`), the layer's zoom range and `raster-opacity`,
/// and its place among the style's vector layers (just below the next one). Sources named `navsim:…` are the
/// schemes' own imagery, which the app supplies; they are left out.
public enum StyleRasterLayers {
    /// - Parameters:
    ///   - tileJSON: reads a source's `url` (I/O stays with the caller).
    ///   - cacheRoot: each source caches under `cacheRoot/NAME` (nil: memory only).
    /// - Throws: `RasterError.configuration` naming the source and what is wrong with it.
    public static func specs(_ sheet: StyleSheet, cacheRoot: String?,
                             tileJSON: (String) throws(RasterError) -> TileJSON) throws(RasterError) -> [RasterLayerSpec] {
        var resolved: [String: RasterSourceConfiguration] = [:]
        var out: [RasterLayerSpec] = []
        for (i, layer) in sheet.layers.enumerated() where layer.type == .raster {
            guard let name = layer.source, let source = sheet.rasterSources[name], !isNavsim(source) else { continue }
            let config: RasterSourceConfiguration
            if let c = resolved[name] { config = c } else {
                config = try configuration(name, source, sheet: sheet, cacheRoot: cacheRoot, tileJSON: tileJSON)
                resolved[name] = config
            }
            let opacity = layer.opacity.map { e in (0...24).map { e.evaluate(zoom: Double($0)).number ?? 1 } } ?? []
            let options = RasterLayerOptions(name: layer.id, priority: priority(ofLayerAt: i, in: sheet),
                                             visibleZooms: layer.minZoom...max(layer.minZoom, layer.maxZoom),
                                             enabled: layer.visible, opacityByZoom: opacity)
            out.append(RasterLayerSpec(source: config, layer: options))
        }
        return out
    }

    /// True for the schemes' own imagery (`navsim:imagery/{z}/{x}/{y}`).
    public static func isNavsim(_ source: StyleRasterSource) -> Bool {
        source.tiles.contains { $0.hasPrefix("navsim:") } || source.url?.hasPrefix("navsim:") == true
    }

    /// True when the style draws the schemes' own imagery.
    public static func wantsSchemeImagery(_ sheet: StyleSheet) -> Bool {
        sheet.layers.contains { l in l.type == .raster && l.source.flatMap { sheet.rasterSources[$0] }.map(isNavsim) == true }
    }

    /// What kind of thing each style layer draws, for placing rasters around them (unknown ids: guessed).
    public static func kindOf(_ sheet: StyleSheet) -> @Sendable (String) -> RasterStage.StyleLayerKind? {
        var kinds: [String: RasterStage.StyleLayerKind] = [:]
        for l in sheet.layers {
            switch l.type {
            case .background: kinds[l.id] = .background
            case .fill, .fillExtrusion: kinds[l.id] = .fill
            case .line: kinds[l.id] = .line
            case .symbol: kinds[l.id] = .symbol
            default: break
            }
        }
        let known = kinds
        return { known[$0] ?? RasterStage.guessKind($0) }
    }

    /// Just below the first vector layer after it that the terminal draws over areas (fill, line, symbol);
    /// on top when none follows.
    static func priority(ofLayerAt index: Int, in sheet: StyleSheet) -> RasterLayerOptions.Priority {
        for l in sheet.layers[(index + 1)...] where [.fill, .fillExtrusion, .line, .symbol].contains(l.type) {
            return .below(l.id)
        }
        return .renderedLast
    }

    static func configuration(_ name: String, _ s: StyleRasterSource, sheet: StyleSheet, cacheRoot: String?,
                              tileJSON: (String) throws(RasterError) -> TileJSON) throws(RasterError) -> RasterSourceConfiguration {
        var tiles = s.tiles, minZoom = s.minZoom, maxZoom = s.maxZoom, scheme = s.scheme, attribution = s.attribution
        var tileSize = s.tileSize
        if tiles.isEmpty, let url = s.url {
            let doc = try tileJSON(url)
            tiles = doc.tiles
            minZoom = doc.minZoom ?? minZoom
            maxZoom = doc.maxZoom ?? maxZoom
            if doc.scheme == "tms" { scheme = .tms }
            tileSize = doc.tileSize ?? tileSize
            attribution = attribution ?? doc.attribution
        }
        guard let first = tiles.first else { throw .configuration(.init(source: sheet.file, reason: "raster source \"\(name)\" has no tiles")) }
        // `{ratio}` is the pixel ratio suffix ("@2x"): a terminal wants the plain tiles.
        var text = first.replacingOccurrences(of: "{ratio}", with: "")
        if scheme == .tms { text = text.replacingOccurrences(of: "{y}", with: "{-y}") }
        let template: URLTemplate
        do { template = try URLTemplate(text) } catch {
            throw .configuration(.init(source: sheet.file, reason: "raster source \"\(name)\": \(error.description)"))
        }
        var config = try RasterSourceConfiguration(
            name: name, template: template, storageLevels: Array(min(minZoom, 31)...min(max(minZoom, maxZoom), 31)),
            hasAlphaChannel: true, cachePath: cacheRoot.map { RasterLayerSpec.cachePath(root: $0, name: name) },
            attribution: attribution)
        config.tileSize = tileSize
        return config
    }
}
