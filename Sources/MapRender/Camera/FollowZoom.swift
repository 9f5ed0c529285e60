import Foundation
import Geo

/// The zoom of the follow camera, as navigation apps drive it: farther out at speed (a 100 km/h road shows more ahead
/// than a 30 km/h street) and before a maneuver (the turn comes into view before it is reached), eased on the app's
/// clock with a dead band so the map does not pump with every small change of speed.
public struct FollowZoom: Sendable, Hashable {
    /// The zoom shown now.
    public private(set) var zoom: Double
    /// The zoom it is easing towards (changes only when a new target is `hysteresis` away).
    public private(set) var target: Double

    /// Town streets and anything up to `slowSpeed`: about 2.4 m per braille dot at mid latitudes.
    public static let streetZoom = 17.0
    /// Up to this speed the street zoom holds (urban limits: 30-50 km/h).
    public static let slowSpeed: KilometersPerHour = 40
    /// Never farther out than this while following (speed alone stops short of it: 130 km/h gives 15.3).
    public static let minimumZoom = 15.0
    /// Target changes smaller than this (zoom levels) are ignored: the dead band against jitter.
    public static let hysteresis = 0.25
    /// Time constant of the exponential easing, and the fastest it may move (levels per second).
    public static let timeConstant: Seconds = 1.2
    public static let maxRate = 1.0
    /// An upcoming maneuver should appear at least this far down the viewport (fraction from the top).
    public static let maneuverRow = 0.3
    /// Maneuvers are framed when they are this close, or this many seconds away at the current speed.
    public static let maneuverLookahead: Meters = 600
    public static let maneuverLookaheadTime: Seconds = 20

    /// Settled at `zoom`.
    public init(zoom: Double) {
        self.zoom = zoom
        target = zoom
    }

    /// The zoom for a speed alone: the street zoom up to `slowSpeed`, one level out per doubling above it.
    public static func speedZoom(_ speed: MetersPerSecond) -> Double {
        let kmh = max(0, speed.isFinite ? speed : 0) * 3.6
        guard kmh > slowSpeed else { return streetZoom }
        return max(minimumZoom, streetZoom - log2(kmh / slowSpeed))
    }

    /// The zoom to aim for: the speed zoom, farther out when the next maneuver (straight ahead at `maneuverDistance`,
    /// as a first approximation) would otherwise sit above `maneuverRow` of the follow camera `camera`.
    /// Only ever zooms out for a maneuver, never past `minimumZoom`.
    public static func target(speed: MetersPerSecond, maneuverDistance: Meters?, camera: Camera) -> Double {
        let bySpeed = speedZoom(speed)
        let lookahead = max(maneuverLookahead, max(0, speed) * maneuverLookaheadTime)
        guard let d = maneuverDistance, d.isFinite, d > 1, d <= lookahead, camera.height > 0 else { return bySpeed }
        // Ground distance from the anchor to the maneuver row at the camera's zoom; it halves with each level in.
        var c = camera
        c.zoom = streetZoom
        let top = Double(camera.height) * maneuverRow
        guard let there = c.unproject(cellX: c.anchorCell.x, cellY: top) else { return bySpeed }
        let reach = c.centre.distance(to: there)
        guard reach > 0 else { return bySpeed }
        let fits = streetZoom + log2(reach / d)
        return max(minimumZoom, min(bySpeed, fits))
    }

    /// Moves towards `newTarget` over `dt` seconds of the app's clock; a non-finite or huge `dt` settles at once.
    public mutating func advance(toward newTarget: Double, by dt: Seconds) {
        guard newTarget.isFinite else { return }
        if abs(newTarget - target) >= Self.hysteresis { target = newTarget }
        guard dt > 0 else { return }
        guard dt.isFinite, dt < 60 else { zoom = target; return }
        let eased = (target - zoom) * (1 - exp(-dt / Self.timeConstant))
        let step = max(-Self.maxRate * dt, min(Self.maxRate * dt, eased))
        zoom += step
        if abs(target - zoom) < 1e-3 { zoom = target }
    }
}
