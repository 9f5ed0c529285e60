import Foundation
import MapData

/// The one way commands open a map file: a compiled map (`.navsim`) as it is; an OSM source through the compiled-map
/// cache, so that only the first command on a map parses it and builds its hierarchies.
public enum MapFiles {
    /// The navsim version (also `navsim --version`): compiled maps are keyed by it.
    public static let navsimVersion = "0.1.0"
    /// Written into every compiled map's `META` section.
    public static var producer: String { "navsim \(navsimVersion)" }

    /// `$NAVSIM_MAP_CACHE` (a folder, or `off` to disable the cache), else `$XDG_CACHE_HOME/navsim/compiled`, else
    /// `~/.cache/navsim/compiled` (XDG Base Directory spec).
    public static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let d = environment["NAVSIM_MAP_CACHE"], !d.isEmpty { return d == "off" ? nil : d }
        if let x = environment["XDG_CACHE_HOME"], x.hasPrefix("/") { return x + "/navsim/compiled" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.cache/navsim/compiled"
    }

    /// The cache's size bound: `$NAVSIM_MAP_CACHE_MB` megabytes (1 ... 10,000,000; default 2,000).
    /// - Throws: `MapDataError` naming the variable when it is not such a number.
    public static func cacheLimit(environment: [String: String] = ProcessInfo.processInfo.environment) throws(MapDataError) -> Int64 {
        guard let raw = environment["NAVSIM_MAP_CACHE_MB"] else { return 2_000 * 1_000_000 }
        guard let mb = Int64(raw.trimmingCharacters(in: .whitespaces)), (1...10_000_000).contains(mb) else {
            throw MapDataError(file: "NAVSIM_MAP_CACHE_MB", reason: "must be a whole number of megabytes from 1 to 10000000, got '\(raw)'")
        }
        return mb * 1_000_000
    }

    /// The cache as configured by the environment (folder and size bound).
    public static func cache(environment: [String: String] = ProcessInfo.processInfo.environment) throws(MapDataError) -> CompiledMapCache {
        CompiledMapCache(directory: cacheDirectory(environment: environment), producer: producer,
                         maxBytes: try cacheLimit(environment: environment))
    }

    /// Opens a map file (see the type's summary) for `use` (what the command reads; see `MapUse`). `note` hears
    /// when a cached compiled map was unusable and rebuilt.
    public static func load(path: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                            use: MapUse = .everything, note: (String) -> Void) throws(MapDataError) -> OSMMap {
        try cache(environment: environment).load(path: path, use: use, compile: { map, hash in
            CompiledMapBuilder.compile(map, sourceHash: hash, producer: producer)
        }, note: note)
    }
}
