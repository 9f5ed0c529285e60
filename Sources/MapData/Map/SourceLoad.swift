import Foundation

/// The two phases of loading an OSM source, apart, for the benchmark's load figures (`navsim-bench load`): decoding
/// the file into primitives, and building the road network from them. `OSMMap.load(path:)` runs both, then the drawn
/// features.
public enum SourceLoad {
    /// Reads and decodes `path` (any supported format) on `workers` threads; the primitives are the same for any number.
    public static func decode(path: String, workers: Int) throws(MapDataError) -> OSMData {
        let bytes = try OSMMap.sourceBytes(path: path)
        return try OSMReader.read(bytes, fileName: (path as NSString).lastPathComponent, workers: workers).0
    }

    /// The road network of decoded primitives.
    public static func network(_ data: OSMData) -> RoadNetwork {
        var builder = NetworkBuilder(source: OMTSource(data: data))
        return builder.build()
    }

    /// The cores a load uses by default.
    public static var defaultWorkers: Int { PBFReader.defaultWorkers }
}
