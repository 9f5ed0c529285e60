import Foundation
import NavsimCLI
import Testing
import TestSupport

/// `navsim drive`, run in-process on the embedded town.
@Suite struct DriveCommandTests: RunsNavsimInProcess {
    @Test func headlessDriveOfARouteFilePrintsJSONLinesUntilArrival() throws {
        let r = Self.run(["drive", Repository.path("Routes/city.json"), "--headless"])
        #expect(r.code == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.count > 50)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["t"] is NSNumber && object["type"] is String)
            #expect(line.hasPrefix("{\"t\": "))
        }
        #expect(lines.last?.hasSuffix("\"type\": \"destinationReached\", \"guidanceStopped\": true}") == true)
        #expect(r.err.hasPrefix("navsim drive: arrived after "))
    }

    @Test func fromToWithTextEventsAndOverrides() {
        let a = Self.run(["drive", "--from", "51.01995,-1.0586", "--to", "51.020020,-1.041878", "--headless",
                          "--events", "text", "--seed", "3", "--interval", "0.5", "--driver-factor", "1.4"])
        #expect(a.code == 0, "\(a.err)")
        #expect(a.out.contains("announce      [action] Head east on West Street"))
        #expect(a.out.contains("speed alert   minor"))
        let b = Self.run(["drive", "--from", "51.01995,-1.0586", "--to", "51.020020,-1.041878", "--headless",
                          "--events", "text", "--seed", "3", "--interval", "0.5", "--driver-factor", "1.4"])
        #expect(a.out == b.out)
    }

    @Test func missedTurnRoutePrintsOffRouteThenRerouted() {
        let r = Self.run(["drive", Repository.path("Routes/missed-turn.json"), "--headless"])
        #expect(r.code == 0, "\(r.err)")
        let types = r.out.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["type"] as? String
        }
        let off = types.firstIndex(of: "offRoute")
        #expect(off != nil && types[(off ?? 0) + 1] == "rerouted")
    }

    @Test func badRouteFileIsAClearErrorWithExitOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-drive-\(ProcessInfo.processInfo.globallyUniqueString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.json")
        try Data("{\"waypoints\": [[51.02, -1.05], [51.03, -1.04]], \"simulation\": {\"noise\": \"loud\"}}".utf8).write(to: file)
        let r = Self.run(["drive", file.path, "--headless"])
        #expect(r.code == 1)
        #expect(r.err == "navsim drive: \(file.path): simulation.noise: expected a number\n")
        #expect(r.out.isEmpty)
    }

    @Test func unreachableOrUnknownPlacesExitOne() {
        let far = Self.run(["drive", "--from", "51.02,-1.05", "--to", "52.5,0.3", "--headless"])
        #expect(far.code == 1)
        #expect(far.err.contains("no usable road within 500 m of waypoint 2"))
        let unknown = Self.run(["drive", "--from", "51.02,-1.05", "--to", "Zzyzx Qwerty", "--headless"])
        #expect(unknown.code == 1)
        #expect(unknown.err.contains("waypoint 2 \"Zzyzx Qwerty\" matches no road or place on the map"))
    }

    @Test func withoutATerminalTheUIRefusesWithAClearErrorAndBadArgumentsAreUsageErrors() {
        // The test runner has no tty: the UI must say so rather than draw into a pipe.
        let ui = Self.run(["drive", Repository.path("Routes/city.json")])
        #expect(ui.code == 1)
        #expect(ui.err.contains("the terminal UI needs a terminal"))
        let none = Self.run(["drive", "--headless"])
        #expect(none.code == 2)
        let badFormat = Self.run(["drive", Repository.path("Routes/city.json"), "--headless", "--events", "xml"])
        #expect(badFormat.code == 2)
    }
}
