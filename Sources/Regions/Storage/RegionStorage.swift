import Foundation
import DiskCache
import MapData
import Text

/// The storage folder: installed regions with their versions, downloads in progress, the journal, the cache.
///
/// ```
/// DIR/regions/ID/map.osm.pbf     the installed extract
/// DIR/regions/ID/region.json     its InstalledRegion record (version, source, MD5, size)
/// DIR/downloads/ID.osm.pbf.part  a download in progress, with ID.part.json (URL, length) to resume it
/// DIR/staging/ID.new, ID.old     the two sides of an install or update in progress
/// DIR/journal.json               the operation in progress (see Journal)
/// DIR/cache/                     derived data (MapCache)
/// ```
public struct RegionStorage: Sendable {
    public let root: String

    /// `$NAVSIM_STORAGE`, else `$XDG_DATA_HOME/navsim`, else `~/.local/share/navsim` (XDG Base Directory spec).
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let s = environment["NAVSIM_STORAGE"], !s.isEmpty { return s }
        if let x = environment["XDG_DATA_HOME"], x.hasPrefix("/") { return x + "/navsim" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/share/navsim"
    }

    /// Opens (creating when missing) the storage at `root`.
    /// - Throws: `RegionsError.storage` when `root` is a file or cannot be created.
    public init(root: String) throws(RegionsError) {
        self.root = root
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: root, isDirectory: &isDir), !isDir.boolValue {
            throw RegionsError.storage(path: root, reason: "is a file, not a folder")
        }
        for dir in [root, regionsDir, downloadsDir, stagingDir] {
            if fm.fileExists(atPath: dir, isDirectory: &isDir) {
                if !isDir.boolValue { throw RegionsError.storage(path: dir, reason: "is a file, not a folder") }
                continue
            }
            do { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw RegionsError.storage(path: dir, reason: "cannot create the folder (\((error as NSError).localizedDescription))")
            }
        }
    }

    var regionsDir: String { root + "/regions" }
    var downloadsDir: String { root + "/downloads" }
    var stagingDir: String { root + "/staging" }
    var journalPath: String { root + "/journal.json" }
    public var cacheDir: String { root + "/cache" }

    public func regionDir(_ id: String) -> String { regionsDir + "/" + id }
    public func mapPath(_ id: String) -> String { regionDir(id) + "/map.osm.pbf" }
    func recordPath(_ id: String) -> String { regionDir(id) + "/region.json" }
    func partPath(_ id: String) -> String { downloadsDir + "/\(id).osm.pbf.part" }
    func partMetaPath(_ id: String) -> String { downloadsDir + "/\(id).part.json" }

    /// Installed regions, by id.
    public func installed() -> [InstalledRegion] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: regionsDir)) ?? []
        return ids.sorted().compactMap { installed($0) }
    }

    public func installed(_ id: String) -> InstalledRegion? {
        guard let data = FileManager.default.contents(atPath: recordPath(id)) else { return nil }
        return try? JSONDecoder().decode(InstalledRegion.self, from: data)
    }

    /// Removes an installed region (and its partial download).
    public func delete(_ id: String) throws(RegionsError) {
        guard FileManager.default.fileExists(atPath: regionDir(id)) else { throw RegionsError.notInstalled(id) }
        try checkNoOperation()
        // Moved aside first, so that a crash never leaves half a region in regions/.
        let trash = stagingDir + "/\(id).deleted"
        try? FileManager.default.removeItem(atPath: trash)
        do {
            try FileManager.default.moveItem(atPath: regionDir(id), toPath: trash)
            try FileManager.default.removeItem(atPath: trash)
        } catch {
            throw RegionsError.storage(path: regionDir(id), reason: (error as NSError).localizedDescription)
        }
        try? FileManager.default.removeItem(atPath: partPath(id))
        try? FileManager.default.removeItem(atPath: partMetaPath(id))
    }

    func checkNoOperation() throws(RegionsError) {
        if case .success(let j?) = Journal.read(from: journalPath) {
            throw RegionsError.storage(path: root, reason: "an interrupted \(j.operation.rawValue) of \(j.region) must be repaired first ('navsim maps repair')")
        }
    }

    /// Installs `file` (a verified extract, moved, not copied) as region `record.id`, atomically: stage, then
    /// swap with the old version by renames, each step journaled. The old version stays intact until the new
    /// one is in place. `onCommitted` runs before the journal is removed (the cache is cleared there).
    public func commit(file: String, record: InstalledRegion, operation: Journal.Operation) throws(RegionsError) {
        // Downloads of several regions finish on their own threads: one commit at a time, or one would find the
        // other's journal and call it an interrupted operation.
        try Self.commits.withLock { (_: inout Void) throws(RegionsError) in try commitAlone(file: file, record: record, operation: operation) }
    }

    /// Serializes commits within this process (the journal is one file per storage).
    private static let commits = Locked<Void>(())

    private func commitAlone(file: String, record: InstalledRegion, operation: Journal.Operation) throws(RegionsError) {
        try checkNoOperation()
        let fm = FileManager.default
        let id = record.id
        let newDir = stagingDir + "/\(id).new", oldDir = stagingDir + "/\(id).old"
        try? fm.removeItem(atPath: newDir)
        try? fm.removeItem(atPath: oldDir)
        var journal = Journal(operation: operation, region: id, step: .begun, newVersion: record.version)
        try journal.write(to: journalPath)
        do {
            try fm.createDirectory(atPath: newDir, withIntermediateDirectories: true)
            try fm.moveItem(atPath: file, toPath: newDir + "/map.osm.pbf")
            try AtomicFile.write([UInt8](JSONEncoder.sorted.encode(record)), to: newDir + "/region.json", durable: true)
        } catch {
            try? fm.removeItem(atPath: newDir)
            try? fm.removeItem(atPath: journalPath)
            let why = (error as? SourceError)?.reason ?? AtomicFile.reason(error)
            throw RegionsError.storage(path: newDir, reason: "cannot stage \(id) (\(why))")
        }
        journal.step = .staged
        try journal.write(to: journalPath)
        try finish(journal)
    }

    /// Runs the remaining steps of a journaled operation from `staged` on.
    func finish(_ j: Journal) throws(RegionsError) {
        let fm = FileManager.default
        var journal = j
        let id = j.region
        let newDir = stagingDir + "/\(id).new", oldDir = stagingDir + "/\(id).old"
        do {
            if journal.step == .staged {
                if fm.fileExists(atPath: regionDir(id)) { try fm.moveItem(atPath: regionDir(id), toPath: oldDir) }
                journal.step = .swappedOut
                try journal.write(to: journalPath)
            }
            if journal.step == .swappedOut {
                if fm.fileExists(atPath: newDir) { try fm.moveItem(atPath: newDir, toPath: regionDir(id)) }
                journal.step = .swappedIn
                try journal.write(to: journalPath)
            }
            try? fm.removeItem(atPath: oldDir)
            MapCache(directory: cacheDir).clear()
            try fm.removeItem(atPath: journalPath)
        } catch let e as RegionsError {
            throw e
        } catch {
            throw RegionsError.storage(path: root, reason: "\(j.operation.rawValue) of \(id): \((error as NSError).localizedDescription)")
        }
    }
}

extension JSONEncoder {
    /// Sorted keys and indentation: stable, reviewable files.
    static var sorted: JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .prettyPrinted]
        return e
    }
}
