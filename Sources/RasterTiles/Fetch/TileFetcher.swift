/// What one request for a tile's bytes gave.
public enum TileFetchResult: Sendable, Equatable {
    /// The body, with the validator and freshness the server sent (`max-age` seconds), when it sent them.
    case data([UInt8], etag: String?, maxAge: Double?)
    /// 304: the cached copy (sent as `If-None-Match`) is still good, for `maxAge` more seconds when given.
    case notModified(maxAge: Double?)
    /// 404 (or a missing file): the provider has no tile here, which draws as an empty tile.
    case notFound
    /// Anything else, in words; `retryable` for transport errors, timeouts and 5xx.
    case failed(String, retryable: Bool)
}

/// Gets tile bytes from a URL (http, https, file). Called on background work, never by a frame.
public protocol TileFetcher: Sendable {
    /// - Parameter etag: the cached copy's validator, sent as `If-None-Match`.
    func fetch(_ url: String, etag: String?) -> TileFetchResult
}

/// Time for the tile loader: wall-clock seconds (cache freshness) and the waits between retries, injected so tests
/// run without sleeping.
public protocol TileClock: Sendable {
    /// Seconds since 1970.
    func now() -> Double
    func sleep(seconds: Double)
}
