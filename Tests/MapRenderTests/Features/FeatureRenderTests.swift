import Geo
import MapData
import Routing
import TermUI
import Testing
@testable import MapRender

@Suite struct FeatureRenderTests {
    /// The whole fixture at zoom 14.4 (about 11 m a cell); the POIs' corner at street zoom.
    static let centre = Coordinate(49.9980, 0.0050)
    static let poiCentre = Coordinate(49.9970, 0.0016)

    static func view(_ features: MapFeatureSettings, zoom: Double = 14.4, tilt: Double = 0, ascii: Bool = false,
                     centre: Coordinate? = nil) throws -> MapView {
        var camera = Camera(centre: centre ?? (zoom >= 17 ? poiCentre : Self.centre), zoom: zoom)
        camera.tilt = tilt
        return MapView(map: try FeatureFixture.projected(), camera: camera, asciiOnly: ascii, features: features)
    }

    static func render(_ v: MapView, width: Int = 100, height: Int = 40) -> Buffer {
        var b = Buffer(area: Rect(x: 0, y: 0, width: width, height: height))
        v.render(in: b.area, into: &b)
        return b
    }

    static func with(_ list: String, _ change: (inout MapFeatureSettings) -> Void = { _ in }) throws -> MapFeatureSettings {
        var s = MapFeatureSettings.standard
        try s.apply(list: list)
        change(&s)
        return s
    }

    /// Cells whose glyph starts a text, with their style.
    static func find(_ text: String, in b: Buffer) -> (x: Int, y: Int)? {
        for (y, row) in b.text.components(separatedBy: "\n").enumerated() {
            if let r = row.range(of: text) { return (row.distance(from: row.startIndex, to: r.lowerBound), y) }
        }
        return nil
    }

    @Test func restrictionSignsShowEveryLimitWithoutAFilter() throws {
        let b = Self.render(try Self.view(try Self.with("+vehicleRestrictions")))
        for sign in ["↕3.2m 7.5t", "↔2.2m ⇔12m no hazmat", "no hgv tunnel D"] {
            let at = try #require(Self.find(sign, in: b), Comment(rawValue: sign + " missing:\n" + b.text))
            #expect(b[at.x, at.y].style == MapFrame.restrictionSign)
        }
    }

    @Test func aTruckFilterHidesWhatDoesNotBindIt() throws {
        // A 3 m, 3.5 t van 2 m wide: only the hgv ban binds it.
        let van = VehicleSpec(height: 3.0, weight: 3.5, width: 2.0, length: 6)
        let b = Self.render(try Self.view(try Self.with("+vehicleRestrictions") { $0.content.vehicle = van }))
        #expect(Self.find("3.2m", in: b) == nil)
        #expect(Self.find("2.2m", in: b) == nil)
        #expect(Self.find("no hgv", in: b) != nil)
        #expect(Self.find("tunnel D", in: b) == nil, "the van carries no dangerous goods")
    }

    @Test func activeAndInactiveDimsWhatDoesNotBind() throws {
        let van = VehicleSpec(height: 3.0, weight: 3.5, width: 2.0, length: 6)
        let s = try Self.with("+vehicleRestrictions:activeAndInactive") { $0.content.vehicle = van }
        let b = Self.render(try Self.view(s))
        let at = try #require(Self.find("↕3.2m 7.5t", in: b), Comment(rawValue: b.text))
        #expect(b[at.x, at.y].style == MapFrame.inactiveSign)
    }

    @Test func exitLabelsShowNumbersAndDestinationsOrNumbersOnly() throws {
        let all = Self.render(try Self.view(try Self.with("+roadExitLabels")))
        let at = try #require(Self.find("12 Harbourne / Docks", in: all), Comment(rawValue: all.text))
        #expect(all[at.x, at.y].style == MapFrame.exitSign)
        #expect(Self.find("13 Quay", in: all) != nil, "the slip road's destination when the junction has none")
        let numbers = Self.render(try Self.view(try Self.with("+roadExitLabels:numbersOnly")))
        #expect(Self.find(" 12 ", in: numbers) != nil)
        #expect(Self.find("Harbourne", in: numbers) == nil)
        #expect(Self.find("Harbourne", in: Self.render(try Self.view(.standard))) == nil, "off by default")
    }

    @Test func safetyCamerasAndPOIsFollowTheirSwitches() throws {
        let cam = MapStyle.day.glyphs.speedCamera
        let atCamera = Coordinate(49.9962, 0.0015)
        var on = try Self.view(.standard, zoom: 16, centre: atCamera), off = try Self.view(try Self.with("-safetyCameras"), zoom: 16, centre: atCamera)
        on.layers.remove(.labels); off.layers.remove(.labels)
        #expect(Self.render(on).text.contains(cam))
        #expect(!Self.render(off).text.contains(cam))
        let all = Self.render(try Self.view(.standard, zoom: 17.5))
        #expect(all.text.contains("Cafe Nord") && all.text.contains("Fuel Stop") && all.text.contains("Old Cross"))
        let cafes = Self.render(try Self.view(try Self.with("+pois") { $0.content.categories[.pois] = ["cafe"] }, zoom: 17.5))
        #expect(cafes.text.contains("Cafe Nord"))
        #expect(!cafes.text.contains("Fuel Stop"))
        #expect(cafes.text.contains("Old Cross"), "landmarks are their own layer")
        let textureless = Self.render(try Self.view(try Self.with("+landmarks:textureless"), zoom: 17.5))
        #expect(!textureless.text.contains("Old Cross"))
    }

    @Test func pickingFollowsTheCategoryFilter() throws {
        var v = try Self.view(.standard, zoom: 17.5)
        v.camera = v.camera(for: Rect(x: 0, y: 0, width: 100, height: 30))
        let fuel = WebMercator.normalized(try FeatureFixture.map().features.pois.first { $0.name == "Fuel Stop" }!.coordinate)
        let c = try #require(v.camera.transform.project(normalized: fuel))
        let x = Int(c.x), y = Int(c.y)
        #expect(v.picks(x: x, y: y).contains { if case .poi(_, "Fuel Stop") = $0 { true } else { false } })
        v.features.content.categories[.pois] = ["cafe"]
        #expect(!v.picks(x: x, y: y).contains { if case .poi = $0 { true } else { false } })
    }
}
