import Geo
import MapData
import TermUI
import Testing
@testable import MapRender

/// A tilted view thins its labels with distance instead of piling them into a wall along the horizon.
@Suite struct LabelDistanceTests {
    static func frame(tilt: Degrees, height: Int = 40) throws -> MapFrame {
        let projected = try #require(Harbourne.projected)
        let cam = Camera(centre: Harbourne.marketCross, zoom: 16, bearing: 30, tilt: tilt, width: 120, height: height,
                         anchor: Camera.followAnchor)
        var f = MapFrame(view: MapView(map: projected, camera: cam), area: Rect(x: 0, y: 0, width: 120, height: height))
        f.draw()
        return f
    }

    @Test func noLabelInTheHorizonBandAndFarRowsHoldOnlyImportantSpacedLabels() throws {
        let f = try Self.frame(tilt: 60)
        let band = (f.firstGroundRow..<f.height).filter { f.perspective(row: $0) < MapFrame.horizonBandScale }
        let far = (f.firstGroundRow..<f.height).filter { f.isFar(row: $0) }
        #expect(!band.isEmpty && !far.isEmpty)
        let labels = f.placer.placed.filter { !$0.text.contains("OpenStreetMap") }
        #expect(!labels.isEmpty)
        for l in labels {
            #expect(l.y >= f.firstGroundRow, "\(l.text) above the horizon")
            #expect(!band.contains(l.y), "\(l.text) in the horizon band (row \(l.y))")
        }
        // Far labels keep the rows above and below clear of other labels: no wall.
        for l in labels where far.contains(l.y) {
            for m in labels where abs(m.y - l.y) == 1 {
                let overlap = m.x < l.x + DisplayWidth.of(l.text) + MapFrame.farLabelPadding
                    && l.x < m.x + DisplayWidth.of(m.text) + MapFrame.farLabelPadding
                #expect(!overlap, "\(l.text) and \(m.text) stacked far away")
            }
        }
    }

    @Test func fewerLabelsPerRowFarAwayThanNearby() throws {
        let f = try Self.frame(tilt: 60)
        let labels = f.placer.placed.filter { !$0.text.contains("OpenStreetMap") }
        let farRows = (f.firstGroundRow..<f.height).filter { f.isFar(row: $0) || f.perspective(row: $0) < MapFrame.horizonBandScale }
        let nearRows = (f.firstGroundRow..<f.height).filter { !farRows.contains($0) }
        let farDensity = Double(labels.filter { farRows.contains($0.y) }.count) / Double(max(1, farRows.count))
        let nearDensity = Double(labels.filter { nearRows.contains($0.y) }.count) / Double(max(1, nearRows.count))
        #expect(farDensity < nearDensity)
    }

    @Test func aFlatViewIsNotThinned() throws {
        let f = try Self.frame(tilt: 0)
        #expect((0..<f.height).allSatisfy { !f.isFar(row: $0) && f.perspective(row: $0) == 1 })
    }
}
