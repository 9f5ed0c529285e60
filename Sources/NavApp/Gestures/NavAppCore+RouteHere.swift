import Geo
import Navigation
import Routing

extension NavAppCore {
    /// "Route here" (`R` after a long press): replans the drive from the vehicle to the last dropped marker and
    /// follows it again. Returns the status line's text (the reducer shows it).
    func routeToLastMarker() -> String {
        guard let marker = state.markers.last else { return "No marker: long-press the map (L) to drop one" }
        let number = state.markers.count
        do {
            let route = try session.drive(to: marker.coordinate)
            dispatch(.recenter)
            return "Route to marker \(number): \(Self.distanceText(route.length, units: state.units))"
        } catch {
            return "No route to marker \(number): \(error)"
        }
    }

    /// The route's length as the rest of the app shows distances (the one formatter, Geo's `UnitSystem`).
    static func distanceText(_ m: Meters, units: UnitSystem) -> String { units.format(distance: m) }
}
