import Foundation

/// Compiled maps kept beside their sources, keyed by the source's content hash, the format version and the producer
/// (the navsim version): the first command on a map compiles it, every later one opens the compiled file. A cached
/// file that is damaged, truncated, foreign or of another version is found by opening it, reported through `note`,
/// and rebuilt from the source; it never crashes a command.
///
/// Writes are atomic: the file is written under a temporary name in the same folder and renamed into place, so a
/// concurrent process sees either no file or a whole one.
public struct CompiledMapCache: Sendable {
    /// Where compiled maps go; nil disables the cache (sources are loaded as before).
    public let directory: String?
    /// The program that writes and reads them ("navsim 0.1.0"): part of the key.
    public let producer: String
    /// The most the folder may hold; older files (by last use, the modification time a hit refreshes) are removed
    /// after each compile until it fits, so the cache survives restarts and never grows without bound.
    public let maxBytes: Int64

    public init(directory: String?, producer: String, maxBytes: Int64 = 2_000_000_000) {
        self.directory = directory
        self.producer = producer
        self.maxBytes = maxBytes
    }

    /// The compiled maps in the folder: how many and their total size.
    public func entries() -> (count: Int, bytes: Int64) {
        let files = compiledFiles()
        return (files.count, files.reduce(0) { $0 + $1.size })
    }

    /// Removes every compiled map (sources are compiled again on next use).
    public func clear() {
        for f in compiledFiles() { try? FileManager.default.removeItem(atPath: f.path) }
    }

    /// Removes the least recently used compiled maps until the folder holds at most `maxBytes`; `keep` stays.
    public func evict(keeping keep: String? = nil) {
        var files = compiledFiles().sorted { $0.lastUse < $1.lastUse }
        var total = files.reduce(0) { $0 + $1.size }
        while total > maxBytes, let oldest = files.first {
            files.removeFirst()
            if oldest.path == keep { continue }
            try? FileManager.default.removeItem(atPath: oldest.path)
            total -= oldest.size
        }
    }

    private func compiledFiles() -> [(path: String, size: Int64, lastUse: Date)] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix("." + CompiledMapFormat.fileExtension) }.compactMap { name in
            let path = directory + "/" + name
            guard let a = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            return (path, (a[.size] as? NSNumber)?.int64Value ?? 0, a[.modificationDate] as? Date ?? .distantPast)
        }
    }

    /// The file name a source of content hash `sourceHash` compiles to.
    public func key(sourceHash: UInt64) -> String {
        let version = producer.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }
        return "\(Checksum64.hex(sourceHash))-f\(CompiledMapFormat.version)-\(String(version)).\(CompiledMapFormat.fileExtension)"
    }

    /// Opens any map file: a compiled map as it is, a source through the cache (compiling it with `compile` on a miss).
    /// - Parameters:
    ///   - compile: the whole compiled file for a source map and its content hash (`CompiledMapBuilder.compile` in Routing).
    ///   - note: told when a cached file was unusable and is rebuilt.
    /// - Throws: `MapDataError` for a source that cannot be read, or a compiled map given directly that fails its checks.
    public func load(path: String, compile: (OSMMap, UInt64) -> [UInt8], note: (String) -> Void) throws(MapDataError) -> OSMMap {
        let fileName = (path as NSString).lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MapDataError(file: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw MapDataError(file: path, reason: "is a directory, not a map file") }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
            throw MapDataError(file: path, reason: "cannot read the file")
        }
        if CompiledMapFile.looksCompiled(data) {
            let file = try CompiledMapFile(data: data, fileName: path)
            try file.verifyAll()
            return try OSMMap.open(compiled: file)
        }
        let hash = data.withUnsafeBytes { Checksum64.of($0) }
        guard let directory else { return try OSMMap.parse(data: [UInt8](data), name: OSMMap.mapName(fileName: fileName), fileName: fileName) }
        let cached = directory + "/" + key(sourceHash: hash)
        if FileManager.default.fileExists(atPath: cached) {
            do throws(MapDataError) {
                let map = try open(cached: cached, sourceHash: hash)
                // A hit is a use: the modification time orders eviction.
                try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: cached)
                return map
            } catch {
                note("compiled map \(cached) is unusable (\(error.reason)); rebuilding it from \(path)")
            }
        }
        let source = try OSMMap.parse(data: [UInt8](data), name: OSMMap.mapName(fileName: fileName), fileName: fileName)
        let bytes = compile(source, hash)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = CompiledMapFile.writeAtomically(bytes, to: cached)
        evict(keeping: cached)
        return try OSMMap.open(compiled: try CompiledMapFile(data: Data(bytes), fileName: cached))
    }

    /// A cached file, checked whole and against the source it should come from.
    private func open(cached: String, sourceHash: UInt64) throws(MapDataError) -> OSMMap {
        let file = try CompiledMapFile(path: cached)
        guard file.sourceHash == sourceHash else { throw MapDataError(file: cached, reason: "compiled from another source") }
        try file.verifyAll()
        let made = try OSMMap.compiledProducer(file)
        guard made == producer else { throw MapDataError(file: cached, reason: "written by \(made), not \(producer)") }
        return try OSMMap.open(compiled: file)
    }
}
