import Foundation

/// Per-search scratch arrays reused across queries. Raw buffers keep the inner loops free of bounds and exclusivity
/// checks; indices come from the graph, never from input data.
///
/// A node's distance, parent and predecessor lie side by side in one 16-byte record (four to a cache line), so
/// touching a node costs one cache miss, not three: on a country-size graph the searches' time is mostly those
/// misses. Which nodes the current search has reached is a bit per node, apart from the records: one bit set is
/// small enough to stay in the cache (43 kB for the 347,540 nodes of 10×10 Andorra, against 5.6 MB of records), so
/// asking about a node the search has not reached — most of what the hierarchy's stall checks and meeting test ask,
/// and every first relaxation — reads no record. Starting a search clears only the words of the bit set the last
/// one set (it lists them), so it costs what that search cost, not O(n).
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
    /// Four Int32 per node: (spare), distance, parent, predecessor.
    private let records: UnsafeMutablePointer<Int32>
    /// The tentative distance; meaningful only where `isReached` (entries of other searches are stale).
    let dist: Column
    /// The arc (or state, by search) each node was reached by; -1 for seeds.
    let parent: Column
    /// The node each node was reached from, where the search keeps it (`improve(_:_:parent:from:)`; the
    /// hierarchy's, so that unwinding a path reads only records it has just touched); -1 for seeds.
    let predecessor: Column
    /// Bit v: node v is reached in the current search.
    private let reached: UnsafeMutablePointer<UInt64>
    /// The words of `reached` the current search made non-zero (each once), cleared by `reset`.
    private let setWords: UnsafeMutablePointer<Int32>
    private var setWordCount = 0
    var heap = QuadHeap(capacity: 1024)
    /// The hierarchy's heap, whose entries carry a tie-breaking state beside the node (`ContractionHierarchy+Query`).
    var tiedHeap = PackedQuadHeap<UInt128>()

    init(count: Int) {
        self.count = count
        // Zeroed (the pages are touched only as nodes are).
        let raw = calloc(max(1, count), 16)!
        records = raw.bindMemory(to: Int32.self, capacity: 4 * max(1, count))
        dist = Column(base: records + 1)
        parent = Column(base: records + 2)
        predecessor = Column(base: records + 3)
        let words = max(1, (count + 63) / 64)
        reached = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        reached.initialize(repeating: 0, count: words)
        setWords = UnsafeMutablePointer<Int32>.allocate(capacity: words)
    }

    deinit {
        free(records)
        reached.deallocate()
        setWords.deallocate()
    }

    /// Starts a new search.
    func reset() {
        for i in 0..<setWordCount { reached[Int(setWords[i])] = 0 }
        setWordCount = 0
        heap.removeAll()
        tiedHeap.removeAll()
    }

    @inline(__always) func isReached(_ v: Int) -> Bool { reached[v &>> 6] & (1 &<< UInt64(v & 63)) != 0 }

    /// Marks a node reached in this search.
    @inline(__always) private func markReached(_ v: Int) {
        let w = v &>> 6
        let word = reached[w]
        if word == 0 {
            setWords[setWordCount] = Int32(truncatingIfNeeded: w)
            setWordCount &+= 1
        }
        reached[w] = word | 1 &<< UInt64(v & 63)
    }

    /// Asks the cache for node v's record (a hint: no effect on any result).
    @inline(__always) func prefetch(_ v: Int) { Routing.prefetch(records + v &<< 2) }

    /// The tentative distance (Int32.max when not reached in this search).
    @inline(__always) func distance(_ v: Int) -> Int32 { isReached(v) ? dist[v] : Int32.max }

    /// Sets a node's value without queueing it: the arrays as a memo table for one search (A* potentials).
    @inline(__always) func store(_ v: Int, _ d: Int32) {
        if !isReached(v) { markReached(v) }
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
        if d == Weight.unreachable.raw { return false }
        if !isReached(v) {
            markReached(v)
        } else if dist[v] <= d {
            return false
        }
        dist[v] = d
        parent[v] = p
        predecessor[v] = u
        return true
    }
}
