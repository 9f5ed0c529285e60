import Foundation
import Geo
import MapData

extension OSMStore {
    /// [minLat, minLon, maxLat, maxLon] of the nodes, in degrees (nil without nodes).
    var extent: [Double]? {
        guard let first = nodes.values.first else { return nil }
        var b = [first.lat, first.lon, first.lat, first.lon]
        for n in nodes.values {
            b[0] = min(b[0], n.lat); b[1] = min(b[1], n.lon); b[2] = max(b[2], n.lat); b[3] = max(b[3], n.lon)
        }
        return b.map { Double($0) / OSMFixedPoint.scale }
    }

    /// The union of several extracts (neighbouring regions share border objects): the higher version wins.
    static func merged(_ stores: [OSMStore]) -> OSMStore {
        var out = OSMStore()
        for s in stores {
            out.nodes.merge(s.nodes) { $0.info.version >= $1.info.version ? $0 : $1 }
            out.ways.merge(s.ways) { $0.info.version >= $1.info.version ? $0 : $1 }
            out.relations.merge(s.relations) { $0.info.version >= $1.info.version ? $0 : $1 }
        }
        return out
    }
}

/// Loads installed regions as one map: `--map monaco`, `--map monaco,andorra`, or the regions covering places.
public struct InstalledMaps: Sendable {
    public let storage: RegionStorage
    public let cache: MapCache

    public init(storage: RegionStorage, cacheMaxBytes: Int64 = MapCache.defaultMaxBytes) {
        self.storage = storage
        cache = MapCache(directory: storage.cacheDir, maxBytes: cacheMaxBytes)
    }

    /// One installed region's map, or several merged into one before the network is built (so that routing and
    /// search cross the border). The merged extract is kept in the map cache, keyed by the regions' versions.
    /// `file` opens a map file: one installed region's, or the merged extract in the cache (the command line passes
    /// its compiled-map cache, so a merged map is compiled once rather than its network and hierarchy built again
    /// by every command: ~1 s a route for Monaco + Andorra before).
    public func load(_ ids: [String],
                     file: (String) throws(MapDataError) -> OSMMap = { (p: String) throws(MapDataError) in try OSMMap.load(path: p) })
        throws(RegionsError) -> OSMMap {
        var records = [InstalledRegion]()
        for id in ids {
            guard let r = storage.installed(id) else { throw RegionsError.notInstalled(id) }
            records.append(r)
        }
        do {
            if records.count == 1 { return try file(storage.mapPath(records[0].id)) }
            let sorted = records.sorted { $0.id < $1.id }
            let key = "merged-" + sorted.map { "\($0.id)-\($0.md5.prefix(12))" }.joined(separator: "+") + ".osm.pbf"
            let name = sorted.map(\.id).joined(separator: "+")
            func named(_ map: OSMMap) -> OSMMap {
                var map = map
                map.name = name
                return map
            }
            // A cached extract that no longer opens (damaged, or gone meanwhile) is made again below.
            if let path = cache.file(key), let map = try? file(path) { return named(map) }
            let merged = OSMStore.merged(try sorted.map { r throws(MapDataError) in try OSMStore.readPBF(path: storage.mapPath(r.id)) })
            let bytes = try merged.pbfBytes()
            cache.put(key, bytes)
            // Not kept (larger than the cache, or the folder is not writable): read from memory.
            guard let path = cache.file(key) else { return try OSMMap.parse(data: bytes, name: name, fileName: key) }
            return named(try file(path))
        } catch {
            throw RegionsError.badMap(error.description)
        }
    }

    /// Installed regions whose extent contains any of `points`, by id.
    public func regions(covering points: [Coordinate]) -> [String] {
        storage.installed().filter { r in
            guard let b = r.bounds, b.count == 4 else { return false }
            return points.contains { $0.latitude >= b[0] && $0.latitude <= b[2] && $0.longitude >= b[1] && $0.longitude <= b[3] }
        }.map(\.id)
    }
}
