import Foundation

/// Derived map data (merged extracts of several installed regions) kept under a folder with a maximum size,
/// evicted least recently used. `index.json` records each entry's size and last use as a counter (not a clock),
/// so eviction order is deterministic.
public struct MapCache: Sendable {
    public let directory: String
    public let maxBytes: Int64

    /// Default maximum size: 256 MB.
    public static let defaultMaxBytes: Int64 = 256_000_000

    public init(directory: String, maxBytes: Int64 = MapCache.defaultMaxBytes) {
        self.directory = directory
        self.maxBytes = maxBytes
    }

    struct Entry: Codable, Equatable {
        var key: String
        var size: Int64
        var lastUse: Int64
    }

    struct Index: Codable {
        var counter: Int64 = 0
        var entries: [Entry] = []
    }

    private var indexPath: String { directory + "/index.json" }
    private func path(_ key: String) -> String { directory + "/" + key }

    private func readIndex() -> Index {
        guard let d = FileManager.default.contents(atPath: indexPath), let i = try? JSONDecoder().decode(Index.self, from: d) else { return Index() }
        return Index(counter: i.counter, entries: i.entries.filter { FileManager.default.fileExists(atPath: path($0.key)) })
    }

    private func writeIndex(_ i: Index) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        if let d = try? JSONEncoder.sorted.encode(i) { try? d.write(to: URL(fileURLWithPath: indexPath), options: .atomic) }
    }

    /// The cached bytes for `key` (marking it used), or nil.
    public func get(_ key: String) -> [UInt8]? {
        var index = readIndex()
        guard let k = index.entries.firstIndex(where: { $0.key == key }), let d = FileManager.default.contents(atPath: path(key)) else { return nil }
        index.counter += 1
        index.entries[k].lastUse = index.counter
        writeIndex(index)
        return [UInt8](d)
    }

    /// Stores `bytes` under `key`, then evicts least recently used entries until the total fits `maxBytes`.
    /// An entry larger than the cache is not stored.
    public func put(_ key: String, _ bytes: [UInt8]) {
        guard Int64(bytes.count) <= maxBytes else { return }
        var index = readIndex()
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: path(key)), options: .atomic)) != nil else { return }
        index.counter += 1
        index.entries.removeAll { $0.key == key }
        index.entries.append(Entry(key: key, size: Int64(bytes.count), lastUse: index.counter))
        var total = index.entries.reduce(0) { $0 + $1.size }
        index.entries.sort { $0.lastUse < $1.lastUse }
        while total > maxBytes, let oldest = index.entries.first {
            try? FileManager.default.removeItem(atPath: path(oldest.key))
            total -= oldest.size
            index.entries.removeFirst()
        }
        writeIndex(index)
    }

    /// Entries, least recently used first, and their total size.
    public func entries() -> (keys: [String], bytes: Int64) {
        let e = readIndex().entries.sorted { $0.lastUse < $1.lastUse }
        return (e.map(\.key), e.reduce(0) { $0 + $1.size })
    }

    /// Removes everything.
    public func clear() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
