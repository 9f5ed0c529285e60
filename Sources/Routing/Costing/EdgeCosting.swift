import Geo
import MapData

/// How one profile values the network: which edges a vehicle may use, the time and search weight of each,
/// and the cost of each turn.
///
/// Search weights are integers so that the fast search and the reference Dijkstra agree exactly:
/// milliseconds for `car` and `truck`, centimetres for `shortest`.
struct EdgeCosting: Sendable {
    /// May a vehicle of this profile drive an edge?
    enum Use: UInt8, Sendable {
        case forbidden
        case allowed
        /// `access=destination`: only to reach a start or end inside it (see `destinationEntryPenalty`).
        case destinationOnly
    }

    // Turn costs (seconds). Values in the range OSRM's car.lua and Valhalla's auto costing use.
    /// A 90° turn to the side traffic keeps to (right where traffic keeps right).
    static let nearSideTurn: Seconds = 4
    /// A 90° turn across oncoming traffic (left where traffic keeps right).
    static let farSideTurn: Seconds = 8
    /// Turning back onto the same road (dead ends, or where no other move is allowed).
    static let uTurn: Seconds = 30
    /// Turns flatter than this are "straight on" and cost nothing.
    static let straightTolerance: Degrees = 10
    /// Waiting at traffic signals, on average (OSRM car.lua `traffic_signal_penalty = 2`..`10`; we take the urban mean).
    static let trafficSignal: Seconds = 10
    /// Entering an `access=destination` road from a through road. Large enough that through traffic avoids such
    /// roads; a route that starts or ends inside one still reaches it (the penalty is paid once, not counted as time).
    static let destinationEntryPenalty: Seconds = 3600
    /// Heavy goods vehicles' speed cap (the common national limit for trucks over 3.5 t, e.g. Germany's StVO §3).
    static let truckMaxSpeed: KilometersPerHour = 80
    /// Distance over which an edge's start and end bearings are measured (smooths digitising noise).
    static let bearingSampleLength: Meters = 12

    let profile: RoutingProfile
    let drivingSide: DrivingSide
    /// Per edge: may it be used.
    let use: [Use]
    /// Per edge: seconds to drive it, traffic signals included.
    let seconds: [Seconds]
    /// Per edge: the integer search weight (ms or cm).
    let weight: [Int32]
    /// Per edge: bearing leaving the source and arriving at the target.
    let startBearing: [Float]
    let endBearing: [Float]
    /// Per edge: driving speed in km/h.
    let speed: [Float]

    var byDistance: Bool { if case .shortest = profile { return true } else { return false } }

    /// From columns already checked (built below, or read from a compiled map's `PROF` section).
    init(profile: RoutingProfile, drivingSide: DrivingSide, use: [Use], seconds: [Seconds], weight: [Int32],
         startBearing: [Float], endBearing: [Float], speed: [Float]) {
        self.profile = profile
        self.drivingSide = drivingSide
        self.use = use
        self.seconds = seconds
        self.weight = weight
        self.startBearing = startBearing
        self.endBearing = endBearing
        self.speed = speed
    }

    init(network: RoadNetwork, profile: RoutingProfile, drivingSide: DrivingSide = .right) {
        let n = network.edges.count
        var use = [Use](repeating: .forbidden, count: n)
        var seconds = [Seconds](repeating: 0, count: n)
        var weight = [Int32](repeating: 0, count: n)
        var startBearing = [Float](repeating: 0, count: n)
        var endBearing = [Float](repeating: 0, count: n)
        var speed = [Float](repeating: 0, count: n)
        let byDistance: Bool
        if case .shortest = profile { byDistance = true } else { byDistance = false }
        for i in 0..<n {
            let e = network.edges[i]
            let road = network.roads[Int(e.road)]
            use[i] = Self.use(of: e, road: road, profile: profile)
            var kmh = road.freeFlowSpeed(forward: e.isForward)
            if case .truck = profile { kmh = min(kmh, Self.truckMaxSpeed) }
            speed[i] = Float(kmh)
            let signals = Self.signalCount(on: i, network: network)
            let t = e.length / UnitConversion.mps(fromKmh: kmh) + Double(signals) * Self.trafficSignal
            seconds[i] = t
            weight[i] = byDistance ? Self.centimetres(e.length) : Self.milliseconds(t)
            let shape = network.shape(of: i)
            startBearing[i] = Float(Self.bearing(shape, fromEnd: false))
            endBearing[i] = Float(Self.bearing(shape, fromEnd: true))
        }
        self.init(profile: profile, drivingSide: drivingSide, use: use, seconds: seconds, weight: weight,
                  startBearing: startBearing, endBearing: endBearing, speed: speed)
    }

    @inline(__always) static func milliseconds(_ s: Seconds) -> Int32 { rounded(s * 1000) }
    static func centimetres(_ m: Meters) -> Int32 { rounded(m * 100) }

    /// `x` rounded half away from zero and clamped to 0...1e9 (NaN to 0), as `Int32(min(1e9, max(0, x.rounded())))`:
    /// clamped first, then rounded without libm's `round` call (traffic costs one per edge it evaluates); for
    /// `x ≥ 0` the fraction `x − ⌊x⌋` is exact.
    @inline(__always) private static func rounded(_ x: Double) -> Int32 {
        let c = min(1e9, max(0, x))
        let i = Int32(c)
        return c - Double(i) >= 0.5 ? i + 1 : i
    }

    /// Whether the profile may drive an edge: one-way direction, access, and for trucks `VehicleRestriction.closes`.
    static func use(of e: Edge, road: Road, profile: RoutingProfile) -> Use {
        switch road.oneway {
        case .forward where !e.isForward: return .forbidden
        case .backward where e.isForward: return .forbidden
        default: break
        }
        if case let .truck(spec) = profile {
            if VehicleRestriction.closes(road, to: spec) { return .forbidden }
        }
        switch road.access {
        case .yes: return .allowed
        case .destination: return .destinationOnly
        case .private, .no: return .forbidden
        }
    }

    /// Traffic signals that apply when driving an edge. A signal at the edge's source vertex is counted by the
    /// edge that arrives there instead (when one lists it), so a junction's signal is paid once.
    static func signalCount(on edge: Int, network: RoadNetwork) -> Int {
        let e = network.edges[edge]
        var count = 0
        for f in network.features(on: edge) {
            let p = network.pointFeatures[Int(f.feature)]
            guard p.kind == .trafficSignals, applies(p.direction, forward: e.isForward) else { continue }
            if f.offset < 0.5 {
                let listedByIncoming = network.incoming(e.source).contains { inc in
                    network.features(on: Int(inc)).contains { $0.feature == f.feature }
                }
                if listedByIncoming { continue }
            }
            count += 1
        }
        return count
    }

    /// Does a feature tagged with `direction` apply to travel along (`forward`) or against the way's node order?
    static func applies(_ direction: FeatureDirection, forward: Bool) -> Bool {
        switch direction {
        case .both: true
        case .forward: forward
        case .backward: !forward
        }
    }

    /// The bearing at one end of an edge's geometry, measured over `bearingSampleLength`.
    static func bearing(_ shape: EdgeShape, fromEnd: Bool) -> Degrees {
        let pts = fromEnd ? Array(shape.reversed()) : Array(shape)
        guard pts.count >= 2 else { return 0 }
        let origin = pts[0]
        var travelled: Meters = 0
        var far = pts[1]
        for k in 1..<pts.count {
            far = pts[k]
            travelled += pts[k - 1].distance(to: pts[k])
            if travelled >= bearingSampleLength { break }
        }
        if origin == far { return 0 }
        let b = origin.bearing(to: far)
        return fromEnd ? Angle.normalized(b + 180) : b
    }

    /// The signed turn angle from edge `a` into edge `b` (positive = right), in -180 ... 180.
    func turnAngle(from a: Int, to b: Int) -> Degrees {
        Angle.turn(from: Double(endBearing[a]), to: Double(startBearing[b]))
    }

    /// Seconds a turn costs: nothing straight on, near-side/far-side scaled by the angle (×1 at 90°, ×2 at 180°),
    /// a fixed cost for a U-turn onto the reverse edge.
    func turnSeconds(from a: Int, to b: Int, isUTurn: Bool) -> Seconds {
        if isUTurn { return Self.uTurn }
        let angle = turnAngle(from: a, to: b)
        let magnitude = abs(angle)
        if magnitude < Self.straightTolerance { return 0 }
        let nearSide = (angle > 0) == (drivingSide == .right)
        return (nearSide ? Self.nearSideTurn : Self.farSideTurn) * magnitude / 90
    }

    /// The integer search weight of a turn (zero for `shortest`, which ranks by distance only).
    func turnWeight(from a: Int, to b: Int, isUTurn: Bool) -> Int32 {
        byDistance ? 0 : Self.milliseconds(turnSeconds(from: a, to: b, isUTurn: isUTurn))
    }

    /// The search weight of the destination-entry penalty.
    var destinationPenaltyWeight: Int32 {
        byDistance ? Self.centimetres(100_000) : Self.milliseconds(Self.destinationEntryPenalty)
    }
}
