import MapRender
import TermUI
import Widgets

/// The map layers panel (`m`) and the offline-maps panel (`M`): drawn over the right of the map, so the map
/// stays in view and every switch shows at once. One of them is open at a time.
extension ScreenComposer {
    /// The layers panel with its box, when open and there is a map.
    func layersPanel(_ core: NavAppCore, plan: FramePlan) -> (panel: LayersPanel, area: Rect)? {
        guard let selected = core.state.layersPanel, plan.camera != nil else { return nil }
        let rows = NavAppCore.layersPanelRows(core.state.features).map {
            LayersPanel.Row(name: $0.name, enabled: $0.enabled, mode: $0.mode, summary: $0.summary)
        }
        let panel = LayersPanel(rows: rows, selected: selected, ascii: options.asciiOnly, message: core.state.layersMessage)
        let map = plan.layout.map
        let size = panel.preferredSize(maxWidth: min(Self.layersPanelMaxWidth, map.width))
        let h = min(size.height, map.height)
        return (panel, Rect(x: map.maxX - size.width, y: map.y, width: size.width, height: h))
    }

    /// The offline-maps panel with its box, when open and there is a map.
    func mapsPanel(_ core: NavAppCore, plan: FramePlan) -> (panel: MapsPanel, area: Rect)? {
        guard let selected = core.state.mapsPanel, plan.camera != nil else { return nil }
        let rows = NavAppCore.mapsPanelRows(core.state.maps)
        let message = core.maps == nil ? "Offline maps are not available here" : core.state.maps?.message
        let panel = MapsPanel(rows: rows, selected: selected, ascii: options.asciiOnly, message: message)
        let map = plan.layout.map
        let w = min(Self.mapsPanelWidth, map.width), h = min(max(6, rows.count + 4), map.height)
        return (panel, Rect(x: map.maxX - w, y: map.y, width: w, height: h))
    }

    /// Widest the layers panel gets (summaries are cut to fit).
    static let layersPanelMaxWidth = 60
    /// Width of the offline-maps panel (names, sizes, a progress bar).
    static let mapsPanelWidth = 64

    func drawPanels(_ core: NavAppCore, _ plan: FramePlan, into buffer: inout Buffer) {
        if let (p, r) = layersPanel(core, plan: plan) { p.render(in: r, into: &buffer) }
        if let (p, r) = mapsPanel(core, plan: plan) { p.render(in: r, into: &buffer) }
        if let (p, r) = settingsPanel(core, plan: plan) { p.render(in: r, into: &buffer) }
    }

    /// The panel rectangle under a screen cell, if a panel is open there (clicks there go to the panel).
    public func panelHit(x: Int, y: Int, in core: NavAppCore) -> AppAction? {
        guard let plan = plan(core) else { return nil }
        if let hit = settingsPanelHit(x: x, y: y, in: core, plan: plan) { return hit }
        if let (p, r) = layersPanel(core, plan: plan), r.contains(x: x, y: y) {
            guard let row = p.row(atY: y, in: r) else { return .layers(.select(core.state.layersPanel ?? 0)) }
            return row == core.state.layersPanel ? .layers(.toggleSelected) : .layers(.select(row))
        }
        if let (p, r) = mapsPanel(core, plan: plan), r.contains(x: x, y: y) {
            return .maps(.select(p.row(atY: y, in: r) ?? core.state.mapsPanel ?? 0))
        }
        return nil
    }
}

extension ScreenComposer {
    /// The open panels' boxes (map labels keep clear of them).
    func panelRects(_ core: NavAppCore, plan: FramePlan) -> [Rect] {
        [layersPanel(core, plan: plan)?.area, mapsPanel(core, plan: plan)?.area, settingsPanel(core, plan: plan)?.area].compactMap { $0 }
    }
}
