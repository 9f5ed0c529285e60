import Net
import Text

/// The sources of one app run, by unique name (the HERE SDK refuses a second data source with a name in use).
/// Its sources share one HTTP client (http, https and file templates).
public final class RasterSourceRegistry: Sendable {
    public let userAgent: String
    let clock: any NetClock
    let retry: RetryPolicy
    /// The client every source of this registry fetches through.
    public let http: HTTPClient
    private let sources = Locked<[String: RasterDataSource]>([:])

    /// - Parameter userAgent: e.g. "navsim/0.1.0 (terminal navigation simulator)".
    public init(userAgent: String, clock: any NetClock = SystemNetClock(), retry: RetryPolicy = RasterDataSource.defaultRetry, timeout: Double = 15) {
        self.userAgent = userAgent
        self.clock = clock
        self.retry = retry
        http = HTTPClient(userAgent: userAgent, timeout: timeout, maxBodyBytes: HTTPClient.tileBodyLimit)
    }

    /// A new source.
    /// - Throws: `RasterError.duplicateSourceName` when the name is taken.
    public func makeSource(_ configuration: RasterSourceConfiguration, fetcher: (any TileFetcher)? = nil) throws(RasterError) -> RasterDataSource {
        let source = RasterDataSource(configuration: configuration, fetcher: fetcher ?? http, clock: clock, retry: retry)
        let added = sources.withLock { s -> Bool in
            guard s[configuration.name] == nil else { return false }
            s[configuration.name] = source
            return true
        }
        guard added else { throw .duplicateSourceName(configuration.name) }
        return source
    }

    public func source(named name: String) -> RasterDataSource? { sources.withLock { $0[name] } }

    public var all: [RasterDataSource] { sources.withLock { $0.values.sorted { $0.configuration.name < $1.configuration.name } } }
}
