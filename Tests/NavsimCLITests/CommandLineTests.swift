import Foundation
import MapData
import Navigation
import Routing
import TestSupport
import Testing
@testable import NavsimCLI

/// What a new user types first (issue 11, items 4 and 10): the bare command's options, --map everywhere,
/// usage errors for impossible input, and messages that name the command once.
struct CommandLineTests: RunsNavsimInProcess {
    static let needsTerminal = "the terminal UI needs a terminal"

    @Test func bareNavsimTakesTheDemoOptions() {
        // Not a terminal here: the options were accepted when the only complaint is the missing tty.
        for args in [["--ascii"], ["--colors", "16"], ["--map", Repository.path("Maps/harbourne.osm")], ["--fps", "10", "--no-header"]] {
            let r = run(args)
            #expect(r.code == 1 && r.err.contains(Self.needsTerminal), "navsim \(args): \(r.err)")
            #expect(!r.err.contains("unknown command"))
        }
        let bad = run(["--colors", "bogus"])
        #expect(bad.code == 2 && bad.err.hasPrefix("navsim demo: --colors"), "\(bad.err)")
        #expect(run(["--help"]).out.contains("usage"), "--help alone is still the overview")
    }

    @Test func demoHelpUsageIsWhatTheCommandAccepts() {
        let help = run(["help", "demo"]).out
        #expect(help.contains("usage: navsim [demo] [--map FILE]"))
        #expect(run(["demo", "--map", Repository.path("Maps/harbourne.osm")]).err.contains(Self.needsTerminal))
    }

    @Test func demoOnAnotherMapDrivesBetweenConnectedRoads() throws {
        let town = try OSMMap.defaultTown()
        let spec = try DemoCommand.drive(on: town, file: "town.osm")
        #expect(spec.waypoints.count == 2)
        let request = try spec.request { _ in nil }
        let route = try #require(try Router(network: town.network).routes(for: request).first)
        #expect(route.length > 500 && route.length < 6_000, "demo route of \(route.length) m")
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func demoOnMonacoFindsARoute() throws {
        let monaco = try OSMMap.load(path: SharedData.path("graphhopper/monaco.osm.gz"))
        let spec = try DemoCommand.drive(on: monaco, file: "monaco.osm.gz")
        let request = try spec.request { _ in nil }
        let route = try #require(try Router(network: monaco.network).routes(for: request).first)
        #expect(route.length > 300, "demo route of \(route.length) m")
    }

    /// `snapshot --map FILE` without a route file shows the demo's drive on that map (it tried the town's demo route
    /// there: "no usable road within 500 m of the start").
    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func snapshotOnAnotherMapShowsTheDemoDriveThere() throws {
        let r = run(["snapshot", "--map", SharedData.path("graphhopper/monaco.osm.gz"), "--size", "80x24", "--at", "30%"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.split(separator: "\n").count == 24)
        #expect(r.out.contains("OpenStreetMap"), "\(r.out)")
        #expect(r.out.contains(" km") || r.out.contains(" m "), "no distance in the header:\n\(r.out)")
    }

    @Test func traceWithMapSaysWhichFixesFallOnIt() throws {
        let trace = Repository.path("Routes/traces/city.gpx")
        let on = run(["trace", trace, "--map", Repository.path("Maps/harbourne.osm")])
        #expect(on.code == 0, "\(on.err)")
        let line = try #require(on.out.split(separator: "\n").last { $0.hasPrefix("on the map:") })
        let points = try #require(on.out.split(separator: "\n").first { $0.hasPrefix("points") }.flatMap { $0.split(separator: " ").last }.flatMap { Int($0) })
        #expect(line == "on the map:     \(points) of \(points) fixes inside its bounds, \(points) within 50 m of a road", "\(line)")
        let json = run(["trace", trace, "--jsonl", "--map", Repository.path("Maps/harbourne.osm")])
        let last = try #require(json.out.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: [String: Int]])
        #expect(object["map"]?["near_road"] == points && object["map"]?["points"] == points)
        let elsewhere = try temporaryFile("monaco.gpx", TraceCommandTests.gpx)
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let off = run(["trace", elsewhere])
        #expect(!off.out.contains("on the map"), "without --map nothing is said")
        let offMap = run(["trace", elsewhere, "--map", Repository.path("Maps/harbourne.osm")])
        #expect(offMap.out.contains("on the map:     0 of 2 fixes inside its bounds, 0 within 50 m of a road"), "\(offMap.out)")
    }

    func temporaryFile(_ name: String, _ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-cli-\(getpid())-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func recordRefusesAnUnknownExtensionListingTheFormats() {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-record-\(getpid()).txt").path
        let r = run(["record", Repository.path("Routes/city.json"), "--out", out])
        #expect(r.code == 2)
        #expect(r.err.contains("unknown format '.txt'") && r.err.contains(".gpx (GPX 1.1)") && r.err.contains(".nmea (NMEA 0183)"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: out), "nothing written")
    }

    @Test func coordinatesOutOfRangeAreAUsageError() {
        let route = run(["route", "91,0", "51.02,-1.05"])
        #expect(route.code == 2 && route.err == "navsim route: '91,0': latitude 91 is outside -90...90\n", "\(route.err)")
        let drive = run(["drive", "--headless", "--from", "51.02,-1.05", "--to", "51,200"])
        #expect(drive.code == 2 && drive.err.contains("longitude 200 is outside -180...180"), "\(drive.err)")
        #expect(PlaceResolver.coordinateError("Market Cross") == nil && PlaceResolver.coordinateError("51.02,-1.05") == nil)
    }

    @Test func messagesNameTheCommandOnce() {
        for args in [["drive", "--headless"], ["route", "a"], ["gestures", "run"], ["record", "x.json"]] {
            let r = run(args)
            #expect(r.code != 0)
            let words = r.err.split(separator: ":").first.map(String.init) ?? ""
            #expect(!r.err.contains("\(args[0]): \(args[0])"), "repeated: \(r.err)")
            #expect(words.hasPrefix("navsim \(args[0])"), "\(r.err)")
        }
        #expect(NavsimCLI.message("route: needs FROM", command: "route") == "navsim route: needs FROM")
        #expect(NavsimCLI.message("gestures run: cannot read x", command: "gestures") == "navsim gestures run: cannot read x")
        #expect(NavsimCLI.message("--map: bad", command: "route") == "navsim route: --map: bad")
    }

    @Test func misspeltOptionsAndCommandsGetTheNearestName() {
        let option = run(["--colour", "256"])
        #expect(option.code == 2 && option.err == "navsim demo: unknown option --colour; did you mean --colors? (see 'navsim help demo')\n",
                "\(option.err)")
        let command = run(["rotue", "a", "b"])
        #expect(command.code == 2 && command.err == "navsim: unknown command 'rotue'; did you mean 'route'? (see 'navsim --help')\n",
                "\(command.err)")
        let version = run(["version"])
        #expect(version.code == 2 && version.err == "navsim: unknown command 'version'; did you mean 'navsim --version'? (see 'navsim --help')\n",
                "\(version.err)")
        let help = run(["help", "snapshto"])
        #expect(help.code == 2 && help.err.contains("did you mean 'snapshot'?"), "\(help.err)")
        let far = run(["route", "a", "b", "--frobnicate"])
        #expect(far.code == 2 && far.err == "navsim route: unknown option --frobnicate (see 'navsim help route')\n", "\(far.err)")
        let escaped = run(["route", "a", "b", "--\u{1B}[31mx", "\u{1B}]0;title\u{07}"])
        #expect(escaped.code == 2 && !escaped.err.contains("\u{1B}") && escaped.err.contains("unknown option --"),
                "typed text is echoed sanitized: \(escaped.err.debugDescription)")
        let dash = run(["route", "a", "b", "-map", "x.osm"])
        #expect(dash.code == 2 && dash.err.contains("unexpected argument '-map'; options take two dashes: --map"), "\(dash.err)")
    }

    @Test func aScriptWithNoCommandsIsAnErrorNotAPass() throws {
        let empty = try temporaryFile("empty.script", "# only a comment\n\n   \n")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let r = run(["gestures", "run", empty, "--headless"])
        #expect(r.code == 2, "\(r.out) \(r.err)")
        #expect(r.err == "navsim gestures: \(empty): the script has no commands (only blank lines and # comments); "
            + "one command a line, e.g. 'tap 20,10' then 'expect zoom 16'\n", "\(r.err)")
        let one = try temporaryFile("one.script", "# zoom in\nkey +\n")
        defer { try? FileManager.default.removeItem(atPath: one) }
        #expect(run(["gestures", "run", one, "--headless"]).code == 0, "a script of one command still runs")
    }

    @Test func anEmptyTraceIsSaidToBeEmpty() throws {
        let empty = try temporaryFile("empty.nmea", "")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let r = run(["trace", empty])
        #expect(r.code != 0)
        #expect(r.err.contains("\(empty):1: the file is empty: no GPX, NMEA 0183 or gpsd JSON to read"), "\(r.err)")
    }

    @Test func aMapThatIsADirectoryIsNamedAsGiven() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-dir-\(getpid())/maps").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent) }
        let r = run(["route", "51.02,-1.05", "51.03,-1.04", "--map", dir])
        #expect(r.code == 1 && r.err.contains("\(dir): is a directory"), "\(r.err)")
    }
}

/// `gestures record` checks its target before the UI starts: a directory is a usage error, and a device is written in
/// place (an atomic rename over /dev/null as root once replaced the device with a regular file).
struct RecordTargetTests: RunsNavsimInProcess {
    @Test func recordingIntoADirectoryIsRefusedBeforeTheUIStarts() {
        let r = run(["gestures", "record", FileManager.default.temporaryDirectory.path])
        #expect(r.code == 2, "\(r.err)")
        #expect(r.err.contains("is a directory"), "\(r.err)")
        #expect(!r.err.contains("needs a terminal"), "the target is checked first: \(r.err)")
    }
}
