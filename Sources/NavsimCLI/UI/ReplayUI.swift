import Geo
import MapData
import NavApp
import Navigation
import Routing
import Traces
import Traffic

/// A recorded trace in the terminal UI: the replay source drives the navigator, the screen shows the raw fix
/// beside the matched vehicle, the accuracy and the playback position; `s`, `{` `}` and 0-9 step and seek.
enum ReplayUI {
    /// - Parameters:
    ///   - startTimeOfDay: the clock at the trace's first timed fix (`--clock`, else that fix's time of day).
    ///   - traffic: the traffic world (the router's model; nil replays without traffic); its layers are shown.
    static func core(fixes: [Fix], route: Route, map: OSMMap, router: Router, spec: DriveSpec?,
                     speedFactor: Double, gap: Seconds, startTimeOfDay: Seconds, traffic: TrafficContext? = nil) -> NavAppCore {
        let navigation = spec?.navigation ?? NavigatorOptions()
        let session = DriveSession(
            map: map, router: router, spec: spec ?? DriveSpec(name: "replay", waypoints: []), routes: [route],
            startTimeOfDay: startTimeOfDay, multiplierRange: ReplayLocationSource.multiplierRange,
            makeRunner: {
                let runner = DriveRunner(source: ReplayLocationSource(fixes: fixes, speedMultiplier: speedFactor, gapThreshold: gap),
                                         navigator: Navigator(route: route, options: navigation, provider: router))
                if let traffic { runner.attach(traffic: traffic) }
                return runner
            })
        return NavAppCore(session: session)
    }
}
