/// Which tag keys make an element worth keeping. Readers test keys with these tables so that the many
/// uninteresting elements (bare nodes, untagged way members) never have their tags turned into Strings.
enum OSMKeyFilter {
    /// A node is kept with its tags when it has one of these keys: road point features, POIs, level crossings, places.
    /// `natural` and `aeroway` for the OpenMapTiles view (peaks, aerodromes).
    static let nodeKeys: Set<String> = ["highway", "railway", "amenity", "shop", "tourism", "leisure", "historic", "place",
                                        "natural", "aeroway"]
    /// A way keeps its tags when it has one of these keys: roads and everything drawn.
    static let wayKeys: Set<String> = [
        "highway", "building", "natural", "water", "landuse", "leisure", "amenity", "waterway", "railway",
        "shop", "tourism", "historic", "place",
        // For the OpenMapTiles view: borders, airports, piers, lifts, ferries.
        "boundary", "aeroway", "man_made", "aerialway", "route",
    ]
    /// Relations kept (by `type`).
    static let relationTypes: Set<String> = ["restriction", "multipolygon", "enforcement", "boundary"]

    static let nodeKeyBytes: [[UInt8]] = nodeKeys.map { Array($0.utf8) }
    static let wayKeyBytes: [[UInt8]] = wayKeys.map { Array($0.utf8) }

    /// Bit set for a raw key: `node` (1) and/or `way` (2).
    static func classify(_ key: UnsafeRawBufferPointer) -> UInt8 {
        var bits: UInt8 = 0
        if matches(key, nodeKeyBytes) { bits |= node }
        if matches(key, wayKeyBytes) { bits |= way }
        return bits
    }

    static let node: UInt8 = 1
    static let way: UInt8 = 2

    private static func matches(_ key: UnsafeRawBufferPointer, _ table: [[UInt8]]) -> Bool {
        for k in table where k.count == key.count {
            if k.withUnsafeBytes({ $0.elementsEqual(key) }) { return true }
        }
        return false
    }
}
