import DiskCache
import Net
import Foundation

/// Download sizes: our extension key `navsim:size` when the index has it, else HTTP HEAD Content-Length,
/// cached by URL in `DIR/sizes.json` (so listing the catalogue again costs no requests, and works offline).
public struct RegionSizes: Sendable {
    public let storage: RegionStorage
    public let http: HTTPClient

    public init(storage: RegionStorage, http: HTTPClient) {
        self.storage = storage
        self.http = http
    }

    private var path: String { storage.root + "/sizes.json" }

    private func cached() -> [String: Int64] {
        guard let d = FileManager.default.contents(atPath: path) else { return [:] }
        return (try? JSONDecoder().decode([String: Int64].self, from: d)) ?? [:]
    }

    /// The region's download size in bytes, or nil (a parent without a file, or unknown offline).
    public func size(of region: Region) -> Int64? {
        guard let url = region.pbfURL else { return nil }
        if let s = region.declaredSize { return s }
        if let s = cached()[url] { return s }
        guard let s = (try? http.head(url, what: "the size of \(region.id)")) ?? nil else { return nil }
        var all = cached()
        all[url] = s
        // Only a cache of HEAD answers: a lost write costs one more request.
        if let d = try? JSONEncoder.sorted.encode(all) { try? AtomicFile.write([UInt8](d), to: path) }
        return s
    }
}
