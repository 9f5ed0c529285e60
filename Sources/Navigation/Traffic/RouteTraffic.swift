import Geo
import MapData
import Routing
import Synchronization
import Text
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

    public var epoch: Int { storage.epoch }
    public var generation: Int { storage.generation }
    /// Worked out on first read (the trip bar's; a headless drive rebuilds the route traffic every minute and never
    /// reads them).
    public var bands: [Band] { storage.bands }
    /// Incidents on the route, by offset.
    public var marks: [Mark] { storage.marks }
    /// Everything in one object, so that a copy (the navigator's state takes one every sample) is one retain, not
    /// one per array.
    private let storage: Storage

    /// The fields as constants of the object itself, so that a per-sample read (`remaining(from:)`) reads them in
    /// place rather than copying a struct of arrays out.
    private final class Storage: Sendable {
        let epoch: Int
        let generation: Int
        let marks: [Mark]
        /// Each edge span's flow (the route's readers' shared array), which `bands` are made from.
        let flows: [TrafficFlow]
        /// The bands once made: a `Mutex` held in this object, not a `Locked` of its own (the route traffic is
        /// rebuilt every minute, and a `Locked` cost an allocation and, for its generic deinit, a metadata lookup:
        /// ~1,800 instructions a minute for bands a headless drive never reads).
        private let bandCell = Mutex<[Band]?>(nil)
        /// The route's edge spans (the route's own array, shared: their offsets place an offset in a span; each
        /// holds its seconds at free flow).
        let spans: [RouteEdgeSpan]
        /// Per edge span: seconds now, and suffix sums of seconds now and at free flow from each span on.
        let now: [Seconds]
        let suffixNow: [Seconds]
        let suffixFree: [Seconds]

        init(epoch: Int, generation: Int, marks: [Mark], flows: [TrafficFlow], spans: [RouteEdgeSpan], now: [Seconds],
             suffixNow: [Seconds], suffixFree: [Seconds]) {
            self.epoch = epoch
            self.generation = generation
            self.marks = marks
            self.flows = flows
            self.spans = spans
            self.now = now
            self.suffixNow = suffixNow
            self.suffixFree = suffixFree
        }

        /// The jam bands of the spans that have a flow, made once.
        var bands: [Band] { bandCell.once { RouteTraffic.bands(spans: spans, flows: flows, count: now.count) } }

        func equals(_ o: Storage) -> Bool {
            epoch == o.epoch && generation == o.generation && bands == o.bands && marks == o.marks && spans == o.spans
                && now == o.now && suffixNow == o.suffixNow && suffixFree == o.suffixFree
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(epoch)
            hasher.combine(generation)
            hasher.combine(bands)
            hasher.combine(marks)
            hasher.combine(spans)
            hasher.combine(now)
            hasher.combine(suffixNow)
            hasher.combine(suffixFree)
        }
    }

    public static func == (a: RouteTraffic, b: RouteTraffic) -> Bool {
        a.storage === b.storage || a.storage.equals(b.storage)
    }

    public func hash(into hasher: inout Hasher) { storage.hash(into: &hasher) }

    /// - Complexity: O(spans + incidents × their edges).
    public init(route: Route, snapshot: TrafficSnapshot, network: RoadNetwork) {
        let made = route.edgeSpans.withUnsafeBufferPointer { spans in snapshot.flows(count: spans.count) { spans[$0].edge } }
        self.init(route: route, snapshot: snapshot, flows: made.flows, withIncident: made.withIncident)
    }

    /// - Parameters:
    ///   - flows: the flow of each of the route's edge spans in `snapshot`.
    ///   - withIncident: the indices of the spans an active incident of `snapshot` lies on, ascending
    ///     (`TrafficSnapshot.flows(edges:noise:)`).
    ///   - previous: the route traffic of an earlier snapshot: when it has the same spans, its sums at free flow
    ///     (which traffic does not change) are taken over.
    /// - Complexity: O(spans + incidents on the route × their edges); rebuilt each minute, so the per-span arrays
    ///   are written in place (no growth or uniqueness check per element).
    init(route: Route, snapshot: TrafficSnapshot, flows: [TrafficFlow], withIncident: [Int], previous: RouteTraffic? = nil) {
        let spans = route.edgeSpans
        let n = min(spans.count, flows.count)
        // The spans an incident lies on, in route order (found by the flows' evaluation, not every incident against
        // every span).
        let touched = withIncident.isEmpty || snapshot.incidents.isEmpty ? [] : withIncident.filter { $0 < n }
        let now = [Seconds](unsafeUninitializedCapacity: n) { buffer, count in
            spans.withUnsafeBufferPointer { spans in
                flows.withUnsafeBufferPointer { flows in
                    for i in 0..<n {
                        let span = spans[i], flow = flows[i]
                        let length = span.endOffset - span.startOffset
                        let ff = UnitConversion.mps(fromKmh: max(1, flow.freeFlowSpeed))
                        // A closed road counts at a crawl: the ETA stays finite until the reroute.
                        let v = UnitConversion.mps(fromKmh: max(flow.speed, flow.freeFlowSpeed * TrafficFlow.crawlFraction, 1))
                        buffer[i] = max(0, span.durationWithoutTraffic + length / v - length / ff)
                    }
                }
            }
            count = n
        }
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
        let sn = Self.suffixSums(n) { now[$0] }
        let sf: [Seconds]
        if let kept = previous?.storage, kept.suffixFree.count == n + 1, kept.spans == spans {
            sf = kept.suffixFree
        } else {
            sf = spans.withUnsafeBufferPointer { spans in Self.suffixSums(n) { spans[$0].durationWithoutTraffic } }
        }
        if marks.count > 1 { marks = marks.sorted { ($0.offset, $0.incident.id) < ($1.offset, $1.incident.id) } }
        storage = Storage(epoch: snapshot.epoch, generation: snapshot.generation, marks: marks, flows: flows,
                          spans: spans, now: now, suffixNow: sn, suffixFree: sf)
    }

    /// One band per run of spans at one jam level, over the first `count` spans.
    /// - Complexity: O(count).
    static func bands(spans: [RouteEdgeSpan], flows: [TrafficFlow], count n: Int) -> [Band] {
        var bands = [Band]()
        bands.reserveCapacity(n)
        // The band being extended, appended once it ends.
        var bandStart: Meters = 0, bandEnd: Meters = 0
        var bandLevel: JamLevel?
        for i in 0..<n {
            let span = spans[i], level = flows[i].level
            if bandLevel == level {
                bandEnd = span.endOffset
            } else {
                if let last = bandLevel { bands.append(Band(startOffset: bandStart, endOffset: bandEnd, level: last)) }
                bandStart = span.startOffset
                bandEnd = span.endOffset
                bandLevel = level
            }
        }
        if let last = bandLevel { bands.append(Band(startOffset: bandStart, endOffset: bandEnd, level: last)) }
        return bands
    }

    /// `sums[i] = sums[i + 1] + value(i)` from `sums[n] = 0` down (the additions of a backward running sum).
    @inline(__always)
    private static func suffixSums(_ n: Int, _ value: (Int) -> Seconds) -> [Seconds] {
        [Seconds](unsafeUninitializedCapacity: n + 1) { sums, count in
            var acc: Seconds = 0
            sums[n] = 0
            for i in stride(from: n - 1, through: 0, by: -1) {
                acc = acc + value(i)
                sums[i] = acc
            }
            count = n + 1
        }
    }

    /// Seconds from an offset to the destination in this traffic, and at free flow.
    /// - Complexity: O(log spans).
    public func remaining(from offset: Meters) -> (withTraffic: Seconds, withoutTraffic: Seconds) {
        let spans = storage.spans
        guard !spans.isEmpty else { return (0, 0) }
        return remaining(from: offset, inSpan: BinarySearch.lastIndex(spans.indices) { spans[$0].startOffset <= offset })
    }

    /// `remaining(from:)`, finding the span from `hint` on when the offset is not before it (the last span whose
    /// start is at or before the offset, as the binary search finds), and leaving the span found in `hint`.
    /// - Complexity: O(spans passed since the hint), O(log spans) for an offset before it.
    func remaining(from offset: Meters, hint: inout Int) -> (withTraffic: Seconds, withoutTraffic: Seconds) {
        let spans = storage.spans
        guard !spans.isEmpty else { return (0, 0) }
        let span = BinarySearch.lastIndex(spans.indices, from: &hint) { spans[$0].startOffset <= offset }
        return remaining(from: offset, inSpan: span)
    }

    @inline(__always)
    private func remaining(from offset: Meters, inSpan lo: Int) -> (withTraffic: Seconds, withoutTraffic: Seconds) {
        let s = storage // the class: its constant arrays are read in place
        let span = s.spans[lo]
        let length = span.endOffset - span.startOffset
        let share = length > 0 ? max(0, min(1, (span.endOffset - offset) / length)) : 0
        return (s.now[lo] * share + s.suffixNow[lo + 1], span.durationWithoutTraffic * share + s.suffixFree[lo + 1])
    }

    /// The first closure on the route after an offset.
    public func closure(after offset: Meters) -> Mark? {
        marks.first { $0.offset > offset && $0.incident.closesRoad }
    }

    /// True when a closure lies on the route after an offset (`closure(after:) != nil`, without copying the mark
    /// out: the navigator asks every sample).
    @inline(__always) public func hasClosure(after offset: Meters) -> Bool {
        storage.marks.contains { $0.offset > offset && $0.incident.closesRoad }
    }
}
