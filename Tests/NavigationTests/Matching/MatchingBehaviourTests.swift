import Foundation
import Testing
import Geo
import MapData
import Routing
import TestSupport
@testable import Navigation

/// Gaps, outliers, standing still, online matching and the result's shape.
@Suite struct MatchingBehaviourTests {
    func cleanDrive() throws -> (RoadNetwork, RecordedDrive) {
        let network = try #require(TownDrives.map?.network)
        return (network, try TownDrives.drive(TownDrives.city, noise: 0, seed: 1))
    }

    @Test func smoothingAlongThePathHalvesTheMedianError() throws {
        let network = try #require(TownDrives.map?.network)
        var raw = MatcherOptions()
        raw.smoothsAlongPath = false
        var rawErrors = [MatchAccuracy](), smoothErrors = [MatchAccuracy]()
        for seed in UInt64(11)...13 {
            let drive = try TownDrives.drive(TownDrives.motorway, noise: 5, seed: seed)
            rawErrors.append(MatchAccuracy.evaluate(MapMatcher(network: network, options: raw).match(drive.samples),
                                                    truth: drive.truth, network: network))
            let smoothed = MapMatcher(network: network).match(drive.samples)
            smoothErrors.append(MatchAccuracy.evaluate(smoothed, truth: drive.truth, network: network))
            // Smoothed points stay on their segment's path, in order along it.
            let offsets = smoothed.points.map(\.pathOffset)
            #expect(zip(offsets, offsets.dropFirst()).filter { $0 > $1 + 0.5 }.isEmpty)
        }
        let a = MatchAccuracy.combined(rawErrors), b = MatchAccuracy.combined(smoothErrors)
        #expect(b.medianError < a.medianError / 2, "raw \(a.medianError) m, smoothed \(b.medianError) m")
        #expect(b.exact >= a.exact - 0.01)
    }

    @Test func emptyTraceGivesAnEmptyResult() throws {
        let network = try #require(TownDrives.map?.network)
        let r = MapMatcher(network: network).match([MatchObservation]())
        #expect(r.points.isEmpty && r.segments.isEmpty && r.roadNames.isEmpty && r.length == 0)
    }

    @Test func aLongTimeGapStartsANewSegment() throws {
        let (network, drive) = try cleanDrive()
        var obs = drive.samples.map(MatchObservation.init)
        let cut = obs.count / 2
        for i in cut..<obs.count { obs[i].time = (obs[i].time ?? 0) + 600 }
        let r = MapMatcher(network: network).match(obs)
        #expect(r.segments.count == 2)
        #expect(r.segments[0].last < cut && r.segments[1].first >= cut)
        #expect(r.matchedCount == obs.count)
    }

    @Test func aFixFarFromEveryRoadIsUnmatched() throws {
        let (network, drive) = try cleanDrive()
        var obs = drive.samples.map(MatchObservation.init)
        let k = obs.count / 3
        // 400 m south of the town's southern edge: no road within the 50 m radius.
        obs[k].coordinate = Coordinate(network.bounds.minLatitude - 0.004, obs[k].coordinate.longitude)
        let r = MapMatcher(network: network).match(obs)
        // Skipped by the chain, then placed on the path between its neighbours.
        #expect(r.points[k].isInterpolated && r.points[k].distance > 300)
        #expect(r.points[k].coordinate.distance(to: drive.truth[k].coordinate) < 20)
        #expect(r.points[k - 1].isMatched && r.points[k + 1].isMatched)
        #expect(!r.points[k - 1].isInterpolated && !r.points[k + 1].isInterpolated)
        #expect(r.segments.count == 1)
        // Without interpolation neighbours (the last fix), a fix off the roads stays unmatched.
        var tail = obs
        tail[tail.count - 1].coordinate = obs[k].coordinate
        let t = MapMatcher(network: network).match(tail)
        #expect(!t.points[tail.count - 1].isMatched && t.points[tail.count - 1].confidence == 0)
        #expect(t.points[tail.count - 1].coordinate == obs[k].coordinate)
    }

    @Test func anOutlierOnAnotherRoadIsSkippedWithoutBreakingTheChain() throws {
        let (network, drive) = try cleanDrive()
        var obs = drive.samples.map(MatchObservation.init)
        let k = obs.count / 2
        // A jump onto a road about 1 km away: no route of ≤ 2 × great circle + 200 m leads there and back in time.
        let far = try #require(network.vertices.map(\.coordinate).first { c in
            let d = c.distance(to: obs[k].coordinate)
            return d > 900 && d < 1200
        })
        obs[k].coordinate = far
        let r = MapMatcher(network: network).match(obs)
        // Dropped, not followed: the chain goes on, and the fix is placed where the car was on the path.
        #expect(r.points[k].isInterpolated)
        #expect(r.points[k].coordinate.distance(to: drive.truth[k].coordinate) < 20)
        #expect(r.segments.count == 1)
        #expect(r.points.filter(\.isInterpolated).count == 1)
    }

    @Test func standingStillKeepsOneEdgeAndDoesNotGrowTheLength() throws {
        let (network, drive) = try cleanDrive()
        let k = 40
        var g = SeededGenerator(seed: 4)
        var obs = Array(drive.samples.prefix(k + 1).map(MatchObservation.init))
        let stop = obs[k]
        for i in 1...30 {
            let jitter = Point2D(x: g.nextGaussian() * 2, y: g.nextGaussian() * 2)
            obs.append(MatchObservation(coordinate: LocalProjection(origin: stop.coordinate).unproject(jitter),
                                        time: (stop.time ?? 0) + Double(i), speed: i % 2 == 0 ? nil : 0.2))
        }
        let before = MapMatcher(network: network).match(Array(obs.prefix(k + 1)))
        let r = MapMatcher(network: network).match(obs)
        let edges = Set(r.points.suffix(31).compactMap(\.edge))
        #expect(edges.count == 1)
        // Without a speed, 30 fixes wandering by 2 m would add tens of metres if each counted as a move.
        #expect(abs(r.length - before.length) < 2 * MatcherOptions().sigma)
    }

    @Test func pointsComeBackInInputOrderWithConfidences() throws {
        let network = try #require(TownDrives.map?.network)
        let drive = try TownDrives.drive(TownDrives.city, noise: 5, seed: 2)
        let r = MapMatcher(network: network).match(drive.samples)
        #expect(r.points.map(\.index) == Array(0..<drive.samples.count))
        #expect(r.points.allSatisfy { $0.confidence >= 0 && $0.confidence <= 1 })
        #expect(r.points.allSatisfy { !$0.isMatched || $0.distance <= MatcherOptions().radius })
        let mean = r.points.reduce(0) { $0 + $1.confidence } / Double(r.points.count)
        #expect(mean > 0.7)
    }

    @Test func onlineMatchingWithALagAgreesWithOfflineMatching() throws {
        let network = try #require(TownDrives.map?.network)
        let drive = try TownDrives.drive(TownDrives.motorway, noise: 5, seed: 8)
        // Compared with the offline Viterbi path itself (smoothing is offline only).
        var options = MatcherOptions()
        options.smoothsAlongPath = false
        let offline = MapMatcher(network: network, options: options).match(drive.samples)
        let online = OnlineMapMatcher(network: network, lag: 5)
        var points = [MatchedPoint]()
        for s in drive.samples { points += online.push(MatchObservation(s)) }
        #expect(points.count < drive.samples.count) // the last `lag` fixes wait for more
        points += online.finish()
        #expect(points.map(\.index) == Array(0..<drive.samples.count))
        let same = zip(points, offline.points).filter { $0.edge == $1.edge }.count
        #expect(Double(same) / Double(points.count) >= 0.95)
        let truth = MatchAccuracy.evaluate(MatchResult(points: points, segments: online.segments, roadNames: []),
                                           truth: drive.truth, network: network)
        #expect(truth.exact >= 0.85)
    }

    @Test func onlineMatchingWithoutLagDecidesEachFixAtOnce() throws {
        let (network, drive) = try cleanDrive()
        let online = OnlineMapMatcher(network: network, lag: 0)
        var decided = 0
        for (i, s) in drive.samples.prefix(20).enumerated() {
            decided += online.push(MatchObservation(s)).count
            // Standing-still fixes are decided with the fix they follow, so none waits.
            #expect(decided == i + 1)
        }
    }
}
