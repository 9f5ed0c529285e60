import Geo
import MapData
import NavApp
import Navigation
import Routing
import Traffic

/// A live receiver in the terminal UI, guiding to a destination. Fixes are read on a background thread
/// (`BufferedLocationSource`) and handed to the navigator as they arrive.
enum LiveUI {
    /// - Parameters:
    ///   - startTimeOfDay: the clock at the first fix (`--clock`, else the fix's own time of day, else now).
    ///   - traffic: the traffic world (the router's model; nil guides without traffic); its layers are shown.
    static func core(first: LocationSample, source: sending LiveLocationSource, route: Route, map: OSMMap, router: Router,
                     startTimeOfDay: Seconds, traffic: TrafficContext? = nil) -> NavAppCore {
        let buffered = BufferedLocationSource(first: first, source: source, failure: { $0.failure.map { "\($0)" } })
        let session = DriveSession(map: map, router: router, spec: DriveSpec(name: "live", waypoints: []),
                                   routes: [route], startTimeOfDay: startTimeOfDay, multiplierRange: 1...1,
                                   makeRunner: {
                                       let runner = DriveRunner(source: buffered, navigator: Navigator(route: route, provider: router))
                                       if let traffic { runner.attach(traffic: traffic) }
                                       return runner
                                   })
        return NavAppCore(session: session)
    }
}
