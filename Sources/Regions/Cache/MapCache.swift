import DiskCache
import Foundation

/// Derived map data (merged extracts of several installed regions) kept under a folder with a maximum size: the one
/// `LRUDiskCache` (atomic writes, least recently used evicted, use order in the files' modification times).
public struct MapCache: Sendable {
    public let directory: String
    public let maxBytes: Int64
    private let store: LRUDiskCache

    /// Default maximum size: 256 MB.
    public static let defaultMaxBytes: Int64 = 256_000_000

    public init(directory: String, maxBytes: Int64 = MapCache.defaultMaxBytes) {
        self.directory = directory
        self.maxBytes = maxBytes
        store = LRUDiskCache(directory: directory, maxBytes: maxBytes)
    }

    /// The cached bytes for `key` (marking it used), or nil.
    public func get(_ key: String) -> [UInt8]? { store.read(key) }

    /// The file that holds `key`, marked as just used; nil when absent. For readers that open files by path (the
    /// compiled-map cache compiles a merged extract once, keyed by its content, and opens the compiled map after).
    public func file(_ key: String) -> String? {
        store.touch(key)
        return store.contains(key) ? store.path(key) : nil
    }

    /// Stores `bytes` under `key`, then evicts least recently used entries until the total fits `maxBytes`.
    /// An entry larger than the cache, or one that cannot be written, is not stored (it is derived data: the next
    /// load derives it again).
    public func put(_ key: String, _ bytes: [UInt8]) { _ = try? store.write(key, bytes) }

    /// Entries, least recently used first, and their total size.
    public func entries() -> (keys: [String], bytes: Int64) {
        let e = store.entries()
        return (e.map(\.key), e.reduce(0) { $0 + $1.bytes })
    }

    /// Removes everything.
    public func clear() { store.clear() }
}
