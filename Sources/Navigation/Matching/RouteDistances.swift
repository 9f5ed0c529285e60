import Text
import MapData

/// Shortest road distances between vertices for the matcher's transitions: bounded one-to-many Dijkstra over the
/// directed edges (one-ways respected), with a small cache of recent searches so a vehicle that stays on one edge
/// for several fixes reuses the same search.
///
/// - Complexity: one search settles the vertices within its radius, O(k log k); a lookup is O(log k).
final class RouteDistances {
    private let edges: Column<Edge>
    private let firstEdge: [Int32]
    private var dist: [Double]
    private var stamp: [UInt32]
    private var predecessor: [Int32]
    private var generation: UInt32 = 0
    private var heap: [(Double, Int32)] = []
    /// The vertices one search settles, with their distances (reused).
    private var settledScratch: [(Int32, Double)] = []

    /// A finished search: the settled vertices, sorted, with their distances.
    struct Entry {
        var source: Int32
        var radius: Double
        var vertices: [Int32]
        var distances: [Double]
    }

    private var entries: [Entry] = []
    private var slotOf: [Int32: Int] = [:]
    private var nextSlot = 0
    /// Number of cached searches (a vehicle's recent junctions; 64 covers every candidate of the last few fixes).
    static let cacheSize = 64
    /// Searches reach a little farther than asked so later fixes on the same edge reuse them.
    static let radiusHeadroom: Double = 1.25
    static let minimumRadius: Double = 100

    /// Searches run so far (for the benchmark).
    private(set) var searches = 0

    init(network: RoadNetwork) {
        edges = network.edges
        firstEdge = network.firstEdge
        dist = Array(repeating: 0, count: network.vertices.count)
        stamp = Array(repeating: 0, count: network.vertices.count)
        predecessor = Array(repeating: -1, count: network.vertices.count)
        heap.reserveCapacity(256)
    }

    /// The cache slot of a search from `source` reaching at least `radius`.
    func search(from source: Int32, radius: Double) -> Int {
        if let slot = slotOf[source], entries[slot].radius >= radius { return slot }
        let r = max(Self.minimumRadius, radius * Self.radiusHeadroom)
        var found = settledScratch
        settledScratch = []
        found.removeAll(keepingCapacity: true)
        run(from: source, radius: r, target: -1) { v, d in found.append((v, d)) }
        // Sorted by vertex for binary search (each vertex is settled once, so the order is unique).
        found.sort { $0.0 < $1.0 }
        let slot: Int
        if let existing = slotOf[source] {
            slot = existing
        } else if entries.count < Self.cacheSize {
            slot = entries.count
            entries.append(Entry(source: source, radius: 0, vertices: [], distances: []))
        } else {
            slot = nextSlot
            nextSlot = (nextSlot + 1) % Self.cacheSize
            slotOf[entries[slot].source] = nil
        }
        // The evicted entry's lists are refilled in place (their storage is reused).
        entries[slot].source = source
        entries[slot].radius = r
        entries[slot].vertices.removeAll(keepingCapacity: true)
        entries[slot].distances.removeAll(keepingCapacity: true)
        for (v, d) in found {
            entries[slot].vertices.append(v)
            entries[slot].distances.append(d)
        }
        settledScratch = found
        slotOf[source] = slot
        return slot
    }

    /// The distance from the slot's source to `vertex`, or nil beyond its radius.
    func distance(_ slot: Int, to vertex: Int32) -> Double? {
        let lo = entries[slot].vertices.withUnsafeBufferPointer { (vertices) -> Int in
            let lo = BinarySearch.partitionPoint(vertices.indices) { vertices[$0] < vertex }
            return lo < vertices.count && vertices[lo] == vertex ? lo : -1
        }
        return lo >= 0 ? entries[slot].distances[lo] : nil
    }

    /// The edges of a shortest path from `source` to `target` no longer than `radius` (empty when they are the same
    /// vertex; nil when none).
    func path(from source: Int32, to target: Int32, radius: Double) -> [Int32]? {
        if source == target { return [] }
        var found = false
        run(from: source, radius: radius, target: target) { v, _ in if v == target { found = true } }
        guard found else { return nil }
        var out = [Int32]()
        var v = target
        while v != source {
            let e = predecessor[Int(v)]
            guard e >= 0 else { return nil }
            out.append(e)
            v = edges[Int(e)].source
        }
        return out.reversed()
    }

    /// Dijkstra from `source`, calling `settled` for each vertex within `radius`; stops early at `target` (≥ 0).
    private func run(from source: Int32, radius: Double, target: Int32, settled: (Int32, Double) -> Void) {
        searches += 1
        generation &+= 1
        if generation == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            generation = 1
        }
        let g = generation
        heap.removeAll(keepingCapacity: true)
        dist[Int(source)] = 0
        stamp[Int(source)] = g
        predecessor[Int(source)] = -1
        push((0, source))
        while let (d, v) = pop() {
            let vi = Int(v)
            if d > dist[vi] { continue }
            settled(v, d)
            if v == target { return }
            for k in Int(firstEdge[vi])..<Int(firstEdge[vi + 1]) {
                let e = edges[k]
                let nd = d + e.length
                guard nd <= radius else { continue }
                let t = Int(e.target)
                if stamp[t] != g || nd < dist[t] {
                    stamp[t] = g
                    dist[t] = nd
                    predecessor[t] = Int32(k)
                    push((nd, e.target))
                }
            }
        }
    }

    private func push(_ item: (Double, Int32)) {
        heap.append(item)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if heap[p].0 <= item.0 { break }
            heap[i] = heap[p]
            i = p
        }
        heap[i] = item
    }

    private func pop() -> (Double, Int32)? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if heap.isEmpty { return top }
        var i = 0
        let n = heap.count
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            var c = l
            if l + 1 < n && heap[l + 1].0 < heap[l].0 { c = l + 1 }
            if heap[c].0 >= last.0 { break }
            heap[i] = heap[c]
            i = c
        }
        heap[i] = last
        return top
    }
}
