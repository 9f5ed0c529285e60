import Geo
import MapData
import Routing
import Text

/// Why a drive did not reach its destination.
public enum DriveError: Error, Sendable, CustomStringConvertible {
    /// A route file could not be read or decoded: the one reader error shape, naming the file and the field path
    /// (`simulation.noise`) or, for JSON that does not parse, the reason.
    case badRouteFile(SourceError)
    /// A search-text waypoint matched nothing on the map.
    case unresolvedWaypoint(index: Int, text: String)
    /// The router could not plan the drive.
    case noRoute(RoutingError)
    /// The location source ended before the destination.
    case sourceEnded(time: Seconds)
    /// The destination was not reached within the time limit (a missed turn without reroute, say).
    case timeLimit(Seconds)

    /// One sentence, with control characters removed (file names and fields come from user data).
    public var description: String { EventFormatter.sanitize(text) }

    private var text: String {
        switch self {
        case let .badRouteFile(e): e.description
        case let .unresolvedWaypoint(i, text): "waypoint \(i + 1) \"\(text)\" matches no road or place on the map"
        case let .noRoute(e): e.description
        case let .sourceEnded(t): "the location source ended at t = \(Int(t)) s, before the destination"
        case let .timeLimit(t): "the destination was not reached within \(Int(t)) s of simulated time"
        }
    }
}

/// What a finished drive did.
public struct DriveSummary: Sendable, Hashable {
    public var duration: Seconds
    public var samples: Int
    public var events: Int
    public var distance: Meters
    public var reroutes: Int
}

/// Couples a location source and a navigator: each `step()` takes one sample, runs the navigator and hands a
/// reroute back to the source. Headless runs call `runToArrival`; a UI loop calls `step()` itself, waiting
/// `wallDelay` of wall time between steps (which follows the source's live speed multiplier and pause):
///
/// ```swift
/// let runner = try DriveRunner.make(spec: try RouteFile.load(path: "Routes/demo.json"), map: map, provider: router)
/// while let events = runner.step() {            // one sample: events in the documented order
///     for e in events { app.apply(e) }          // or listeners: the same stream
///     render(runner.state)                      // NavigationState: progress, maneuvers, speed, limit, alert, ...
///     try await clock.sleep(for: .seconds(runner.wallDelay ?? 0))   // the run loop's clock, never the simulation's
///     runner.speedMultiplier = ui.multiplier    // 1 ... 100, live; runner.isPaused = ui.paused
/// }
/// ```
public final class DriveRunner {
    public private(set) var source: any LocationSource
    public let navigator: Navigator
    public private(set) var lastSample: LocationSample?
    public private(set) var samples = 0
    /// True once the destination is reached or the source has ended.
    public private(set) var isFinished = false

    public init(source: any LocationSource, navigator: Navigator) {
        self.source = source
        self.navigator = navigator
    }

    /// A simulated drive of a route.
    public convenience init(route: Route, simulation: SimulationOptions = SimulationOptions(),
                            navigation: NavigatorOptions = NavigatorOptions(), provider: (any RouteProvider)? = nil,
                            network: RoadNetwork? = nil) {
        self.init(source: SimulatedVehicle(route: route, options: simulation, network: network),
                  navigator: Navigator(route: route, options: navigation, provider: provider))
    }

    /// Puts the drive into a traffic world: the navigator reports incidents, reroutes around closures and updates
    /// the ETA; a simulated vehicle drives at the traffic speed. Call before the first step.
    public func attach(traffic: TrafficContext) {
        navigator.traffic = traffic
        if var vehicle = source as? SimulatedVehicle {
            vehicle.traffic = traffic
            source = vehicle
        }
    }

    /// The navigation snapshot after the last step.
    public var state: NavigationState { navigator.state }

    /// The wall time a paced run loop waits before the next step (nil for unpaced sources such as live GPS).
    public var wallDelay: Seconds? {
        guard let paced = source as? any PacedLocationSource else { return nil }
        return paced.interval / paced.speedMultiplier
    }

    /// The source's speed multiplier (1 for unpaced sources; setting it is ignored there).
    public var speedMultiplier: Double {
        get { (source as? any PacedLocationSource)?.speedMultiplier ?? 1 }
        set {
            guard var paced = source as? any PacedLocationSource else { return }
            paced.speedMultiplier = newValue
            source = paced
        }
    }

    public var isPaused: Bool {
        get { (source as? any PacedLocationSource)?.isPaused ?? false }
        set {
            guard var paced = source as? any PacedLocationSource else { return }
            paced.isPaused = newValue
            source = paced
        }
    }

    /// Changes the source in place (replay controls: single step, seek).
    public func updateSource(_ body: (inout any LocationSource) -> Void) { body(&source) }

    /// One tick: the next sample through the navigator. Returns its events, or nil when the drive is over.
    public func step() -> [NavigationEvent]? {
        guard !isFinished else { return nil }
        guard let sample = source.next() else {
            isFinished = true
            return nil
        }
        samples += 1
        lastSample = sample
        let events = navigator.update(with: sample)
        for e in events {
            switch e {
            case .rerouted(let r): source.adopt(route: r.route)
            case .destinationReached: isFinished = true
            default: break
            }
        }
        return events
    }

    /// Runs as fast as the machine allows until the destination, handing every event to `onEvent`.
    /// - Parameter timeLimit: simulated seconds after which the drive fails (default: 4 × the route's duration + 10 min).
    /// - Parameter afterStep: called after each sample's events (a paced run loop waits `wallDelay` there).
    public func runToArrival(timeLimit: Seconds? = nil, onEvent: (NavigationEvent) -> Void,
                             afterStep: () -> Void = {}) throws(DriveError) -> DriveSummary {
        let limit = timeLimit ?? (4 * navigator.route.duration + 600)
        var count = 0
        while let events = step() {
            for e in events { onEvent(e) }
            afterStep()
            count += events.count
            if navigator.state.hasArrived { break }
            if let t = lastSample?.time, t > limit { throw .timeLimit(limit) }
        }
        guard navigator.state.hasArrived else { throw .sourceEnded(time: lastSample?.time ?? 0) }
        return DriveSummary(duration: lastSample?.time ?? 0, samples: samples, events: count,
                            distance: navigator.state.odometer, reroutes: navigator.state.rerouteCount)
    }
}
