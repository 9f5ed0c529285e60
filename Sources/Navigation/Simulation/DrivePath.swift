import Foundation
import Geo
import MapData
import Routing
import Text

/// What the simulated driver must respect along a line: target speeds, curve speeds and stops, by offset.
struct DrivePath: Sendable {
    /// A speed the vehicle must be down to by an offset (a curve, or the start of a slower span).
    struct Constraint: Sendable {
        var offset: Meters
        var speed: MetersPerSecond
    }

    /// Where the vehicle may have to stand still.
    enum StopKind: Sendable, Equatable {
        case trafficSignal(Coordinate)
        case stopSign
        case waypoint
        /// The destination: the drive ends here.
        case destination
        /// The end of a detour: the vehicle waits here (for a reroute).
        case hold
    }

    struct Stop: Sendable {
        var offset: Meters
        var kind: StopKind
    }

    let geometry: Polyline
    /// Target speed spans: `spans[i].speed` holds from `spans[i].start` to the next span's start.
    let spans: [(start: Meters, speed: MetersPerSecond)]
    /// Where the target speed drops (the start of a slower span), in offset order.
    let drops: [Constraint]
    /// The geometry's curve speeds, in offset order (kept so that a rebuild for new traffic on the same route need
    /// not redo them). A reader takes the lowest speed among the curves and drops in reach, so the two lists are
    /// read side by side rather than merged at every rebuild.
    let curves: [Constraint]
    let stops: [Stop]
    /// The route's stops without holds (kept, like `curves`, for rebuilds on the same route); nil when not known.
    let routeStops: [Stop]?
    /// How far ahead the driver looks: the braking distance from the fastest target speed (or the vehicle's speed
    /// when the path was made, when that is faster), plus a margin. Nothing beyond it can slow the vehicle: a curve,
    /// drop or stop farther away allows at least that speed after braking at the planned rate.
    let lookahead: Meters

    /// The route's target speeds before traffic (kept, like `curves`, for rebuilds on the same route); nil when not
    /// known.
    let base: SpeedBreaks?

    /// The path of a route, with its limits × the driver factor, the slowdowns, curves, signals, stop signs and waypoints.
    /// - Parameters:
    ///   - traffic: slowdowns traffic adds to the options' (one per run of slowed edges, in route order).
    ///   - holds: route offsets where the driver must stand until the route changes (closures ahead).
    ///   - previous: a path of the same route whose curves, stops and speeds before traffic are reused (traffic
    ///     rebuilds the path each minute; only the traffic's speeds change).
    /// - Complexity: O(segments + slowdowns) when `traffic` is in route order without overlaps (as traffic makes it),
    ///   else O((segments + slowdowns) log); plus, without `previous`, O(points + features log).
    init(route: Route, options: SimulationOptions, traffic: [Slowdown] = [], holds: [Meters] = [],
         reusing previous: DrivePath? = nil) {
        self.init(route: route, options: options, traffic: traffic, runCount: traffic.count, holds: holds,
                  reusing: previous)
    }

    /// `init(route:options:traffic:holds:reusing:)` with the traffic's runs as they are made (`TrafficRuns`, at most
    /// `runCount`), read once by the merge (and again only when they overlap).
    /// - Parameters:
    ///   - from: the target speeds are made from this offset on only (where the runs start: a vehicle rebuilding
    ///     its path each minute needs none behind it); before it they are left unknown.
    ///   - speed: the vehicle's speed now, which the look-ahead also covers (it may still be faster than every
    ///     target ahead, braking from a span behind `from`).
    init<Runs: Sequence<Slowdown>>(route: Route, options: SimulationOptions, traffic: Runs, runCount: Int,
                                   holds: [Meters] = [], reusing previous: DrivePath? = nil, from: Meters = 0,
                                   speed: MetersPerSecond = 0) {
        let base = previous?.base.flatMap { $0.isFor(options) ? $0 : nil }
            ?? SpeedBreaks(route: route, options: options, slowdowns: options.slowdowns)
        var targets = runCount == 0 && from <= 0 ? Self.targets(base)
            : base.mergedTargets(with: traffic, atMost: runCount, length: route.length, from: from)
                ?? Self.targets(SpeedBreaks(route: route, options: options, slowdowns: options.slowdowns + Array(traffic)))
        targets.top = max(targets.top, speed)
        let routeStops = previous?.routeStops ?? Self.stops(of: route, holds: [])
        let stops = holds.isEmpty ? routeStops : Self.stops(of: route, holds: holds)
        self.init(geometry: route.geometry, targets: targets, stops: stops, routeStops: routeStops,
                  curves: previous?.curves ?? Self.curveConstraints(route.geometry), base: base)
    }

    /// Target speed spans in offset order, with the drops among them and the top speed, noted as each span is added
    /// (`TargetWriter`; traffic rebuilds a path of a span per slowed edge each minute, which a second pass read again).
    struct Targets {
        var spans: [(start: Meters, speed: MetersPerSecond)]
        /// The spans whose speed is below the one before.
        var drops: [Constraint]
        /// The highest speed (`minimumTarget` without spans), which the look-ahead covers.
        var top: MetersPerSecond
    }

    /// Writes target spans in offset order in place, noting the drops among them and the top speed.
    struct TargetWriter {
        private let spans: UnsafeMutableBufferPointer<(start: Meters, speed: MetersPerSecond)>
        private let drops: UnsafeMutableBufferPointer<Constraint>
        private(set) var count = 0
        private(set) var dropCount = 0
        private(set) var top = DrivePath.minimumTarget
        /// The last span's speed: targets are never below `minimumTarget`, so -1 stands for "none yet".
        private var last: MetersPerSecond = -1

        /// The targets `body` adds, at most `capacity` spans.
        @inline(__always)
        static func targets(capacity: Int, _ body: (inout TargetWriter) -> Void) -> Targets {
            var dropList = [Constraint](), top = DrivePath.minimumTarget
            let spanList = [(start: Meters, speed: MetersPerSecond)](unsafeUninitializedCapacity: capacity) { spans, n in
                // A drop per span at most (the first is none).
                dropList = [Constraint](unsafeUninitializedCapacity: capacity) { drops, dropCount in
                    var writer = TargetWriter(spans: spans, drops: drops)
                    body(&writer)
                    n = writer.count
                    dropCount = writer.dropCount
                    top = writer.top
                }
            }
            return Targets(spans: spanList, drops: dropList, top: top)
        }

        /// A span from b at `speed`, unless that is the speed of the one before (then b is no span's start).
        @inline(__always)
        mutating func add(_ b: Meters, _ speed: MetersPerSecond) {
            if last == speed { return }
            if count == 0 {
                top = speed
            } else {
                if speed < last {
                    drops[dropCount] = Constraint(offset: b, speed: speed)
                    dropCount += 1
                }
                if speed > top { top = speed }
            }
            last = speed
            spans[count] = (b, speed)
            count += 1
        }
    }

    /// Target speed spans from speed breaks: each break's speed in m/s (at least `minimumTarget`), a break that
    /// keeps the speed of the one before dropped.
    static func targets(_ speeds: SpeedBreaks) -> Targets {
        TargetWriter.targets(capacity: min(speeds.offsets.count, speeds.speeds.count)) { out in
            for (b, v) in zip(speeds.offsets, speeds.speeds) { out.add(b, max(Self.minimumTarget, UnitConversion.mps(fromKmh: v))) }
        }
    }

    /// A route's signals, stop signs, waypoints, holds and destination, in offset order.
    static func stops(of route: Route, holds: [Meters]) -> [Stop] {
        var stops = [Stop]()
        for f in route.features {
            switch f.kind {
            case .trafficSignals: stops.append(Stop(offset: f.offset, kind: .trafficSignal(f.coordinate)))
            case .stop: stops.append(Stop(offset: f.offset, kind: .stopSign))
            default: break
            }
        }
        for leg in route.legs.dropLast() { stops.append(Stop(offset: leg.endOffset, kind: .waypoint)) }
        for h in holds { stops.append(Stop(offset: h, kind: .hold)) }
        stops.append(Stop(offset: route.length, kind: .destination))
        return stops.sorted { $0.offset < $1.offset }
    }

    /// A plain path at one speed that ends in a hold (a detour).
    init(detour geometry: Polyline, speed: MetersPerSecond) {
        let v = max(Self.minimumTarget, speed)
        self.init(geometry: geometry, targets: Targets(spans: [(0, v)], drops: [], top: v),
                  stops: [Stop(offset: geometry.length, kind: .hold)], routeStops: nil,
                  curves: Self.curveConstraints(geometry), base: nil)
    }

    private init(geometry: Polyline, targets: Targets, stops: [Stop], routeStops: [Stop]?, curves: [Constraint],
                 base: SpeedBreaks?) {
        self.geometry = geometry
        self.base = base
        spans = targets.spans
        drops = targets.drops
        self.stops = stops
        self.routeStops = routeStops
        self.curves = curves
        lookahead = targets.top * targets.top / (2 * VehicleDynamics.plannedDeceleration) + Self.lookaheadMargin
    }

    /// Used where a route has no segments.
    static let fallbackLimit: KilometersPerHour = 50
    /// A target below this would never get the vehicle anywhere (a jam still creeps at walking pace).
    static let minimumTarget: MetersPerSecond = 1.5
    static let lookaheadMargin: Meters = 50
    /// Turns below this deflection are not curves.
    static let minimumDeflection: Degrees = 3
    /// The corner is cut over at most this distance either side of the vertex.
    static let maxCornerReach: Meters = 15

    /// The target speed at an offset.
    /// - Complexity: O(log spans).
    func targetSpeed(at offset: Meters) -> MetersPerSecond { spans[spanIndex(at: offset)].speed }

    /// The span an offset lies in: the last whose start is at or before it (the first for an offset before all).
    /// - Complexity: O(log spans).
    func spanIndex(at offset: Meters) -> Int { BinarySearch.lastIndex(spans.indices) { spans[$0].start <= offset } }

    /// `targetSpeed(at:)`, walking on from the span `hint` when the offset is not before it (the last span whose
    /// start is at or before the offset, as the binary search finds: the starts ascend), and leaving the span found
    /// in `hint`. The vehicle asks several times a sample and only moves on, and traffic makes a path of hundreds of
    /// spans, so this is a compare or two where the search was ten steps.
    /// - Complexity: O(spans passed since the hint), O(log spans) for an offset before it.
    func targetSpeed(at offset: Meters, hint: inout Int) -> MetersPerSecond {
        spans[BinarySearch.lastIndex(spans.indices, from: &hint) { spans[$0].start <= offset }].speed
    }

    /// Curve speeds at the geometry's vertices: a circular arc tangent to both segments at `reach` from the vertex
    /// has radius `reach / tan(deflection / 2)`; the speed is `sqrt(lateralAcceleration × radius)`.
    /// - Complexity: O(points).
    static func curveConstraints(_ line: Polyline) -> [Constraint] {
        let pts = line.coordinates, cum = line.cumulative
        guard pts.count >= 3 else { return [] }
        var out = [Constraint]()
        var prev = 0
        for i in 1..<(pts.count - 1) {
            let lenIn = cum[i] - cum[prev]
            guard lenIn > 0.01 else { continue }
            var next = i + 1
            while next < pts.count - 1 && cum[next] - cum[i] < 0.01 { next += 1 }
            let lenOut = cum[next] - cum[i]
            guard lenOut > 0.01 else { prev = i; continue }
            let deflection = abs(Angle.turn(from: pts[prev].bearing(to: pts[i]), to: pts[i].bearing(to: pts[next])))
            prev = i
            guard deflection >= minimumDeflection else { continue }
            let reach = min(lenIn, lenOut, maxCornerReach * 2) / 2
            let half = Angle.radians(min(deflection, 170) / 2)
            let radius = reach / tan(half)
            let v = max(VehicleDynamics.minimumCornerSpeed, (VehicleDynamics.lateralAcceleration * radius).squareRoot())
            if v < 60 { out.append(Constraint(offset: cum[i], speed: v)) }
        }
        return out
    }
}
