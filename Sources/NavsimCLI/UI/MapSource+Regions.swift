import Foundation
import Geo
import MapData
import Regions

extension MapSource {
    /// `--map ID[,ID…]` naming installed regions (when no such file exists): one region, or several merged
    /// into one map. The storage is `$NAVSIM_STORAGE`, else `$XDG_DATA_HOME/navsim` (see `navsim help maps`).
    static func installedRegions(_ spec: String, output: Output) throws(CLIError) -> OSMMap? {
        let ids = spec.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        guard !ids.isEmpty, ids.allSatisfy({ !$0.isEmpty && !$0.contains("/") && !$0.contains(".") }),
              let storage = try? RegionStorage(root: RegionStorage.defaultRoot(environment: output.environment)) else { return nil }
        let installed = Set(storage.installed().map(\.id))
        guard ids.contains(where: installed.contains) else { return nil }
        do { return try InstalledMaps(storage: storage).load(ids, file: { (p: String) throws(MapDataError) in try MapSource.compiledFile(p, output: output) }) } catch { throw CLIError.failed(error.description) }
    }

    /// The installed regions that cover any of `places` given as `lat,lon`, merged; nil when none does.
    static func installedRegions(covering places: [String], output: Output) throws(CLIError) -> OSMMap? {
        let points = places.compactMap { Coordinate(parsing: $0) }
        guard !points.isEmpty, let storage = try? RegionStorage(root: RegionStorage.defaultRoot(environment: output.environment)) else { return nil }
        let maps = InstalledMaps(storage: storage)
        let ids = maps.regions(covering: points)
        guard !ids.isEmpty else { return nil }
        do { return try maps.load(ids, file: { (p: String) throws(MapDataError) in try MapSource.compiledFile(p, output: output) }) } catch { throw CLIError.failed(error.description) }
    }
}
