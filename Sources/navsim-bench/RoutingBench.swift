import Foundation
import Geo
import MapData
import Routing
import Traffic

/// Routing and search figures: preprocessing, route queries on 1,000 seeded random pairs, search queries.
func routingBench() {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let shared = ProcessInfo.processInfo.environment["NAVSIM_SHARED_DATA"].map { URL(fileURLWithPath: $0) }
        ?? [repo.deletingLastPathComponent(), repo.deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appendingPathComponent("shared/data") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("README.md").path) }
        ?? repo.deletingLastPathComponent().appendingPathComponent("shared/data")
    let andorra = shared.appendingPathComponent("graphhopper/andorra.osm.pbf").path
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
    trafficQueryBench(router: router, pairs: pairs)
    let alternatives = clock.measure {
        for (a, b) in pairs.prefix(100) { _ = try? router.routes(for: RouteRequest(waypoints: [a, b], alternatives: .all)) }
    }
    print("route with alternatives=all: \(fmt(seconds(alternatives) * 1000 / 100)) ms per query (100 pairs)")
    searchBench(map: map, label: "andorra")
    let town = repo.appendingPathComponent("Maps/harbourne.osm").path
    if let townMap = try? OSMMap.load(path: town) { searchBench(map: townMap, label: "harbourne") }
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

/// Traffic-aware queries on the same pairs: departures spread over the morning peak (one snapshot per minute, so
/// the traffic costing is rebuilt when the minute changes, as in a drive), and the cost of that rebuild.
private func trafficQueryBench(router: Router, pairs: [(Coordinate, Coordinate)]) {
    let clock = ContinuousClock()
    router.traffic = TrafficModel(network: router.network, options: TrafficOptions(seed: 1))
    defer { router.traffic = nil }
    var times = [Double]()
    var failures = 0
    for (i, (a, b)) in pairs.enumerated() {
        // 10 queries per simulated minute from 07:30 (100 minutes of traffic).
        let request = RouteRequest(waypoints: [a, b], trafficTime: 7.5 * 3600 + Double(i / 10) * 60)
        let start = clock.now
        do { _ = try router.summary(for: request) } catch { failures += 1 }
        times.append(us(clock.now - start))
    }
    times.sort()
    print("traffic-aware route query (Dijkstra on traffic weights, new snapshot every 10 queries): median "
          + "\(fmt(times[times.count / 2])) µs, p95 \(fmt(times[times.count * 95 / 100])) µs"
          + (failures > 0 ? " (\(failures) pairs without a route)" : ""))
    var rebuild = [Double]()
    for k in 0..<20 {
        let start = clock.now
        _ = try? router.summary(for: RouteRequest(waypoints: [pairs[0].0, pairs[0].1], trafficTime: 12 * 3600 + Double(k) * 60))
        rebuild.append(us(clock.now - start))
    }
    rebuild.sort()
    print("  a query that meets a new minute (snapshot + traffic costing + search): median \(fmt(rebuild[rebuild.count / 2])) µs")
}
