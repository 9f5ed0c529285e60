import Testing
import TermUI
import TestSupport
import Widgets

/// Snapshots of the two panels, glyphs and styles together (`Buffer.styleMap` beside the text), at the sizes they
/// meet: roomy, cramped (the list cut short, summaries cut), ASCII, with a message, and a selection near the end
/// (`RECORD_SNAPSHOTS=1` re-records).
@Suite struct PanelSnapshotTests {
    static let layers: [LayersPanel.Row] = [
        .init(name: "pois", enabled: true, summary: "points of interest (filter: categories)"),
        .init(name: "landmarks", enabled: true, mode: "textured", summary: "landmarks (textured: with names)"),
        .init(name: "safetyCameras", enabled: false, summary: "speed and enforcement cameras"),
        .init(name: "vehicleRestrictions", enabled: true, mode: "activeAndInactive", summary: "height, weight, width limits"),
        .init(name: "terrain", enabled: false, mode: "hillshade", summary: "relief (needs an elevation source)"),
        .init(name: "trafficFlow", enabled: true, mode: "withoutFreeFlow", summary: "road colours by traffic (needs traffic on)"),
        .init(name: "trafficIncidents", enabled: false, summary: "incident icons (filter: incident types; needs traffic on)"),
    ]

    static let regions: [MapsPanel.Row] = [
        .init(depth: 0, name: "Europe", size: "", state: .folder),
        .init(depth: 1, name: "Andorra", size: "566 kB", state: .transferring(fraction: 0.59, paused: false)),
        .init(depth: 1, name: "Monaco", size: "687 kB", state: .updateAvailable(version: "monaco:0@2012-07-06")),
        .init(depth: 1, name: "Germany", size: "", state: .folder),
        .init(depth: 2, name: "Oberfranken", size: "712 kB", state: .available),
        .init(depth: 2, name: "Mittelfranken", size: "1.2 MB", state: .transferring(fraction: 0.125, paused: true)),
    ]

    static func shot(_ w: any Widget, _ size: Size, _ label: String) -> String {
        var b = Buffer(width: size.width, height: size.height)
        w.render(in: b.area, into: &b)
        let rows = b.text.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }.joined(separator: "\n")
        return "--- \(label) \(size)\n" + rows + "\n" + b.styleMap
    }

    @Test func layersPanelMatchesItsStyledSnapshot() {
        var text = ""
        text += Self.shot(LayersPanel(rows: Self.layers, selected: 1), Size(width: 78, height: 11), "roomy")
        text += Self.shot(LayersPanel(rows: Self.layers, selected: 6, message: "terrain needs an elevation source"),
                          Size(width: 50, height: 8), "cramped, message, last row selected")
        text += Self.shot(LayersPanel(rows: Self.layers, selected: 3, ascii: true), Size(width: 60, height: 11), "ascii")
        if let m = Snapshot.mismatch(text, named: "layersPanel.styled") { Issue.record(Comment(rawValue: m)) }
    }

    @Test func mapsPanelMatchesItsStyledSnapshot() {
        var text = ""
        text += Self.shot(MapsPanel(rows: Self.regions, selected: 2), Size(width: 70, height: 10), "roomy")
        text += Self.shot(MapsPanel(rows: Self.regions, selected: 5, message: "offline: downloads need the network"),
                          Size(width: 48, height: 7), "cramped, message, scrolled to the selection")
        text += Self.shot(MapsPanel(rows: Self.regions, selected: 1, ascii: true), Size(width: 64, height: 10), "ascii")
        if let m = Snapshot.mismatch(text, named: "mapsPanel.styled") { Issue.record(Comment(rawValue: m)) }
    }

    @Test func aCrampedLayersPanelScrollsToTheSelectionAndClicksHitTheRowsShown() {
        let area = Rect(x: 2, y: 3, width: 60, height: 6)                // 3 list rows between the borders and the keys
        let panel = LayersPanel(rows: Self.layers, selected: 5)
        var b = Buffer(width: 70, height: 12)
        panel.render(in: area, into: &b)
        let text = b.text
        #expect(text.contains("trafficFlow") && !text.contains("landmarks"), Comment(rawValue: text))
        #expect(panel.row(atY: 4, in: area) == 3)                        // the first row shown is vehicleRestrictions
        #expect(panel.row(atY: 6, in: area) == 5)
        #expect(panel.row(atY: 7, in: area) == nil)                      // the key line
        #expect(LayersPanel(rows: Self.layers, selected: 0).row(atY: 4, in: area) == 0)
    }
}
