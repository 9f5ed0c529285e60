import Geo
import MapData
import TermUI
import Testing
@testable import MapRender

@Suite struct ExtrusionTests {
    static let centre = Coordinate(50.0, 0.0)

    /// A square footprint `side` metres wide, `ahead` metres north of the centre.
    static func square(ahead: Meters, side: Meters = 20) -> [Point2D] {
        let c = centre.destination(distance: ahead, bearing: 0)
        let h = side / 2
        let corners = [(-h, -h), (h, -h), (h, h), (-h, h)].map { dx, dy in
            c.destination(distance: dy, bearing: 0).destination(distance: dx, bearing: 90)
        }
        return corners.map(WebMercator.normalized)
    }

    static func transform(tilt: Double) -> CameraTransform {
        Camera(centre: centre, zoom: 17.5, tilt: tilt, width: 60, height: 30).transform
    }

    /// Rows (cells) covered by the cells of one colour family (all shades share the hue: compare the blue share).
    static func rows(_ cells: [(index: Int, glyph: Character, style: Style)], width: Int) -> Set<Int> { Set(cells.map { $0.index / width }) }

    @Test func aTallerSolidRisesHigherOnScreen() {
        let t = Self.transform(tilt: 50)
        let low = MapFrame.extrusionCells([Extrusion(footprint: Self.square(ahead: 20), height: 6, color: .rgb(200, 80, 80))],
                                          transform: t, width: 60, height: 30, ascii: false)
        let high = MapFrame.extrusionCells([Extrusion(footprint: Self.square(ahead: 20), height: 40, color: .rgb(200, 80, 80))],
                                           transform: t, width: 60, height: 30, ascii: false)
        let lowTop = Self.rows(low, width: 60).min() ?? 99, highTop = Self.rows(high, width: 60).min() ?? 99
        #expect(!low.isEmpty)
        #expect(highTop < lowTop - 3, "40 m reach well above 6 m: top rows \(highTop) vs \(lowTop)")
    }

    @Test func wallsAreShadedDarkerThanTheRoof() {
        let cells = MapFrame.extrusionCells([Extrusion(footprint: Self.square(ahead: 30), height: 20, color: .rgb(200, 200, 200))],
                                            transform: Self.transform(tilt: 50), width: 60, height: 30, ascii: false)
        var colours = Set<Color>()
        for c in cells { colours.insert(c.style.background); colours.insert(c.style.foreground) }
        #expect(colours.contains(MapFrame.shade(.rgb(200, 200, 200), MapFrame.roofLight)))
        #expect(colours.contains { if case .rgb(let r, _, _) = $0 { r < 180 } else { false } }, "a wall darker than the base colour")
    }

    @Test func theNearerSolidHidesTheFartherOne() {
        let t = Self.transform(tilt: 55)
        let far = Extrusion(footprint: Self.square(ahead: 60), height: 12, color: .rgb(220, 0, 0))
        let near = Extrusion(footprint: Self.square(ahead: 25), height: 30, color: .rgb(0, 0, 220))
        func isRed(_ c: Color) -> Bool { if case .rgb(let r, _, let b) = c { r > b } else { false } }
        let farAlone = MapFrame.extrusionCells([far], transform: t, width: 60, height: 30, ascii: false)
        // Whatever the order given, the near blue solid is painted last where the two overlap.
        for solids in [[far, near], [near, far]] {
            let both = MapFrame.extrusionCells(solids, transform: t, width: 60, height: 30, ascii: false)
            let nearCells = Set(MapFrame.extrusionCells([near], transform: t, width: 60, height: 30, ascii: false)
                .filter { $0.glyph == " " }.map(\.index))
            let hidden = farAlone.filter { nearCells.contains($0.index) }
            #expect(!hidden.isEmpty, "the test needs the two to overlap on screen")
            for c in both where nearCells.contains(c.index) {
                #expect(!isRed(c.style.background) && !isRed(c.style.foreground), "cell \(c.index) shows the far solid")
            }
        }
    }

    @Test func heightsComeFromHeightThenLevels() {
        #expect(MapFrame.height(of: Building(osmID: 1, footprint: [], levels: 4, height: 30)) == 30)
        #expect(MapFrame.height(of: Building(osmID: 1, footprint: [], levels: 4)) == 12)
        #expect(MapFrame.height(of: Building(osmID: 1, footprint: [])) == Extrusion.defaultBuildingHeight)
    }

    @Test func extrudedBuildingsRiseOnlyWithTheLayer() throws {
        var s = MapFeatureSettings.standard
        try s.apply(list: "+extrudedBuildings")
        let tall = Coordinate(49.9984, 0.00075)
        func render(_ f: MapFeatureSettings) throws -> Buffer {
            let cam = Camera(centre: tall.destination(distance: 10, bearing: 180), zoom: 17, tilt: 50, width: 60, height: 24)
            var b = Buffer(area: Rect(x: 0, y: 0, width: 60, height: 24))
            MapView(map: try FeatureFixture.projected(), camera: cam, features: f).render(in: b.area, into: &b)
            return b
        }
        let solid = try render(s), flat = try render(.standard)
        #expect(solid.text.contains("▀") || solid.text.contains("▄"))
        #expect(!flat.text.contains("▀") && !flat.text.contains("▄"))
        // The fixture's 30 m building is painted in shades of the scheme's building colour.
        let roof = MapFrame.shade(MapStyle.day.colors.building, MapFrame.roofLight)
        var found = false
        for y in 0..<24 { for x in 0..<60 where solid[x, y].style.background == roof || solid[x, y].style.foreground == roof { found = true } }
        #expect(found, Comment(rawValue: solid.text + "\n" + Set((0..<24).flatMap { y in (0..<60).map { "\(solid[$0, y].style.background)" } }).joined(separator: " ")))
    }
}
