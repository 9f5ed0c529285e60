import Foundation
import Geo
import Routing
import Testing
import TestSupport
@testable import Navigation

@Suite struct RouteFileTests {
    func decode(_ json: String) throws(DriveError) -> DriveSpec {
        try RouteFile.decode(Data(json.utf8), file: "Routes/test.json")
    }

    func message(_ json: String) -> String {
        do { _ = try decode(json); return "no error" } catch { return error.description }
    }

    @Test func fullFileDecodesEveryField() throws {
        let spec = try decode("""
        {"name": "N", "description": "D", "map": "Maps/x.osm",
         "waypoints": [[51.0, -1.0], "51.01,-1.01", "Town Hall"], "profile": "shortest", "alternatives": "one",
         "simulation": {"driverFactor": 1.3, "seed": 99, "interval": 0.5, "noise": 4, "speedMultiplier": 10,
                        "deviations": [{"missTurnAt": 2}], "slowdowns": [{"from": 10, "to": 20, "speed": 15}]},
         "navigation": {"units": "imperial", "offRouteDistance": 30, "offRouteSamples": 2, "stopsAtArrival": false,
                        "speedAlerts": {"mode": "percent", "minor": 5, "major": 15, "escalateAfter": 12}}}
        """)
        #expect(spec.name == "N" && spec.description == "D" && spec.map == "Maps/x.osm")
        #expect(spec.waypoints == [.coordinate(Coordinate(51.0, -1.0)), .coordinate(Coordinate(51.01, -1.01)), .search("Town Hall")])
        #expect(spec.profile == .shortest && spec.alternatives == .one)
        #expect(spec.simulation == SimulationOptions(driverFactor: 1.3, seed: 99, interval: 0.5, noise: 4,
                                                      deviations: [Deviation(missTurnAt: 2)],
                                                      slowdowns: [Slowdown(from: 10, to: 20, speed: 15)], speedMultiplier: 10))
        #expect(spec.navigation.units == .imperial && spec.navigation.speedAlerts.units == .imperial)
        #expect(spec.navigation.offRouteDistance == 30 && spec.navigation.offRouteSamples == 2 && !spec.navigation.stopsAtArrival)
        #expect(spec.navigation.speedAlerts == SpeedAlertThresholds(mode: .percent, units: .imperial, minor: 5, major: 15, escalateAfter: 12))
    }

    @Test func errorsNameTheFileAndTheField() {
        #expect(message("{\"waypoints\": [[51, -1]]}") == "Routes/test.json: waypoints: needs at least two waypoints, got 1")
        #expect(message("{}") == "Routes/test.json: waypoints: missing (a list of at least two waypoints)")
        #expect(message("{\"waypoints\": [[51, -1], [95, 0]]}") == "Routes/test.json: waypoints[1]: [95.0, 0.0] is not a valid [lat, lon]")
        #expect(message("{\"waypoints\": [[51, -1], true]}") == "Routes/test.json: waypoints[1]: expected [lat, lon], \"lat,lon\" or a search text")
        #expect(message("{\"waypoints\": [[51, -1], [51, -2]], \"simulation\": {\"driverFactor\": \"fast\"}}")
                == "Routes/test.json: simulation.driverFactor: expected a number")
        #expect(message("{\"waypoints\": [[51, -1], [51, -2]], \"simulation\": {\"interval\": 0.01}}")
                == "Routes/test.json: simulation.interval: 0.01 is outside 0.05 ... 60.0")
        #expect(message("{\"waypoints\": [[51, -1], [51, -2]], \"simulation\": {\"deviations\": [{\"missTurn\": 2}]}}")
                == "Routes/test.json: simulation.deviations[0].missTurn: unknown field (expected one of missTurnAt)")
        #expect(message("{\"waypoints\": [[51, -1], [51, -2]], \"profile\": \"bike\"}")
                == "Routes/test.json: profile: expected \"car\", \"shortest\" or \"truck\", got \"bike\"")
        #expect(message("{\"waypoints\": [[51, -1], [51, -2]], \"speed\": 3}").hasPrefix("Routes/test.json: speed: unknown field"))
        #expect(message("{\"waypoints\": [[51, -1], [51, -2]], \"navigation\": {\"stopsAtArrival\": 1}}")
                == "Routes/test.json: navigation.stopsAtArrival: expected true or false")
        #expect(message("[1, 2]") == "Routes/test.json: (top level): expected an object")
        #expect(message("{\"waypoints\": ").hasPrefix("Routes/test.json:1:"), "the line of the broken JSON")
        #expect(message("{\"waypoints\": ").contains(": not valid JSON ("))
        #expect(message("{\n  \"waypoints\": [[51, -1], [51, -2]],\n  \"profile\": car\n}").hasPrefix("Routes/test.json:3:"),
                "\(message("{\n  \"waypoints\": [[51, -1], [51, -2]],\n  \"profile\": car\n}"))")
    }

    @Test func errorsAreTheOneSourceErrorShapeWithTheFieldPath() throws {
        do {
            _ = try RouteFile.decode(Data("{\"waypoints\": [[51, -1], [95, 0]]}".utf8), file: "Routes/test.json")
            Issue.record("a bad waypoint decoded")
        } catch {
            guard case .badRouteFile(let e) = error else { Issue.record("\(error)"); return }
            #expect(e.source == "Routes/test.json" && e.field == "waypoints[1]" && e.line == nil)
            #expect(e.reason == "[95.0, 0.0] is not a valid [lat, lon]")
        }
    }

    @Test func missingFileIsAClearError() {
        #expect(throws: DriveError.self) { try RouteFile.load(path: "/nonexistent/route.json") }
        do { _ = try RouteFile.load(path: "/nonexistent/route.json") } catch {
            #expect(error.description == "/nonexistent/route.json: no such file")
        }
    }

    @Test(arguments: Town.routeFiles)
    func everyDemoRouteFileDecodes(_ file: String) throws {
        let spec = try RouteFile.load(path: file)
        #expect(spec.waypoints.count >= 2)
        #expect(spec.name != nil && spec.description != nil)
    }

    @Test func demoRoutesCoverTheRequiredDrives() throws {
        let names = Set(Town.routeFiles.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(names.isSuperset(of: ["city.json", "motorway.json", "speeding.json", "missed-turn.json", "waypoints.json", "demo.json"]))
    }
}

@Suite struct DemoSpecTests {
    @Test func compiledDemoEqualsRoutesDemoJSON() throws {
        let file = try RouteFile.load(path: Repository.path("Routes/demo.json"))
        let demo = DriveSpec.harbourneDemo
        #expect(file.name == demo.name && file.description == demo.description && file.map == demo.map)
        #expect(file.waypoints == demo.waypoints)
        #expect(file.profile == demo.profile && file.alternatives == demo.alternatives)
        #expect(file.simulation == demo.simulation)
        #expect(file.navigation == demo.navigation)
    }
}
