import MapRender
import RasterTiles

/// What the raster sources had done when the composer last looked: tiles arriving on background work make the
/// next frame due, and a new loading problem goes to the status line.
struct RasterProgress: Sendable, Equatable {
    var finished = 0
    var problem: String?
}

extension ScreenComposer {
    /// The layers as the state has them switched.
    public func rasterLayers(_ state: AppState, wantsImagery: Bool = false) -> [RasterLayer] {
        let all = (wantsImagery ? options.schemeImagery.map { [$0] } ?? [] : []) + options.rasterLayers
        guard !state.rasterLayersOff.isEmpty else { return all }
        return all.map { l in
            var l = l
            if state.rasterLayersOff.contains(l.name) { l.setEnabled(false) }
            return l
        }
    }

    /// Non-nil when tiles finished loading (or failed) since the last call; its `problem` is set only when new.
    func rasterChange() -> RasterProgress? {
        let layers = options.rasterLayers + (options.schemeImagery.map { [$0] } ?? [])
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
