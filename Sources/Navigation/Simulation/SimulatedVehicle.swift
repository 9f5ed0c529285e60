import Foundation
import Geo
import MapData
import Routing
import Text

/// A car driving a route on a virtual clock: the first sample is at time 0 at the start, then one every `interval`.
///
/// Speed model: toward a target = limit × `driverFactor`, at most +2.5 m/s² and −3.5 m/s²; slows for curves
/// (lateral acceleration ≤ 3 m/s²) and for slower spans ahead, braking in time; stops at red signals (fixed-time
/// phases from the seed), at stop signs and waypoints; optional slowdowns; optional missed turns. After the
/// destination sample, `next()` returns nil. Same route, options and seed ⇒ the same samples.
public struct SimulatedVehicle: PacedLocationSource {
    /// The route being driven (replaced by `adopt(route:)`).
    public private(set) var route: Route
    public let options: SimulationOptions
    public var interval: Seconds { options.interval }
    /// Pacing for the run loop (1× to 100×); changes apply from the next tick.
    public var speedMultiplier: Double {
        didSet { speedMultiplier = min(SimulationOptions.multiplierRange.upperBound, max(SimulationOptions.multiplierRange.lowerBound, speedMultiplier)) }
    }
    /// While paused the samples keep coming with speed 0 and the position holding: the fix is the last one, not a
    /// new draw of GPS noise (fresh noise around a parked car would ratchet the matched position forward, and turn
    /// a heading-up map in a bend, for as long as the pause lasts).
    public var isPaused = false
    /// Time of the last sample.
    public private(set) var time: Seconds = 0
    public private(set) var speed: MetersPerSecond = 0
    /// The true (noise-free) position.
    public private(set) var position: Coordinate
    /// True after a missed turn, until a new route is adopted.
    public private(set) var isOnDetour = false
    /// True once the vehicle stands at the destination.
    public private(set) var hasArrived = false

    var path: DrivePath
    /// Distance along `path`.
    public private(set) var offset: Meters = 0
    private var tick = 0
    private var pendingDeviations: [Deviation]
    private var stopIndex = 0
    private var curveCursor = 0
    private var dropCursor = 0
    /// The span of `path` the last target speed was read from (`DrivePath.targetSpeed(at:hint:)`).
    private var spanCursor = 0
    private var standUntil: Seconds?
    /// The signal the driver has decided to stop at (kept until it turns green).
    private var committedSignal: Meters?
    private var noise: SeededGenerator
    private let signals: TrafficSignalTimer
    private let network: RoadNetwork?
    private var ended = false
    /// The last fix handed out (what a paused vehicle repeats).
    private var lastFix: Coordinate?
    /// With traffic: the vehicle keeps to its edges' traffic speed and stands before closures.
    public var traffic: TrafficContext? {
        didSet {
            trafficKey = nil
            epochWindow = nil
        }
    }
    /// The snapshot (epoch, generation) the path was last built for.
    var trafficKey: (epoch: Int, generation: Int)?
    /// The times the last sample's traffic epoch holds over (`TrafficContext.snapshotKey(at:window:)`).
    var epochWindow: EpochWindow?

    /// - Parameter network: lets a missed turn go straight on along real roads; without it the driver goes straight ahead.
    public init(route: Route, options: SimulationOptions = SimulationOptions(), network: RoadNetwork? = nil) {
        self.route = route
        self.options = options
        self.network = network
        speedMultiplier = options.speedMultiplier
        path = DrivePath(route: route, options: options)
        position = route.geometry.first ?? Coordinate(0, 0)
        pendingDeviations = options.deviations
            .filter { $0.missTurnAt > 0 && $0.missTurnAt < route.maneuvers.count - 1 }
            .sorted { route.maneuvers[$0.missTurnAt].offset < route.maneuvers[$1.missTurnAt].offset }
        noise = SeededGenerator(seed: options.seed ^ 0x6E6F_6973_6547_5053) // "noiseGPS"
        signals = TrafficSignalTimer(seed: options.seed)
    }

    public mutating func next() -> LocationSample? {
        if ended { return nil }
        if tick > 0 { advance(from: time, by: interval) }
        time = Double(tick) * interval
        applyTraffic(at: time)
        tick += 1
        if hasArrived { ended = true }
        return sample()
    }

    /// Switches to a new route (after a reroute), continuing from the closest point near its start.
    public mutating func adopt(route newRoute: Route) {
        let course = path.geometry.bearing(at: offset)
        route = newRoute
        path = DrivePath(route: newRoute, options: options)
        trafficKey = nil
        let window: ClosedRange<Meters> = 0...min(newRoute.length, Self.adoptWindow)
        offset = newRoute.geometry.closestPoint(to: position, within: window)?.offset ?? 0
        position = path.geometry.coordinate(at: offset) ?? position
        isOnDetour = false
        pendingDeviations = []
        standUntil = nil
        stopIndex = path.stops.firstIndex { $0.offset >= offset } ?? path.stops.count
        curveCursor = 0
        dropCursor = 0
        spanCursor = 0
        // A new route that leaves the other way starts with a turn on the spot (a U-turn from standstill).
        if let before = course, let after = path.geometry.bearing(at: offset),
           abs(Angle.turn(from: before, to: after)) > Self.turnAroundAngle {
            speed = 0
        }
    }

    /// A new route whose direction differs by more than this from the vehicle's makes it turn round.
    static let turnAroundAngle: Degrees = 120

    /// How far along a new route the vehicle may join it.
    static let adoptWindow: Meters = 200

    private mutating func sample() -> LocationSample {
        var c = position
        let sigma = options.noise
        if isPaused, let held = lastFix {
            c = held
        } else if sigma > 0 {
            let north = noise.nextGaussian() * sigma, east = noise.nextGaussian() * sigma
            c = LocalProjection(origin: position).unproject(Point2D(x: east, y: north))
        }
        lastFix = c
        return LocationSample(time: time, coordinate: c, speed: speed, course: path.geometry.bearing(at: offset),
                              horizontalAccuracy: sigma > 0 ? sigma : VehicleDynamics.cleanFixAccuracy)
    }

    private mutating func advance(from start: Seconds, by dt: Seconds) {
        let steps = max(1, Int((dt / VehicleDynamics.maxStep).rounded(.up)))
        let h = dt / Double(steps)
        for k in 0..<steps { step(now: start + Double(k) * h, h: h) }
        position = path.geometry.coordinate(at: offset) ?? position
    }

    private mutating func step(now: Seconds, h: Seconds) {
        if isPaused || hasArrived { speed = 0; return }
        if let until = standUntil {
            if now + h < until { speed = 0; return }
            standUntil = nil
            stopIndex += 1
        }
        if !isOnDetour, let dev = pendingDeviations.first, offset >= route.maneuvers[dev.missTurnAt].offset {
            pendingDeviations.removeFirst()
            startDetour(at: route.maneuvers[dev.missTurnAt])
        }
        var desired = path.targetSpeed(at: offset, hint: &spanCursor)
        let horizon = offset + path.lookahead
        let b = VehicleDynamics.plannedDeceleration
        // The lowest speed any curve or drop in reach allows (both lists in offset order, each with its cursor).
        while curveCursor < path.curves.count && path.curves[curveCursor].offset < offset { curveCursor += 1 }
        while dropCursor < path.drops.count && path.drops[dropCursor].offset < offset { dropCursor += 1 }
        desired = Self.lowest(path.curves, from: curveCursor, below: desired, offset: offset, horizon: horizon, ahead: speed * h)
        desired = Self.lowest(path.drops, from: dropCursor, below: desired, offset: offset, horizon: horizon, ahead: speed * h)
        var activeStop: DrivePath.Stop?
        var s = stopIndex
        while s < path.stops.count && path.stops[s].offset <= horizon {
            let stop = path.stops[s]
            let d = stop.offset - offset
            if d < -0.01 { stopIndex = s + 1; s += 1; continue }
            if mustStop(at: stop, distance: d, now: now) {
                activeStop = stop
                desired = min(desired, (2 * b * max(0, d - speed * h)).squareRoot())
                break
            }
            s += 1
        }
        let a = max(-VehicleDynamics.maxDeceleration, min(VehicleDynamics.acceleration, (desired - speed) / h))
        let v1 = max(0, speed + a * h)
        let dist = (speed + v1) / 2 * h
        if let stop = activeStop, offset + dist >= stop.offset - Self.stopSnap {
            // At the line: stand still once the brakes allow it within this step; until then brake fully, holding the line.
            let slowest = max(0, speed - VehicleDynamics.maxDeceleration * h)
            offset = min(stop.offset, offset + (speed + slowest) / 2 * h)
            speed = slowest
            if slowest == 0 {
                offset = stop.offset
                arrive(at: stop, now: now + h)
            }
            return
        }
        offset = min(path.geometry.length, offset + dist)
        speed = v1
    }

    /// The lowest of `speed` and the speeds that constraints from `k` up to `horizon` allow now: each one's speed
    /// plus what braking covers before it.
    private static func lowest(_ constraints: [DrivePath.Constraint], from k: Int, below speed: MetersPerSecond,
                               offset: Meters, horizon: Meters, ahead: Meters) -> MetersPerSecond {
        var desired = speed, k = k
        let b = VehicleDynamics.plannedDeceleration
        while k < constraints.count && constraints[k].offset <= horizon {
            let c = constraints[k]
            // Aim at where the vehicle will be after this step, so the discrete control does not lag the curve.
            let d = max(0, c.offset - offset - ahead)
            desired = min(desired, (c.speed * c.speed + 2 * b * d).squareRoot())
            k += 1
        }
        return desired
    }

    /// Within this distance of a stop line the vehicle is at it.
    static let stopSnap: Meters = 0.5

    private mutating func mustStop(at stop: DrivePath.Stop, distance d: Meters, now: Seconds) -> Bool {
        switch stop.kind {
        case .trafficSignal(let c):
            if signals.isGreen(at: c, time: now) {
                if committedSignal == stop.offset { committedSignal = nil }
                return false
            }
            if committedSignal == stop.offset { return true }
            // Too close to stop on amber/red: drive through (the dilemma zone). Otherwise commit to stopping.
            guard speed * speed / (2 * VehicleDynamics.plannedDeceleration) <= d + Self.stopSnap else { return false }
            committedSignal = stop.offset
            return true
        case .stopSign, .waypoint, .destination, .hold:
            return true
        }
    }

    private mutating func arrive(at stop: DrivePath.Stop, now: Seconds) {
        switch stop.kind {
        case .trafficSignal(let c): standUntil = signals.nextGreen(at: c, after: now)
        case .stopSign: standUntil = now + VehicleDynamics.stopSignDwell
        case .waypoint: standUntil = now + VehicleDynamics.waypointDwell
        case .destination: hasArrived = true
        case .hold: standUntil = .infinity
        }
    }

    /// Replaces the path of the current route (new traffic), keeping the position; a hold the vehicle stood at
    /// that is gone (the road reopened) releases it.
    mutating func rebuildPath(_ newPath: DrivePath) {
        path = newPath
        // Each cursor where a walk from the start stops (the path's lists are in offset order): a path in traffic has
        // a span per slowed edge, and the next step walked the spans, drops and curves from 0 after each minute's
        // rebuild. The span is found by the target speed's own search (a hint of -1).
        let at = offset
        let stops = path.stops, curves = path.curves, drops = path.drops
        stopIndex = BinarySearch.partitionPoint(stops.indices) { !(stops[$0].offset >= at - 0.01) }
        curveCursor = BinarySearch.partitionPoint(curves.indices) { curves[$0].offset < at }
        dropCursor = BinarySearch.partitionPoint(drops.indices) { drops[$0].offset < at }
        spanCursor = -1
        if standUntil == .infinity { standUntil = nil }
    }

    private mutating func startDetour(at m: Maneuver) {
        let target = path.targetSpeed(at: offset)
        let d = DetourPlanner.detour(from: m.location, heading: m.bearingBefore, avoid: m.bearingAfter, network: network)
        let speed = d.limit.map { UnitConversion.mps(fromKmh: $0 * options.driverFactor) } ?? target
        path = DrivePath(detour: d.line, speed: speed)
        offset = 0
        isOnDetour = true
        stopIndex = 0
        curveCursor = 0
        dropCursor = 0
        spanCursor = 0
        standUntil = nil
    }
}
