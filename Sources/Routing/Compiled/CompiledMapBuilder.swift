import Foundation
import MapData
import Text

/// Writes a compiled map (`.navsim`): the map's own sections (MapData), the search index, and a turn graph and
/// contraction hierarchy per profile (built in parallel, one profile per core). Same map in, same bytes out.
public enum CompiledMapBuilder {
    /// The file's bytes. `sourceHash` is `Checksum64` of the OSM file; `producer` names the program ("navsim 0.1.0").
    /// - Complexity: dominated by the hierarchies (about V · w log w per profile, see `ContractionHierarchy`).
    public static func compile(_ map: OSMMap, sourceHash: UInt64, producer: String,
                               profiles: [RoutingProfile] = Router.compiledProfiles) -> [UInt8] {
        let router = Router(network: map.network)
        var parts = map.compiledSections(producer: producer)
        parts.append((.search, SearchIndex(network: map.network, features: map.features).encode()))
        for bytes in router.compiledProfileSections(profiles) { parts.append((.profile, bytes)) }
        return CompiledMapFile.assemble(parts, sourceHash: sourceHash)
    }
}
