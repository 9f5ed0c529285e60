import Foundation
import Geo
import MapData
import Testing
import Text
@testable import Traffic

/// The traffic world on the embedded town.
@Suite struct TrafficModelTests {
    static let map = try! OSMMap.defaultTown()
    static var network: RoadNetwork { map.network }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name).path
    }

    /// Every number of a snapshot as text, to compare runs byte for byte.
    static func dump(_ s: TrafficSnapshot) -> String {
        var w = JSONWriter()
        for i in s.jam.indices { w.number(Double(s.jam[i]), places: 4); w.number(Double(s.speed[i]), places: 4) }
        for inc in s.incidents { w.string(inc.id + inc.type.rawValue + inc.description); w.number(inc.start, places: 1) }
        return w.string
    }

    @Test func sameSeedAndTimeGiveTheSameTrafficByteForByte() {
        let a = TrafficModel(network: Self.network, options: TrafficOptions(seed: 42, incidentRate: 0.2))
        let b = TrafficModel(network: Self.network, options: TrafficOptions(seed: 42, incidentRate: 0.2))
        // Asked in a different order: the world is stateless in time.
        _ = b.snapshot(at: 20 * 3600)
        #expect(Self.dump(a.snapshot(at: 8 * 3600 + 123)) == Self.dump(b.snapshot(at: 8 * 3600 + 123)))
        let c = TrafficModel(network: Self.network, options: TrafficOptions(seed: 43, incidentRate: 0.2))
        #expect(Self.dump(a.snapshot(at: 8 * 3600)) != Self.dump(c.snapshot(at: 8 * 3600)))
    }

    @Test func aRoutesBatchOfFlowsAndASearchsSpeedReadAreTheOneEdgeFlow() {
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 5, incidentRate: 3))
        model.inject(TrafficIncident(id: "closed", type: .roadClosure, criticality: .critical, start: 0, end: 86_400,
                                     coordinate: Self.network.vertices[0].coordinate, edges: [3], offset: 0,
                                     description: "Closed"))
        let s = model.snapshot(at: 8 * 3600 + 17 * 60)
        #expect(s.incidents.count > 1 && s.flow(edge: 3).isClosed && s.speedUnlessClosed(edge: 3) == nil)
        // Every edge, then some out of range, in an order of their own.
        let edges = (0..<s.edgeCount).map { Int32($0) }.reversed() + [-1, Int32(s.edgeCount), 3]
        let batch = s.flows(count: edges.count) { edges[$0] }
        #expect(batch.flows == edges.map { s.flow(edge: Int($0)) })
        #expect(batch.withIncident == edges.indices.filter { s.hasIncident(onEdge: Int(edges[$0])) })
        #expect(!batch.withIncident.isEmpty)
        for e in -1...s.edgeCount {
            let f = s.flow(edge: e)
            #expect(s.speedUnlessClosed(edge: e) == (f.isClosed ? nil : f.speed))
        }
        #expect(s.flows(count: 0) { _ in 0 }.flows.isEmpty)
        // The two lattice points' hashes, sharing their first round, are the two hashes.
        for (a, b) in [(0, 0), (17, -3), (Int.max, Int.min), (-9, 123_456)] {
            let pair = TrafficHash.unitPair(prefix: 0xABCDEF, a, b)
            #expect(pair.0 == TrafficHash.unit(prefix: 0xABCDEF, a, b) && pair.1 == TrafficHash.unit(prefix: 0xABCDEF, a, b &+ 1))
        }
    }

    @Test func aRoutesFlowsWithTheirNoiseKeptAreTheFlowsMinuteByMinute() {
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 5, incidentRate: 3))
        let edges = (0..<Self.network.edges.count).map { Int32($0) }.reversed() + [-1, Int32(Self.network.edges.count), 3]
        var noise = TrafficSnapshot.FlowNoise()
        // 25 minutes cross two points of the 10-minute noise lattice.
        for minute in 0..<25 {
            let s = model.snapshot(at: 8 * 3600 + Double(7 + minute) * 60)
            let kept = s.flows(edges: edges, noise: &noise)
            let plain = s.flows(count: edges.count) { edges[$0] }
            #expect(kept.flows == plain.flows && kept.withIncident == plain.withIncident, "minute \(minute)")
        }
        // A kept noise of other edges (another count) is not read.
        let s = model.snapshot(at: 8 * 3600 + 31 * 60)
        #expect(s.flows(edges: [0, 1, 2, 3, 4], noise: &noise).flows == s.flows(count: 5) { Int32($0) }.flows)
    }

    @Test func aModelsSnapshotsMinuteByMinuteAreAFreshModelsAcrossIncidentsStartingAndEnding() {
        let options = TrafficOptions(seed: 8, incidentRate: 4)
        let model = TrafficModel(network: Self.network, options: options)
        var changes = 0, last: [String]?
        // Two hours from 07:30, an hour slot boundary and many incidents starting and ending between.
        for minute in stride(from: 0, to: 120, by: 1) {
            let t = 7.5 * 3600 + Double(minute) * 60
            let s = model.snapshot(at: t)
            if minute % 7 == 0 {
                #expect(Self.dump(s) == Self.dump(TrafficModel(network: Self.network, options: options).snapshot(at: t)),
                        "minute \(minute)")
            }
            #expect(s.incidents.map(\.id) == model.incidents(at: t).map(\.id))
            let ids = s.incidents.map(\.id)
            if let last, last != ids { changes += 1 }
            last = ids
        }
        #expect(changes > 3)
    }

    @Test func flowStaysWithinBoundsAllDay() {
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 3, incidentRate: 0.5))
        for minute in stride(from: 0, to: 24 * 60, by: 17) {
            let s = model.snapshot(at: Double(minute) * 60)
            for i in s.jam.indices {
                #expect(s.jam[i] >= 0 && s.jam[i] <= 10)
                #expect(s.speed[i] >= 0 && s.speed[i] <= s.freeFlow[i] + 1e-3)
                if s.jam[i] < 10 { #expect(s.speed[i] >= s.freeFlow[i] * 0.2 - 1e-3) } else { #expect(s.speed[i] == 0) }
            }
        }
    }

    @Test func rushHourIsSlowerThanNightAndNoiseMovesSlowly() {
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 5, incidentRate: 0))
        func meanJam(_ t: Seconds) -> Double {
            let s = model.snapshot(at: t)
            return s.jam.reduce(0) { $0 + Double($1) } / Double(s.jam.count)
        }
        #expect(meanJam(8 * 3600) > meanJam(3 * 3600) + 1)
        #expect(meanJam(17.5 * 3600) > meanJam(13 * 3600))
        // One minute later nothing jumps: the noise drifts over ten minutes.
        let a = model.snapshot(at: 11 * 3600), b = model.snapshot(at: 11 * 3600 + 60)
        let maxStep = zip(a.jam, b.jam).map { abs($0 - $1) }.max() ?? 0
        #expect(maxStep < 0.6)
        #expect(maxStep > 0)
    }

    @Test func seededIncidentsFollowTheRateAndLastTheirTime() {
        let none = TrafficModel(network: Self.network, options: TrafficOptions(seed: 9, incidentRate: 0))
        #expect(none.incidents(at: 9 * 3600).isEmpty)
        let busy = TrafficModel(network: Self.network, options: TrafficOptions(seed: 9, incidentRate: 0.5))
        var seen = Set<String>()
        for h in 0..<24 {
            for inc in busy.incidents(at: Double(h) * 3600) {
                #expect(inc.isActive(at: Double(h) * 3600))
                #expect(inc.end - inc.start >= 1200 && inc.end - inc.start <= 5400)
                seen.insert(inc.id)
            }
        }
        #expect(seen.count > 5)
    }

    @Test func aClosureFromAScenarioClosesBothDirectionsWhileActive() throws {
        let scenario = try TrafficScenario.load(path: Self.fixture("closure.json"), network: Self.network)
        #expect(scenario.seed == 7 && scenario.incidentRate == 0)
        #expect(scenario.incidents.count == 2)
        let closure = scenario.incidents[0]
        #expect(closure.type == .roadClosure && closure.edges.count == 2 && closure.description == "Water main burst")
        #expect(scenario.incidents[1].edges.count == 1) // a heading picks one direction
        #expect(scenario.incidents[1].end == 28800 + 3600)
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 7, incidentRate: 0),
                                 scenario: scenario.incidents)
        let during = model.snapshot(at: 8.5 * 3600), after = model.snapshot(at: 10 * 3600)
        for e in closure.edges {
            #expect(during.isClosed(edge: Int(e)) && during.speed[Int(e)] == 0)
            #expect(!after.isClosed(edge: Int(e)))
        }
        let accident = scenario.incidents[1]
        #expect(model.snapshot(at: 8 * 3600 + 30).jam[Int(accident.edges[0])] >= 7.5)
    }

    @Test func aBadScenarioIsOneErrorNamingTheFileAndJSONPath() {
        let path = Self.fixture("bad-type.json")
        #expect(throws: SourceError.self) { try TrafficScenario.load(path: path, network: Self.network) }
        do {
            _ = try TrafficScenario.load(path: path, network: Self.network)
        } catch {
            #expect(error.description.contains("bad-type.json"))
            #expect(error.description.contains("$.incidents[1].type"))
            #expect(error.description.contains("meteorStrike"))
        }
        let far = #"{"incidents": [{"type": "accident", "start": "08:00", "location": [10, 10]}]}"#
        #expect(throws: SourceError.self) { try TrafficScenario.parse(Data(far.utf8), file: "x.json", network: Self.network) }
    }

    /// JSON that does not parse names the file and the line and column of the problem (Foundation's byte offset
    /// turned into them), not only "not valid JSON".
    @Test func invalidJSONInAScenarioNamesTheFileLineAndColumn() {
        let text = "{\n  \"seed\": 7,\n  \"incidents\": [\n     {\"type\": \"accident\" \"start\": \"08:00\"}\n  ]\n}\n"
        let error = #expect(throws: SourceError.self) { try TrafficScenario.parse(Data(text.utf8), file: "s.json", network: Self.network) }
        #expect(error?.source == "s.json" && error?.line == 4, "\(error?.description ?? "")")
        #expect(error?.description.contains("not valid JSON") == true)
        // Cut short: named at its end (line 3, after the last character), not without a line.
        let cut = #expect(throws: SourceError.self) {
            try TrafficScenario.parse(Data("{\n  \"seed\": 7,\n  \"incidents\": [".utf8), file: "s.json", network: Self.network)
        }
        #expect(cut?.line == 3 && cut?.column == 17, "\(cut?.description ?? "")")
    }

    @Test func injectedIncidentsShowInTheNextSnapshot() {
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 1, incidentRate: 0))
        let before = model.snapshot(at: 3600)
        #expect(!before.isClosed(edge: 10))
        model.inject(TrafficIncident(id: "x", type: .roadClosure, criticality: .critical, start: 3000, end: 4000,
                                     coordinate: Coordinate(51, -1), edges: [10], offset: 0, description: "Closed"))
        #expect(model.snapshot(at: 3600).isClosed(edge: 10))
        #expect(model.snapshot(at: 3600).incidents(of: [.accident]).isEmpty)
        #expect(model.snapshot(at: 3600).incidents(of: [.roadClosure]).count == 1)
    }

    @Test func timeOfDayParsesAndFormats() {
        #expect(TimeOfDay.parse("08:30") == 30600)
        #expect(TimeOfDay.parse("23:59:59") == 86399)
        #expect(TimeOfDay.parse("24:00") == nil && TimeOfDay.parse("8:30") == nil && TimeOfDay.parse("ab:cd") == nil)
        #expect(TimeOfDay.format(30600 + 86400) == "08:30")
    }
}
