import Text

/// The sources of one app run, by unique name (the HERE SDK refuses a second data source with a name in use).
/// It picks the fetcher for a template's scheme and shares one HTTP session between sources.
public final class RasterSourceRegistry: Sendable {
    public let userAgent: String
    let clock: any TileClock
    let retry: RetryPolicy
    /// The HTTP fetcher every http(s) source of this registry shares.
    public let http: HTTPTileFetcher
    private let sources = Locked<[String: RasterDataSource]>([:])

    /// - Parameter userAgent: e.g. "navsim/0.1.0 (terminal navigation simulator)".
    public init(userAgent: String, clock: any TileClock = SystemTileClock(), retry: RetryPolicy = RetryPolicy(), timeout: Double = 15) {
        self.userAgent = userAgent
        self.clock = clock
        self.retry = retry
        http = HTTPTileFetcher(userAgent: userAgent, timeout: timeout)
    }

    /// A new source.
    /// - Throws: `RasterError.duplicateSourceName` when the name is taken.
    public func makeSource(_ configuration: RasterSourceConfiguration, fetcher: (any TileFetcher)? = nil) throws(RasterError) -> RasterDataSource {
        let chosen: any TileFetcher = fetcher ?? (configuration.template.scheme == .file ? FileTileFetcher() : http)
        let source = RasterDataSource(configuration: configuration, fetcher: chosen, clock: clock, retry: retry)
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
