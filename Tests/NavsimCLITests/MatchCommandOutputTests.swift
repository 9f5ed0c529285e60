import Foundation
import TestSupport
import Testing
import Traces
@testable import NavsimCLI

/// `navsim match` per-point roads, sub-paths, the OSRM response shape, the snapped GPX, and a trace off the map.
struct MatchCommandOutputTests: RunsNavsimInProcess {
    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("navsim-matchout-\(getpid())-\(name)").path
    }

    static let town = Repository.path("Maps/harbourne.osm")
    static let cityTrace = Repository.path("Routes/traces/city-noisy.gpx")

    @Test func jsonGivesEachPointItsWayNameDirectionOffsetAndDistance() throws {
        let (code, out, _) = run(["match", Self.cityTrace, "--map", Self.town, "--json"])
        #expect(code == 0)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let points = try #require(obj["points"] as? [[String: Any]])
        let names = Set(points.compactMap { $0["name"] as? String })
        #expect(names == ["West Street", "Market Cross", "East Street"])
        for p in points {
            #expect((p["way"] as? NSNumber)?.int64Value ?? 0 > 0)
            #expect(["forward", "backward"].contains(p["direction"] as? String ?? ""))
            let distance = try #require((p["distance"] as? NSNumber)?.doubleValue)
            #expect(distance >= 0 && distance <= 50)
            #expect(((p["offset"] as? NSNumber)?.doubleValue ?? -1) >= 0)
        }
        // Forward-backward confidences are probabilities, not only 0 or 1.
        let confidences = points.compactMap { ($0["confidence"] as? NSNumber)?.doubleValue }
        #expect(confidences.allSatisfy { $0 >= 0 && $0 <= 1 })
        let segments = try #require(obj["segments"] as? [[String: Any]])
        #expect(segments.count == 1)
        let geometry = try #require((segments[0]["geometry"] as? [String: Any])?["coordinates"] as? [[Double]])
        #expect(geometry.count >= 2)
        #expect(((segments[0]["duration"] as? NSNumber)?.doubleValue ?? 0) > 100)
        #expect(segments[0]["roads"] as? [String] == ["West Street", "Market Cross", "East Street"])
    }

    @Test func osrmFormatHasMatchingsAndTracepointsAsOSRMsMatchService() throws {
        let (code, out, _) = run(["match", Self.cityTrace, "--map", Self.town, "--format", "osrm", "--geometries", "geojson"])
        #expect(code == 0)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(obj["code"] as? String == "Ok")
        let matchings = try #require(obj["matchings"] as? [[String: Any]])
        let tracepoints = try #require(obj["tracepoints"] as? [Any])
        #expect(tracepoints.count == 150)
        #expect(matchings.count == 1)
        let m = matchings[0]
        for key in ["confidence", "distance", "duration", "weight", "weight_name", "geometry", "legs"] { #expect(m[key] != nil, "\(key)") }
        let legs = try #require(m["legs"] as? [[String: Any]])
        let waypoints = tracepoints.compactMap { $0 as? [String: Any] }
        #expect(legs.count == waypoints.count - 1)
        for (k, w) in waypoints.enumerated() {
            #expect(w["matchings_index"] as? Int == 0)
            #expect(w["waypoint_index"] as? Int == k)
            #expect((w["location"] as? [Double])?.count == 2)
            #expect(w["alternatives_count"] is Int && w["name"] is String && w["distance"] is NSNumber)
        }
        let legSum = legs.compactMap { ($0["distance"] as? NSNumber)?.doubleValue }.reduce(0, +)
        #expect(abs(legSum - ((m["distance"] as? NSNumber)?.doubleValue ?? 0)) < 1)
        // The default geometry is an encoded polyline, as OSRM's.
        let plain = run(["match", Self.cityTrace, "--map", Self.town, "--format", "osrm"])
        let first = try #require((try JSONSerialization.jsonObject(with: Data(plain.1.utf8)) as? [String: Any])?["matchings"] as? [[String: Any]])
        #expect(first[0]["geometry"] is String)
    }

    @Test func gpxOutWritesTheSnappedTraceThatReadsBack() throws {
        let gpx = temporaryPath("snapped.gpx")
        defer { try? FileManager.default.removeItem(atPath: gpx) }
        let (code, out, _) = run(["match", Self.cityTrace, "--map", Self.town, "--json", "--gpx-out", gpx])
        #expect(code == 0)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let points = try #require(obj["points"] as? [[String: Any]])
        let snapped = try TraceReader.read(path: gpx)
        #expect(snapped.fixes.count == points.count)
        #expect(snapped.tracks.first?.segments.count == 1)
        for (f, p) in zip(snapped.fixes, points) {
            let lat = try #require((p["lat"] as? NSNumber)?.doubleValue), lon = try #require((p["lon"] as? NSNumber)?.doubleValue)
            #expect(abs(f.coordinate.latitude - lat) < 1e-6 && abs(f.coordinate.longitude - lon) < 1e-6)
            #expect(f.time != nil)
        }
    }

    @Test func aTraceOffTheMapIsAnErrorThatSuggestsMap() throws {
        let path = temporaryPath("elsewhere.gpx")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Sydney, far from the embedded town.
        try """
        <?xml version="1.0"?><gpx version="1.1"><trk><trkseg>
        <trkpt lat="-33.8688" lon="151.2093"><time>2026-01-01T09:00:00Z</time></trkpt>
        <trkpt lat="-33.8690" lon="151.2095"><time>2026-01-01T09:00:01Z</time></trkpt>
        </trkseg></trk></gpx>
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let (code, out, err) = run(["match", path])
        #expect(code == 1)
        #expect(out.isEmpty)
        #expect(err.contains("off the map") && err.contains("--map") && err.contains(path))
    }

    @Test func conflictingFormatOptionsAreUsageErrors() {
        #expect(run(["match", Self.cityTrace, "--json", "--format", "osrm"]).0 == 2)
        #expect(run(["match", Self.cityTrace, "--format", "xml"]).0 == 2)
        #expect(run(["match", Self.cityTrace, "--geometries", "wkt"]).0 == 2)
    }
}
