import Foundation

/// Per-search scratch arrays reused across queries: a stamp marks which entries belong to the current search, so
/// starting a search costs O(1) instead of clearing O(n) arrays. Raw buffers keep the inner loops free of
/// bounds and exclusivity checks; indices come from the graph, never from input data.
///
/// A node's stamp, distance and parent lie side by side in one 16-byte record (four to a cache line), so touching
/// a node costs one cache miss, not three: on a country-size graph the searches' time is mostly those misses.
final class SearchSpace {
    /// One column of the records: `space.dist[v]` reads and writes node v's distance in place.
    struct Column {
        fileprivate let base: UnsafeMutablePointer<Int32>
        @inline(__always) subscript(v: Int) -> Int32 {
            get { base[v &<< 2] }
            nonmutating set { base[v &<< 2] = newValue }
        }
    }

    let count: Int
    /// Four Int32 per node: stamp (as bits), distance, parent, predecessor.
    private let records: UnsafeMutablePointer<Int32>
    /// The tentative distance; meaningful only where `isReached` (entries of other searches are stale).
    let dist: Column
    /// The arc (or state, by search) each node was reached by; -1 for seeds.
    let parent: Column
    /// The node each node was reached from, where the search keeps it (`improve(_:_:parent:from:)`; the
    /// hierarchy's, so that unwinding a path reads only records it has just touched); -1 for seeds.
    let predecessor: Column
    private var current: UInt32 = 1
    var heap = QuadHeap(capacity: 1024)
    /// The hierarchy's heap, whose entries carry a tie-breaking state beside the node (`ContractionHierarchy+Query`).
    var tiedHeap = PackedQuadHeap<UInt128>()

    init(count: Int) {
        self.count = count
        // Zeroed: stamp 0 is "not reached" (searches count from 1); the pages are touched only as nodes are.
        let raw = calloc(max(1, count), 16)!
        records = raw.bindMemory(to: Int32.self, capacity: 4 * max(1, count))
        dist = Column(base: records + 1)
        parent = Column(base: records + 2)
        predecessor = Column(base: records + 3)
    }

    deinit { free(records) }

    @inline(__always) private func stamp(_ v: Int) -> UInt32 { UInt32(bitPattern: records[v &<< 2]) }

    /// Starts a new search.
    func reset() {
        current &+= 1
        if current == 0 {
            for v in 0..<count { records[v &<< 2] = 0 }
            current = 1
        }
        heap.removeAll()
        tiedHeap.removeAll()
    }

    @inline(__always) func isReached(_ v: Int) -> Bool { stamp(v) == current }

    /// The tentative distance (Int32.max when not reached in this search).
    @inline(__always) func distance(_ v: Int) -> Int32 { stamp(v) == current ? dist[v] : Int32.max }

    /// Sets a node's value without queueing it: the arrays as a memo table for one search (A* potentials).
    @inline(__always) func store(_ v: Int, _ d: Int32) {
        records[v &<< 2] = Int32(bitPattern: current)
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
        guard improve(v, d, parent: p) else { return false }
        heap.push(key: d, item: Int32(v))
        return true
    }

    /// Lowers a node's tentative distance without queueing it (the caller queues it, in a heap of its own kind);
    /// returns true when it improved.
    @inline(__always)
    func improve(_ v: Int, _ d: Int32, parent p: Int32, from u: Int32 = -1) -> Bool {
        if d == Weight.unreachable.raw || (stamp(v) == current && dist[v] <= d) { return false }
        records[v &<< 2] = Int32(bitPattern: current)
        dist[v] = d
        parent[v] = p
        predecessor[v] = u
        return true
    }
}
