import Foundation

/// `file://` templates: a missing file is an empty tile (like a 404), an unreadable one a failure.
public struct FileTileFetcher: TileFetcher {
    public init() {}

    public func fetch(_ url: String, etag: String?) -> TileFetchResult {
        let path = URL(string: url)?.path ?? String(url.dropFirst("file://".count))
        guard FileManager.default.fileExists(atPath: path) else { return .notFound }
        guard let d = FileManager.default.contents(atPath: path) else { return .failed("\(path): cannot read the file", retryable: false) }
        return .data([UInt8](d), etag: nil, maxAge: nil)
    }
}
