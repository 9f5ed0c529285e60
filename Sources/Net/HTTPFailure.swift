/// Why a request gave no response, in words for a status line, with a kind to decide on retries.
public struct HTTPFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case timedOut, refused, connectionLost, tooLarge, cancelled, offline, noSuchFile, badURL
        /// More redirects than the client follows (a redirect loop, most likely).
        case tooManyRedirects
        /// The HTTP library (libcurl) could not be loaded: http and https cannot work in this process.
        case unavailable
        /// The response handler of a stream refused the response or a chunk.
        case rejected
        case other
    }

    public var kind: Kind
    public var reason: String

    /// What a stream's handler threw, for `.rejected`.
    public var cause: (any Error)?

    public init(_ kind: Kind, _ reason: String, cause: (any Error)? = nil) {
        self.kind = kind
        self.reason = reason
        self.cause = cause
    }

    /// Worth trying again after a wait: transport errors and timeouts (not a refused body, a bad URL, offline or a
    /// cancellation, a redirect loop or a missing libcurl).
    public var isRetryable: Bool {
        switch kind {
        case .timedOut, .refused, .connectionLost, .other: return true
        case .tooLarge, .cancelled, .offline, .noSuchFile, .badURL, .rejected, .tooManyRedirects, .unavailable: return false
        }
    }

    public var description: String { reason }
}
