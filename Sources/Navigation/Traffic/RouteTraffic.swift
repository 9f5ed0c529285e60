import Geo
import MapData
import Routing
import Traffic

/// The traffic along one route in one snapshot: jam bands for the trip bar, incidents by route offset, and the
/// remaining duration with and without traffic from any offset (suffix sums, so each sample costs O(log n)).
public struct RouteTraffic: Sendable, Hashable {
    /// A stretch of the route at one jam level.
    public struct Band: Sendable, Hashable {
        public var startOffset: Meters
        public var endOffset: Meters
        public var level: JamLevel
    }

    /// An incident on the route.
    public struct Mark: Sendable, Hashable {
        public var offset: Meters
        public var incident: TrafficIncident
    }

    public let epoch: Int
    public let generation: Int
    public let bands: [Band]
    /// Incidents on the route, by offset.
    public let marks: [Mark]
    private let starts: [Meters]
    private let ends: [Meters]
    /// Per edge span: seconds now, and suffix sums of seconds now and at free flow from each span on.
    private let now: [Seconds]
    private let free: [Seconds]
    private let suffixNow: [Seconds]
    private let suffixFree: [Seconds]

    /// - Complexity: O(spans + incidents × their edges).
    public init(route: Route, snapshot: TrafficSnapshot, network: RoadNetwork) {
        self.init(route: route, snapshot: snapshot, flows: route.edgeSpans.map { snapshot.flow(edge: Int($0.edge)) })
    }

    /// - Parameter flows: the flow of each of the route's edge spans in `snapshot`.
    init(route: Route, snapshot: TrafficSnapshot, flows: [TrafficFlow]) {
        epoch = snapshot.epoch
        generation = snapshot.generation
        var bands = [Band]()
        var now = [Seconds](), free = [Seconds]()
        now.reserveCapacity(flows.count)
        free.reserveCapacity(flows.count)
        // The spans an incident lies on, in route order (a set probe per span, not every incident against every span).
        let incidentEdges = Set(snapshot.incidents.lazy.flatMap(\.edges))
        var touched = [Int]()
        for (i, (span, flow)) in zip(route.edgeSpans, flows).enumerated() {
            if !incidentEdges.isEmpty && incidentEdges.contains(span.edge) { touched.append(i) }
            let length = span.endOffset - span.startOffset
            let ff = UnitConversion.mps(fromKmh: max(1, flow.freeFlowSpeed))
            // A closed road counts at a crawl: the ETA stays finite until the reroute.
            let v = UnitConversion.mps(fromKmh: max(flow.speed, flow.freeFlowSpeed * TrafficFlow.crawlFraction, 1))
            now.append(max(0, span.durationWithoutTraffic + length / v - length / ff))
            free.append(span.durationWithoutTraffic)
            let level = flow.level
            if var last = bands.last, last.level == level {
                last.endOffset = span.endOffset
                bands[bands.count - 1] = last
            } else {
                bands.append(Band(startOffset: span.startOffset, endOffset: span.endOffset, level: level))
            }
        }
        var marks = [Mark]()
        for inc in snapshot.incidents where !touched.isEmpty {
            for i in touched where inc.edges.contains(route.edgeSpans[i].edge) {
                let span = route.edgeSpans[i]
                let along = inc.offset - span.edgeStart
                guard along >= -0.5, span.startOffset + along <= span.endOffset + 0.5 else { continue }
                marks.append(Mark(offset: min(span.endOffset, span.startOffset + max(0, along)), incident: inc))
                break
            }
        }
        self.bands = bands
        self.marks = marks.sorted { ($0.offset, $0.incident.id) < ($1.offset, $1.incident.id) }
        starts = route.edgeSpans.map(\.startOffset)
        ends = route.edgeSpans.map(\.endOffset)
        self.now = now
        self.free = free
        var sn = [Seconds](repeating: 0, count: now.count + 1), sf = sn
        for i in stride(from: now.count - 1, through: 0, by: -1) {
            sn[i] = sn[i + 1] + now[i]
            sf[i] = sf[i + 1] + free[i]
        }
        suffixNow = sn
        suffixFree = sf
    }

    /// Seconds from an offset to the destination in this traffic, and at free flow.
    /// - Complexity: O(log spans).
    public func remaining(from offset: Meters) -> (withTraffic: Seconds, withoutTraffic: Seconds) {
        guard !starts.isEmpty else { return (0, 0) }
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let length = ends[lo] - starts[lo]
        let share = length > 0 ? max(0, min(1, (ends[lo] - offset) / length)) : 0
        return (now[lo] * share + suffixNow[lo + 1], free[lo] * share + suffixFree[lo + 1])
    }

    /// `progress` at `offset` with its remaining duration, ETA and delay over free flow in this traffic (what the
    /// navigator's `routeProgress` events and `NavigationState.progress` both report).
    /// - Complexity: O(log spans).
    func applied(to progress: RouteProgress, at offset: Meters) -> RouteProgress {
        var p = progress
        let r = remaining(from: offset)
        p.remainingDuration = r.withTraffic
        p.eta = p.time + r.withTraffic
        p.trafficDelay = max(0, r.withTraffic - r.withoutTraffic)
        return p
    }

    /// The first closure on the route after an offset.
    public func closure(after offset: Meters) -> Mark? {
        marks.first { $0.offset > offset && $0.incident.closesRoad }
    }
}
