import Foundation
import MapData
import Navigation
import TermUI
@testable import NavApp

/// The demo drive on the embedded town, headless, at a fixed time of day (12:00).
enum DemoFixture {
    static let town: OSMMap? = try? OSMMap.defaultTown()
    static let noon: Double = 12 * 3600

    static func core(spec: DriveSpec = .harbourneDemo) throws -> NavAppCore {
        guard let town else { throw FixtureError.noTown }
        return NavAppCore(session: try DriveSession(map: town, spec: spec, startTimeOfDay: noon))
    }

    enum FixtureError: Error { case noTown }
}
