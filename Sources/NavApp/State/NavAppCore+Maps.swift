import Widgets

/// The reducer's part for the offline-maps panel. Requests go to the injected `OfflineMapsService` and return at
/// once; their progress comes back as `.updated` snapshots, shown in the panel and on the status line.
extension NavAppCore {
    func reduce(_ action: MapsAction) {
        let count = state.maps?.regions.count ?? 0
        func clamp(_ i: Int) -> Int { max(0, min(max(0, count - 1), i)) }
        switch action {
        case .togglePanel:
            if state.mapsPanel != nil { state.mapsPanel = nil; return }
            state.closePanels()
            state.mapsPanel = 0
            guard let maps else {
                notify("Offline maps are not available here")
                return
            }
            if state.maps == nil { maps.refresh() }
            state.maps = maps.snapshot()
        case .move(let d):
            state.mapsPanel = clamp((state.mapsPanel ?? 0) + d)
        case .select(let i):
            state.mapsPanel = clamp(i)
        case .download, .update, .pause, .resume, .cancel:
            guard let maps, let i = state.mapsPanel, let region = state.maps?.regions[safe: i] else { return }
            switch action {
            case .download:
                if case .folder = region.state { notify("\(region.name): pick one of its parts"); return }
                maps.download(region.id); notify("Downloading \(region.name) in the background")
            case .update: maps.update(region.id); notify("Updating \(region.name) in the background")
            case .pause: maps.pause(region.id); notify("\(region.name) paused")
            case .resume: maps.resume(region.id); notify("\(region.name) resumed")
            default: maps.cancel(region.id); notify("\(region.name) cancelled")
            }
        case .updated(let snapshot):
            state.maps = snapshot
            if let i = state.mapsPanel { state.mapsPanel = clamp(i) }
            if let t = snapshot.transferring {
                report("\(t.paused ? "Paused" : "Downloading") \(t.name) \(Int((t.fraction * 100).rounded(.down)))%")
            } else if let m = snapshot.message {
                report(m)
            }
        }
    }

    /// Polls the maps service: its news becomes an `.updated` action (called by `tick`).
    func pollMaps() {
        guard let maps, maps.revision != state.maps?.revision, state.maps != nil || state.mapsPanel != nil else { return }
        dispatch(.maps(.updated(maps.snapshot())))
    }

    /// The panel's rows.
    static func mapsPanelRows(_ s: OfflineMapsSnapshot?) -> [MapsPanel.Row] {
        (s?.regions ?? []).map { MapsPanel.Row(depth: $0.depth, name: $0.name, size: $0.size, state: $0.state) }
    }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
