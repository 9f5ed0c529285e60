import Foundation
import Geo
import Gestures
import Traffic
import MapData
import Routing
import MapRender
import Navigation
import Text

/// Options of a gesture script run (`navsim gestures run`).
public struct ScriptRunOptions: Sendable {
    /// The screen size before any `size` line (`--size`).
    public var width = 100
    /// See `width`.
    public var height = 30
    /// The map when the script has no `map` line (`--map`); nil: the route's map, else the embedded town.
    public var mapPath: String?
    /// Double tap / two-finger tap run the custom zoom animation (`--zoom-animation`).
    public var usesZoomAnimation = false
    /// Where relative paths in the script are looked up, after the current directory: this directory and its
    /// parents (the script's directory).
    public var directory: String?
    /// Seconds since midnight at the start of the drive (arrival times on screen).
    public var startTimeOfDay: Seconds = 12 * 3600
    /// Raster tile layers (`--raster-layer`, `--raster`); `layer NAME on|off` lines switch them.
    public var rasterLayers: [RasterLayer] = []
    /// The environment a map file is opened with: its compiled-map cache (`MapFiles`). The process's by default.
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The defaults: 100x30, the embedded town, no zoom animation.
    public init() {}
}

/// What a script's leading `size`, `map` and `route` lines set up, and the app core built from it.
///
/// `map` and `route` must come before every other command (they choose the session); `size` may come anywhere.
/// Without `route` there is no drive: the map alone (no header or footer without a drive), the camera free, north-up
/// and flat at zoom 16 over the map's middle until a `camera` line moves it (`R` after a long press starts a drive).
struct ScriptSetup {
    var width: Int
    var height: Int
    var map: (path: String, line: Int)?
    var route: (path: String, line: Int)?
    /// Index of the first line the player runs.
    var firstLine = 0

    /// The zoom a map-only session opens at.
    static let mapOnlyZoom = 16.0
    /// The default town's repository path (a `map` or route file naming it gets the embedded copy).
    static let defaultTownPath = "Maps/harbourne.osm"

    /// A script with `incident` lines drives in a traffic world (seed 1, no seeded incidents) so it can stage them.
    var stagesIncidents = false

    init(_ script: GestureScript, options: ScriptRunOptions, file: String) throws(GestureScriptError) {
        width = options.width
        height = options.height
        var index = 0
        prelude: while index < script.lines.count {
            let line = script.lines[index]
            switch line.command {
            case .size(let w, let h): (width, height) = (w, h)
            case .map(let path): map = (path, line.line)
            case .route(let path): route = (path, line.line)
            default: break prelude
            }
            index += 1
        }
        firstLine = index
        for line in script.lines[index...] {
            if case .incident = line.command { stagesIncidents = true }
            switch line.command {
            case .map, .route:
                throw GestureScriptError(file: file, line: line.line,
                                         message: "map and route must come before the gestures and other commands")
            default: break
            }
        }
    }

    /// Builds the session and the screen options for it.
    func makeCore(options: ScriptRunOptions, file: String) throws(GestureScriptError) -> (NavAppCore, ScreenOptions) {
        let dirs = Self.searchDirectories(options.directory)
        func fail(_ line: Int, _ message: String) -> GestureScriptError { GestureScriptError(file: file, line: line, message: message) }
        var spec: DriveSpec?
        var routeDirs = dirs
        if let route {
            guard let path = Self.resolve(route.path, in: dirs) else { throw fail(route.line, "route: no file \(route.path)") }
            do { spec = try RouteFile.load(path: path) } catch { throw fail(route.line, "route: \(error.description)") }
            routeDirs = Self.searchDirectories(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        // Which map: the `map` line, else --map, else the route's map, else the embedded town.
        let wanted: (path: String, dirs: [String], line: Int, what: String)?
        if let map { wanted = (map.path, dirs, map.line, "map") }
        else if let explicit = options.mapPath { wanted = (explicit, dirs, 0, "--map") }
        else if let routeMap = spec?.map { wanted = (routeMap, routeDirs, route?.line ?? 0, "route: its map") }
        else { wanted = nil }
        let loaded: OSMMap?
        do {
            if let wanted { loaded = try Self.loadMap(wanted.path, in: wanted.dirs, environment: options.environment) }
            else { loaded = try OSMMap.defaultTown() }
        } catch {
            throw fail(wanted?.line ?? 0, "\(wanted?.what ?? "map"): \(error)")
        }
        guard let osm = loaded else { throw fail(wanted?.line ?? 0, "\(wanted?.what ?? "map"): no file \(wanted?.path ?? "")") }
        var screen = ScreenOptions()
        screen.rasterLayers = options.rasterLayers
        let layerNames = options.rasterLayers.map(\.name)
        guard let spec, let route else {
            // No route: no drive. The map and the camera alone (the `camera` line moves it); the header and footer
            // appear once `R` starts a drive.
            let session = DriveSession(mapOnly: osm, startTimeOfDay: options.startTimeOfDay)
            let core = NavAppCore(session: session, camera: Camera(centre: osm.bounds.center, zoom: Self.mapOnlyZoom))
            core.dispatch(.picked("Map only"))
            if !layerNames.isEmpty { core.dispatch(.rasterLayersAttached(layerNames)) }
            return (core, screen)
        }
        do {
            let traffic = stagesIncidents ? TrafficModel(network: osm.network, options: TrafficOptions(seed: 1, incidentRate: 0)) : nil
            let session = try DriveSession(map: osm, spec: spec, startTimeOfDay: options.startTimeOfDay, traffic: traffic)
            let core = NavAppCore(session: session)
            if !layerNames.isEmpty { core.dispatch(.rasterLayersAttached(layerNames)) }
            return (core, screen)
        } catch {
            throw fail(route.line, "route: cannot start the drive: \(error)")
        }
    }

    /// Loads a map file; the default town's path gives the embedded copy. Nil when the file is not there.
    static func loadMap(_ path: String, in dirs: [String], environment: [String: String]) throws(MapDataError) -> OSMMap? {
        if path == defaultTownPath || path.hasSuffix("/" + defaultTownPath) { return try OSMMap.defaultTown() }
        guard let found = resolve(path, in: dirs) else { return nil }
        return try MapFiles.load(path: found, environment: environment) { FileDescriptor.writeAll(STDERR_FILENO, "navsim: note: \($0)\n") }
    }

    /// The current directory, then `directory` and each of its parents.
    static func searchDirectories(_ directory: String?) -> [String] {
        var dirs = [FileManager.default.currentDirectoryPath]
        guard let directory else { return dirs }
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        for _ in 0..<8 {
            dirs.append(url.path)
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return dirs
    }

    /// The first existing file for a path (absolute, or relative to one of `dirs`).
    static func resolve(_ path: String, in dirs: [String]) -> String? {
        if path.hasPrefix("/") { return FileManager.default.fileExists(atPath: path) ? path : nil }
        return dirs.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(path).path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
