import MapRender
import RasterTiles

/// What the raster sources had done when the composer last looked: tiles arriving on background work make the
/// next frame due, and a new loading problem goes to the status line.
struct RasterProgress: Sendable, Equatable {
    var finished = 0
    var problem: String?
}

extension ScreenComposer {
    /// The layers drawn under the active style, as the state has them switched: the schemes' imagery when the style
    /// draws it, the custom style's own raster layers while it is the active style, then the command line's.
    public func rasterLayers(_ state: AppState, active: ActiveStyle) -> [RasterLayer] {
        let imagery = active.wantsSchemeImagery ? options.schemeImagery.map { [$0] } ?? [] : []
        let styleLayers = options.style === active ? options.styleRasterLayers : []
        let all = imagery + styleLayers + options.rasterLayers
        guard !state.rasterLayersOff.isEmpty else { return all }
        return all.map { l in
            var l = l
            if state.rasterLayersOff.contains(l.name) { l.setEnabled(false) }
            return l
        }
    }

    /// Non-nil when tiles finished loading (or failed) since the last call; its `problem` is set only when new.
    func rasterChange() -> RasterProgress? {
        let layers = options.rasterLayers + options.styleRasterLayers + (options.schemeImagery.map { [$0] } ?? [])
        guard !layers.isEmpty else { return nil }
        var now = RasterProgress()
        for l in layers {
            let s = l.source.statistics
            now.finished += s.loaded + s.failures
            if now.problem == nil { now.problem = l.source.problem }
        }
        guard now != rasterSeen else { return nil }
        var change = now
        if now.problem == rasterSeen.problem { change.problem = nil }
        rasterSeen = now
        return change
    }
}
