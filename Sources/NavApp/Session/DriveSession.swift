import Geo
import MapData
import MapRender
import Navigation
import Routing

/// A drive on screen: the map, the router, the planned routes, and the runner that steps the navigator.
///
/// The session is advanced by wall-clock time handed in by the run loop (`advance(wall:)`); it never reads a clock.
/// Samples are taken at the source's interval divided by its speed multiplier, so a 1 s interval at 2× takes a
/// sample every 0.5 s of wall time.
public final class DriveSession {
    public let map: OSMMap
    public let projected: ProjectedMap
    public let router: Router
    public let spec: DriveSpec
    /// The route request the drive started from (replayed by `restart`).
    public let request: RouteRequest
    /// The main route as first planned and its alternatives (shown before departure).
    public let plannedRoutes: [Route]
    public internal(set) var runner: DriveRunner
    /// Wall-clock seconds since midnight when the drive started (arrival times on screen count from it).
    public let startTimeOfDay: Seconds
    /// Wall time not yet turned into samples.
    private var pending: Seconds = 0
    /// How many drives this session has started (1 + restarts).
    public internal(set) var driveNumber = 1
    /// The speed factors the source accepts (simulation 1 … 100, replay 0.5 … 1000).
    public let multiplierRange: ClosedRange<Double>
    /// Builds a fresh runner for "drive again" (a new simulated vehicle, or the replay from its start).
    private let makeRunner: () -> DriveRunner

    /// Plans the drive. Search-text waypoints are resolved by `resolve`, by default with the map's offline search
    /// (the best hit nearest the map's centre, as `navsim route` and `navsim drive` do).
    /// Throws `DriveError`/`RoutingError` with a readable description.
    public init(map: OSMMap, spec: DriveSpec, router: Router? = nil, startTimeOfDay: Seconds,
                resolve: ((String) -> Coordinate?)? = nil) throws {
        self.map = map
        self.projected = ProjectedMap(map)
        let router = router ?? Router(network: map.network)
        self.router = router
        self.spec = spec
        let places = PlaceResolver(map: map)
        let request = try spec.request { resolve?($0) ?? places.resolve($0) }
        self.request = request
        let routes = try router.routes(for: request)
        guard let main = routes.first else { throw RoutingError.noRoute(fromIndex: 0, toIndex: request.waypoints.count - 1) }
        self.plannedRoutes = routes
        self.startTimeOfDay = startTimeOfDay
        let network = map.network
        makeRunner = {
            DriveRunner(route: main, simulation: spec.simulation, navigation: spec.navigation, provider: router, network: network)
        }
        multiplierRange = SimulationOptions.multiplierRange
        self.runner = makeRunner()
    }

    /// A session on any location source (a replayed trace, live GPS): `makeRunner` builds the runner, now and for
    /// "drive again"; `routes` are the planned route and its alternatives as shown before departure.
    public init(map: OSMMap, router: Router, spec: DriveSpec, request: RouteRequest, routes: [Route],
                startTimeOfDay: Seconds, multiplierRange: ClosedRange<Double>, makeRunner: @escaping () -> DriveRunner) {
        self.multiplierRange = multiplierRange
        self.map = map
        self.projected = ProjectedMap(map)
        self.router = router
        self.spec = spec
        self.request = request
        self.plannedRoutes = routes
        self.startTimeOfDay = startTimeOfDay
        self.makeRunner = makeRunner
        self.runner = makeRunner()
    }

    public var state: NavigationState { runner.state }
    public var route: Route { runner.navigator.route }
    public var isFinished: Bool { runner.isFinished }

    public var speedMultiplier: Double {
        get { runner.speedMultiplier }
        set { runner.speedMultiplier = max(multiplierRange.lowerBound, min(multiplierRange.upperBound, newValue)) }
    }

    public var isPaused: Bool {
        get { runner.isPaused }
        set { runner.isPaused = newValue }
    }

    /// The wall time until the next sample is due (nil when the drive is over or the source is unpaced).
    public var timeUntilNextSample: Seconds? {
        guard !runner.isFinished, let d = runner.wallDelay else { return nil }
        return max(0, d - pending)
    }

    /// Advances by `wall` seconds of wall time and returns the events of every sample taken, in order.
    /// - Complexity: O(samples due); at most `maxSamplesPerAdvance` per call so a long stall cannot freeze the screen.
    public func advance(wall: Seconds) -> [NavigationEvent] {
        guard wall > 0, !runner.isFinished else { return [] }
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

    /// Takes exactly one sample now, whatever the pacing (single-step and headless use).
    public func step() -> [NavigationEvent] { runner.step() ?? [] }

    /// Starts the same drive again from the start.
    public func restart() {
        let multiplier = speedMultiplier
        runner = makeRunner()
        runner.speedMultiplier = multiplier
        pending = 0
        driveNumber += 1
    }

    /// Upper bound of samples per `advance` call (100× speed at 50 ms intervals over one 30 fps frame is ~70).
    public static let maxSamplesPerAdvance = 200
}
