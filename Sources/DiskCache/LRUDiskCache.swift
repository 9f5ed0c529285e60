import Foundation
import Text

/// The one disk cache: a folder of files under a byte bound, the least recently used removed first. The raster tile
/// cache, the offline maps' derived-data cache and the compiled-map cache are this type with their own keys and
/// checks.
///
/// - A key is a relative path in the folder (`12/2048/1361.tile`, `merged-a+b.osm.pbf`).
/// - Writes go through `AtomicFile` (a temporary file beside the entry, `KEY.PID.N.part`, renamed into place), so a
///   reader (in this process or another) sees the old entry or the new one, never half of one. Temporary files left
///   by a process that no longer runs are removed when the folder is opened; a live writer's are left alone.
/// - Use is the file's modification time: a write or a read sets it, so the LRU order survives restarts and is shared
///   between processes. Within a process uses are strictly ordered (each is at least a microsecond after the last).
/// - An entry that a caller finds damaged is dropped with `remove`; the caller fetches or builds it again.
/// - An entry larger than the whole bound is not stored; the entry just written is never the one evicted.
///
/// Thread-safe: the index is behind the one lock, file work happens outside it.
public final class LRUDiskCache: Sendable {
    /// The folder.
    public let directory: String
    /// The most the entries may hold together, in bytes.
    public let maxBytes: Int64
    /// Which relative paths are entries (temporary and hidden files never are).
    private let isEntry: @Sendable (String) -> Bool
    /// Whether entries live in subfolders (tiles: `Z/X/Y.tile`); else only the folder itself is read.
    private let nested: Bool
    private let index: Locked<Index>

    /// One entry: its key, size and last use.
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var bytes: Int64
        public var lastUse: Date
    }

    struct Index {
        var entries: [String: Entry] = [:]
        var total: Int64 = 0
        var lastUse = Date.distantPast

        mutating func put(_ e: Entry) {
            total -= entries[e.key]?.bytes ?? 0
            entries[e.key] = e
            total += e.bytes
        }

        mutating func drop(_ key: String) {
            if let e = entries.removeValue(forKey: key) { total -= e.bytes }
        }

        /// Now, but strictly after the last use handed out, so that uses in quick succession stay ordered.
        mutating func nextUse() -> Date {
            lastUse = max(Date(), lastUse.addingTimeInterval(1e-6))
            return lastUse
        }
    }

    /// Reads what the folder holds (a missing folder is an empty cache; nothing is created or evicted).
    /// - Parameters:
    ///   - nested: entries live in subfolders (the whole tree is read); else only the folder's own files are.
    ///   - isEntry: which relative paths are entries, e.g. only `*.navsim` files.
    public init(directory: String, maxBytes: Int64, nested: Bool = false,
                isEntry: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.directory = directory
        self.maxBytes = maxBytes
        self.nested = nested
        self.isEntry = isEntry
        index = Locked(Index())
        rescan()
    }

    /// Makes the folder and checks that it can be written.
    /// - Throws: `SourceError` naming the folder when it cannot be made or written.
    public func makeFolder() throws(SourceError) {
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SourceError(file: directory, reason: "cannot create the folder (\(AtomicFile.reason(error)))")
        }
        let probe = directory + "/.probe-\(getpid())"
        guard fm.createFile(atPath: probe, contents: Data([1])) else {
            throw SourceError(file: directory, reason: "the folder is not writable")
        }
        try? fm.removeItem(atPath: probe)
    }

    /// The file that holds `key`.
    public func path(_ key: String) -> String { directory + "/" + key }

    /// Whether the index holds `key` (without reading or using it).
    public func contains(_ key: String) -> Bool { index.withLock { $0.entries[key] != nil } }

    /// Bytes and entries held now, as this process knows them (see `entries` for the folder as it is).
    public var usage: (bytes: Int64, entries: Int) { index.withLock { ($0.total, $0.entries.count) } }

    /// The entry's bytes, marked as just used; nil when absent (a file gone from under the index is forgotten).
    public func read(_ key: String) -> [UInt8]? {
        guard contains(key) else { return nil }
        guard let data = FileManager.default.contents(atPath: path(key)) else {
            index.withLock { $0.drop(key) }
            return nil
        }
        touch(key)
        return [UInt8](data)
    }

    /// Marks an entry as just used (in the index and on disk); an entry another process wrote is taken in.
    public func touch(_ key: String) {
        guard let size = Self.size(path(key)) else {
            index.withLock { $0.drop(key) }
            return
        }
        let now = index.withLock { ix -> Date in
            let now = ix.nextUse()
            ix.put(Entry(key: key, bytes: size, lastUse: now))
            return now
        }
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: path(key))
    }

    /// Stores `bytes` under `key` (temporary file, then rename), then removes the least recently used other entries
    /// until the total fits the bound.
    /// - Returns: false when the entry alone is larger than the bound (it is not stored).
    /// - Throws: `SourceError` naming the folder when the key is not a relative path inside it or the file cannot be
    ///   written.
    @discardableResult
    public func write(_ key: String, _ bytes: [UInt8]) throws(SourceError) -> Bool {
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        guard !key.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw SourceError(file: directory, reason: "'\(key)' is not a name inside the cache")
        }
        guard Int64(bytes.count) <= maxBytes else { return false }
        let final = path(key)
        do { try AtomicFile.write(bytes, to: final) } catch {
            throw SourceError(file: directory, reason: "\(key): " + error.reason)
        }
        let now = index.withLock { ix -> Date in
            let now = ix.nextUse()
            ix.put(Entry(key: key, bytes: Int64(bytes.count), lastUse: now))
            return now
        }
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: final)
        trim(keeping: key)
        return true
    }

    /// Removes one entry.
    public func remove(_ key: String) {
        try? FileManager.default.removeItem(atPath: path(key))
        index.withLock { $0.drop(key) }
    }

    /// Removes every entry in the folder (also those another process wrote since this one opened it).
    public func clear() {
        for e in entries() { remove(e.key) }
    }

    /// The entries the folder holds now, least recently used first (the folder is read again).
    public func entries() -> [Entry] {
        rescan()
        return index.withLock { $0.entries.values.sorted { ($0.lastUse, $0.key) < ($1.lastUse, $1.key) } }
    }

    /// Removes least recently used entries (never `keep`) until the total fits the bound.
    public func trim(keeping keep: String? = nil) {
        let victims = index.withLock { ix -> [String] in
            guard ix.total > maxBytes else { return [] }
            var out: [String] = []
            var total = ix.total
            for e in ix.entries.values.sorted(by: { ($0.lastUse, $0.key) < ($1.lastUse, $1.key) }) where e.key != keep {
                guard total > maxBytes else { break }
                out.append(e.key)
                total -= e.bytes
            }
            return out
        }
        for k in victims { remove(k) }
    }

    // MARK: - The folder

    /// Reads the folder into the index: files that appeared are taken in (last use: their modification time), files
    /// that went are forgotten, known entries keep their last use. Temporary files of dead writers are removed.
    private func rescan() {
        let fm = FileManager.default
        var found: [String: Entry] = [:]
        let names: [String]
        if nested {
            names = (fm.enumerator(atPath: directory)?.allObjects as? [String]) ?? []
        } else {
            names = (try? fm.contentsOfDirectory(atPath: directory)) ?? []
        }
        for rel in names {
            let full = path(rel)
            let name = (rel as NSString).lastPathComponent
            if name.hasSuffix(".part") {
                if AtomicFile.writerIsGone(name) { try? fm.removeItem(atPath: full) }
                continue
            }
            guard !name.hasPrefix("."), isEntry(rel), let attrs = try? fm.attributesOfItem(atPath: full),
                  attrs[.type] as? FileAttributeType == .typeRegular else { continue }
            let size = (attrs[.size] as? NSNumber)?.int64Value ?? 0
            found[rel] = Entry(key: rel, bytes: size, lastUse: attrs[.modificationDate] as? Date ?? .distantPast)
        }
        index.withLock { ix in
            var fresh = Index(lastUse: ix.lastUse)
            for (key, var e) in found {
                if let known = ix.entries[key] { e.lastUse = known.lastUse }
                fresh.put(e)
            }
            ix = fresh
        }
    }

    static func size(_ path: String) -> Int64? {
        guard let attrs = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return (attrs[.size] as? NSNumber)?.int64Value ?? 0
    }
}
