import Dispatch
import Text
import Foundation
import Geo

extension OSMMap {
    /// Loads an OpenStreetMap file: OSM XML (`.osm`, `.osm.gz`, `.osm.bz2`) or PBF, recognised by content.
    /// The map's name is the file name without its extensions.
    /// - Throws: `MapDataError` naming the file and the line (XML) or byte offset (PBF, compressed) of the problem.
    public static func load(path: String) throws(MapDataError) -> OSMMap {
        let fileName = (path as NSString).lastPathComponent
        return try parse(data: try sourceBytes(path: path), name: mapName(fileName: fileName), fileName: fileName)
    }

    /// The bytes of the map source at `path`, read into memory: its reader copies it whole anyway, and a mapping
    /// would fault (SIGBUS) if the file were cut short while it is read. `InputFile` tells a missing file, a folder
    /// and an unreadable file apart, and reads a pipe or standard input (`-`) too.
    static func sourceBytes(path: String) throws(MapDataError) -> [UInt8] {
        try InputFile.read(path, expecting: "map file")
    }

    /// The bytes of any map file at `path`, mapped when it is a regular file (`mapped`), for a reader that keeps
    /// only what it uses (a compiled map); read like a source when it is a stream, which cannot be mapped.
    static func mappedData(path: String) throws(MapDataError) -> (data: Data, mapped: Bool) {
        if !InputFile.isStream(path), let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) {
            return (data, true)
        }
        return (Data(try sourceBytes(path: path)), false)
    }

    /// Parses map bytes in any supported format. `name` names the map; errors name `fileName` (default: `name`).
    public static func parse(data bytes: [UInt8], name: String, fileName: String? = nil) throws(MapDataError) -> OSMMap {
        try parse(data: bytes, name: name, fileName: fileName, workers: PBFReader.defaultWorkers)
    }

    /// The same on `workers` threads (the map is the same for any number).
    static func parse(data bytes: [UInt8], name: String, fileName: String?, workers: Int) throws(MapDataError) -> OSMMap {
        let (data, stats) = try OSMReader.read(bytes, fileName: fileName ?? name, workers: workers)
        return build(data, name: name, statistics: stats)
    }

    /// Builds a map from collected primitives. The network and the drawn features read the same primitives and write
    /// nothing shared, so they are built side by side (each the same as when built alone).
    static func build(_ data: OSMData, name: String, statistics readStats: LoadStatistics) -> OSMMap {
        let source = OMTSource(data: data)
        let built = Locked<(network: RoadNetwork, statistics: LoadStatistics)?>(nil)
        let drawn = Locked<(features: MapFeatures, broken: Int)?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                var builder = NetworkBuilder(source: source)
                let network = builder.build()
                let statistics = builder.statistics
                built.withLock { $0 = (network, statistics) }
            } else {
                var builder = FeatureBuilder(source: source)
                let features = builder.build()
                let broken = builder.brokenMultipolygons
                drawn.withLock { $0 = (features, broken) }
            }
        }
        guard let roads = built.value, let drawing = drawn.value else {
            preconditionFailure("concurrentPerform returned before both builders ran")
        }
        let network = roads.network, features = drawing.features, broken = drawing.broken
        var stats = roads.statistics
        stats.nodes = readStats.nodes
        stats.ways = readStats.ways
        stats.relations = readStats.relations
        stats.brokenMultipolygons = broken
        let bounds = source.extractBounds ?? network.bounds
        var map = OSMMap(name: name, network: network, features: features, bounds: bounds, attribution: openStreetMapAttribution)
        map.statistics = stats
        map.openMapTilesCache = OpenMapTilesCache(source: source)
        return map
    }

    /// "andorra.osm.pbf" → "andorra".
    public static func mapName(fileName: String) -> String {
        var name = fileName
        for ext in [".gz", ".bz2", ".pbf", ".osm", ".xml"] where name.lowercased().hasSuffix(ext) && name.count > ext.count {
            name.removeLast(ext.count)
        }
        return name
    }
}

/// Reads any supported format into `OSMData`, turning reader failures into `MapDataError`s. PBF blocks are
/// decoded on `workers` threads (all cores by default); the result is the same for any number.
enum OSMReader {
    static func read(_ bytes: [UInt8], fileName: String,
                     workers: Int = PBFReader.defaultWorkers) throws(MapDataError) -> (OSMData, LoadStatistics) {
        if bytes.isEmpty { throw MapDataError(file: fileName, reason: "the file is empty") }
        guard let format = OSMFormat.detect(bytes) else {
            throw MapDataError(file: fileName, byteOffset: 0, reason: "not an OpenStreetMap file (neither OSM XML, PBF, gzip nor bzip2)")
        }
        let data = OSMData()
        switch format {
        case .pbf:
            do throws(PBFReader.Failure) { try PBFReader.read(bytes, into: data, workers: workers) } catch {
                throw MapDataError(file: fileName, byteOffset: (error.byteOffset ?? 0), reason: error.reason)
            }
        case .xml:
            try readXML(bytes, into: data, fileName: fileName)
        case .gzip, .bzip2:
            let inflated: [UInt8]
            do throws(Decompression.Failure) {
                inflated = format == .gzip ? try Decompression.gunzip(bytes) : try Decompression.bunzip2(bytes)
            } catch {
                throw MapDataError(file: fileName, byteOffset: (error.byteOffset ?? 0), reason: error.reason)
            }
            switch OSMFormat.detect(inflated) {
            case .xml: try readXML(inflated, into: data, fileName: fileName)
            case .pbf:
                do throws(PBFReader.Failure) { try PBFReader.read(inflated, into: data, workers: workers) } catch {
                    throw MapDataError(file: fileName, reason: "in the decompressed data at byte \((error.byteOffset ?? 0)): \(error.reason)")
                }
            default:
                if inflated.isEmpty { throw MapDataError(file: fileName, reason: "the compressed file holds no data") }
                throw MapDataError(file: fileName, reason: "the decompressed data is not OSM XML")
            }
        }
        data.finish(workers: workers)
        var stats = LoadStatistics()
        stats.nodes = data.nodeIDs.count
        stats.ways = data.wayCount
        stats.relations = data.relations.count
        return (data, stats)
    }

    private static func readXML(_ bytes: [UInt8], into data: OSMData, fileName: String) throws(MapDataError) {
        do throws(OSMXMLReader.Failure) { try OSMXMLReader.read(bytes, into: data) } catch {
            throw MapDataError(file: fileName, line: OSMXMLReader.line(of: (error.byteOffset ?? 0), in: bytes), reason: error.reason)
        }
    }
}
