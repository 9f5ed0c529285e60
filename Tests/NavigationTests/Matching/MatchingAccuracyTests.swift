import Foundation
import Testing
import Geo
import MapData
import Routing
import Traces
import TestSupport
@testable import Navigation

/// Matching simulated drives against their ground truth (σ = 5 m noise, 1 Hz).
@Suite struct MatchingAccuracyTests {
    /// Six drives (city and motorway, three seeds each): the town is small and its drives stop at signals right on
    /// junctions, where the edge is a matter of convention, so the thresholds hold for the drives together and a
    /// looser one for each.
    @Test func noisyTownDrivesMatchTheDrivenEdges() throws {
        let network = try #require(TownDrives.map?.network)
        var parts = [MatchAccuracy]()
        for name in ["city", "motorway"] {
            for seed in UInt64(3)...5 {
                let drive = try TownDrives.drive(TownDrives.waypoints(name), noise: 5, seed: seed)
                let result = MapMatcher(network: network).match(drive.samples)
                let a = MatchAccuracy.evaluate(result, truth: drive.truth, network: network)
                #expect(a.count == drive.samples.count)
                #expect(a.exact >= 0.75, "\(name) seed \(seed): exact \(a.exact)")
                #expect(result.segments.count == 1)
                parts.append(a)
            }
        }
        let a = MatchAccuracy.combined(parts)
        #expect(a.exact >= 0.85, "exact \(a.exact)")
        #expect(a.exactOrNeighbour >= 0.95, "edge or neighbour \(a.exactOrNeighbour)")
        #expect(a.medianError < 5, "median error \(a.medianError) m")
    }

    @Test func matchedRoadsAreTheRoutesRoadsInOrder() throws {
        let network = try #require(TownDrives.map?.network)
        let route = try TownDrives.route(TownDrives.city)
        let drive = try TownDrives.drive(TownDrives.city, noise: 5, seed: 9)
        let result = MapMatcher(network: network).match(drive.samples)
        #expect(result.roadNames == MatchResult.roadNames(of: route.edges, network: network))
        #expect(abs(result.length - route.length) < 30, "matched \(result.length) m vs route \(route.length) m")
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func noisyAndorraDrivesMatchAtLeastAsWellAsThePeers() throws {
        let map = try OSMMap.load(path: SharedData.path("graphhopper/andorra.osm.pbf"))
        let router = Router(network: map.network)
        // Three drives between fixed places in the valleys (Andorra la Vella, Encamp, La Massana, Sant Julià).
        let trips = [(Coordinate(42.5078, 1.5211), Coordinate(42.5340, 1.5800)),
                     (Coordinate(42.5455, 1.5147), Coordinate(42.4637, 1.4912)),
                     (Coordinate(42.5347, 1.5830), Coordinate(42.5110, 1.5390))]
        var parts = [MatchAccuracy]()
        for (k, (a, b)) in trips.enumerated() {
            let route = try router.routes(for: RouteRequest(waypoints: [a, b]))[0]
            let options = SimulationOptions(seed: UInt64(k + 1), noise: 5, slowdowns: [Slowdown(from: 0, to: route.length + 1, speed: 50)])
            let drive = DriveRecorder.record(route: route, options: options, network: map.network)
            let result = MapMatcher(network: map.network).match(drive.samples)
            parts.append(MatchAccuracy.evaluate(result, truth: drive.truth, network: map.network))
        }
        let a = MatchAccuracy.combined(parts)
        #expect(a.count > 1000)
        #expect(a.exact >= 0.93, "exact \(a.exact)")
        #expect(a.exactOrNeighbour >= 0.985, "edge or neighbour \(a.exactOrNeighbour)")
        #expect(a.medianError < 2, "median error \(a.medianError) m")
    }

    /// Routes/traces holds recordings made with `navsim record` (see Routes/README.md); matching them gives back the
    /// roads of the route they drove.
    @Test(arguments: [("city.gpx", "city"), ("city-noisy.gpx", "city"), ("motorway.nmea", "motorway")])
    func recordedTracesMatchTheRoadsTheyDrove(file: String, drive: String) throws {
        let network = try #require(TownDrives.map?.network)
        let trace = try TraceReader.read(path: Repository.path("Routes/traces/" + file))
        #expect(trace.fixes.count > 100)
        #expect(trace.fixes.allSatisfy { $0.time != nil && $0.speed != nil })
        let result = MapMatcher(network: network).match(trace.fixes)
        let route = try TownDrives.route(TownDrives.waypoints(drive))
        #expect(result.roadNames == MatchResult.roadNames(of: route.edges, network: network))
        #expect(result.matchedCount == trace.fixes.count)
        #expect(Set(result.edges).isSuperset(of: Set(route.edges.dropFirst().dropLast())))
    }
}
