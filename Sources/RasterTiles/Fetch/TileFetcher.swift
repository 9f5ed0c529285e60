import Net

/// What one request for a tile's bytes gave.
public enum TileFetchResult: Sendable, Equatable {
    /// The body, with the validator and freshness the server sent (`max-age` seconds), when it sent them.
    case data([UInt8], etag: String?, maxAge: Double?)
    /// 304: the cached copy (sent as `If-None-Match`) is still good, for `maxAge` more seconds when given.
    case notModified(maxAge: Double?)
    /// 404 (or a missing file): the provider has no tile here, which draws as an empty tile.
    case notFound
    /// The tile left the view and its request was cancelled: nothing to draw or cache.
    case cancelled
    /// Anything else, in words; `retryable` for transport errors, timeouts and 5xx.
    case failed(String, retryable: Bool)
}

/// Gets tile bytes from a URL (http, https, file). Called on background work, never by a frame.
public protocol TileFetcher: Sendable {
    /// - Parameters:
    ///   - etag: the cached copy's validator, sent as `If-None-Match`.
    ///   - cancellation: cancelled when the tile is no longer wanted; the request in flight stops.
    func fetch(_ url: String, etag: String?, cancellation: HTTPCancellation) -> TileFetchResult
}
