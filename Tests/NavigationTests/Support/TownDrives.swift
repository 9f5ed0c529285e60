import Foundation
import Geo
import MapData
import Navigation
import Routing
import TestSupport
import Text
import Testing

/// The default town and its router, loaded once for all tests.
enum Town {
    /// The embedded default town (the same bytes as Maps/harbourne.osm), as `navsim drive` uses it.
    static let loaded: (map: OSMMap, router: Router)? = {
        guard let map = try? OSMMap.defaultTown() else { return nil }
        return (map, Router(network: map.network))
    }()
    static var isAvailable: Bool { loaded != nil }
    static let skipNote: Comment = "skipped: the embedded default town did not load"

    /// Every demo route file.
    static var routeFiles: [String] {
        let dir = Repository.path("Routes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
    }

    /// Runs a route file to arrival and returns its JSON Lines stream (one event per line, newline-terminated).
    static func stream(_ file: String, format: EventFormat = .jsonl) throws -> (text: String, events: [NavigationEvent]) {
        guard let town = loaded else { throw DriveError.badRouteFile(SourceError(file: file, reason: "the default town did not load")) }
        let spec = try RouteFile.load(path: file)
        let runner = try DriveRunner.make(spec: spec, map: town.map, provider: town.router)
        var lines = [String]()
        var events = [NavigationEvent]()
        _ = try runner.runToArrival { e in
            lines.append(format.line(e))
            events.append(e)
        }
        return (lines.map { $0 + "\n" }.joined(), events)
    }
}
