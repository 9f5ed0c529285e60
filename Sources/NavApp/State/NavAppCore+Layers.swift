import MapRender

/// The reducer's part for the map's feature layers. A switch that cannot be made (an unknown layer, terrain
/// without an elevation source) changes nothing and says why on the status line and in the panel.
extension NavAppCore {
    func reduce(_ action: LayersAction) {
        let descriptors = state.features.registry.descriptors
        func clamp(_ i: Int) -> Int { max(0, min(descriptors.count - 1, i)) }
        switch action {
        case .togglePanel:
            let open = state.layersPanel == nil
            state.closePanels()
            state.layersPanel = open ? 0 : nil
            state.layersMessage = nil
        case .select(let i):
            state.layersPanel = clamp(i)
        case .move(let delta):
            state.layersPanel = clamp((state.layersPanel ?? 0) + delta)
        case .toggleSelected:
            guard let i = state.layersPanel, descriptors.indices.contains(i) else { return }
            let layer = descriptors[i].layer
            switchLayer(layer, mode: nil, enabled: !state.features.isEnabled(layer))
        case .cycleMode(let step):
            guard let i = state.layersPanel, descriptors.indices.contains(i) else { return }
            let d = descriptors[i]
            let current = state.features.mode(d.layer).flatMap { d.modes.firstIndex(of: $0) } ?? (step > 0 ? -1 : 0)
            let n = d.modes.count
            switchLayer(d.layer, mode: d.modes[((current + step) % n + n) % n], enabled: true)
        case .set(let layer, let mode, let enabled):
            switchLayer(layer, mode: mode, enabled: enabled)
        case .replace(let settings):
            state.features = settings
        case .categories(let layer, let names):
            state.features.content.categories[layer] = names
            let text = names.map { "\(layer): only " + $0.sorted().joined(separator: ", ") } ?? "\(layer): every category"
            state.layersMessage = text
            notify(text)
        }
    }

    private func switchLayer(_ layer: MapFeatureLayer, mode: MapFeatureMode?, enabled: Bool) {
        var next = state.features
        do {
            if enabled { try next.enable(layer, mode: mode) } else { try next.disable(layer) }
            state.features = next
            let m = next.mode(layer).map { $0 == next.registry.descriptor(layer)?.defaultMode ? "" : " (\($0))" } ?? ""
            let text = "\(layer) \(enabled ? "on" : "off")\(m)"
            state.layersMessage = text
            notify(text)
        } catch {
            state.layersMessage = error.reason
            notify(error.reason)
        }
    }

    /// The layers panel's rows: every registered layer, its switch and its mode where it has several.
    static func layersPanelRows(_ features: MapFeatureSettings) -> [(name: String, enabled: Bool, mode: String, summary: String)] {
        features.registry.descriptors.map { d in
            let on = features.isEnabled(d.layer)
            let mode = d.modes.count > 1 ? (features.mode(d.layer) ?? d.defaultMode).rawValue : ""
            return (d.layer.rawValue, on, mode, d.summary)
        }
    }
}
