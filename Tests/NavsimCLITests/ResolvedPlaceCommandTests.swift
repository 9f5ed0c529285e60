import Foundation
import NavsimCLI
import Testing
import TestSupport

/// `route`, `route --batch` and `drive` say what each search text matched (issue 11 item 2).
@Suite struct ResolvedPlaceCommandTests: RunsNavsimInProcess {
    static let town = Repository.path("Maps/harbourne.osm")


    @Test func routeTextSaysWhatEachSearchTextMatched() {
        let r = Self.run(["route", "High Street", "51.0350,-1.0230", "--map", Self.town])
        #expect(r.code == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("From: \"High Street\" is High Street (street, 51.") == true, "\(lines.first ?? "")")
        #expect(!lines.contains { $0.hasPrefix("To: ") }, "a lat,lon needs no explanation")
        #expect(lines.contains { $0.hasPrefix("Route: ") })
    }

    @Test func routeJSONHasFromAndToObjects() throws {
        let r = Self.run(["route", "High Street", "51.0350,-1.0230", "--map", Self.town, "--json"])
        #expect(r.code == 0, "\(r.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let from = try #require(object["from"] as? [String: Any])
        #expect(from["query"] as? String == "High Street" && from["name"] as? String == "High Street" && from["kind"] as? String == "street")
        #expect((from["location"] as? [Double])?.count == 2)
        let to = try #require(object["to"] as? [String: Any])
        #expect(to["query"] as? String == "51.0350,-1.0230" && to["name"] is NSNull && to["kind"] is NSNull)
        #expect(object["via"] == nil)
    }

    @Test func batchAcceptsSearchTexts() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-batch-places-\(UInt32.random(in: 0...UInt32.max)).txt")
        try """
        "High Street" "Station Road"
        High Street\t"Station Road"
        "High Street" 51.0350,-1.0230
        "Nowhere Such Place" "High Street"
        "High Street
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = Self.run(["route", "--batch", file.path, "--map", Self.town])
        #expect(r.code == 0)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("{\"length\": ") && lines[0].contains("\"from\": {\"query\": \"High Street\", \"name\": \"High Street\""))
        #expect(lines[0].contains("\"to\": {\"query\": \"Station Road\""))
        #expect(lines[1] == lines[0], "a tab separates texts with spaces as quotes do")
        #expect(lines[2].hasPrefix("{\"length\": ") && lines[2].contains("\"kind\": null"))
        #expect(lines[3].hasPrefix("{\"error\": ") && lines[3].contains(":4: no street, POI, landmark or place matches 'Nowhere Such Place'"))
        #expect(lines[4].hasPrefix("{\"error\": ") && lines[4].contains(":5: expected FROM TO"))
    }

    @Test func driveSaysWhatItsSearchTextsMatched() {
        let text = Self.run(["drive", "--from", "High Street", "--to", "Station Road", "--headless", "--events", "text"])
        #expect(text.code == 0, "\(text.err)")
        let lines = text.out.split(separator: "\n").map(String.init)
        #expect(lines.count > 2 && lines[0].hasPrefix("From: \"High Street\" is High Street (street, "))
        #expect(lines[1].hasPrefix("To: \"Station Road\" is Station Road (street, "))
        let jsonl = Self.run(["drive", "--from", "High Street", "--to", "Station Road", "--headless"])
        #expect(jsonl.code == 0)
        #expect(jsonl.out.split(separator: "\n").allSatisfy { $0.hasPrefix("{\"t\": ") }, "stdout stays JSON Lines")
        #expect(jsonl.err.contains("navsim drive: From: \"High Street\" is High Street (street, "))
    }
}

/// Towns on real extracts: `search` and `route` find them; Monaco's "Casino" is the casino.
@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct RealDataPlaceCommandTests {
    static let andorra = SharedData.path("graphhopper/andorra.osm.pbf")

    @Test func searchFindsAndorraLaVellaAsATown() throws {
        let r = ResolvedPlaceCommandTests.run(["search", "Andorra la Vella", "--map", Self.andorra, "--json"])
        #expect(r.code == 0, "\(r.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(first["name"] as? String == "Andorra la Vella")
        #expect((first["kind"] as? String)?.hasPrefix("place:") == true)
    }

    @Test func routeBetweenTwoTownsSaysWhichTheyAre() {
        let r = ResolvedPlaceCommandTests.run(["route", "Andorra la Vella", "Encamp", "--map", Self.andorra])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("From: \"Andorra la Vella\" is Andorra la Vella (place:"))
        #expect(r.out.contains("To: \"Encamp\" is Encamp (place:town, "))
        #expect(r.out.contains("You have arrived"))
    }

    @Test func monacoCasinoRoutesFromTheCasino() throws {
        let r = ResolvedPlaceCommandTests.run(["route", "Casino", "Stade Louis II", "--map", SharedData.path("osrm-backend/monaco.osm.pbf"), "--json"])
        #expect(r.code == 0, "\(r.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let from = try #require(object["from"] as? [String: Any])
        #expect(from["name"] as? String == "Casino de Monte Carlo")
        #expect(from["kind"] as? String == "landmark")
    }
}
