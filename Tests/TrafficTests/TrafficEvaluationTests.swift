import Foundation
import Geo
import MapData
import Testing
@testable import Traffic

/// A snapshot evaluates each edge when read and keeps seeded incidents per hour slot; these tests hold it to the
/// whole-network evaluation it replaced (kept here as the reference), number for number.
@Suite struct TrafficEvaluationTests {
    static let network = try! OSMMap.defaultTown().network

    /// Every edge's jam and speed at a time, as the model computed them before evaluation became lazy.
    static func reference(_ model: TrafficModel, at t: Seconds, incidents: [TrafficIncident]) -> (jam: [Float], speed: [Float]) {
        let d = TrafficModel.demand(at: t)
        let rush = max(d.am, d.pm)
        let lattice = (t / TrafficModel.noisePeriod).rounded(.down)
        let k = Int(lattice)
        let f = t / TrafficModel.noisePeriod - lattice
        let smooth = f * f * (3 - 2 * f)
        let noiseScale = 0.8 + 0.8 * rush
        let n = model.base.count
        var jam = [Float](repeating: 0, count: n), speed = jam
        for i in 0..<n {
            let b = model.base[i]
            let demand = 0.45 + 0.35 * d.day + 1.6 * (d.am * Double(b.biasAM) + d.pm * Double(b.biasPM))
            let n0 = TrafficHash.unit(model.options.seed, i, k, salt: TrafficHash.noiseSalt) * 2 - 1
            let n1 = TrafficHash.unit(model.options.seed, i, k + 1, salt: TrafficHash.noiseSalt) * 2 - 1
            let noise = (n0 + (n1 - n0) * smooth) * noiseScale
            let j = Double(b.classJam) * demand + Double(b.junction) * (0.5 + 0.5 * rush) + noise
            jam[i] = Float(min(TrafficModel.maxFlowJam, max(0, j)))
        }
        for inc in incidents {
            for e in inc.edges where Int(e) < n && e >= 0 { jam[Int(e)] = max(jam[Int(e)], Float(inc.jamFloor)) }
        }
        for i in 0..<n { speed[i] = Float(TrafficFlow.speed(freeFlow: Double(model.base[i].freeFlow), jamFactor: Double(jam[i]))) }
        return (jam, speed)
    }

    /// Seeded incidents active at a time, drawn edge by edge for every slot that can hold one (the old per-call pass).
    static func referenceSeeded(_ model: TrafficModel, at t: Seconds) -> [String] {
        let slot = Int((t / 3600).rounded(.down))
        var out = [String]()
        for i in model.network.edges.indices where model.network.edges[i].isCanonical {
            let p = model.options.incidentRate * model.network.edges[i].length / 1000
            for k in (slot - 2)...slot where TrafficHash.unit(model.options.seed, i, k, salt: TrafficHash.incidentSalt) < p {
                let r = { (n: UInt64) in TrafficHash.unit(model.options.seed, i, k, salt: TrafficHash.incidentSalt &+ n) }
                let start = Double(k) * 3600 + (r(1) * 60).rounded(.down) * 60
                let end = start + 1200 + (r(2) * 70).rounded(.down) * 60
                if start <= t && t < end { out.append("s-\(k)-\(i)") }
            }
        }
        return out
    }

    @Test func lazyEvaluationGivesTheWholeNetworkEvaluationNumberForNumber() {
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 19, incidentRate: 0.4))
        let e = Int32(Self.network.edges.count / 3)
        model.inject(TrafficIncident(id: "closed", type: .roadClosure, criticality: .critical, start: 7 * 3600, end: 9 * 3600,
                                     coordinate: Self.network.vertices[0].coordinate, edges: [e], offset: 0, description: "x"))
        var closuresSeen = 0
        for minute in stride(from: 0, to: 24 * 60, by: 37) {
            let t = Double(minute) * 60
            let s = model.snapshot(at: t + 13)
            let expected = Self.reference(model, at: t, incidents: s.incidents)
            #expect(s.edgeCount == expected.jam.count)
            var mismatches = 0
            for i in 0..<s.edgeCount where s.jam[i] != expected.jam[i] || s.speed[i] != expected.speed[i]
                || Float(s.flow(edge: i).jamFactor) != expected.jam[i] || s.isClosed(edge: i) != (expected.jam[i] >= 10) {
                mismatches += 1
            }
            #expect(mismatches == 0, "\(mismatches) edges differ at \(TimeOfDay.format(t))")
            closuresSeen += (0..<s.edgeCount).filter { s.isClosed(edge: $0) }.count
        }
        #expect(closuresSeen > 0)
    }

    @Test func seededIncidentsAreThoseOfTheWholePassInTheSameOrderWhateverWasAskedBefore() {
        let a = TrafficModel(network: Self.network, options: TrafficOptions(seed: 7, incidentRate: 0.8))
        let b = TrafficModel(network: Self.network, options: TrafficOptions(seed: 7, incidentRate: 0.8))
        // b is asked at scattered times first, so that its slot cache holds other hours (and evicts some).
        for h in [23, 2, 17, 5, 11, 20, 8, 14, 1, 22] { _ = b.incidents(at: Double(h) * 3600 + 1800) }
        var total = 0
        for minute in stride(from: 0, to: 24 * 60, by: 23) {
            let t = Double(minute) * 60
            let expected = Self.referenceSeeded(a, at: t)
            let seeded = a.seededIncidents(at: t).map(\.id)
            #expect(seeded == expected, "at \(TimeOfDay.format(t))")
            #expect(b.seededIncidents(at: t).map(\.id) == expected, "at \(TimeOfDay.format(t)), after other hours")
            total += expected.count
        }
        #expect(total > 20)
    }

    @Test func activeIncidentsAreEverySourcesActiveOnesByStartThenIdWhateverWasAskedBefore() {
        // A snapshot filters the incidents that may be active in its hour slot, sorted once per slot and injection
        // generation; that must be the sort of the active ones of each source (scenario, injected, seeded), ties
        // in start kept in that order, at any time, after any other times and after injections.
        let seededStart = { (k: Int) in Double(k) * 3600 }
        let scenario = (0..<8).map { k in
            TrafficIncident(id: k % 2 == 0 ? "f-\(k)" : "s-0-\(k)", type: .accident, criticality: .major,
                            start: seededStart(k % 4), end: seededStart(k % 4) + 5000,
                            coordinate: Coordinate(51, -1), edges: [Int32(k)], offset: 1, description: "file \(k)")
        }
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 5, incidentRate: 0.8), scenario: scenario)
        // The same id and start as a scenario incident: only a stable sort keeps the scenario's first.
        var twin = scenario[0]
        twin.description = "injected twin"
        model.inject(twin)
        var injected = [twin]
        var compared = 0, tied = 0
        for (n, minute) in [200, 7, 95, 61, 62, 180, 3, 240, 121, 30].enumerated() {
            if n % 3 == 2 {
                let inc = TrafficIncident(id: "i-\(n)", type: .roadClosure, criticality: .critical, start: Double(minute - 1) * 60,
                                          end: Double(minute + 50) * 60, coordinate: Coordinate(51, -1), edges: [Int32(n)],
                                          offset: 0, description: "injected")
                model.inject(inc)
                injected.append(inc)
            }
            for t in [Double(minute) * 60, Double(minute) * 60 + 59] {
                let unsorted = scenario.filter { $0.isActive(at: t) } + injected.filter { $0.isActive(at: t) }
                    + model.seededIncidents(at: t)
                let expected = unsorted.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
                let names = { (list: [TrafficIncident]) in list.map { "\($0.id) \($0.description)" } }
                #expect(names(model.incidents(at: t)) == names(expected), "at \(TimeOfDay.format(t))")
                #expect(names(model.snapshot(at: t).incidents) == names(expected), "snapshot at \(TimeOfDay.format(t))")
                compared += expected.count
                tied += zip(expected, expected.dropFirst()).filter { $0.start == $1.start }.count
            }
        }
        #expect(compared > 40)
        #expect(tied > 0)
    }
}
