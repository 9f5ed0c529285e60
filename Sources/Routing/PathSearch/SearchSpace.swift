/// Per-search scratch arrays reused across queries: a stamp marks which entries belong to the current search, so
/// starting a search costs O(1) instead of clearing O(n) arrays. Raw buffers keep the inner loops free of
/// bounds and exclusivity checks; indices come from the graph, never from input data.
final class SearchSpace {
    let count: Int
    let dist: UnsafeMutablePointer<Int32>
    /// The arc (or state, by search) each node was reached by; -1 for seeds.
    let parent: UnsafeMutablePointer<Int32>
    private let stamp: UnsafeMutablePointer<UInt32>
    private var current: UInt32 = 1
    var heap = QuadHeap(capacity: 1024)

    init(count: Int) {
        self.count = count
        dist = .allocate(capacity: max(1, count))
        dist.initialize(repeating: Int32.max, count: max(1, count))
        parent = .allocate(capacity: max(1, count))
        parent.initialize(repeating: -1, count: max(1, count))
        stamp = .allocate(capacity: max(1, count))
        stamp.initialize(repeating: 0, count: max(1, count))
    }

    deinit {
        dist.deallocate()
        parent.deallocate()
        stamp.deallocate()
    }

    /// Starts a new search.
    func reset() {
        current &+= 1
        if current == 0 {
            stamp.update(repeating: 0, count: count)
            current = 1
        }
        heap.removeAll()
    }

    @inline(__always) func isReached(_ v: Int) -> Bool { stamp[v] == current }

    /// The tentative distance (Int32.max when not reached in this search).
    @inline(__always) func distance(_ v: Int) -> Int32 { stamp[v] == current ? dist[v] : Int32.max }

    /// Sets a node's value without queueing it: the arrays as a memo table for one search (A* potentials).
    @inline(__always) func store(_ v: Int, _ d: Int32) {
        stamp[v] = current
        dist[v] = d
    }

    /// Lowers a node's tentative distance; returns true (and queues it) when it improved. A saturated sum
    /// (`Weight.unreachable`) never reaches a node.
    @inline(__always) @discardableResult
    func relax(_ v: Int, _ d: Int32, parent p: Int32) -> Bool { relax(v, d, parent: p, into: &heap) }

    /// The same, queueing into a heap the caller holds (taken out of `heap` for a whole search, so that the inner
    /// loop does not pay an exclusive access to this object's property per push and pop).
    @inline(__always) @discardableResult
    func relax(_ v: Int, _ d: Int32, parent p: Int32, into heap: inout QuadHeap) -> Bool {
        if d == Weight.unreachable.raw || (stamp[v] == current && dist[v] <= d) { return false }
        stamp[v] = current
        dist[v] = d
        parent[v] = p
        heap.push(key: d, item: Int32(v))
        return true
    }
}
