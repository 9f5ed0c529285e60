import Foundation
import Geo

/// A map as compiled-map sections, and back.
extension OSMMap {
    /// The map's own sections: `META` (name, bounds, attribution, statistics, `producer`), `NETW` and `FEAT`.
    /// Routing adds the hierarchies and the search index (`CompiledMapBuilder` in Routing writes the whole file).
    public func compiledSections(producer: String) -> [(CompiledMapFormat.Kind, [UInt8])] {
        var meta = CompiledWriter()
        meta.string(producer)
        meta.string(name)
        meta.bounds(bounds)
        meta.optionalString(attribution)
        let s = statistics
        for v in [s.nodes, s.ways, s.relations, s.missingNodes, s.restrictions, s.invalidRestrictions, s.brokenMultipolygons] {
            meta.i64(Int64(v))
        }
        var net = CompiledWriter(), feat = CompiledWriter(), omt = CompiledWriter()
        network.encode(into: &net)
        features.encode(into: &feat)
        openMapTiles().encode(into: &omt)
        return [(.meta, meta.bytes), (.network, net.bytes), (.features, feat.bytes), (.openMapTiles, omt.bytes)]
    }

    /// The navsim version that wrote a compiled map (its `META` section).
    public static func compiledProducer(_ file: CompiledMapFile) throws(MapDataError) -> String {
        try file.read(.meta) { (r: inout CompiledReader) throws(MapDataError) -> String in
            let producer = try r.string()
            _ = try r.string(); _ = try r.bounds(); _ = try r.optionalString()
            for _ in 0..<7 { _ = try r.i64() }
            return producer
        }
    }

    /// Opens a compiled map: the network decoded (its checksum verified), the features, the OpenMapTiles view and the
    /// routing sections left in the file until first use (`features`, `openMapTiles`, `RoadNetwork.precomputed`).
    ///
    /// The features and the view have nothing to be rebuilt from, so for `.everything` their checksums are verified
    /// here: a damaged one is this error (file, offset, section), never a map with fewer features. `.routing` leaves
    /// them unread (see `MapUse`). The routing sections (`PROF`, `SRCH`) are verified when read, and a damaged one is
    /// rebuilt from the network, giving the same answers.
    public static func open(compiled file: CompiledMapFile, use: MapUse = .everything) throws(MapDataError) -> OSMMap {
        let (name, bounds, attribution, stats) = try file.read(.meta) {
            (r: inout CompiledReader) throws(MapDataError) -> (String, BoundingBox, String?, LoadStatistics) in
            _ = try r.string()
            let name = try r.string(), bounds = try r.bounds(), attribution = try r.optionalString()
            var s = LoadStatistics()
            let limit = 0...Int(Int32.max)
            s.nodes = try r.int(in: limit); s.ways = try r.int(in: limit); s.relations = try r.int(in: limit)
            s.missingNodes = try r.int(in: limit); s.restrictions = try r.int(in: limit)
            s.invalidRestrictions = try r.int(in: limit); s.brokenMultipolygons = try r.int(in: limit)
            return (name, bounds, attribution, s)
        }
        let network = try file.read(.network) { (r: inout CompiledReader) throws(MapDataError) in
            try RoadNetwork.decode(&r, precomputed: file)
        }
        try file.verify(kinds: use.verifiedAtOpen)
        guard let featureSection = file.sections(.features).first else {
            throw MapDataError(file: file.fileName, reason: "the compiled map has no FEAT section")
        }
        var map = OSMMap(name: name, network: network, features: MapFeatures(), bounds: bounds, attribution: attribution)
        map.featureStore = FeatureStore(stored: { () throws(MapDataError) in
            try file.read(featureSection) { (r: inout CompiledReader) throws(MapDataError) in try MapFeatures.decode(&r) }
        })
        map.statistics = stats
        if let index = file.sections(.openMapTiles).first {
            map.openMapTilesCache = OpenMapTilesCache(source: nil, stored: { () throws(MapDataError) in
                try file.read(index) { (r: inout CompiledReader) throws(MapDataError) in try OpenMapTilesView.decode(&r) }
            })
        }
        return map
    }

    /// Opens a compiled map file (`.navsim`).
    public static func open(compiledPath path: String, use: MapUse = .everything) throws(MapDataError) -> OSMMap {
        try open(compiled: try CompiledMapFile(path: path), use: use)
    }
}
