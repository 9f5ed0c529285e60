import Foundation
import Geo
import TestSupport
import Testing
@testable import Traces

/// Every file of the gpxpy corpus against gpxpy 1.6.2's own figures (EXPECTED.gpxpy-1.6.2.json).
struct GPXCorpusTests {
    struct Expected: Decodable, CustomTestStringConvertible {
        struct Bounds: Decodable { var min_lat, max_lat, min_lon, max_lon: Double }
        struct Point: Decodable { var lat, lon: Double; var ele: Double?; var time: String? }
        var file: String
        var waypoints: Int
        var routes: Int
        var route_points: [Int]
        var tracks: Int
        var points_per_segment: [[Int]]
        var track_points_total: Int
        var length_2d_m: Double
        var bounds: Bounds?
        var start_time: String?
        var end_time: String?
        var first_track_point: Point?
        var testDescription: String { file }
    }

    struct Corpus: Decodable { var files: [Expected] }

    static let expected: [Expected] = {
        guard SharedData.isAvailable,
              let data = FileManager.default.contents(atPath: SharedData.path("gpxpy/EXPECTED.gpxpy-1.6.2.json")),
              let corpus = try? JSONDecoder().decode(Corpus.self, from: data) else { return [] }
        return corpus.files
    }()

    @Test(.enabled(if: SharedData.isAvailable, sharedDataNote))
    func expectationsCoverAllFourteenFiles() {
        #expect(Self.expected.count == 14)
    }

    @Test(.enabled(if: SharedData.isAvailable, sharedDataNote), arguments: expected)
    func readsLikeGpxpy(_ e: Expected) throws {
        let trace = try TraceReader.read(path: SharedData.path("gpxpy/" + e.file))
        #expect(trace.format == .gpx)
        #expect(trace.waypoints.count == e.waypoints)
        #expect(trace.routes.count == e.routes)
        #expect(trace.routes.map(\.points.count) == e.route_points)
        #expect(trace.tracks.count == e.tracks)
        #expect(trace.tracks.map { $0.segments.map(\.count) } == e.points_per_segment)
        #expect(trace.fixes.count == e.track_points_total)

        let summary = trace.summary
        if e.length_2d_m > 0 {
            #expect(abs(summary.length - e.length_2d_m) / e.length_2d_m < 0.005, "length \(summary.length) vs \(e.length_2d_m)" as Comment)
        } else {
            #expect(summary.length == 0)
        }
        if let b = e.bounds {
            let box = try #require(summary.bounds)
            #expect(abs(box.minLatitude - b.min_lat) < 1e-9 && abs(box.maxLatitude - b.max_lat) < 1e-9)
            #expect(abs(box.minLongitude - b.min_lon) < 1e-9 && abs(box.maxLongitude - b.max_lon) < 1e-9)
        } else {
            #expect(summary.bounds == nil)
        }
        #expect(close(summary.firstTime, e.start_time), Comment(rawValue: "start \(summary.firstTime.map(UTCTime.iso8601) ?? "nil")"))
        #expect(close(summary.lastTime, e.end_time), Comment(rawValue: "end \(summary.lastTime.map(UTCTime.iso8601) ?? "nil")"))
        if let p = e.first_track_point {
            let f = try #require(trace.fixes.first)
            #expect(abs(f.coordinate.latitude - p.lat) < 1e-9 && abs(f.coordinate.longitude - p.lon) < 1e-9)
            #expect(f.altitude == p.ele)
            #expect(close(f.time, p.time))
        }
    }

    /// Times agree to a millisecond (gpxpy keeps microseconds; some files have 7 fractional digits).
    private func close(_ t: Double?, _ text: String?) -> Bool {
        guard let text else { return t == nil }
        guard let t, let e = UTCTime.parse(text) else { return false }
        return abs(t - e) < 1e-3
    }
}
