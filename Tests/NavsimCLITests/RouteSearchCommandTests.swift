import Foundation
import NavsimCLI
import Testing
import TestSupport

/// `navsim route` and `navsim search`, run in-process on the town in Maps/.
@Suite struct RouteSearchCommandTests: RunsNavsimInProcess {
    static let town = Repository.path("Maps/harbourne.osm")


    @Test func routeBetweenCoordinatesListsManeuversAndAttribution() {
        let r = Self.run(["route", "51.0100,-1.0700", "51.0350,-1.0230", "--map", Self.town])
        #expect(r.code == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Route: ") == true)
        #expect(lines.contains { $0.contains("1. Head ") })
        #expect(lines.contains { $0.contains("You have arrived") })
        #expect(lines.last == "Map data: © OpenStreetMap contributors")
    }

    @Test func routeJSONHasTheDocumentedShape() throws {
        let r = Self.run(["route", "51.0100,-1.0700", "51.0350,-1.0230", "--map", Self.town, "--json", "--alternatives", "all"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.hasPrefix("{\"routes\": [{\"length\": "))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let routes = try #require(object["routes"] as? [[String: Any]])
        #expect(routes.count >= 2)
        for route in routes {
            #expect(Set(route.keys) == ["length", "duration", "durationWithoutTraffic", "geometry", "maneuvers"])
            // Without traffic the two durations are the same figure.
            #expect(route["duration"] as? Double == route["durationWithoutTraffic"] as? Double)
            let geometry = try #require(route["geometry"] as? [[Double]])
            #expect(geometry.count > 2 && geometry.allSatisfy { $0.count == 2 })
            let maneuvers = try #require(route["maneuvers"] as? [[String: Any]])
            #expect(maneuvers.first?["type"] as? String == "depart")
            #expect(maneuvers.last?["type"] as? String == "arrive")
            #expect(maneuvers.allSatisfy { Set($0.keys) == ["type", "instruction", "road", "distance", "location"] })
            let steps = maneuvers.compactMap { $0["distance"] as? Double }.reduce(0, +)
            #expect(abs(steps - (route["length"] as? Double ?? 0)) < 5)
        }
        let durations = routes.dropFirst().compactMap { $0["duration"] as? Double }
        #expect(durations == durations.sorted())
    }

    @Test func placesMayBeSearchTextAndViaAddsALeg() {
        let r = Self.run(["route", "High Street", "Station Road", "--via", "51.0200,-1.0400", "--map", Self.town])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("2 legs"))
        #expect(r.out.contains("You have reached waypoint 1"))
    }

    @Test func imperialUnitsPrintMilesAndFeet() {
        let r = Self.run(["route", "51.0100,-1.0700", "51.0350,-1.0230", "--map", Self.town, "--units", "imperial"])
        #expect(r.out.contains(" mi"))
        #expect(!r.out.contains(" km"))
    }

    @Test func batchAnswersEachLineInOrder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-batch-\(UInt32.random(in: 0...UInt32.max)).txt")
        try """
        # from to
        51.0100,-1.0700 51.0350,-1.0230
        not a query
        51.0100,-1.0700 10.0,10.0

        51.0350,-1.0230 51.0100,-1.0700
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = Self.run(["route", "--batch", file.path, "--map", Self.town])
        #expect(r.code == 0)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("{\"length\": ") && lines[0].contains("\"duration\": "))
        #expect(lines[1].hasPrefix("{\"error\": ") && lines[1].contains(":3: expected FROM TO"))
        #expect(lines[2].contains("no usable road within 500 m of waypoint 2"))
        #expect(lines[3].hasPrefix("{\"length\": "))
    }

    @Test func badCommandLinesExitWithTwo() {
        #expect(Self.run(["route", "51.01,-1.07"]).code == 2)
        #expect(Self.run(["route", "51.01,-1.07", "51.03,-1.02", "--profile", "bike"]).err.contains("--profile must be one of car, shortest, truck"))
        #expect(Self.run(["route", "51.01,-1.07", "51.03,-1.02", "--speed", "3"]).code == 2)
        #expect(Self.run(["search"]).code == 2)
        #expect(Self.run(["search", "cafe", "--near", "north"]).code == 2)
    }

    @Test func unreadableMapAndNoRouteExitWithOne() {
        let missing = Self.run(["route", "1,1", "2,2", "--map", "/nonexistent/town.osm"])
        #expect(missing.code == 1 && missing.err.contains("town.osm"))
        let sea = Self.run(["route", "51.0100,-1.0700", "50.5,-1.0", "--map", Self.town])
        #expect(sea.code == 1 && sea.err.contains("no usable road within"))
        let nothing = Self.run(["search", "zzzzqqq", "--map", Self.town])
        #expect(nothing.code == 1 && nothing.err.contains("nothing on map harbourne matches"))
    }

    @Test func searchFindsPOIsWithKindAndDistance() throws {
        let r = Self.run(["search", "harbourne town hal", "--map", Self.town, "--json", "--near", "51.02,-1.05"])
        #expect(r.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(first["name"] as? String == "Harbourne Town Hall")
        #expect((first["kind"] as? String)?.hasPrefix("poi:") == true)
        let location = try #require(first["location"] as? [Double])
        #expect(abs(location[0] - 51.022143) < 0.001 && abs(location[1] + 1.045757) < 0.001)
        let text = Self.run(["search", "market cross"])
        #expect(text.out.split(separator: "\n").first?.contains("Market Cross") == true)
    }

    @Test func helpDocumentsEveryOption() {
        let route = Self.run(["help", "route"]).out
        for option in ["--via", "--map", "--profile", "--alternatives", "--units", "--json", "--batch"] { #expect(route.contains(option)) }
        let search = Self.run(["help", "search"]).out
        for option in ["--near", "--map", "--limit", "--json"] { #expect(search.contains(option)) }
        #expect(Self.run(["--help"]).out.contains("route"))
    }
}
