import Foundation
import Geo
import MapData
import Synchronization
import Text

/// The seeded traffic world of one road network: flow per directed edge (jam factor and speed) and incidents, as
/// functions of the time of day. The map layers, the simulated vehicle, the router, the ETA and the trip bar all
/// read this one model, so they agree.
///
/// Time is the simulation's: seconds since the midnight the run starts from (`--clock HH:MM` sets the departure).
/// Readers take a `TrafficSnapshot`: the world frozen for one epoch (`epochLength`), so that everything that asks
/// within a minute sees the same numbers. A snapshot evaluates an edge's flow when it is read, so a drive pays for
/// its route's edges and a query for the edges it searches, not for the whole network every minute. Incidents can
/// be injected while running (a script staging a closure); each injection bumps `generation`, and snapshots of the
/// old generation are not reused.
///
/// Flow model (per directed edge): jam = class base × demand(t) + junction term × (½ + ½ rush) + noise × (0.8 +
/// 0.8 rush), clamped to 0 … 9.5; incidents on the edge raise it to their floor (10 = closed). Demand has a daytime
/// hump and two rush hours (08:00 and 17:30), each direction of a road weighted differently in the morning and the
/// evening (tidal flow). The noise is seeded value noise on a 10-minute lattice, smoothly interpolated, so it moves
/// slowly. Speed = free flow × (1 − 0.08 jam), at least a fifth of it; free flow is the limit or the class speed.
public final class TrafficModel: Sendable {
    public let network: RoadNetwork
    public let options: TrafficOptions
    /// Incidents from a scenario file (in addition to seeded ones, when the rate is above 0).
    public let scenario: [TrafficIncident]
    let base: [EdgeBase]
    private let state = Locked(MutableState())
    /// `state.generation`, readable without the lock: a drive's readers compare it every sample (twice), and the
    /// lock's generic path cost more than the rest of their per-sample traffic work. Written under the lock; read
    /// inline by those readers (`generation`), where a call across modules was as dear as the load.
    @usableFromInline let generationValue = Atomic<Int>(0)
    /// Seeded incidents per hour slot of their start (`TrafficModel+SeededIncidents.swift`).
    let seededSlots = Locked<[Int: [SeededIncident]]>([:])
    /// Every incident that may be active in one hour slot, in the order `incidents(at:)` gives (kept for the last
    /// slot and injection generation asked: a snapshot a minute then filters it instead of gathering and sorting).
    private let candidates = Locked<IncidentCandidates?>(nil)

    /// The active incidents of the last snapshot made and their floor table, with the times they hold for: the set
    /// changes only when an incident starts or ends, so the snapshots of the minutes between share them.
    private let lastActive = Locked<ActiveIncidents?>(nil)

    private struct IncidentCandidates: Sendable {
        var slot: Int
        var generation: Int
        var incidents: [TrafficIncident]
    }

    private struct ActiveIncidents: Sendable {
        var slot: Int
        var generation: Int
        /// The active set is `incidents` at every time in `from ..< until`.
        var from: Seconds
        var until: Seconds
        var incidents: [TrafficIncident]
        var floors: IncidentFloors
    }
    /// A snapshot per epoch is this long: flow and incidents change at most once a minute.
    public static let epochLength: Seconds = 60

    /// The epoch a time of day falls in, `⌊t / epochLength⌋`, without libm's `floor` call (drive readers ask it
    /// every sample: `Double.floorInt`).
    @inlinable public static func epoch(at t: Seconds) -> Int { (t / epochLength).floorInt }
    /// The noise lattice's spacing: the noise drifts from one value to the next over this time.
    static let noisePeriod: Seconds = 600

    @usableFromInline struct EdgeBase: Sendable {
        @usableFromInline var freeFlow: Float
        @usableFromInline var classJam: Float
        @usableFromInline var junction: Float
        @usableFromInline var biasAM: Float
        @usableFromInline var biasPM: Float

        /// The speed (km/h) at a jam factor (0 when closed).
        @inlinable @inline(__always) func speed(atJam j: Float) -> Float {
            Float(TrafficFlow.speed(freeFlow: Double(freeFlow), jamFactor: Double(j)))
        }
    }

    private struct MutableState: Sendable {
        var injected: [TrafficIncident] = []
        var generation = 0
        var cached: TrafficSnapshot?
    }

    public init(network: RoadNetwork, options: TrafficOptions = TrafficOptions(), scenario: [TrafficIncident] = []) {
        self.network = network
        self.options = options
        self.scenario = scenario
        var base = [EdgeBase]()
        base.reserveCapacity(network.edges.count)
        for i in network.edges.indices {
            let e = network.edges[i]
            let road = network.roads[Int(e.road)]
            let ff = road.freeFlowSpeed(forward: e.isForward)
            var signals = 0
            for f in network.features(on: i) where network.pointFeatures[Int(f.feature)].kind == .trafficSignals { signals += 1 }
            let degree = network.outgoing(e.target).count
            let junction = min(2, Double(signals) * 0.9) + (degree >= 4 ? 0.7 : degree >= 3 ? 0.4 : 0)
            // Tidal flow: a road's two directions share one draw, with opposite signs.
            let canonical = e.isCanonical ? i : Int(e.reverse)
            let s = TrafficHash.unit(options.seed, canonical, 0, salt: TrafficHash.biasSalt) * 2 - 1
            let sign: Double = e.isCanonical ? 1 : -1
            base.append(EdgeBase(freeFlow: Float(ff), classJam: Float(Self.classJam(road.highway)),
                                 junction: Float(junction), biasAM: Float(1 + 0.5 * s * sign),
                                 biasPM: Float(1 - 0.5 * s * sign)))
        }
        self.base = base
    }

    /// The class's share of the jam: arterials fill up, residential streets hardly.
    static func classJam(_ h: HighwayClass) -> Double {
        switch h.mainClass {
        case .motorway: 1.3
        case .trunk: 1.6
        case .primary: 2.2
        case .secondary: 2.0
        case .tertiary: 1.5
        case .unclassified: 0.8
        case .residential: 0.6
        default: 0.3
        }
    }

    /// How busy the roads are at a time of day (about 0.5 at night, 2.3 at the peak of a rush hour), before the
    /// per-direction weighting: (daytime, morning rush, evening rush).
    static func demand(at t: Seconds) -> (day: Double, am: Double, pm: Double) {
        let h = (t / 3600).truncatingRemainder(dividingBy: 24)
        let hour = h < 0 ? h + 24 : h
        func bump(_ centre: Double, _ width: Double) -> Double {
            var d = abs(hour - centre)
            if d > 12 { d = 24 - d }
            return exp(-(d / width) * (d / width))
        }
        return (bump(13, 5), bump(8, 1.1), bump(17.5, 1.4))
    }

    /// The injected incidents' generation (bumped by each `inject`).
    @inlinable public var generation: Int { generationValue.load(ordering: .acquiring) }

    /// Adds an incident while running (a script staging a closure ahead of the car).
    public func inject(_ incident: TrafficIncident) {
        state.withLock {
            $0.injected.append(incident)
            $0.generation += 1
            generationValue.store($0.generation, ordering: .releasing)
            $0.cached = nil
        }
    }

    /// The world at a time: flow on every edge and the active incidents, as at the start of the epoch.
    /// - Complexity: O(incidents) once per epoch (and generation), the last snapshot kept; each edge's flow is
    ///   evaluated when read (`EpochFlow`).
    public func snapshot(at t: Seconds) -> TrafficSnapshot {
        let epoch = Self.epoch(at: t)
        let (cached, injected, generation) = state.withLock { ($0.cached, $0.injected, $0.generation) }
        if let c = cached, c.epoch == epoch, c.generation == generation { return c }
        let snap = makeSnapshot(epoch: epoch, injected: injected, generation: generation)
        state.withLock { if $0.generation == generation { $0.cached = snap } }
        return snap
    }

    /// One edge's flow at a time (what the snapshot holds for it).
    public func flow(edge: Int, at t: Seconds) -> TrafficFlow { snapshot(at: t).flow(edge: edge) }

    private func makeSnapshot(epoch: Int, injected: [TrafficIncident], generation: Int) -> TrafficSnapshot {
        let t = Double(epoch) * Self.epochLength
        let slot = Self.seededSlotIndex(at: t)
        let kept = lastActive.withLock { a -> ActiveIncidents? in
            guard let a, a.slot == slot, a.generation == generation, a.from <= t, t < a.until else { return nil }
            return a
        }
        let active: ActiveIncidents
        if let kept {
            active = kept
        } else {
            let (incidents, until) = activeIncidents(at: t, injected: injected, generation: generation)
            active = ActiveIncidents(slot: slot, generation: generation, from: t, until: until, incidents: incidents,
                                     floors: IncidentFloors(incidents, edgeCount: base.count))
            lastActive.withLock { $0 = active }
        }
        return TrafficSnapshot(epoch: epoch, generation: generation, time: t, incidents: active.incidents,
                               field: EpochFlow(base: base, seed: options.seed, time: t, floors: active.floors))
    }

    /// Flow alone never closes a road: only a closure does.
    @inlinable static var maxFlowJam: Double { 9.5 }

    /// Active incidents at a time, in a stable order (start, then id).
    public func incidents(at t: Seconds) -> [TrafficIncident] {
        let (injected, generation) = state.withLock { ($0.injected, $0.generation) }
        return activeIncidents(at: t, injected: injected, generation: generation).incidents
    }

    /// The scenario's, the injected and the seeded incidents active at `t`, by start then id (a stable sort: equal
    /// keys keep that order, the seeded ones by road piece then slot).
    ///
    /// Worked out as the filter of every incident that may be active in `t`'s hour slot, sorted once per slot and
    /// generation: a stable sort keeps the order of the elements a filter keeps, so filtering the sorted candidates
    /// gives exactly what sorting the filtered ones gave.
    /// - Complexity: O(candidates) once the slot's are sorted.
    /// Also the first time after `t` at which one of the slot's candidates starts or ends (the set is the same until
    /// then, within the slot; `.infinity` when none does).
    private func activeIncidents(at t: Seconds, injected: [TrafficIncident], generation: Int)
        -> (incidents: [TrafficIncident], until: Seconds) {
        let all = slotCandidates(at: t, injected: injected, generation: generation)
        var until = Seconds.infinity
        for c in all {
            if c.start > t { until = min(until, c.start) } else if c.end > t { until = min(until, c.end) }
        }
        return (all.filter { $0.isActive(at: t) }, until)
    }

    /// Every incident that may be active in `t`'s hour slot, sorted by start then id (kept for the last slot and
    /// generation asked).
    private func slotCandidates(at t: Seconds, injected: [TrafficIncident], generation: Int) -> [TrafficIncident] {
        let slot = Self.seededSlotIndex(at: t)
        let kept = candidates.withLock { c -> [TrafficIncident]? in
            guard let c, c.slot == slot, c.generation == generation else { return nil }
            return c.incidents
        }
        if let kept { return kept }
        let all = (scenario + injected + seededCandidates(slot: slot)).sorted { ($0.start, $0.id) < ($1.start, $1.id) }
        candidates.withLock { $0 = IncidentCandidates(slot: slot, generation: generation, incidents: all) }
        return all
    }
}
