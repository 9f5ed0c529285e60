import Foundation
import DiskCache
import Text

/// Tiles on disk under one source's cache folder (`Z/X/Y.tile`): the one `LRUDiskCache` (byte budget, least recently
/// used evicted, writes through a temporary file renamed into place, use order kept in the files' modification times
/// so it survives restarts) holding tile entries. Each file holds a small header (magic, expiry, ETag) and the body as
/// the server sent it; a file whose header does not read is removed and reported as missing. Thread-safe.
public final class TileDiskCache: Sendable {
    public let path: String
    public let maxBytes: Int64
    let store: LRUDiskCache

    /// One cached tile.
    public struct Item: Sendable, Equatable {
        public var body: [UInt8]
        public var etag: String?
        /// Seconds since 1970 after which the entry must be revalidated (nil: no limit given).
        public var expires: Double?
    }

    /// Opens (creating) the folder and reads what it holds; temporary files of writers that are gone are removed, and
    /// the least recently used tiles go until the folder fits the budget.
    /// - Throws: `RasterError.cache` when the folder cannot be made or written.
    public init(path: String, maxBytes: Int64) throws(RasterError) {
        self.path = path
        self.maxBytes = maxBytes
        store = LRUDiskCache(directory: path, maxBytes: maxBytes, nested: true) { Self.key(relative: $0) != nil }
        do { try store.makeFolder() } catch { throw .cache(path: path, reason: error.reason) }
        store.trim()
    }

    /// Bytes and entries held now.
    public var usage: (bytes: Int64, entries: Int) { store.usage }

    public func contains(_ key: TileKey) -> Bool { store.contains(Self.relative(key)) }

    static func relative(_ key: TileKey) -> String { "\(key.z)/\(key.x)/\(key.y).tile" }

    static func key(relative rel: String) -> TileKey? {
        guard rel.hasSuffix(".tile") else { return nil }
        let parts = rel.dropLast(5).split(separator: "/")
        guard parts.count == 3, let z = Int(parts[0]), let x = Int(parts[1]), let y = Int(parts[2]) else { return nil }
        let k = TileKey(z: z, x: x, y: y)
        return k.isValid ? k : nil
    }

    /// The entry, marked as just used; nil when absent or unreadable (an unreadable file is removed).
    public func read(_ key: TileKey) -> Item? {
        guard let bytes = store.read(Self.relative(key)) else { return nil }
        guard let item = Self.decode(bytes) else {
            remove(key)
            return nil
        }
        return item
    }

    /// Stores an entry, then evicts down to the budget.
    /// - Throws: `RasterError.cache` when the file cannot be written.
    public func write(_ key: TileKey, _ item: Item) throws(RasterError) {
        do { try store.write(Self.relative(key), Self.encode(item)) } catch { throw .cache(path: path, reason: error.reason) }
    }

    /// Updates an entry's expiry (after a 304) without rewriting its body's meaning.
    public func refresh(_ key: TileKey, expires: Double?) {
        guard var item = read(key) else { return }
        item.expires = expires
        try? write(key, item)
    }

    public func remove(_ key: TileKey) { store.remove(Self.relative(key)) }

    /// Removes every entry.
    public func clear() { store.clear() }

    // MARK: - File format

    static let magic: [UInt8] = Array("NVT1".utf8)

    /// magic, expiry (Int64 LE, seconds since 1970, -1 for none), ETag length (UInt16 LE), ETag, body.
    static func encode(_ item: Item) -> [UInt8] {
        var out = magic
        let exp = item.expires.map { Int64($0) } ?? -1
        withUnsafeBytes(of: exp.littleEndian) { out.append(contentsOf: $0) }
        let tag = Array((item.etag ?? "").utf8.prefix(1024))
        withUnsafeBytes(of: UInt16(tag.count).littleEndian) { out.append(contentsOf: $0) }
        out.append(contentsOf: tag)
        out.append(contentsOf: item.body)
        return out
    }

    static func decode(_ b: [UInt8]) -> Item? {
        guard b.count >= 14, Array(b[0..<4]) == magic else { return nil }
        var exp: Int64 = 0
        for i in 0..<8 { exp |= Int64(b[4 + i]) << (8 * Int64(i)) }
        let tagLen = Int(b[12]) | Int(b[13]) << 8
        guard b.count >= 14 + tagLen else { return nil }
        let tag = String(decoding: b[14..<(14 + tagLen)], as: UTF8.self)
        return Item(body: Array(b[(14 + tagLen)...]), etag: tagLen > 0 ? tag : nil, expires: exp < 0 ? nil : Double(exp))
    }
}
