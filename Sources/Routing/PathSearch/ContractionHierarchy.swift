import Geo
import MapData

/// A contraction hierarchy over the turn graph: an edge-based CH, since its nodes are directed road edges
/// (Geisberger, Sanders, Schultes & Delling, "Contraction Hierarchies", WEA 2008; the turn-graph form as in
/// Geisberger & Vetter 2011).
///
/// Nodes are contracted in order of a priority (edge difference plus contracted neighbours, updated lazily);
/// contracting a node adds a shortcut u→w for each pair of neighbours whose shortest path runs through it, unless a
/// bounded local "witness" search finds a path at least as short. A query then searches only upward from both ends.
final class ContractionHierarchy: Sendable {
    /// Every arc: the turn graph's arcs first (same indices), then shortcuts.
    let arcFrom: [Int32]
    let arcTo: [Int32]
    /// For a shortcut, the two arcs it replaces (-1 for an original arc).
    let arcFirst: [Int32]
    let arcSecond: [Int32]
    /// Per arc: the metres and seconds it drives. An original arc enters a state and drives that state's whole edge
    /// (`length`, and `seconds` pro rata as `LegPath` counts it) after the turn (`turnSeconds`); a shortcut holds
    /// the sums of the two arcs it replaces, so a query's totals need no unpacking (`ContractionHierarchy+Summary`).
    let arcLength: [Meters]
    let arcSeconds: [Seconds]
    /// Upward arcs for the forward search: from node v to higher nodes, `upRows[v]`.
    let upRows: CompressedRows
    let upTarget: [Int32]
    let upWeight: [Int32]
    let upArc: [Int32]
    /// Upward arcs for the backward search: arcs u→v with u higher than v, stored at v (`downRows[v]`).
    let downRows: CompressedRows
    let downSource: [Int32]
    let downWeight: [Int32]
    let downArc: [Int32]
    let rank: [Int32]

    var nodeCount: Int { rank.count }
    var shortcutCount: Int { arcFrom.count - originalArcCount }
    let originalArcCount: Int

    /// Settled-node limit of a witness search (more finds more witnesses, fewer shortcuts, slower build).
    static let witnessSettleLimit = 200
    /// The same during priority estimation.
    static let estimateSettleLimit = 30

    /// - Complexity: roughly O(V · w log w) for witness searches of w settled nodes; about a second for 30 000 states.
    init(graph: TurnGraph, network: RoadNetwork) {
        var builder = ContractionBuilder(graph: graph)
        builder.run()
        arcFrom = builder.arcFrom
        arcTo = builder.arcTo
        arcFirst = builder.arcFirst
        arcSecond = builder.arcSecond
        (arcLength, arcSeconds) = Self.totals(arcFirst: arcFirst, arcSecond: arcSecond,
                                              original: Self.originalTotals(graph: graph, network: network))
        rank = builder.rank
        originalArcCount = graph.arcCount
        let n = graph.stateCount
        func csr(_ lists: [[ContractionBuilder.Link]]) -> (CompressedRows, [Int32], [Int32], [Int32]) {
            var node = [Int32](), weight = [Int32](), arc = [Int32]()
            for v in 0..<n {
                for l in lists[v] {
                    node.append(l.node)
                    weight.append(l.weight.raw)
                    arc.append(l.arc)
                }
            }
            return (CompressedRows(lengths: lists.lazy.map(\.count)), node, weight, arc)
        }
        (upRows, upTarget, upWeight, upArc) = csr(builder.upward)
        (downRows, downSource, downWeight, downArc) = csr(builder.downward)
    }

    /// From parts already built and checked (a compiled map's section, `TurnGraph+Compiled.swift`).
    init(arcFrom: [Int32], arcTo: [Int32], arcFirst: [Int32], arcSecond: [Int32], arcLength: [Meters], arcSeconds: [Seconds],
         upRows: CompressedRows, upTarget: [Int32], upWeight: [Int32], upArc: [Int32], downRows: CompressedRows,
         downSource: [Int32], downWeight: [Int32], downArc: [Int32], rank: [Int32], originalArcCount: Int) {
        self.arcFrom = arcFrom
        self.arcTo = arcTo
        self.arcFirst = arcFirst
        self.arcSecond = arcSecond
        self.arcLength = arcLength
        self.arcSeconds = arcSeconds
        self.upRows = upRows
        self.upTarget = upTarget
        self.upWeight = upWeight
        self.upArc = upArc
        self.downRows = downRows
        self.downSource = downSource
        self.downWeight = downWeight
        self.downArc = downArc
        self.rank = rank
        self.originalArcCount = originalArcCount
    }

    /// The metres and seconds of each turn-graph arc: the whole edge of the state it enters, and the turn into it.
    static func originalTotals(graph: TurnGraph, network: RoadNetwork) -> (length: [Meters], seconds: [Seconds]) {
        let costing = graph.costing
        var length = [Meters](repeating: 0, count: graph.arcCount), seconds = length
        for a in 0..<graph.arcCount {
            let e = Int(graph.stateEdge[Int(graph.arcSource[a])]), f = Int(graph.stateEdge[Int(graph.arcTarget[a])])
            let l = network.edges[f].length
            length[a] = l
            seconds[a] = LegPath.edgeSeconds(costing.seconds[f], of: l, driven: l)
                + costing.turnSeconds(from: e, to: f, isUTurn: network.edges[e].reverse == Int32(f))
        }
        return (length, seconds)
    }

    /// Every arc's totals: the original arcs' as given, each shortcut's the sum of the two arcs it replaces (which
    /// come before it).
    static func totals(arcFirst: [Int32], arcSecond: [Int32],
                       original: (length: [Meters], seconds: [Seconds])) -> ([Meters], [Seconds]) {
        var length = original.length, seconds = original.seconds
        length.reserveCapacity(arcFirst.count)
        seconds.reserveCapacity(arcFirst.count)
        for a in original.length.count..<arcFirst.count {
            let f = Int(arcFirst[a]), s = Int(arcSecond[a])
            length.append(length[f] + length[s])
            seconds.append(seconds[f] + seconds[s])
        }
        return (length, seconds)
    }

    /// Expands an arc (original or shortcut) into the original arcs it stands for, in order.
    func unpack(_ arc: Int32, into out: inout [Int32]) {
        var stack = [arc]
        while let a = stack.popLast() {
            let first = arcFirst[Int(a)]
            if first < 0 {
                out.append(a)
            } else {
                stack.append(arcSecond[Int(a)])
                stack.append(first)
            }
        }
    }
}
