import Geo

/// The Viterbi trellis of one chain: a column of scored road candidates per kept fix, each state with its best
/// predecessor, in log space. Columns become final when the chain closes (offline) or `lag` columns later (online,
/// fixed-lag decoding); decided states come out by backtracking from the newest column's best state.
/// - Complexity: O(1) amortised per column appended; backtracking O(columns not yet final).
struct ViterbiLattice {
    struct Column {
        var index: Int
        var coordinate: Coordinate
        var time: Seconds?
        var candidates: [RoadCandidate]
        /// Viterbi log scores, normalised so the best is 0.
        var scores: [Double]
        /// The best predecessor in the previous column (−1 at a chain start).
        var back: [Int32]
        /// Standing-still fixes that follow this one (input index and position).
        var collapsed: [(Int, Coordinate)] = []
    }

    /// nil: offline (columns final only when the chain closes).
    let lag: Int?
    private var columns: [Column] = []
    private var finalizedCount = 0

    init(lag: Int?) {
        self.lag = lag.map { max(0, $0) }
    }

    /// The newest column (where the next transitions start).
    var last: Column? { columns.last }
    var isEmpty: Bool { columns.isEmpty }
    /// Whether the newest column is still undecided.
    var lastIsOpen: Bool { columns.count - 1 >= finalizedCount }

    /// A column starting a chain: scores from the emissions alone.
    static func start(index: Int, coordinate: Coordinate, time: Seconds?, candidates: [RoadCandidate],
                      emissions: [Double]) -> Column {
        Column(index: index, coordinate: coordinate, time: time, candidates: candidates, scores: normalized(emissions),
               back: Array(repeating: -1, count: candidates.count))
    }

    /// Adds a column; returns the columns that became final with their chosen states, oldest first.
    mutating func append(_ column: Column) -> [(Column, Int)] {
        columns.append(column)
        if let lag, columns.count - 1 - lag >= finalizedCount {
            return finalize(through: columns.count - 1 - lag)
        }
        return []
    }

    /// Notes a standing-still fix on the newest column (it is decided with it).
    mutating func collapse(_ index: Int, _ c: Coordinate) {
        columns[columns.count - 1].collapsed.append((index, c))
    }

    /// Decides every open column and empties the lattice (the chain ends).
    mutating func close() -> [(Column, Int)] {
        var out = [(Column, Int)]()
        if !columns.isEmpty && finalizedCount < columns.count { out = finalize(through: columns.count - 1) }
        columns.removeAll(keepingCapacity: true)
        finalizedCount = 0
        return out
    }

    static func normalized(_ scores: [Double]) -> [Double] {
        let best = scores.max() ?? 0
        guard best.isFinite else { return scores }
        return scores.map { $0 - best }
    }

    /// Makes columns final up to `last` (inclusive) along the best path ending at the newest column.
    private mutating func finalize(through last: Int) -> [(Column, Int)] {
        guard last >= finalizedCount, let newest = columns.last else { return [] }
        var state = Self.bestState(newest)
        var states = [Int](repeating: 0, count: columns.count - finalizedCount)
        var k = columns.count - 1
        while k >= finalizedCount {
            states[k - finalizedCount] = state
            let b = Int(columns[k].back[state])
            if b < 0 { break }
            state = b
            k -= 1
        }
        var out = [(Column, Int)]()
        out.reserveCapacity(last - finalizedCount + 1)
        for k in finalizedCount...last { out.append((columns[k], states[k - finalizedCount])) }
        finalizedCount = last + 1
        // Keep the newest column (the next transitions start from it); drop older final ones.
        let drop = min(finalizedCount, columns.count - 1)
        if drop >= 64 {
            columns.removeFirst(drop)
            finalizedCount -= drop
        }
        return out
    }

    private static func bestState(_ column: Column) -> Int {
        var best = 0
        for i in column.scores.indices where column.scores[i] > column.scores[best] { best = i }
        return best
    }
}
