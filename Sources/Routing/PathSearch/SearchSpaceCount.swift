/// What a hierarchy search counts as it runs: per direction, the nodes it settles (pops below the best meeting so
/// far), of them those stalled (not expanded), and the links it relaxes. The queries count nothing
/// (`NoSearchCount`, whose calls the search's specialization drops); `SearchSpaceCount` is for measuring the
/// hierarchy's search space (`Router.searchSpace(for:)`, `navsim-bench scale`).
protocol SearchCounting {
    /// A settled node was expanded, relaxing `links` links.
    mutating func expanded(forward: Bool, links: Int)
    /// A settled node was stalled (reached more cheaply from above).
    mutating func stalled(forward: Bool)
}

/// Counts nothing: what every query passes.
struct NoSearchCount: SearchCounting {
    @inline(__always) mutating func expanded(forward: Bool, links: Int) {}
    @inline(__always) mutating func stalled(forward: Bool) {}
}

/// One search's space, both directions.
public struct SearchSpaceCount: SearchCounting, Sendable, Equatable {
    /// Settled nodes (expanded or stalled), forward and backward.
    public var settledForward = 0, settledBackward = 0
    /// Of the settled nodes, those stalled.
    public var stalledForward = 0, stalledBackward = 0
    /// Links relaxed (read from the rows of expanded nodes).
    public var relaxedForward = 0, relaxedBackward = 0

    public init() {}

    public var settled: Int { settledForward + settledBackward }
    public var relaxed: Int { relaxedForward + relaxedBackward }
    public var stalled: Int { stalledForward + stalledBackward }

    mutating func expanded(forward: Bool, links: Int) {
        if forward {
            settledForward += 1
            relaxedForward += links
        } else {
            settledBackward += 1
            relaxedBackward += links
        }
    }

    mutating func stalled(forward: Bool) {
        if forward {
            settledForward += 1
            stalledForward += 1
        } else {
            settledBackward += 1
            stalledBackward += 1
        }
    }
}
