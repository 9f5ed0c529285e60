/// Values in memory, least recently used dropped first to stay under a byte budget: the decoded tiles of a source
/// (`TileMemoryCache`) and the resampled planes of a raster layer (MapRender's `RasterResampleCache`). Not
/// thread-safe: its owner keeps it under its lock.
public struct ByteBudgetCache<Key: Hashable, Value> {
    public let maxBytes: Int
    public private(set) var bytes = 0
    private var entries: [Key: (value: Value, size: Int, lastUse: Int)] = [:]
    private var tick = 0
    private let size: (Value) -> Int

    /// - Parameter size: a value's bytes, as counted against `maxBytes`.
    public init(maxBytes: Int, size: @escaping (Value) -> Int) {
        self.maxBytes = maxBytes
        self.size = size
    }

    public var count: Int { entries.count }

    /// The value, marked as just used.
    public mutating func get(_ key: Key) -> Value? {
        guard let e = entries[key] else { return nil }
        tick += 1
        entries[key]!.lastUse = tick
        return e.value
    }

    /// Without marking the value as used (lookups of ancestors while drawing).
    public func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// Keeps `value` (replacing what `key` had). Over the budget, the oldest are dropped down to three quarters of it
    /// at once, so eviction is not paid on every insert; `key` itself is kept unless it alone is over the budget.
    public mutating func put(_ key: Key, _ value: Value) {
        let n = size(value)
        if let old = entries[key] { bytes -= old.size }
        guard n <= maxBytes else { entries[key] = nil; return }
        tick += 1
        entries[key] = (value, n, tick)
        bytes += n
        guard bytes > maxBytes else { return }
        let order = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (k, v) in order where bytes > maxBytes * 3 / 4 && k != key {
            entries[k] = nil
            bytes -= v.size
        }
    }

    public mutating func removeAll() {
        entries.removeAll()
        bytes = 0
    }
}

/// Decoded tiles in memory.
typealias TileMemoryCache = ByteBudgetCache<TileKey, RasterImage>

extension ByteBudgetCache where Key == TileKey, Value == RasterImage {
    init(maxBytes: Int) { self.init(maxBytes: maxBytes, size: \.byteCount) }
}
