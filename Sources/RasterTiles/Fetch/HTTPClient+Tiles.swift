import Net
import Text

/// Tiles through the one HTTP client (http, https and `file:` templates): `If-None-Match` for cached copies,
/// `Cache-Control: max-age` read back, 404/410 (or a missing file) as an empty tile, 5xx/408/429 and transport
/// errors retryable, a cancelled request as `.cancelled`.
extension HTTPClient: TileFetcher {
    /// The body limit for one tile, so that a runaway response cannot fill memory.
    public static let tileBodyLimit = 4 << 20

    public func fetch(_ url: String, etag: String?, cancellation: HTTPCancellation) -> TileFetchResult {
        let request = HTTPRequest(url, maxBodyBytes: Self.tileBodyLimit).ifNoneMatch(etag)
        let short = TerminalText.sanitized(request.urlWithoutQuery, limit: 100)
        switch send(request, cancellation: cancellation) {
        case .failure(let f):
            switch f.kind {
            case .cancelled: return .cancelled
            case .noSuchFile: return .notFound
            default: return .failed("\(short): \(f.reason)", retryable: f.isRetryable)
            }
        case .success(let r):
            switch r.status {
            case 200, 203: return .data(r.body, etag: r.head.etag, maxAge: r.head.maxAge)
            case 304: return .notModified(maxAge: r.head.maxAge)
            case 404, 410: return .notFound
            case 500...599, 429, 408: return .failed("\(short): HTTP \(r.status)", retryable: true)
            default: return .failed("\(short): HTTP \(r.status)", retryable: false)
            }
        }
    }
}
