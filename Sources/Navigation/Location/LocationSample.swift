import Geo
import Routing

/// One timestamped position fix, from a simulated vehicle, a recorded trace or a live receiver.
public struct LocationSample: Sendable, Hashable {
    /// Time on the source's clock (for simulated drives: seconds since the start).
    public var time: Seconds
    public var coordinate: Coordinate
    /// Ground speed, when the source knows it (the navigator derives it from progress otherwise).
    public var speed: MetersPerSecond?
    /// Direction of travel, clockwise from true north.
    public var course: Degrees?
    /// Radius of 68 % confidence around `coordinate`.
    public var horizontalAccuracy: Meters?

    public init(time: Seconds, coordinate: Coordinate, speed: MetersPerSecond? = nil, course: Degrees? = nil,
                horizontalAccuracy: Meters? = nil) {
        self.time = time
        self.coordinate = coordinate
        self.speed = speed
        self.course = course
        self.horizontalAccuracy = horizontalAccuracy
    }
}

/// A source of location samples in time order: the simulated vehicle, a trace replay, a live receiver.
///
/// Sources are values: the run loop owns one (`var source`) and calls `next()` once per tick;
/// `nil` means the source has ended. Sources never sleep: pacing against the wall clock is the run
/// loop's business (see `PacedLocationSource`).
public protocol LocationSource {
    /// The next sample, or nil when the source has no more.
    mutating func next() -> LocationSample?
    /// Called when the navigator adopts a new route (after a reroute). Sources that follow a route
    /// (the simulated vehicle) switch to it; recorded and live sources ignore it (the default).
    mutating func adopt(route: Route)
    /// For a source fed by a receiver on its own schedule: whether a sample (or the end of the stream) has arrived
    /// and `next()` would return at once. Nil (the default) for sources the run loop paces.
    var hasArrivedSample: Bool? { get }
}

extension LocationSource {
    public mutating func adopt(route: Route) {}
    public var hasArrivedSample: Bool? { nil }
}

/// A source whose playback a user controls: the run loop waits `interval / speedMultiplier` of wall time
/// between samples, and reads these values every tick so changes apply live.
public protocol PacedLocationSource: LocationSource {
    /// Sample spacing on the source's clock.
    var interval: Seconds { get }
    /// How much faster than real time the run loop should go.
    var speedMultiplier: Double { get set }
    /// While paused, samples keep coming but the position holds.
    var isPaused: Bool { get set }
}
