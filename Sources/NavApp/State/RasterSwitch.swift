/// The raster layer switches of the app state: which layers are off, and the words the status line says.
enum RasterSwitch {
    /// Applies a raster action; returns the notice for the status line, if any.
    static func apply(_ action: AppAction, to state: inout AppState) -> String? {
        let names = state.rasterLayerNames
        switch action {
        case .rasterLayersAttached(let list):
            state.rasterLayerNames = list
            state.rasterLayersOff.formIntersection(Set(list))
            return nil
        case .toggleRasterLayers:
            guard !names.isEmpty else { return "No raster layers (--raster-layer, --raster, --imagery)" }
            if state.rasterLayersOff.count == names.count {
                state.rasterLayersOff = []
                return "Raster layers on: " + names.joined(separator: ", ")
            }
            state.rasterLayersOff = Set(names)
            return "Raster layers off"
        case .nextRasterLayer:
            guard !names.isEmpty else { return "No raster layers (--raster-layer, --raster, --imagery)" }
            // Only one on: the one after the first that is on now (all on or all off start at the first).
            let on = names.filter { !state.rasterLayersOff.contains($0) }
            let next: String
            if on.count == 1, let i = names.firstIndex(of: on[0]) { next = names[(i + 1) % names.count] } else { next = names[0] }
            state.rasterLayersOff = Set(names.filter { $0 != next })
            return "Raster layer: \(next) alone"
        case .setRasterLayer(let name, let enabled):
            guard names.contains(name) else { return "No raster layer named \(name)" }
            if enabled { state.rasterLayersOff.remove(name) } else { state.rasterLayersOff.insert(name) }
            return "Raster layer \(name) \(enabled ? "on" : "off")"
        case .rasterStatus(let text):
            return text
        default:
            return nil
        }
    }
}
