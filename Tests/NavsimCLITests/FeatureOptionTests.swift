import Foundation
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

    @Test func everyDrawingCommandTakesTheFeatureOptions() {
        for cmd in [["demo"], ["drive", Repository.path("Routes/demo.json")], ["replay", "none.gpx"], ["live", "--nmea", "none.nmea"]] {
            let r = run(cmd + ["--features", "+roadExitLabels:numbersOnly", "--poi-categories", "fuel", "--truck", "height=3.5,hazmat"])
            #expect(!r.err.contains("unknown option"), "\(cmd): \(r.err)")
        }
    }

    @Test func truckSpecsReadTheirFields() throws {
        let v = try FeatureArguments.truck("height=3.2,weight=7.5,width=2.1,length=9,tunnel=d")
        #expect(v.height == 3.2 && v.weight == 7.5 && v.width == 2.1 && v.length == 9)
        #expect(v.hazardousMaterials && v.tunnelCategory == .d)
    }
}
