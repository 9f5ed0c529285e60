import Geo
import Navigation
import NavApp
import Routing

/// The navigator of a `NavigationView` (the Google Navigation SDK's `GMSNavigator`, HERE's `Navigator`):
/// destinations, guidance state, the simulated vehicle, and listeners for the navigation events.
///
/// It wraps the view's drive session; each drive it starts runs a `Navigation.Navigator`, whose event stream is the
/// one the listeners hear. Listeners adopt any of Navigation's listener protocols (`RouteProgressListener`,
/// `ManeuverNotificationListener`, `ArrivalListener`, `NavigationEventListener`, …); they are held weakly and stay
/// attached across new destinations and "drive again".
public final class EmbeddedNavigator {
    let core: NavAppCore
    private var listeners: [WeakListener] = []

    private struct WeakListener {
        weak var object: AnyObject?
    }

    init(core: NavAppCore) {
        self.core = core
        core.session.onDriveStarted = { [weak self] runner in self?.attach(to: runner.navigator) }
    }

    // MARK: Listeners

    /// Adds a listener for every listener protocol of Navigation it adopts; held weakly.
    public func addListener(_ listener: AnyObject) {
        listeners.removeAll { $0.object == nil || $0.object === listener }
        listeners.append(WeakListener(object: listener))
        core.session.runner?.navigator.addListener(listener)
    }

    /// Removes a listener added with `addListener(_:)`.
    public func removeListener(_ listener: AnyObject) {
        listeners.removeAll { $0.object == nil || $0.object === listener }
        core.session.runner?.navigator.removeListener(listener)
    }

    /// A new drive's navigator gets every listener before its first sample.
    private func attach(to navigator: Navigator) {
        listeners.removeAll { $0.object == nil }
        for l in listeners { if let o = l.object { navigator.addListener(o) } }
    }

    // MARK: Destinations and guidance

    /// True while a drive runs and has not arrived.
    public var isGuidanceActive: Bool { core.session.state.map { !$0.hasArrived } ?? false }

    /// The route being followed (nil without destinations).
    public var route: Route? { core.session.route }

    /// The navigation snapshot after the last sample: progress, the next maneuvers, road, limit, alerts (nil without
    /// destinations).
    public var state: NavigationState? { core.session.state }

    /// Routes from the vehicle (or from `origin`, or the map's centre on screen, when nothing drives) through
    /// `destinations` in order and starts guiding along it with the simulated vehicle; the camera follows.
    /// - Throws: `RoutingError` when no route joins them (the drive before goes on).
    public func setDestinations(_ destinations: [Coordinate], from origin: Coordinate? = nil) throws(RoutingError) {
        try core.session.drive(through: destinations, from: origin ?? core.state.camera.centre)
        core.dispatch(.follow)
    }

    /// Stops guidance: the view shows only the map until `setDestinations` is called again.
    public func clearDestinations() {
        // The camera stays where the vehicle was, free (a map with nothing to follow).
        var camera = core.state.camera
        if let s = core.session.state { camera.centre = DriveSession.vehicle(s).0 }
        core.session.stop()
        core.dispatch(.moveCamera(camera))
    }

    // MARK: The simulated vehicle

    /// Pauses the vehicle (samples keep coming; it holds its position).
    public var isPaused: Bool {
        get { core.session.isPaused }
        set { if newValue != core.session.isPaused { core.dispatch(.togglePause) } }
    }

    /// The simulation's speed factor, 1 … 100 (clamped).
    public var speedMultiplier: Double {
        get { core.session.speedMultiplier }
        set { core.session.speedMultiplier = newValue }
    }

    /// Advances the drive by `seconds` of wall time (paced by the speed factor), as the terminal host's loop does
    /// each turn; returns the events, which the listeners heard too. For headless embedders and tests.
    @discardableResult
    public func advance(by seconds: Seconds) -> [NavigationEvent] { core.tick(wall: seconds) }

    /// Drives ahead without pacing until `fraction` (0 … 1) of the route is behind the vehicle or the drive ends.
    public func simulate(toFraction fraction: Double) { core.seek(to: .fraction(fraction)) }
}
