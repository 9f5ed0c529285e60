import Geo
import Navigation
import Routing

extension NavAppCore {
    /// "Route here" (`R` after a long press): replans the drive from the vehicle (or from `origin`, the middle of
    /// the map, when there is no drive) to the last dropped marker. Changes only the session: the reducer shows
    /// `status` and follows the new drive when `driving`.
    func routeToLastMarker(from origin: Coordinate, units: UnitSystem) -> (status: String, driving: Bool) {
        guard let marker = state.markers.last else { return ("No marker: long-press the map (L) to drop one, then R", false) }
        let number = state.markers.count
        do {
            let route = try session.drive(to: marker.coordinate, from: origin)
            return ("Route to marker \(number): \(units.format(distance: route.length))", true)
        } catch {
            return ("No route to marker \(number): \(error)", false)
        }
    }
}
