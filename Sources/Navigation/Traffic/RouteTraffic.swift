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

    public var epoch: Int { storage.fields.epoch }
    public var generation: Int { storage.fields.generation }
    public var bands: [Band] { storage.fields.bands }
    /// Incidents on the route, by offset.
    public var marks: [Mark] { storage.fields.marks }
    /// Everything in one object, so that a copy (the navigator's state takes one every sample) is one retain, not
    /// one per array.
    private let storage: Storage

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private struct Fields: Sendable, Hashable {
        let epoch: Int
        let generation: Int
        let bands: [Band]
        let marks: [Mark]
        /// The route's edge spans (the route's own array, shared: their offsets place an offset in a span; each
        /// holds its seconds at free flow).
        let spans: [RouteEdgeSpan]
        /// Per edge span: seconds now, and suffix sums of seconds now and at free flow from each span on.
        let now: [Seconds]
        let suffixNow: [Seconds]
        let suffixFree: [Seconds]
    }

    public static func == (a: RouteTraffic, b: RouteTraffic) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    /// - Complexity: O(spans + incidents × their edges).
    public init(route: Route, snapshot: TrafficSnapshot, network: RoadNetwork) {
        self.init(route: route, snapshot: snapshot, flows: route.edgeSpans.map { snapshot.flow(edge: Int($0.edge)) })
    }

    /// - Parameter flows: the flow of each of the route's edge spans in `snapshot`.
    init(route: Route, snapshot: TrafficSnapshot, flows: [TrafficFlow]) {
        let spans = route.edgeSpans
        var bands = [Band]()
        // The band being extended, appended once it ends.
        var band: Band?
        var now = [Seconds]()
        now.reserveCapacity(flows.count)
        // The spans an incident lies on, in route order (the snapshot's incident table probed per span, not every
        // incident against every span).
        let anyIncident = !snapshot.incidents.isEmpty
        var touched = [Int]()
        for (i, (span, flow)) in zip(spans, flows).enumerated() {
            if anyIncident && snapshot.hasIncident(onEdge: Int(span.edge)) { touched.append(i) }
            let length = span.endOffset - span.startOffset
            let ff = UnitConversion.mps(fromKmh: max(1, flow.freeFlowSpeed))
            // A closed road counts at a crawl: the ETA stays finite until the reroute.
            let v = UnitConversion.mps(fromKmh: max(flow.speed, flow.freeFlowSpeed * TrafficFlow.crawlFraction, 1))
            now.append(max(0, span.durationWithoutTraffic + length / v - length / ff))
            let level = flow.level
            if band?.level == level {
                band?.endOffset = span.endOffset
            } else {
                if let last = band { bands.append(last) }
                band = Band(startOffset: span.startOffset, endOffset: span.endOffset, level: level)
            }
        }
        if let last = band { bands.append(last) }
        var marks = [Mark]()
        for inc in snapshot.incidents where !touched.isEmpty {
            for i in touched where inc.edges.contains(spans[i].edge) {
                let span = spans[i]
                let along = inc.offset - span.edgeStart
                guard along >= -0.5, span.startOffset + along <= span.endOffset + 0.5 else { continue }
                marks.append(Mark(offset: min(span.endOffset, span.startOffset + max(0, along)), incident: inc))
                break
            }
        }
        let n = now.count
        var sn = [Seconds](repeating: 0, count: n + 1), sf = sn
        for i in stride(from: n - 1, through: 0, by: -1) {
            sn[i] = sn[i + 1] + now[i]
            sf[i] = sf[i + 1] + spans[i].durationWithoutTraffic
        }
        storage = Storage(Fields(epoch: snapshot.epoch, generation: snapshot.generation, bands: bands,
                                 marks: marks.sorted { ($0.offset, $0.incident.id) < ($1.offset, $1.incident.id) },
                                 spans: spans, now: now, suffixNow: sn, suffixFree: sf))
    }

    /// Seconds from an offset to the destination in this traffic, and at free flow.
    /// - Complexity: O(log spans).
    public func remaining(from offset: Meters) -> (withTraffic: Seconds, withoutTraffic: Seconds) {
        let s = storage // the class: its fields are read in place, not the struct copied out
        let spans = s.fields.spans
        guard !spans.isEmpty else { return (0, 0) }
        var lo = 0, hi = spans.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if spans[mid].startOffset <= offset { lo = mid } else { hi = mid - 1 }
        }
        let length = spans[lo].endOffset - spans[lo].startOffset
        let share = length > 0 ? max(0, min(1, (spans[lo].endOffset - offset) / length)) : 0
        return (s.fields.now[lo] * share + s.fields.suffixNow[lo + 1],
                spans[lo].durationWithoutTraffic * share + s.fields.suffixFree[lo + 1])
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

    /// True when a closure lies on the route after an offset (`closure(after:) != nil`, without copying the mark
    /// out: the navigator asks every sample).
    public func hasClosure(after offset: Meters) -> Bool {
        storage.fields.marks.contains { $0.offset > offset && $0.incident.closesRoad }
    }
}
