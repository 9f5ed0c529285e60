import Foundation
import Text

/// Tiles on disk under one source's cache folder (`Z/X/Y.tile`), least recently used evicted to stay under a byte
/// budget. Each file holds a small header (magic, expiry, ETag) and the body as the server sent it. Writes go to a
/// temporary file that is renamed into place, so a crash leaves the old entry or the new one, never half of one; a
/// file whose header does not read is removed and reported as missing. Use (the LRU order) is the file's
/// modification time, so it survives restarts. Thread-safe.
public final class TileDiskCache: Sendable {
    public let path: String
    public let maxBytes: Int64
    private let index = Locked<Index>(Index())

    struct Index {
        var entries: [TileKey: Entry] = [:]
        var total: Int64 = 0
        var tick: Int64 = 0
        var tempCounter = 0
    }

    struct Entry { var size: Int64; var lastUse: Int64 }

    /// One cached tile.
    public struct Item: Sendable, Equatable {
        public var body: [UInt8]
        public var etag: String?
        /// Seconds since 1970 after which the entry must be revalidated (nil: no limit given).
        public var expires: Double?
    }

    /// Opens (creating) the folder and reads what it holds; leftover temporary files are removed.
    /// - Throws: `RasterError.cache` when the folder cannot be made or written.
    public init(path: String, maxBytes: Int64) throws(RasterError) {
        self.path = path
        self.maxBytes = maxBytes
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cache(path: path, reason: "cannot create the folder (\(Self.reason(error)))")
        }
        let probe = path + "/.probe-\(getpid())"
        guard fm.createFile(atPath: probe, contents: Data([1])) else { throw .cache(path: path, reason: "the folder is not writable") }
        try? fm.removeItem(atPath: probe)
        var found: [(TileKey, Int64, Date)] = []
        if let walker = fm.enumerator(atPath: path) {
            while let rel = walker.nextObject() as? String {
                let full = path + "/" + rel
                if rel.hasSuffix(".part") { try? fm.removeItem(atPath: full); continue }
                guard rel.hasSuffix(".tile"), let key = Self.key(relative: rel) else { continue }
                let attrs = try? fm.attributesOfItem(atPath: full)
                let size = (attrs?[.size] as? NSNumber)?.int64Value ?? 0
                let date = attrs?[.modificationDate] as? Date ?? .distantPast
                found.append((key, size, date))
            }
        }
        found.sort { ($0.2, $0.0) < ($1.2, $1.0) }
        index.withLock { ix in
            for (i, f) in found.enumerated() {
                ix.entries[f.0] = Entry(size: f.1, lastUse: Int64(i))
                ix.total += f.1
            }
            ix.tick = Int64(found.count)
        }
        evict()
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let under = ns.userInfo[NSUnderlyingErrorKey] as? NSError, under.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(under.code)))
        }
        return ns.localizedDescription
    }

    /// Bytes and entries held now.
    public var usage: (bytes: Int64, entries: Int) { index.withLock { ($0.total, $0.entries.count) } }

    public func contains(_ key: TileKey) -> Bool { index.withLock { $0.entries[key] != nil } }

    func file(_ key: TileKey) -> String { "\(path)/\(key.z)/\(key.x)/\(key.y).tile" }

    static func key(relative rel: String) -> TileKey? {
        let parts = rel.dropLast(5).split(separator: "/")
        guard parts.count == 3, let z = Int(parts[0]), let x = Int(parts[1]), let y = Int(parts[2]) else { return nil }
        let k = TileKey(z: z, x: x, y: y)
        return k.isValid ? k : nil
    }

    /// The entry, marked as just used; nil when absent or unreadable (an unreadable file is removed).
    public func read(_ key: TileKey) -> Item? {
        guard contains(key) else { return nil }
        let f = file(key)
        guard let d = FileManager.default.contents(atPath: f), let item = Self.decode([UInt8](d)) else {
            remove(key)
            return nil
        }
        index.withLock { ix in
            ix.tick += 1
            ix.entries[key]?.lastUse = ix.tick
        }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: f)
        return item
    }

    /// Stores an entry (temporary file, then rename), then evicts down to the budget.
    /// - Throws: `RasterError.cache` when the file cannot be written.
    public func write(_ key: TileKey, _ item: Item) throws(RasterError) {
        let bytes = Self.encode(item)
        let dir = "\(path)/\(key.z)/\(key.x)"
        let n = index.withLock { ix -> Int in ix.tempCounter += 1; return ix.tempCounter }
        let temp = "\(dir)/\(key.y).\(getpid()).\(n).part"
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: temp))
            guard rename(temp, file(key)) == 0 else {
                throw RasterError.cache(path: path, reason: "rename failed: \(String(cString: strerror(errno)))")
            }
        } catch let e as RasterError {
            try? FileManager.default.removeItem(atPath: temp)
            throw e
        } catch {
            try? FileManager.default.removeItem(atPath: temp)
            throw .cache(path: path, reason: "cannot write \(key): \(Self.reason(error))")
        }
        index.withLock { ix in
            ix.total -= ix.entries[key]?.size ?? 0
            ix.tick += 1
            ix.entries[key] = Entry(size: Int64(bytes.count), lastUse: ix.tick)
            ix.total += Int64(bytes.count)
        }
        evict()
    }

    /// Updates an entry's expiry (after a 304) without rewriting its body's meaning.
    public func refresh(_ key: TileKey, expires: Double?) {
        guard var item = read(key) else { return }
        item.expires = expires
        try? write(key, item)
    }

    public func remove(_ key: TileKey) {
        try? FileManager.default.removeItem(atPath: file(key))
        index.withLock { ix in
            if let e = ix.entries.removeValue(forKey: key) { ix.total -= e.size }
        }
    }

    /// Removes every entry.
    public func clear() {
        let keys = index.withLock { Array($0.entries.keys) }
        for k in keys { remove(k) }
    }

    /// Removes least recently used entries until the total fits the budget.
    func evict() {
        let victims = index.withLock { ix -> [TileKey] in
            guard ix.total > maxBytes else { return [] }
            var out: [TileKey] = []
            var total = ix.total
            for (k, e) in ix.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard total > maxBytes else { break }
                out.append(k)
                total -= e.size
            }
            return out
        }
        for k in victims { remove(k) }
    }

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
