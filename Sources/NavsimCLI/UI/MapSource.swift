import Foundation
import MapData
import Routing

/// Where a command's map comes from: a file, or the embedded default town.
enum MapSource {
    /// The repository path of the default town; a route file naming it gets the embedded copy (so the binary
    /// works from any directory).
    static let defaultTownPath = "Maps/harbourne.osm"

    /// Loads `--map FILE`, else the route's map, else the embedded town. Relative paths are tried from the current
    /// directory, then from the route file's directory and its parent. `output` gives the environment (the caches'
    /// and the storage's folders) and hears notes. `use` says what the command reads of a compiled `--map` (`MapUse`).
    static func load(explicit: String?, routeMap: String?, routeFile: String?, places: [String] = [], use: MapUse = .everything,
                     output: Output) throws(CLIError) -> OSMMap {
        if let explicit { return try loadFile(explicit, use: use, output: output) }
        if routeMap == nil, let installed = try installedRegions(covering: places, output: output) { return installed }
        guard let wanted = routeMap, !isDefaultTown(wanted) else { return try defaultTown() }
        var candidates = [wanted]
        if !wanted.hasPrefix("/"), let file = routeFile {
            let dir = URL(fileURLWithPath: file).deletingLastPathComponent()
            candidates.append(dir.appendingPathComponent(wanted).path)
            candidates.append(dir.deletingLastPathComponent().appendingPathComponent(wanted).path)
        }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw CLIError.failed("no map at \(wanted) (pass --map FILE)")
        }
        return try loadFile(found, output: output)
    }

    static func isDefaultTown(_ path: String) -> Bool {
        path == defaultTownPath || path.hasSuffix("/" + defaultTownPath)
    }

    static func defaultTown() throws(CLIError) -> OSMMap {
        do { return try OSMMap.defaultTown() } catch { throw CLIError(error, context: "the embedded town") }
    }

    static func loadFile(_ path: String, use: MapUse = .everything, output: Output) throws(CLIError) -> OSMMap {
        if !FileManager.default.fileExists(atPath: path), let installed = try installedRegions(path, output: output) { return installed }
        do { return try compiledFile(path, use: use, output: output) } catch { throw CLIError(error) }
    }

    /// A map file through the compiled-map cache of `output.environment` (notes about rebuilt caches go to its
    /// standard error).
    static func compiledFile(_ path: String, use: MapUse = .everything, output: Output) throws(MapDataError) -> OSMMap {
        try MapFiles.load(path: path, environment: output.environment, use: use) { output.error("navsim: note: \($0)") }
    }
}
