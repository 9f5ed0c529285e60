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
    private var deletedNeighbours: [Int32]
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
        deletedNeighbours = [Int32](repeating: 0, count: n)
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
            contract(v)
            rank[v] = next
            next += 1
            var neighbours = Set<Int32>()
            for l in outLinks[v] { neighbours.insert(l.node) }
            for l in inLinks[v] { neighbours.insert(l.node) }
            for u in neighbours {
                deletedNeighbours[Int(u)] += 1
                let np = self.priority(of: Int(u))
                if np != priority[Int(u)] {
                    priority[Int(u)] = np
                    queue.push(key: np &+ 1 << 20, item: u)
                }
            }
        }
    }

    /// Edge difference (shortcuts added minus links removed) plus contracted neighbours.
    private mutating func priority(of v: Int) -> Int32 {
        let added = shortcuts(for: v, limit: ContractionHierarchy.estimateSettleLimit, add: false)
        let removed = outLinks[v].count + inLinks[v].count
        return Int32(2 * added - removed) + deletedNeighbours[v]
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
    private mutating func shortcuts(for v: Int, limit: Int, add: Bool) -> Int {
        var count = 0
        let outs = outLinks[v]
        guard !outs.isEmpty else { return 0 }
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
                if add {
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
        return count
    }

    /// A Dijkstra from u in the remaining graph without v, up to `bound` or `limit` settled nodes.
    private func witnessSearch(from u: Int, avoiding v: Int, bound: Weight, limit: Int) {
        space.reset()
        _ = space.relax(u, 0, parent: -1)
        var settled = 0
        while let (d, x) = space.heap.pop() {
            let xi = Int(x)
            if d != space.dist[xi] { continue }
            if Weight(d) > bound || settled >= limit { break }
            settled += 1
            for l in outLinks[xi] where Int(l.node) != v {
                _ = space.relax(Int(l.node), (Weight(d) + l.weight).raw, parent: x)
            }
        }
    }
}
