import Foundation
import Geo
import MapData
import NavApp
import Navigation

/// Builds the app core for a drive shown in the UI or in a snapshot.
enum UIDriveSetup {
    /// The UI samples more often than headless runs so that the vehicle moves smoothly (`--interval` overrides).
    static let uiInterval: Seconds = 0.25
    /// The demo's speed factor.
    static let demoSpeedFactor = 2.0

    /// The demo drive: Routes/demo.json as compiled into Navigation (`DriveSpec.harbourneDemo`).
    static func demoSpec() throws -> DriveSpec { DriveSpec.harbourneDemo }

    /// The repository path of the demo route (recorded scripts name it).
    static let demoRouteFile = "Routes/demo.json"

    static func core(spec: DriveSpec, map: OSMMap, startTimeOfDay: Seconds) throws -> NavAppCore {
        do {
            let session = try DriveSession(map: map, spec: spec, startTimeOfDay: startTimeOfDay)
            return NavAppCore(session: session)
        } catch let e as CLIError {
            throw e
        } catch {
            throw CLIError.failed(String(describing: error))
        }
    }
}
