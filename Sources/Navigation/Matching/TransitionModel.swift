import Geo
import MapData

/// The HMM's transition: how likely the vehicle drove from one road position to the next. An exponential on
/// |route distance − great-circle distance| with scale β (Newson & Krumm 2009, eq. 2): between two fixes a car drives
/// about as far along the roads as the fixes lie apart, so a detour costs `detour / β` nats. With times, the route
/// beyond `maxSpeed × Δt` costs the same again per metre (elapsed time, as OSRM and Valhalla weigh it too). Pairs farther apart along
/// the roads than `routeDistanceFactor × great-circle + routeDistanceSlack` (and, with times, than `maxSpeed × Δt +
/// routeDistanceSlack`) have no transition.
final class TransitionModel {
    private let options: MatcherOptions
    private let edgeList: Column<Edge>
    private let routeSearch: RouteDistances

    init(network: RoadNetwork, options: MatcherOptions) {
        self.options = options
        edgeList = network.edges
        routeSearch = RouteDistances(network: network)
    }

    /// Route searches run so far.
    var searchCount: Int { routeSearch.searches }

    /// The transition scale in force between two fixes `seconds` apart. Newson & Krumm fit β to the median of
    /// |route − great-circle| and found it grows with the sampling interval: the roads between sparse fixes bend
    /// more than the straight line (here β grows with √Δt). Their difference also carries both fixes' noise, so β
    /// grows with σ too (0.6 σ: the default 3 m at σ = 5 m).
    func beta(seconds: Seconds?) -> Meters {
        let interval = max(1, seconds ?? 1)
        return max(options.beta * interval.squareRoot(), options.sigma * 0.6)
    }

    /// The longest route that may join two fixes `greatCircle` apart and `seconds` apart in time.
    func maximumRoute(greatCircle gc: Meters, seconds: Seconds?) -> Meters {
        var maxRoute = options.routeDistanceFactor * gc + options.routeDistanceSlack
        if let dt = seconds { maxRoute = min(maxRoute, options.maxSpeed * dt + options.routeDistanceSlack) }
        return maxRoute
    }

    /// For each candidate of the new fix, the best Viterbi score over the previous fix's states (`previous` scores
    /// plus the transition) and that state's index; −∞ and −1 where no transition reaches it. `links` gets every
    /// transition found, for the forward–backward pass.
    /// - Complexity: O(c_prev × c) lookups plus one bounded route search per surviving previous state (cached).
    func extend(from previous: [RoadCandidate], scores: [Double], to candidates: [RoadCandidate], greatCircle gc: Meters,
                seconds: Seconds?, into best: inout [Double], back: inout [Int32], links: inout [ViterbiLattice.Link]) {
        // Refilled in place: a buffer the previous column does not share is reused.
        best.removeAll(keepingCapacity: true)
        best.append(contentsOf: repeatElement(-Double.infinity, count: candidates.count))
        back.removeAll(keepingCapacity: true)
        back.append(contentsOf: repeatElement(Int32(-1), count: candidates.count))
        links.removeAll(keepingCapacity: true)
        let maxRoute = maximumRoute(greatCircle: gc, seconds: seconds)
        let invBeta = 1 / beta(seconds: seconds)
        let speedBudget = seconds.map { options.maxSpeed * $0 } ?? .infinity
        let backTolerance = options.effectiveBackwardTolerance
        for i in previous.indices where scores[i] >= -options.pruneThreshold {
            let ci = previous[i]
            let ei = edgeList[Int(ci.edge)]
            let remaining = ei.length - ci.offset
            let reach = maxRoute - remaining
            var slot: Int?
            let base = scores[i]
            for j in candidates.indices {
                let cj = candidates[j]
                var d: Meters
                if cj.edge == ci.edge && cj.offset >= ci.offset - backTolerance {
                    // Along the same edge; a small step back is noise on a slow vehicle.
                    d = max(0, cj.offset - ci.offset)
                } else {
                    let budget = reach - cj.offset
                    guard budget >= 0 else { continue }
                    if slot == nil { slot = routeSearch.search(from: ei.target, radius: reach) }
                    guard let s = slot, let vd = routeSearch.distance(s, to: edgeList[Int(cj.edge)].source), vd <= budget else {
                        continue
                    }
                    d = remaining + vd + cj.offset
                }
                var transition = -abs(d - gc) * invBeta
                // Faster than any car: the route beyond `maxSpeed × Δt` costs as a detour does (a fix thrown 200 m
                // into a grid of streets is reached by a plausible detour, but not within a second).
                if d > speedBudget { transition -= (d - speedBudget) * invBeta }
                links.append(ViterbiLattice.Link(from: Int32(i), to: Int32(j), logProbability: transition))
                let score = base + transition
                if score > best[j] {
                    best[j] = score
                    back[j] = Int32(i)
                }
            }
        }
    }

    /// The edges strictly between two decided states' own edges (none when the second is along the same edge; none
    /// either when online decisions disagree and no route joins them: then the path jumps).
    func path(from a: RoadCandidate, to b: RoadCandidate, inputs: (Coordinate, Coordinate)) -> [Int32] {
        if a.edge == b.edge && b.offset >= a.offset - options.effectiveBackwardTolerance { return [] }
        let ea = edgeList[Int(a.edge)], eb = edgeList[Int(b.edge)]
        let gc = inputs.0.distance(to: inputs.1)
        let radius = options.routeDistanceFactor * gc + options.routeDistanceSlack
        return routeSearch.path(from: ea.target, to: eb.source, radius: radius) ?? []
    }
}
