import Text
/// Decoded tiles in memory, least recently used dropped first to stay under a byte budget. Not thread-safe: its
/// owner keeps it under its lock.
struct TileMemoryCache {
    let maxBytes: Int
    private(set) var bytes = 0
    private var tiles: [TileKey: (image: RasterImage, lastUse: Int)] = [:]
    private var tick = 0

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    var count: Int { tiles.count }

    mutating func get(_ key: TileKey) -> RasterImage? {
        guard let t = tiles[key] else { return nil }
        tick += 1
        tiles[key]!.lastUse = tick
        return t.image
    }

    /// Without marking the tile as used (lookups of ancestors while drawing).
    func peek(_ key: TileKey) -> RasterImage? { tiles[key]?.image }

    mutating func put(_ key: TileKey, _ image: RasterImage) {
        if let old = tiles[key] { bytes -= old.image.byteCount }
        tick += 1
        tiles[key] = (image, tick)
        bytes += image.byteCount
        guard bytes > maxBytes else { return }
        // Drop the oldest quarter at once, so eviction is not paid on every insert.
        let order = tiles.sorted { $0.value.lastUse < $1.value.lastUse }
        for (k, v) in order where bytes > maxBytes * 3 / 4 && k != key {
            tiles[k] = nil
            bytes -= v.image.byteCount
        }
    }

    mutating func removeAll() {
        tiles.removeAll()
        bytes = 0
    }
}
