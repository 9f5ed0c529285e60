import Foundation
import Geo
import MapData
import Routing

/// Routing and search figures: preprocessing, route queries on 1,000 seeded random pairs, search queries.
func routingBench() {
    let andorra = SharedData.path("graphhopper/andorra.osm.pbf")
    print("\n== routing (car, edge-based contraction hierarchy)")
    guard let map = try? OSMMap.load(path: andorra) else {
        print("skipped: \(andorra) is missing")
        return
    }
    let clock = ContinuousClock()
    let network = map.network
    print("andorra: \(network.vertices.count) vertices, \(network.edges.count) directed edges (junction graph; shape points between)")
    let router = Router(network: network)
    let prep = clock.measure { router.prepare(.car) }
    let stats = router.statistics(for: .car)
    print("preprocessing (turn graph + hierarchy): \(ms(prep)) ms — \(stats.states) states, \(stats.arcs) turns, \(stats.shortcuts) shortcuts")

    var g = SeededGenerator(seed: 2026)
    let pairs = (0..<1000).map { _ in
        (network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate,
         network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate)
    }
    for (label, full) in [("route query (snap + search + length/duration)", false), ("full route (+ geometry, segments, maneuvers)", true)] {
        var times = [Double]()
        var failures = 0
        let total = clock.measure {
            for (a, b) in pairs {
                let request = RouteRequest(waypoints: [a, b])
                let start = clock.now
                do {
                    if full { _ = try router.routes(for: request) } else { _ = try router.summary(for: request) }
                } catch {
                    failures += 1
                }
                times.append(us(clock.now - start))
            }
        }
        times.sort()
        let qps = Double(pairs.count) / max(1e-9, seconds(total))
        print("\(label): \(Int(qps)) queries/s, median \(fmt(times[times.count / 2])) µs, p95 \(fmt(times[times.count * 95 / 100])) µs"
              + (failures > 0 ? " (\(failures) pairs without a route)" : ""))
    }
    let alternatives = clock.measure {
        for (a, b) in pairs.prefix(100) { _ = try? router.routes(for: RouteRequest(waypoints: [a, b], alternatives: .all)) }
    }
    print("route with alternatives=all: \(fmt(seconds(alternatives) * 1000 / 100)) ms per query (100 pairs)")
    searchBench(map: map, label: "andorra")
    if let townMap = try? OSMMap.defaultTown() { searchBench(map: townMap, label: "harbourne") }
}

/// Search queries per second: the words of the indexed names, cut to prefixes, with one typo, and two-word queries.
private func searchBench(map: OSMMap, label: String) {
    let clock = ContinuousClock()
    var index: SearchIndex?
    let build = clock.measure { index = SearchIndex(map: map) }
    guard let index else { return }
    var g = SeededGenerator(seed: 7)
    var names = map.network.roads.compactMap(\.name) + map.features.pois.map(\.name)
    names.sort()
    var queries = [String]()
    for _ in 0..<1000 {
        let name = names[Int.random(in: 0..<max(1, names.count), using: &g)]
        var q = Array(name)
        switch Int.random(in: 0..<3, using: &g) {
        case 0: q = Array(q.prefix(max(3, q.count / 2)))                          // a prefix
        case 1: if q.count > 5 { q.swapAt(2, 3) }                                  // a transposition
        default: break                                                             // the whole name
        }
        queries.append(String(q))
    }
    var hits = 0
    var times = [Double]()
    let near = map.bounds.center
    let total = clock.measure {
        for q in queries {
            let start = clock.now
            if !index.search(q, near: near).isEmpty { hits += 1 }
            times.append(us(clock.now - start))
        }
    }
    times.sort()
    print("search \(label): index of \(index.count) names built in \(ms(build)) ms; \(Int(Double(queries.count) / max(1e-9, seconds(total)))) queries/s, "
          + "median \(fmt(times[times.count / 2])) µs, p95 \(fmt(times[times.count * 95 / 100])) µs, \(hits)/\(queries.count) found")
}

private func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}
private func ms(_ d: Duration) -> String { fmt(seconds(d) * 1000) }
private func us(_ d: Duration) -> Double { seconds(d) * 1e6 }
private func fmt(_ v: Double) -> String { String(format: v < 10 ? "%.2f" : "%.0f", v) }
