import Foundation
import Geo

/// The trellis of one chain: a column of scored road candidates per kept fix, in log space. Each column keeps its
/// Viterbi scores and best predecessors (for the decoded path), its emissions, the transitions that reach it and its
/// forward probabilities; when columns become final, a backward pass from the newest column gives each state's
/// posterior probability (forward–backward; Rabiner 1989, "A tutorial on hidden Markov models"), the confidence
/// of the decision. Columns become final when the chain closes (offline: the posteriors use the whole chain) or
/// `lag` columns later (online, fixed-lag decoding and smoothing).
/// - Complexity: O(transitions) per column appended and again per column decided.
struct ViterbiLattice {
    /// A transition between a state of the previous column and one of this column.
    struct Link {
        var from: Int32
        var to: Int32
        /// log p(transition).
        var logProbability: Double
    }

    struct Column {
        var index: Int
        var coordinate: Coordinate
        var time: Seconds?
        var candidates: [RoadCandidate]
        /// Viterbi log scores, normalised so the best is 0.
        var scores: [Double]
        /// The best predecessor in the previous column (−1 at a chain start).
        var back: [Int32]
        /// log p(fix | state).
        var emissions: [Double]
        /// Transitions from the previous column (empty at a chain start).
        var links: [Link]
        /// log forward probabilities, normalised so the best is 0.
        var forward: [Double] = []
        /// Standing-still fixes that follow this one (input index and position).
        var collapsed: [(Int, Coordinate)] = []
        /// The best raw score before normalising (≤ 0: the log probability the best path lost at this fix, in
        /// emission and transition); 0 at a chain start.
        var gain: Double = 0
    }

    /// A decided column: its chosen state and every state's posterior probability (summing to 1).
    struct Decision {
        var column: Column
        var state: Int
        var posterior: [Double]
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
    /// The newest column's fix position and time (without copying the column).
    var lastPosition: (coordinate: Coordinate, time: Seconds?)? {
        guard let i = columns.indices.last else { return nil }
        return (columns[i].coordinate, columns[i].time)
    }
    /// The newest column's gain (without copying the column).
    var lastGain: Double? { columns.indices.last.map { columns[$0].gain } }

    /// Lends the newest column to `body` (a borrow; `last` returns a copy).
    func withLast(_ body: (borrowing Column) -> Void) {
        guard !columns.isEmpty else { return }
        body(columns[columns.count - 1])
    }
    var isEmpty: Bool { columns.isEmpty }
    /// Whether the newest column is still undecided.
    var lastIsOpen: Bool { columns.count - 1 >= finalizedCount }

    /// A column starting a chain: scores from the emissions alone.
    static func start(index: Int, coordinate: Coordinate, time: Seconds?, candidates: [RoadCandidate],
                      emissions: [Double]) -> Column {
        Column(index: index, coordinate: coordinate, time: time, candidates: candidates, scores: normalized(emissions),
               back: Array(repeating: -1, count: candidates.count), emissions: emissions, links: [])
    }

    /// Adds a column (computing its forward probabilities); returns the columns that became final, oldest first.
    mutating func append(_ column: Column) -> [Decision] {
        var column = column
        column.forward = forward(column, after: column.links.isEmpty ? nil : columns.last)
        columns.append(column)
        if let lag, columns.count - 1 - lag >= finalizedCount {
            return finalize(through: columns.count - 1 - lag)
        }
        return []
    }

    /// The column before the newest, while the newest is open and can still be taken back (the outlier skip).
    var skippable: (last: Column, previous: Column)? {
        guard columns.count >= 2, lastIsOpen, let last = columns.last, last.collapsed.isEmpty, !last.links.isEmpty else {
            return nil
        }
        return (last, columns[columns.count - 2])
    }

    /// Takes back the newest column (an outlier after all): the next column joins the one before it.
    mutating func removeLast() {
        precondition(skippable != nil, "only an open column with a predecessor can be taken back")
        columns.removeLast()
    }

    /// Notes a standing-still fix on the newest column (it is decided with it).
    mutating func collapse(_ index: Int, _ c: Coordinate) {
        columns[columns.count - 1].collapsed.append((index, c))
    }

    /// Decides every open column and empties the lattice (the chain ends).
    mutating func close() -> [Decision] {
        var out = [Decision]()
        if !columns.isEmpty && finalizedCount < columns.count { out = finalize(through: columns.count - 1, consuming: true) }
        columns.removeAll(keepingCapacity: true)
        finalizedCount = 0
        return out
    }

    static func normalized(_ scores: [Double]) -> [Double] {
        var scores = scores
        normalize(&scores)
        return scores
    }

    /// Shifts scores so the best is 0 (unless none is finite).
    static func normalize(_ scores: inout [Double]) {
        let best = scores.max() ?? 0
        guard best.isFinite else { return }
        for i in scores.indices { scores[i] -= best }
    }

    /// log α_t(j) = log e_t(j) + log Σ_i α_{t−1}(i) a(i, j), normalised.
    private func forward(_ column: Column, after previous: Column?) -> [Double] {
        guard let previous else { return Self.normalized(column.emissions) }
        var sums = Self.logSumExp(column.links, count: column.candidates.count) { previous.forward[Int($0.from)] + $0.logProbability }
        for j in sums.indices { sums[j] += column.emissions[j] }
        Self.normalize(&sums)
        return sums
    }

    /// Per target (or source) state, log Σ exp(term) over the links into (out of) it; −∞ where there is none.
    private static func logSumExp(_ links: [Link], count: Int, bySource: Bool = false, _ term: (Link) -> Double) -> [Double] {
        var top = [Double](repeating: -.infinity, count: count)
        for l in links {
            let k = Int(bySource ? l.from : l.to)
            top[k] = max(top[k], term(l))
        }
        var sum = [Double](repeating: 0, count: count)
        for l in links {
            let k = Int(bySource ? l.from : l.to)
            if top[k] > -.infinity { sum[k] += exp(term(l) - top[k]) }
        }
        for k in 0..<count { top[k] = top[k] > -.infinity ? top[k] + log(sum[k]) : -.infinity }
        return top
    }

    /// Makes columns final up to `last` (inclusive): Viterbi backtracking from the newest column's best state for the
    /// decisions, a backward pass from the newest column for the posteriors.
    /// - Parameter consuming: the lattice is emptied next (the chain closes): the decisions take the columns instead
    ///   of copying them (a copy retains and releases a column's seven arrays).
    private mutating func finalize(through last: Int, consuming: Bool = false) -> [Decision] {
        guard last >= finalizedCount, let newest = columns.last else { return [] }
        var state = Self.bestState(newest)
        let open = columns.count - finalizedCount
        var states = [Int](repeating: 0, count: open)
        var k = columns.count - 1
        while k >= finalizedCount {
            states[k - finalizedCount] = state
            let b = Int(columns[k].back[state])
            if b < 0 { break }
            state = b
            k -= 1
        }
        // log β_t(i) = log Σ_j a(i, j) e_{t+1}(j) β_{t+1}(j), normalised; β of the newest column is 1.
        var backward = [Double](repeating: 0, count: newest.candidates.count)
        var out = [Decision]()
        out.reserveCapacity(last - finalizedCount + 1)
        var posteriors = [[Double]](repeating: [], count: last - finalizedCount + 1)
        for k in stride(from: columns.count - 1, through: finalizedCount, by: -1) {
            if k < columns.count - 1 {
                // The two lists it reads, not the whole column (a copy retains seven).
                let links = columns[k + 1].links, emissions = columns[k + 1].emissions
                let b = backward
                backward = Self.logSumExp(links, count: columns[k].candidates.count, bySource: true) {
                    $0.logProbability + emissions[Int($0.to)] + b[Int($0.to)]
                }
                Self.normalize(&backward)
            }
            if k <= last { posteriors[k - finalizedCount] = Self.posterior(columns[k].forward, backward) }
        }
        for k in finalizedCount...last {
            var column = Column(index: 0, coordinate: columns[k].coordinate, time: nil, candidates: [], scores: [], back: [],
                                emissions: [], links: [])
            if consuming { swap(&column, &columns[k]) } else { column = columns[k] }
            out.append(Decision(column: column, state: states[k - finalizedCount], posterior: posteriors[k - finalizedCount]))
        }
        finalizedCount = last + 1
        // Keep the newest column (the next transitions start from it); drop older final ones.
        let drop = min(finalizedCount, columns.count - 1)
        if drop >= 64 && !consuming {
            columns.removeFirst(drop)
            finalizedCount -= drop
        }
        return out
    }

    /// p(state | all fixes) ∝ α β.
    private static func posterior(_ forward: [Double], _ backward: [Double]) -> [Double] {
        var p = zip(forward, backward).map { $0 + $1 }
        let top = p.max() ?? 0
        guard top.isFinite else { return p.map { _ in 0 } }
        var total = 0.0
        for i in p.indices {
            p[i] = p[i] > -.infinity ? exp(p[i] - top) : 0
            total += p[i]
        }
        for i in p.indices { p[i] /= total }
        return p
    }

    private static func bestState(_ column: Column) -> Int {
        var best = 0
        for i in column.scores.indices where column.scores[i] > column.scores[best] { best = i }
        return best
    }
}
