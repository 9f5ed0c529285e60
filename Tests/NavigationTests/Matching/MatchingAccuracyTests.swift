import Testing
import Geo
import MapData
import Routing
import TestSupport
@testable import Navigation

@Suite struct MatchingAccuracyTests {
    @Test func noisyCityDriveMatchesTheDrivenEdges() throws {
        let network = try #require(TownDrives.map?.network)
        let drive = try TownDrives.drive(TownDrives.city, noise: 5, seed: 3)
        let result = MapMatcher(network: network).match(drive.samples)
        let a = MatchAccuracy.evaluate(result, truth: drive.truth, network: network)
        print("city σ=5:", a, "segments", result.segments.count, result.roadNames)
        #expect(a.exact >= 0.85)
    }
}
