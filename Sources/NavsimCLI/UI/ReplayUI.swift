import Geo
import MapData
import NavApp
import Navigation
import Routing
import Traces

/// A recorded trace in the terminal UI: the replay source drives the navigator, the screen shows the raw fix
/// beside the matched vehicle, the accuracy and the playback position; `s`, `{` `}` and 0-9 step and seek.
enum ReplayUI {
    static func core(fixes: [Fix], route: Route, map: OSMMap, router: Router, spec: DriveSpec?,
                     speedFactor: Double, gap: Seconds) -> NavAppCore {
        let navigation = spec?.navigation ?? NavigatorOptions()
        let session = DriveSession(
            map: map, router: router, spec: spec ?? DriveSpec(name: "replay", waypoints: []), routes: [route],
            startTimeOfDay: fixes.first?.time.map { $0.truncatingRemainder(dividingBy: 86_400) } ?? TerminalUI.timeOfDayNow(),
            multiplierRange: ReplayLocationSource.multiplierRange,
            makeRunner: {
                DriveRunner(source: ReplayLocationSource(fixes: fixes, speedMultiplier: speedFactor, gapThreshold: gap),
                            navigator: Navigator(route: route, options: navigation, provider: router))
            })
        return NavAppCore(session: session)
    }
}
