import Geo
import MapData
import NavApp
import Navigation
import Routing

/// A live receiver in the terminal UI, guiding to a destination. Fixes are read on a background thread
/// (`BufferedLocationSource`) and handed to the navigator as they arrive.
enum LiveUI {
    static func core(first: LocationSample, source: LiveLocationSource, route: Route, map: OSMMap, router: Router) -> NavAppCore {
        let handOff = HandOff(source)
        let buffered = BufferedLocationSource(first: first, read: { handOff.value.next() },
                                              failure: { handOff.value.failure.map { "\($0)" } })
        let session = DriveSession(map: map, router: router, spec: DriveSpec(name: "live", waypoints: []),
                                   routes: [route], startTimeOfDay: TerminalUI.timeOfDayNow(), multiplierRange: 1...1,
                                   makeRunner: { DriveRunner(source: buffered, navigator: Navigator(route: route, provider: router)) })
        return NavAppCore(session: session)
    }
}
