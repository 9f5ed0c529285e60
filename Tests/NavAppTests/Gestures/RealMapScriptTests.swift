import Foundation
import Gestures
import Testing
import TestSupport
@testable import NavApp

/// Gesture scripts on the real extracts in ../shared/data (issue 11, item 3): a script without `route` needs no
/// drive, so the map and its `camera` line alone work wherever the file's bounding box centre falls (the sea for
/// GraphHopper's Monaco, the hills for Andorra); errors name the line that caused them.
@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct RealMapScriptTests {
    static let places: [(file: String, lat: Double, lon: Double)] = [
        ("graphhopper/monaco.osm.gz", 43.7394, 7.4270),     // Monte-Carlo, by the casino
        ("graphhopper/andorra.osm.pbf", 42.5075, 1.5218),   // Andorra la Vella
    ]

    @Test(arguments: places.map(\.file))
    func aScriptWithAMapAndACameraNeedsNoDrive(file: String) throws {
        let place = try #require(Self.places.first { $0.file == file })
        let text = """
        size 99x30
        map \(SharedData.path(file))
        camera \(place.lat),\(place.lon) zoom 16 bearing 0 tilt 0
        expect zoom 16
        expect center \(place.lat),\(place.lon) ±2m
        doubletap 49,14
        expect zoom 17
        expect center \(place.lat),\(place.lon) ±2m
        longpress 60,20
        expect markers 1
        key R
        expect screen contains "Route to marker 1"
        expect screen contains "follow"
        wait 300s
        expect screen contains "You have arrived"
        """
        let runner = try ScriptRunner(script: try GestureScript.parse(text), file: "real.gesture")
        let report = try runner.run()
        #expect(report.allPassed, "\(report.outputLines.joined(separator: "\n"))\n\(runner.screen().text)")
    }

    @Test func anUnreachableRouteFileIsAnErrorAtItsLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-apprender-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Two points in the sea off Monaco: no road within reach of either.
        let route = dir.appendingPathComponent("sea.json")
        try #"{"waypoints": [[43.70, 7.45], [43.69, 7.46]]}"#.write(to: route, atomically: true, encoding: .utf8)
        let text = """
        # a comment
        size 99x30
        map \(SharedData.path("graphhopper/monaco.osm.gz"))
        route \(route.path)
        tap 10,10
        """
        do {
            _ = try ScriptRunner.run(text, file: "sea.gesture")
            Issue.record("a route in the sea started a drive")
        } catch {
            #expect(error.line == 4, "\(error)")
            #expect(error.message.hasPrefix("route:"), "\(error)")
        }
    }
}
