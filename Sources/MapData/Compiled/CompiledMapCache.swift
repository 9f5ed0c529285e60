import DiskCache
import Foundation

/// Compiled maps kept beside their sources, keyed by the source's content hash, the format version and the producer
/// (the navsim version): the first command on a map compiles it, every later one opens the compiled file. A cached
/// file that is damaged, truncated, foreign or of another version is found by opening it, reported through `note`,
/// and rebuilt from the source; it never crashes a command.
///
/// The folder is the one `LRUDiskCache`: writes are atomic (a temporary file renamed into place, so a concurrent
/// process sees either no file or a whole one), and past `maxBytes` the least recently used compiled maps go.
public struct CompiledMapCache: Sendable {
    /// Where compiled maps go; nil disables the cache (sources are loaded as before).
    public let directory: String?
    /// The program that writes and reads them ("navsim 0.1.0"): part of the key.
    public let producer: String
    /// The most the folder may hold; older files (by last use, the modification time a hit refreshes) are removed
    /// after each compile until it fits, so the cache survives restarts and never grows without bound. A compiled map
    /// larger than the whole bound is used but not kept.
    public let maxBytes: Int64

    public init(directory: String?, producer: String, maxBytes: Int64 = 2_000_000_000) {
        self.directory = directory
        self.producer = producer
        self.maxBytes = maxBytes
    }

    /// The folder, opened when a command needs it (opening scans it): a compiled map given directly never does.
    private func openStore() -> LRUDiskCache? {
        directory.map {
            LRUDiskCache(directory: $0, maxBytes: maxBytes) { !$0.contains("/") && $0.hasSuffix("." + CompiledMapFormat.fileExtension) }
        }
    }

    /// The compiled maps in the folder: how many and their total size.
    public func entries() -> (count: Int, bytes: Int64) {
        let files = openStore()?.entries() ?? []
        return (files.count, files.reduce(0) { $0 + $1.bytes })
    }

    /// Removes every compiled map (sources are compiled again on next use).
    public func clear() { openStore()?.clear() }

    /// The file name a source of content hash `sourceHash` compiles to.
    public func key(sourceHash: UInt64) -> String {
        let version = producer.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }
        return "\(Checksum64.hex(sourceHash))-f\(CompiledMapFormat.version)-\(String(version)).\(CompiledMapFormat.fileExtension)"
    }

    /// Opens any map file: a compiled map as it is, a source through the cache (compiling it with `compile` on a miss).
    /// - Parameters:
    ///   - compile: the whole compiled file for a source map and its content hash (`CompiledMapBuilder.compile` in Routing).
    ///   - use: what the command reads: only those sections are verified at open (see `MapUse`).
    ///   - note: told when a cached file was unusable and is rebuilt.
    /// - Throws: `MapDataError` for a source that cannot be read, or a compiled map given directly that fails its checks.
    public func load(path: String, use: MapUse = .everything, compile: (OSMMap, UInt64) -> [UInt8],
                     note: (String) -> Void) throws(MapDataError) -> OSMMap {
        let fileName = (path as NSString).lastPathComponent
        let (data, mapped) = try OSMMap.mappedData(path: path)
        if CompiledMapFile.looksCompiled(data) {
            // Mapped again by the file itself, so that its columns can be read in place for as long as the map lives;
            // a compiled map read from a stream is read from the bytes already read.
            let file = mapped ? try CompiledMapFile(path: path, fileName: path) : try CompiledMapFile(data: data, fileName: path)
            return try OSMMap.open(compiled: file, use: use)
        }
        let hash = data.withUnsafeBytes { Checksum64.of($0) }
        guard let store = openStore() else { return try OSMMap.parse(data: [UInt8](data), name: OSMMap.mapName(fileName: fileName), fileName: fileName) }
        let name = key(sourceHash: hash), cached = store.path(name)
        if FileManager.default.fileExists(atPath: cached) {
            do throws(MapDataError) {
                let map = try open(cached: cached, sourceHash: hash, use: use)
                store.touch(name)  // a hit is a use: it orders eviction
                return map
            } catch {
                note("compiled map \(cached) is unusable (\(error.reason)); rebuilding it from \(path)")
            }
        }
        let source = try OSMMap.parse(data: [UInt8](data), name: OSMMap.mapName(fileName: fileName), fileName: fileName)
        let bytes = compile(source, hash)
        _ = try? store.write(name, bytes)  // a cache that cannot be written only costs the next command a compile
        return try OSMMap.open(compiled: try CompiledMapFile(bytes: bytes, fileName: cached), use: use)
    }

    /// A cached file, checked against the source it should come from and verified. Unlike a compiled map given
    /// directly (whose routing sections are verified when read, and rebuilt in memory when damaged), a cached file can
    /// be repaired, so damage in any section the command may read is found here and the file rebuilt once: every
    /// section for `.everything`; for `.routing`, all but the features and the view, which it leaves unread (the next
    /// command that draws verifies them and rebuilds the file if they are damaged); for `.network`, only what it decodes.
    private func open(cached: String, sourceHash: UInt64, use: MapUse) throws(MapDataError) -> OSMMap {
        let file = try CompiledMapFile(path: cached)
        guard file.sourceHash == sourceHash else { throw MapDataError(file: cached, reason: "compiled from another source") }
        switch use {
        case .everything: try file.verifyAll()
        case .routing: try file.verify(kinds: Set(CompiledMapFormat.Kind.allCases).subtracting([.features, .openMapTiles]))
        case .network: break  // META and NETW are verified as they are decoded
        }
        let made = try OSMMap.compiledProducer(file)
        guard made == producer else { throw MapDataError(file: cached, reason: "written by \(made), not \(producer)") }
        return try OSMMap.open(compiled: file, use: use)
    }
}
