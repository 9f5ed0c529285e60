import Foundation
import Geo
import MapData
import NavApp
import Navigation
import Traffic

/// The UI's defaults for a simulated drive, and the app core for one (UI, snapshot, recorded scripts).
enum UIDriveSetup {
    /// The UI samples more often than headless runs so that the vehicle moves smoothly (`--interval` overrides).
    static let uiInterval: Seconds = 0.25
    /// The demo's speed factor.
    static let demoSpeedFactor = 2.0

    /// The demo drive: Routes/demo.json as compiled into Navigation (`DriveSpec.harbourneDemo`).
    static func demoSpec() throws(CLIError) -> DriveSpec { DriveSpec.harbourneDemo }

    /// The repository path of the demo route (recorded scripts name it).
    static let demoRouteFile = "Routes/demo.json"

    /// The app on a planned drive; a drive that cannot be planned is the command's error.
    static func core(spec: DriveSpec, map: OSMMap, startTimeOfDay: Seconds, traffic: TrafficModel? = nil) throws(CLIError) -> NavAppCore {
        do {
            return NavAppCore(session: try DriveSession(map: map, spec: spec, startTimeOfDay: startTimeOfDay, traffic: traffic))
        } catch {
            throw CLIError.failed(error.description)
        }
    }

    /// `--incident-types`: the incidents layer shows only these (nil: every type). After the settings
    /// (`UICommandLine.apply(to:incidentTypes:)`), which rebuild the layers.
    static func showIncidents(_ types: Set<IncidentType>?, on core: NavAppCore) {
        guard let types else { return }
        var features = core.state.features
        features.content.categories[.trafficIncidents] = Set(types.map(\.rawValue))
        core.dispatch(.layers(.replace(features)))
    }
}
