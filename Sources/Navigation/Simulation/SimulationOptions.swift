import Geo

/// How a `SimulatedVehicle` drives. Every field has a default; the same options and seed give the same samples.
public struct SimulationOptions: Sendable, Hashable {
    /// Target speed = speed limit × this factor (above 1 the driver speeds).
    public var driverFactor: Double
    /// Seed of the signal phases and the GPS noise.
    public var seed: UInt64
    /// Time between samples (clamped to `SimulationOptions.intervalRange`).
    public var interval: Seconds
    /// Standard deviation of the GPS position noise, per axis (0: exact fixes).
    public var noise: Meters
    /// Turns the driver misses on purpose, to exercise off-route and reroute.
    public var deviations: [Deviation]
    /// Traffic that holds the speed down over parts of the route.
    public var slowdowns: [Slowdown]
    /// Run-loop pacing, 1× to 100× (clamped).
    public var speedMultiplier: Double

    public init(driverFactor: Double = 1.0, seed: UInt64 = 1, interval: Seconds = 1.0, noise: Meters = 0,
                deviations: [Deviation] = [], slowdowns: [Slowdown] = [], speedMultiplier: Double = 1) {
        self.driverFactor = driverFactor
        self.seed = seed
        self.interval = min(Self.intervalRange.upperBound, max(Self.intervalRange.lowerBound, interval))
        self.noise = max(0, noise)
        self.deviations = deviations
        self.slowdowns = slowdowns
        self.speedMultiplier = min(Self.multiplierRange.upperBound, max(Self.multiplierRange.lowerBound, speedMultiplier))
    }

    /// Allowed sample intervals: 50 ms (20 Hz, a fast GPS) to one minute.
    public static let intervalRange: ClosedRange<Seconds> = 0.05...60
    /// Allowed run-loop speed multipliers.
    public static let multiplierRange: ClosedRange<Double> = 1...100
}

/// A planned mistake of the simulated driver.
public struct Deviation: Sendable, Hashable {
    /// Index into the route's maneuvers: at that maneuver the driver goes straight on instead of turning.
    public var missTurnAt: Int
    public init(missTurnAt: Int) { self.missTurnAt = missTurnAt }
}

/// A stretch of the route where traffic limits the speed.
public struct Slowdown: Sendable, Hashable {
    /// Offsets along the route (metres from the start).
    public var from: Meters
    public var to: Meters
    /// The speed traffic allows there.
    public var speed: KilometersPerHour
    public init(from: Meters, to: Meters, speed: KilometersPerHour) {
        self.from = from
        self.to = to
        self.speed = speed
    }
}

/// The vehicle model's constants.
public enum VehicleDynamics {
    /// Acceleration of a brisk but ordinary driver (a family car does 0–100 km/h in about 11 s).
    public static let acceleration: Double = 2.5 // m/s²
    /// Firm braking; emergency braking reaches 8–9 m/s² on dry asphalt.
    public static let maxDeceleration: Double = 3.5 // m/s²
    /// The deceleration the driver plans with, a little below the maximum so that discrete steps keep a margin.
    public static let plannedDeceleration: Double = 3.0 // m/s²
    /// Lateral acceleration drivers accept in curves (comfort limit about 0.3 g).
    public static let lateralAcceleration: Double = 3.0 // m/s²
    /// Slowest speed through a corner (a hairpin or U-turn at walking-to-jogging pace).
    public static let minimumCornerSpeed: MetersPerSecond = 2.5
    /// Physics step; sample intervals are split into steps no longer than this.
    public static let maxStep: Seconds = 0.25
    /// Time standing at a stop sign.
    public static let stopSignDwell: Seconds = 2
    /// Time standing at an intermediate waypoint.
    public static let waypointDwell: Seconds = 3
    /// Horizontal accuracy reported by exact (noise-free) fixes: a typical open-sky GPS fix.
    public static let cleanFixAccuracy: Meters = 3
}
