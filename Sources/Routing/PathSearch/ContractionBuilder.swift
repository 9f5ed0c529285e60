/// The mutable state of building a hierarchy.
struct ContractionBuilder {
    struct Link {
        var node: Int32
        var weight: Weight
        var arc: Int32
    }

    var arcFrom: [Int32]
    var arcTo: [Int32]
    var arcFirst: [Int32]
    var arcSecond: [Int32]
    var rank: [Int32]
    var upward: [[Link]]
    var downward: [[Link]]
    private var outLinks: [[Link]]
    private var inLinks: [[Link]]
    private var contracted: [Bool]
    /// Per node: its depth, one more than the deepest contracted neighbour's (the hierarchy's levels below it).
    private var depth: [Int32]
    /// Per arc: how many original arcs it stands for (1 for an original arc, the sum of its halves' for a shortcut).
    private var arcHops: [Int32]
    private let space: SearchSpace
    private let n: Int

    init(graph: TurnGraph) {
        n = graph.stateCount
        arcFrom = graph.arcSource
        arcTo = graph.arcTarget
        arcFirst = [Int32](repeating: -1, count: graph.arcCount)
        arcSecond = arcFirst
        rank = [Int32](repeating: -1, count: n)
        upward = [[Link]](repeating: [], count: n)
        downward = [[Link]](repeating: [], count: n)
        outLinks = [[Link]](repeating: [], count: n)
        inLinks = [[Link]](repeating: [], count: n)
        contracted = [Bool](repeating: false, count: n)
        depth = [Int32](repeating: 0, count: n)
        arcHops = [Int32](repeating: 1, count: graph.arcCount)
        space = SearchSpace(count: n)
        for a in 0..<graph.arcCount {
            let u = Int(graph.arcSource[a]), v = Int(graph.arcTarget[a])
            if u == v { continue }
            Self.insert(&outLinks[u], Link(node: Int32(v), weight: Weight(graph.arcWeight[a]), arc: Int32(a)))
            Self.insert(&inLinks[v], Link(node: Int32(u), weight: Weight(graph.arcWeight[a]), arc: Int32(a)))
        }
    }

    /// Adds a link, keeping only the lightest of parallel links.
    private static func insert(_ list: inout [Link], _ link: Link) {
        if let i = list.firstIndex(where: { $0.node == link.node }) {
            if link.weight < list[i].weight { list[i] = link }
        } else {
            list.append(link)
        }
    }

    mutating func run() {
        var queue = QuadHeap(capacity: n)
        var priority = [Int32](repeating: 0, count: n)
        for v in 0..<n {
            priority[v] = self.priority(of: v)
            queue.push(key: priority[v] &+ 1 << 20, item: Int32(v))
        }
        var next: Int32 = 0
        while let (key, v32) = queue.pop() {
            let v = Int(v32)
            if contracted[v] || key != priority[v] &+ 1 << 20 { continue }
            // Lazy update: re-evaluate; if it got worse than the next candidate, put it back.
            let p = self.priority(of: v)
            if p > priority[v], p &+ 1 << 20 > queue.minKey {
                priority[v] = p
                queue.push(key: p &+ 1 << 20, item: v32)
                continue
            }
            // Its neighbours, taken before contracting it empties their links to it: each lies one level above it at
            // least and has its priority updated. (Taken after, as before format 10, the list was always empty.)
            let neighbours = (outLinks[v].map(\.node) + inLinks[v].map(\.node)).sorted()
            contract(v)
            rank[v] = next
            next += 1
            var previous: Int32 = -1
            for u in neighbours where u != previous {
                previous = u
                depth[Int(u)] = max(depth[Int(u)], depth[v] + 1)
                let np = self.priority(of: Int(u))
                if np != priority[Int(u)] {
                    priority[Int(u)] = np
                    queue.push(key: np &+ 1 << 20, item: u)
                }
            }
        }
    }

    /// The contraction priority, lowest first, in thousandths: OSRM's contractor's, after Geisberger et al. 2008's
    /// terms. 2 × the edge quotient (shortcuts added per link removed), 4 × the original-edge quotient (original arcs
    /// the added shortcuts stand for per original arc the removed links stand for) and the depth (one level above the
    /// deepest contracted neighbour, so that contraction spreads evenly over the graph instead of growing chains).
    /// Against the edge difference alone, the 10×10 stitched Andorra's car queries settle 111 nodes instead of 154
    /// and relax 297 links instead of 1,040 (means over `navsim-bench scale`'s 1,000 pairs).
    private mutating func priority(of v: Int) -> Int32 {
        let (added, addedHops) = shortcuts(for: v, limit: ContractionHierarchy.estimateSettleLimit, add: false)
        var removed = 0, removedHops = 0
        for l in outLinks[v] {
            removed += 1
            removedHops += Int(arcHops[Int(l.arc)])
        }
        for l in inLinks[v] {
            removed += 1
            removedHops += Int(arcHops[Int(l.arc)])
        }
        var p = 1000 * Int(depth[v])
        if removed > 0 { p += 2000 * added / removed + 4000 * addedHops / removedHops }
        // Kept below the queue's bias (`run`) so that every key stays a positive Int32.
        return Int32(min(p, Int(Int32.max) - (1 << 21)))
    }

    private mutating func contract(_ v: Int) {
        _ = shortcuts(for: v, limit: ContractionHierarchy.witnessSettleLimit, add: true)
        upward[v] = outLinks[v]
        downward[v] = inLinks[v]
        contracted[v] = true
        for l in outLinks[v] { inLinks[Int(l.node)].removeAll { $0.node == Int32(v) } }
        for l in inLinks[v] { outLinks[Int(l.node)].removeAll { $0.node == Int32(v) } }
        outLinks[v] = []
        inLinks[v] = []
    }

    /// Counts (and with `add`, inserts) the shortcuts contracting v needs.
    private mutating func shortcuts(for v: Int, limit: Int, add: Bool) -> (count: Int, hops: Int) {
        var count = 0, hops = 0
        let outs = outLinks[v]
        guard !outs.isEmpty else { return (0, 0) }
        let maxOut = outs.map(\.weight).max() ?? .zero
        for inLink in inLinks[v] {
            let u = Int(inLink.node)
            let bound = inLink.weight + maxOut
            witnessSearch(from: u, avoiding: v, bound: bound, limit: limit)
            for outLink in outs where Int(outLink.node) != u {
                let w = Int(outLink.node)
                let via = inLink.weight + outLink.weight
                if Weight(space.distance(w)) <= via { continue }
                count += 1
                let h = arcHops[Int(inLink.arc)] + arcHops[Int(outLink.arc)]
                hops += Int(h)
                if add {
                    arcHops.append(h)
                    let id = Int32(arcFrom.count)
                    arcFrom.append(Int32(u))
                    arcTo.append(Int32(w))
                    arcFirst.append(inLink.arc)
                    arcSecond.append(outLink.arc)
                    Self.insert(&outLinks[u], Link(node: Int32(w), weight: via, arc: id))
                    Self.insert(&inLinks[w], Link(node: Int32(u), weight: via, arc: id))
                }
            }
        }
        return (count, hops)
    }

    /// A Dijkstra from u in the remaining graph without v, up to `bound` or `limit` settled nodes.
    /// The heap is taken out of the search space for the search (and given back with its capacity): each push and pop
    /// on the space's own property was a dynamic exclusivity check, ~30 % of building a hierarchy.
    private func witnessSearch(from u: Int, avoiding v: Int, bound: Weight, limit: Int) {
        space.reset()
        var heap = QuadHeap()
        swap(&heap, &space.heap)
        defer { swap(&heap, &space.heap) }
        space.relax(u, 0, parent: -1, into: &heap)
        var settled = 0
        while let (d, x) = heap.pop() {
            let xi = Int(x)
            if d != space.dist[xi] { continue }
            if Weight(d) > bound || settled >= limit { break }
            settled += 1
            for l in outLinks[xi] where Int(l.node) != v {
                space.relax(Int(l.node), (Weight(d) + l.weight).raw, parent: x, into: &heap)
            }
        }
    }
}

