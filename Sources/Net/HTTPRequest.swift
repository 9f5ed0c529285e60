/// One request for `HTTPClient`: a URL (http, https or file), a method, headers, and the conditional and range
/// headers tile caches and resumed downloads need.
public struct HTTPRequest: Sendable, Hashable {
    public var url: String
    /// "GET" or "HEAD".
    public var method: String
    /// Extra request headers (User-Agent comes from the client).
    public var headers: [String: String]
    /// Bodies longer than this fail with `HTTPFailure.Kind.tooLarge` (nil: the client's limit). Streams have none.
    public var maxBodyBytes: Int?

    public init(_ url: String, method: String = "GET", headers: [String: String] = [:], maxBodyBytes: Int? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.maxBodyBytes = maxBodyBytes
    }

    /// A conditional request: the server answers 304 while the cached copy with this validator is current.
    public func ifNoneMatch(_ etag: String?) -> HTTPRequest {
        var r = self
        if let etag { r.headers["If-None-Match"] = etag }
        return r
    }

    /// A resumed request: the body from byte `offset` on (no header for 0).
    public func range(from offset: Int64) -> HTTPRequest {
        var r = self
        if offset > 0 { r.headers["Range"] = "bytes=\(offset)-" }
        return r
    }

    /// The URL without its query (API keys live there).
    public var urlWithoutQuery: String { String(url.prefix { $0 != "?" }) }

    /// True for `file:` URLs and plain absolute paths, which are read from disk.
    public var isFile: Bool { url.hasPrefix("file:") || url.hasPrefix("/") }
}
