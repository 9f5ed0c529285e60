import Foundation
import MapRender
import NavApp
import Settings
import TestSupport
import Testing
@testable import NavsimCLI

/// `--features`, `--poi-categories` and `--truck` on the drawing commands: they change the frame, and bad values
/// are usage errors naming the option.
struct FeatureOptionTests: RunsNavsimInProcess {
    static func halfBlocks(_ s: String) -> Int { s.filter { $0 == "▀" || $0 == "▄" }.count }

    @Test func extrudedBuildingsRiseInTheTiltedSnapshot() {
        let flat = run(["snapshot", "--at", "70%", "--size", "100x30"])
        let solid = run(["snapshot", "--at", "70%", "--size", "100x30", "--features", "+extrudedBuildings"])
        #expect(flat.code == 0 && solid.code == 0)
        #expect(Self.halfBlocks(flat.out) == 0)
        #expect(Self.halfBlocks(solid.out) > 40, "walls and roofs edges: \(Self.halfBlocks(solid.out))")
    }

    @Test func poiCategoriesHidePlacesOfOtherCategories() {
        let all = run(["snapshot", "--at", "70%", "--size", "100x30"])
        let cafes = run(["snapshot", "--at", "70%", "--size", "100x30", "--poi-categories", "cafe"])
        #expect(all.out.contains("Kingsway Tea Rooms") && all.out.contains("Eastgate Dental Practice"))
        #expect(cafes.out.contains("Kingsway Tea Rooms"))
        #expect(!cafes.out.contains("Eastgate Dental Practice"))
    }

    @Test func badFeatureValuesAreUsageErrors() {
        let terrain = run(["snapshot", "--features", "terrain"])
        #expect(terrain.code == 2 && terrain.err.contains("--features: terrain needs an elevation source"), "\(terrain.err)")
        let unknown = run(["demo", "--features", "pois,bogus"])
        #expect(unknown.code == 2 && unknown.err.contains("unknown map feature 'bogus'"), "\(unknown.err)")
        let mode = run(["drive", "Routes/demo.json", "--features", "roadExitLabels:lettersOnly"])
        #expect(mode.code == 2 && mode.err.contains("numbersOnly"), "\(mode.err)")
        let truck = run(["snapshot", "--truck", "height=tall"])
        #expect(truck.code == 2 && truck.err.contains("--truck: height"), "\(truck.err)")
        let tunnel = run(["snapshot", "--truck", "tunnel=Z"])
        #expect(tunnel.code == 2 && tunnel.err.contains("B, C, D or E"), "\(tunnel.err)")
    }

    @Test func theTrafficLayersAreFeatureLayersOnWhereTrafficIs() {
        let base = ["snapshot", "--at", "40%", "--size", "100x30", "--color", "--traffic", "on", "--clock", "08:00"]
        let shown = run(base)
        let hidden = run(base + ["--features", "-trafficFlow,-trafficIncidents"])
        let listed = run(base + ["--features", "pois,landmarks,safetyCameras,buildingFootprints"])
        #expect(shown.code == 0 && hidden.code == 0 && listed.code == 0, "\(shown.err)\(hidden.err)\(listed.err)")
        #expect(shown.out != hidden.out, "on by default with traffic")
        #expect(hidden.out == listed.out, "a relative list changes the traffic defaults; an exact list leaves them out")
        let flowOnly = run(base + ["--features", "+trafficFlow:withoutFreeFlow"])
        #expect(flowOnly.code == 0 && flowOnly.out != shown.out)
        let noTraffic = run(["snapshot", "--features", "+trafficFlow"])
        #expect(noTraffic.code == 2 && noTraffic.err.contains("--features: trafficFlow needs traffic"), "\(noTraffic.err)")
    }

    @Test func everyDrawingCommandTakesTheFeatureOptions() {
        for cmd in [["demo"], ["drive", Repository.path("Routes/demo.json")], ["replay", "none.gpx"], ["live", "--nmea", "none.nmea"]] {
            let r = run(cmd + ["--features", "+roadExitLabels:numbersOnly", "--poi-categories", "fuel", "--truck", "height=3.5,hazmat"])
            #expect(!r.err.contains("unknown option"), "\(cmd): \(r.err)")
        }
    }

    @Test func truckSpecsReadTheirFields() throws {
        // --truck is the setting `truck`; the app reads it into the feature settings' vehicle.
        var s = Settings()
        s.truck = "height=3.2,weight=7.5,width=2.1,length=9,tunnel=d"
        let v = try #require(try MapFeatureSettings.from(s).content.vehicle)
        #expect(v.height == 3.2 && v.weight == 7.5 && v.width == 2.1 && v.length == 9)
        #expect(v.hazardousMaterials && v.tunnelCategory == .d)
    }
}
