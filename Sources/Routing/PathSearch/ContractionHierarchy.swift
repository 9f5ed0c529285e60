import Geo
import MapData

/// A contraction hierarchy over the turn graph: an edge-based CH, since its nodes are directed road edges
/// (Geisberger, Sanders, Schultes & Delling, "Contraction Hierarchies", WEA 2008; the turn-graph form as in
/// Geisberger & Vetter 2011).
///
/// Nodes are contracted in order of a priority (edge and original-edge quotients plus depth, as OSRM's contractor;
/// updated for a contracted node's neighbours and lazily; `ContractionBuilder.priority(of:)`, format 10);
/// contracting a node adds a shortcut u→w for each pair of neighbours whose shortest path runs through it, unless a
/// bounded local "witness" search finds a path at least as short. A query then searches only upward from both ends.
///
/// Layout for the query (format 7): the search runs on nodes numbered for locality, not on the turn graph's states.
/// Nodes are grouped by level (rank halving: the top node, the next one, the next two, four, …), most important first,
/// and ordered along a Z-order curve of their edge's first point within a level (`HierarchyLayout`), so the few
/// hundred nodes a search settles share cache lines: the top levels every search climbs sit together at the front,
/// and the low nodes around a waypoint lie near each other. A node's upward and downward links lie side by side in
/// one array of 16-byte records (the other node, the weight, the arc, the other node's state), so settling a node and
/// its stall check read one stretch of memory. States (what every caller sees) map to nodes through `nodeOfState`
/// and back through `stateOfNode` and each link's `state`; arcs keep the turn graph's states at their ends.
final class ContractionHierarchy: Sendable {
    /// One link of a node's row: the node at its other end (search id and state), the link's weight and its arc.
    struct Link: Sendable, Equatable {
        var node: Int32
        var weight: Int32
        var arc: Int32
        var state: Int32
    }

    /// Every arc: the turn graph's arcs first (same indices), then shortcuts. Ends are states.
    let arcFrom: Column<Int32>
    let arcTo: Column<Int32>
    /// For a shortcut, the two arcs it replaces (-1 for an original arc).
    let arcFirst: Column<Int32>
    let arcSecond: Column<Int32>
    /// Per arc: the metres and seconds it drives. An original arc enters a state and drives that state's whole edge
    /// (`length`, and `seconds` pro rata as `LegPath` counts it) after the turn (`turnSeconds`); a shortcut holds
    /// the sums of the two arcs it replaces, so a query's totals need no unpacking (`ContractionHierarchy+Summary`).
    let arcLength: Column<Meters>
    let arcSeconds: Column<Seconds>
    /// Per node (search id): its state.
    let stateOfNode: [Int32]
    /// Per state: its node.
    let nodeOfState: [Int32]
    /// Two rows per node v: `rows[2v]` its upward links (to higher nodes, for the forward search), `rows[2v + 1]` its
    /// downward ones (links u→v from higher nodes u, stored at v, for the backward search), into `links`.
    let rows: CompressedRows
    /// Read in place from a compiled map, as the arc columns above.
    let links: Column<Link>

    /// Whether a link lies in memory as a compiled map stores it: node, weight, arc, state (i32 each).
    static let linkLayoutMatchesFile = MemoryLayout<Link>.size == 16 && MemoryLayout<Link>.offset(of: \Link.node) == 0
        && MemoryLayout<Link>.offset(of: \Link.weight) == 4 && MemoryLayout<Link>.offset(of: \Link.arc) == 8
        && MemoryLayout<Link>.offset(of: \Link.state) == 12

    var nodeCount: Int { stateOfNode.count }
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
        arcFrom = Column(builder.arcFrom)
        arcTo = Column(builder.arcTo)
        arcFirst = Column(builder.arcFirst)
        arcSecond = Column(builder.arcSecond)
        let (length, seconds) = Self.totals(arcFirst: builder.arcFirst, arcSecond: builder.arcSecond,
                                            original: Self.originalTotals(graph: graph, network: network))
        (arcLength, arcSeconds) = (Column(length), Column(seconds))
        originalArcCount = graph.arcCount
        stateOfNode = HierarchyLayout.order(rank: builder.rank, graph: graph, network: network)
        nodeOfState = HierarchyLayout.inverse(stateOfNode)!
        let (rows, links) = HierarchyLayout.rows(upward: builder.upward, downward: builder.downward,
                                                 stateOfNode: stateOfNode, nodeOfState: nodeOfState)
        (self.rows, self.links) = (rows, Column(links))
    }

    /// From parts already built and checked (a compiled map's section, `ProfileEngine+Compiled.swift`).
    init(arcFrom: Column<Int32>, arcTo: Column<Int32>, arcFirst: Column<Int32>, arcSecond: Column<Int32>, arcLength: Column<Meters>,
         arcSeconds: Column<Seconds>, stateOfNode: [Int32], nodeOfState: [Int32], rows: CompressedRows, links: Column<Link>,
         originalArcCount: Int) {
        self.arcFrom = arcFrom
        self.arcTo = arcTo
        self.arcFirst = arcFirst
        self.arcSecond = arcSecond
        self.arcLength = arcLength
        self.arcSeconds = arcSeconds
        self.stateOfNode = stateOfNode
        self.nodeOfState = nodeOfState
        self.rows = rows
        self.links = links
        self.originalArcCount = originalArcCount
    }

    /// The downward links stored at a state's node (links from higher nodes into it), each naming the higher state.
    func downward(ofState s: Int) -> Slice<Column<Link>> { links[rows[2 * Int(nodeOfState[s]) + 1]] }

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
