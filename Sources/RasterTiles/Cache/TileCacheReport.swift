import Foundation

/// What a tile cache root holds: one folder per source (the disk caches of `TileDiskCache` and the generated imagery
/// pyramids), read without opening (and so without evicting) anything.
public struct TileCacheReport: Sendable, Equatable {
    public struct Source: Sendable, Equatable {
        public var name: String
        public var bytes: Int64
        public var entries: Int
    }

    public var root: String
    public var sources: [Source]
    public var bytes: Int64 { sources.reduce(0) { $0 + $1.bytes } }
    public var entries: Int { sources.reduce(0) { $0 + $1.entries } }

    /// Scans `root` (a missing root is an empty cache).
    public static func scan(root: String) -> TileCacheReport {
        let fm = FileManager.default
        var out: [Source] = []
        for name in ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted() {
            let dir = root + "/" + name
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else { continue }
            var s = Source(name: name, bytes: 0, entries: 0)
            if let walker = fm.enumerator(atPath: dir) {
                while let rel = walker.nextObject() as? String {
                    guard rel.hasSuffix(".tile") || rel.hasSuffix(".jpg") || rel.hasSuffix(".png") else { continue }
                    let size = ((try? fm.attributesOfItem(atPath: dir + "/" + rel))?[.size] as? NSNumber)?.int64Value ?? 0
                    s.bytes += size
                    s.entries += 1
                }
            }
            out.append(s)
        }
        return TileCacheReport(root: root, sources: out)
    }

    /// Removes one source's folder, or every source's (the root stays).
    /// - Returns: the names removed.
    @discardableResult
    public static func clear(root: String, source: String? = nil) throws -> [String] {
        let report = scan(root: root)
        let names = report.sources.map(\.name).filter { source == nil || $0 == source }
        for n in names { try FileManager.default.removeItem(atPath: root + "/" + n) }
        return names
    }
}
