import Geo
import MapData
import Navigation
import Routing

extension DriveSession {
    /// Starts a new drive from where the vehicle is now (heading as it drives) to `destination`, keeping the speed
    /// and pause state. The session's route overlay changes with `driveNumber`.
    /// - Throws: `RoutingError` when there is no route.
    @discardableResult
    public func drive(to destination: Coordinate) throws -> Route {
        let (position, heading) = ScreenComposer.vehicle(state)
        let request = RouteRequest(waypoints: [position, destination], profile: spec.profile, alternatives: .none,
                                   startHeading: heading)
        guard let route = try router.routes(for: request).first else {
            throw RoutingError.noRoute(fromIndex: 0, toIndex: 1)
        }
        let multiplier = speedMultiplier, paused = isPaused
        runner = DriveRunner(route: route, simulation: spec.simulation, navigation: spec.navigation,
                             provider: router, network: map.network)
        runner.speedMultiplier = multiplier
        runner.isPaused = paused
        driveNumber += 1
        return route
    }

    /// A session that only shows the map: a short drive near the map's middle that stays paused (scripts without
    /// `route`). Tries a few short hops until the router finds one.
    /// - Throws: `DriveError` / `RoutingError` when no hop routes (a map without roads).
    public static func mapOnly(map: OSMMap, startTimeOfDay: Seconds = 12 * 3600) throws -> DriveSession {
        let middle = map.bounds.center
        var lastError: any Error = RoutingError.noRoute(fromIndex: 0, toIndex: 1)
        for distance in [150.0, 400, 1000] {
            for bearing in [90.0, 0, 270, 180] {
                let spec = DriveSpec(name: "map only", waypoints: [.coordinate(middle),
                                                                   .coordinate(middle.destination(distance: distance, bearing: bearing))])
                do {
                    let session = try DriveSession(map: map, spec: spec, startTimeOfDay: startTimeOfDay)
                    guard session.route.length > 1 else { continue }
                    session.isPaused = true
                    _ = session.step()  // the departure announcement, before anything is on screen
                    return session
                } catch {
                    lastError = error
                }
            }
        }
        throw lastError
    }
}
