import Foundation
import Testing
import Geo
import MapData
import Traces
import TestSupport
@testable import Navigation

/// The hairpin near the start of a simulated Andorra drive (issue 18): it used to leave points unmatched, split the
/// match, and let the smoothing drag points up to 111 m from their fixes.
@Suite struct MatchingHairpinTests {
    static func truth() throws -> [Coordinate] {
        let text = try String(contentsOfFile: SharedData.path("matching/andorra-hairpin.truth.csv"), encoding: .utf8)
        return try text.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: ",")
            return Coordinate(try #require(Double(f[1])), try #require(Double(f[2])))
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func andorraHairpinMatchesEveryPointWithin15MetresOfTheTruth() throws {
        let map = try OSMMap.load(path: SharedData.path("graphhopper/andorra.osm.pbf"))
        let trace = try TraceReader.read(path: SharedData.path("matching/andorra-hairpin.gpx"))
        let truth = try Self.truth()
        #expect(truth.count == trace.fixes.count)
        let r = MapMatcher(network: map.network).match(trace.fixes)
        #expect(r.matchedCount == trace.fixes.count, "unmatched: \(r.points.filter { !$0.isMatched }.map(\.index))")
        #expect(r.segments.count == 1)
        let errors = zip(r.points, truth).map { $0.coordinate.distance(to: $1) }
        let far = errors.indices.filter { errors[$0] > 15 }
        #expect(far.isEmpty, "over 15 m from the truth: \(far.map { "\($0): \(Int(errors[$0])) m" })")
        #expect(r.points.allSatisfy { $0.distance <= MatcherOptions().effectiveRadius })
    }
}
