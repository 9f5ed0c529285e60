import Geo
import MapData
import MapRender
import Navigation
import Routing
import Traffic

/// The map on screen and the drive on it, if any: the map, the router, the planned routes, and the runner that
/// steps the navigator.
///
/// A session without a drive shows only the map (gesture scripts without `route`); `drive(to:from:)` starts one.
/// The session is advanced by wall-clock time handed in by the run loop (`advance(wall:)`); it never reads a clock.
/// Samples are taken at the source's interval divided by its speed multiplier, so a 1 s interval at 2× takes a
/// sample every 0.5 s of wall time.
public final class DriveSession {
    public let map: OSMMap
    public let projected: ProjectedMap
    public let router: Router
    public let spec: DriveSpec
    /// The drive now running (nil: the session only shows the map).
    public private(set) var runner: DriveRunner?
    /// Wall-clock seconds since midnight when the session started.
    public let startTimeOfDay: Seconds
    /// Seconds since midnight when the current drive started: the session's start plus the simulated time of the
    /// drives before it, so that the clock on screen keeps running forward across "drive again" and "route here".
    public private(set) var driveStartTimeOfDay: Seconds
    /// Called with each drive the session starts after it was made (drive again, a new destination), before its
    /// first sample: where listeners on the drive's navigator are attached again (NavsimKit).
    public var onDriveStarted: ((DriveRunner) -> Void)?
    /// Wall time not yet turned into samples.
    private var pending: Seconds = 0
    /// How many drives this session has started (1 + restarts and new destinations; 0 without a drive).
    public private(set) var driveNumber: Int
    /// The speed factors the source accepts (simulation 1 … 100, replay 0.5 … 1000).
    public let multiplierRange: ClosedRange<Double>
    /// The current plan: its main route and alternatives, and how to build a fresh runner for it ("drive again").
    private var plan: (routes: [Route], makeRunner: () -> DriveRunner)?

    /// Plans the drive (`DriveRunner.plan`: search texts resolved by `resolve`, by default with the map's offline
    /// search, then routed with the spec's alternatives).
    /// - Throws: `DriveError` with a readable description.
    /// - Parameter traffic: the traffic world (its model is also set on the router); nil drives without traffic.
    public convenience init(map: OSMMap, spec: DriveSpec, router: Router? = nil, startTimeOfDay: Seconds,
                resolve: ((String) -> Coordinate?)? = nil, traffic: TrafficModel? = nil) throws(DriveError) {
        let router = router ?? Router(network: map.network)
        let context = traffic.map { TrafficContext(model: $0, startTime: startTimeOfDay) }
        if let traffic { router.traffic = traffic }
        let routes = try DriveRunner.plan(spec: spec, map: map, provider: router, resolve: resolve, traffic: context)
        let main = routes[0], network = map.network
        self.init(map: map, router: router, spec: spec, routes: routes, startTimeOfDay: startTimeOfDay,
                  multiplierRange: SimulationOptions.multiplierRange, makeRunner: {
                      let runner = DriveRunner(route: main, simulation: spec.simulation, navigation: spec.navigation,
                                               provider: router, network: network)
                      if let context { runner.attach(traffic: context) }
                      return runner
                  })
    }

    /// The traffic world of the drive (nil without traffic): the router's model.
    public var traffic: TrafficModel? { router.traffic }

    /// A session on any location source (a replayed trace, live GPS): `makeRunner` builds the runner, now and for
    /// "drive again"; `routes` are the planned route and its alternatives as shown before departure.
    public init(map: OSMMap, router: Router, spec: DriveSpec, routes: [Route],
                startTimeOfDay: Seconds, multiplierRange: ClosedRange<Double>, makeRunner: @escaping () -> DriveRunner) {
        self.multiplierRange = multiplierRange
        self.map = map
        self.projected = ProjectedMap(map)
        self.router = router
        self.spec = spec
        self.startTimeOfDay = startTimeOfDay
        driveStartTimeOfDay = startTimeOfDay
        plan = (routes, makeRunner)
        driveNumber = 1
        runner = makeRunner()
    }

    /// A session that only shows the map: no drive until `drive(to:from:)` starts one.
    public init(mapOnly map: OSMMap, router: Router? = nil, startTimeOfDay: Seconds = 12 * 3600) {
        self.map = map
        self.projected = ProjectedMap(map)
        self.router = router ?? Router(network: map.network)
        spec = DriveSpec(name: "map only", waypoints: [])
        self.startTimeOfDay = startTimeOfDay
        driveStartTimeOfDay = startTimeOfDay
        multiplierRange = SimulationOptions.multiplierRange
        driveNumber = 0
        runner = nil
        plan = nil
    }

    /// The navigation snapshot of the drive (nil without a drive).
    public var state: NavigationState? { runner?.state }
    /// The route being driven (nil without a drive).
    public var route: Route? { runner?.navigator.route }
    /// True when there is no drive, or it is over.
    public var isFinished: Bool { runner?.isFinished ?? true }
    /// The main route as planned and its alternatives (shown before departure); empty without a drive.
    public var plannedRoutes: [Route] { plan?.routes ?? [] }

    public var speedMultiplier: Double {
        get { runner?.speedMultiplier ?? 1 }
        set { runner?.speedMultiplier = max(multiplierRange.lowerBound, min(multiplierRange.upperBound, newValue)) }
    }

    /// Speed alert thresholds that replace the route's own, for this drive and the ones after it (the settings'
    /// `speedAlert*`); nil keeps the route's.
    public var speedAlerts: SpeedAlertThresholds? {
        didSet { runner?.navigator.options.speedAlerts = speedAlerts ?? spec.navigation.speedAlerts }
    }

    public var isPaused: Bool {
        get { runner?.isPaused ?? false }
        set { runner?.isPaused = newValue }
    }

    /// The wall time until the next sample is due (nil when the drive is over or the source is unpaced).
    public var timeUntilNextSample: Seconds? {
        guard let runner, !runner.isFinished, let d = runner.wallDelay else { return nil }
        return max(0, d - pending)
    }

    /// Advances by `wall` seconds of wall time and returns the events of every sample taken, in order.
    /// - Complexity: O(samples due); at most `maxSamplesPerAdvance` per call so a long stall cannot freeze the screen.
    public func advance(wall: Seconds) -> [NavigationEvent] {
        guard wall > 0, let runner, !runner.isFinished else { return [] }
        var events = [NavigationEvent]()
        var taken = 0
        if runner.source.hasArrivedSample != nil {
            // A live receiver: every fix that has arrived, as it arrived.
            while runner.source.hasArrivedSample == true, taken < Self.maxSamplesPerAdvance, let e = runner.step() {
                events += e
                taken += 1
            }
            return events
        }
        pending += wall
        while let delay = runner.wallDelay, pending >= delay, taken < Self.maxSamplesPerAdvance {
            pending -= delay
            taken += 1
            guard let e = runner.step() else { break }
            events += e
        }
        if taken == Self.maxSamplesPerAdvance { pending = 0 }
        return events
    }

    /// Ends the drive: the session shows only the map until `drive(to:from:)` starts another.
    public func stop() {
        guard runner != nil else { return }
        driveStartTimeOfDay += runner?.state.time ?? 0
        runner = nil
        plan = nil
        pending = 0
    }

    /// Takes exactly one sample now, whatever the pacing (single-step and headless use).
    public func step() -> [NavigationEvent] { runner?.step() ?? [] }

    /// Starts the current plan again from its start (the clock runs on).
    public func restart() {
        guard let plan else { return }
        start(plan.makeRunner(), routes: plan.routes, makeRunner: plan.makeRunner, keepsPause: false)
    }

    /// Replaces the drive, keeping the speed (and the pause when `keepsPause`), and moves the drive's start time
    /// on by the time driven.
    func start(_ newRunner: DriveRunner, routes: [Route], makeRunner: @escaping () -> DriveRunner, keepsPause: Bool) {
        let multiplier = speedMultiplier, paused = keepsPause && isPaused
        driveStartTimeOfDay += runner?.state.time ?? 0
        runner = newRunner
        newRunner.speedMultiplier = multiplier
        newRunner.isPaused = paused
        if let speedAlerts { newRunner.navigator.options.speedAlerts = speedAlerts }
        plan = (routes, makeRunner)
        pending = 0
        driveNumber += 1
        onDriveStarted?(newRunner)
    }

    /// Upper bound of samples per `advance` call (100× speed at 50 ms intervals over one 30 fps frame is ~70).
    public static let maxSamplesPerAdvance = 200
}
