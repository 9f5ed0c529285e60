import Foundation
import Text
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// http and https tiles through URLSession (libcurl): a User-Agent naming navsim and its version (tile usage
/// policies ask for one), `If-None-Match` for cached copies, `Cache-Control: max-age` read back, redirects
/// followed, and a body limit so a runaway response cannot fill memory.
public final class HTTPTileFetcher: TileFetcher {
    public let userAgent: String
    /// Seconds without progress before a request fails.
    public let timeout: Double
    /// Bodies larger than this are cut off and reported.
    public let maxBodyBytes: Int
    private let session: URLSession
    private let delegate: TileSessionDelegate

    public init(userAgent: String, timeout: Double = 15, maxBodyBytes: Int = 4 << 20) {
        self.userAgent = userAgent
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = timeout
        config.requestCachePolicy = .reloadIgnoringLocalCacheData
        config.urlCache = nil
        config.httpAdditionalHeaders = ["User-Agent": userAgent]
        delegate = TileSessionDelegate(maxBodyBytes: maxBodyBytes)
        session = URLSession(configuration: config, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    public func fetch(_ url: String, etag: String?) -> TileFetchResult {
        guard let u = URL(string: url) else { return .failed("\(url): not a URL", retryable: false) }
        var request = URLRequest(url: u)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let task = session.dataTask(with: request)
        let pending = delegate.register(task.taskIdentifier)
        task.resume()
        let reply = pending.wait()
        if let error = reply.error { return .failed("\(Self.shortURL(url)): \(error)", retryable: !reply.tooLarge) }
        guard let http = reply.response else { return .failed("\(Self.shortURL(url)): no response", retryable: true) }
        let maxAge = Self.maxAge(http.value(forHTTPHeaderField: "Cache-Control"))
        switch http.statusCode {
        case 200, 203:
            return .data(reply.body, etag: http.value(forHTTPHeaderField: "ETag"), maxAge: maxAge)
        case 304: return .notModified(maxAge: maxAge)
        case 404, 410: return .notFound
        case 500...599, 429, 408:
            return .failed("\(Self.shortURL(url)): HTTP \(http.statusCode)", retryable: true)
        default:
            return .failed("\(Self.shortURL(url)): HTTP \(http.statusCode)", retryable: false)
        }
    }

    /// `max-age=N` from a Cache-Control header (`no-cache`/`no-store` count as 0).
    static func maxAge(_ header: String?) -> Double? {
        guard let header else { return nil }
        for part in header.lowercased().split(separator: ",") {
            let p = part.trimmingCharacters(in: .whitespaces)
            if p == "no-cache" || p == "no-store" { return 0 }
            if p.hasPrefix("max-age="), let n = Double(p.dropFirst(8)) { return max(0, n) }
        }
        return nil
    }

    /// The URL without its query (API keys live there), sanitized for the status line.
    static func shortURL(_ url: String) -> String {
        TerminalText.sanitized(String(url.prefix { $0 != "?" }), limit: 100)
    }
}

/// One reply as the session delegate collected it.
struct TileReply: Sendable {
    var response: HTTPURLResponse?
    var body: [UInt8] = []
    var error: String?
    var tooLarge = false
}

/// Collects each task's response and body; one instance serves every task of the fetcher's session.
final class TileSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    let maxBodyBytes: Int
    private let replies = Locked<[Int: TileReply]>([:])
    private let waiters = Locked<[Int: PendingReply]>([:])

    init(maxBodyBytes: Int) { self.maxBodyBytes = maxBodyBytes }

    func register(_ id: Int) -> PendingReply {
        let p = PendingReply()
        waiters.withLock { $0[id] = p }
        replies.withLock { $0[id] = TileReply() }
        return p
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let limit = maxBodyBytes
        let tooLarge = (http?.expectedContentLength ?? -1) > Int64(limit)
        replies.withLock {
            $0[dataTask.taskIdentifier]?.response = http
            if tooLarge { $0[dataTask.taskIdentifier]?.tooLarge = true }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let limit = maxBodyBytes
        let over = replies.withLock { r -> Bool in
            guard var reply = r[dataTask.taskIdentifier], !reply.tooLarge else { return false }
            if reply.body.count + data.count > limit { reply.tooLarge = true; reply.body = [] } else { reply.body.append(contentsOf: data) }
            r[dataTask.taskIdentifier] = reply
            return reply.tooLarge
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let id = task.taskIdentifier
        let limit = maxBodyBytes
        var reply = replies.withLock { $0.removeValue(forKey: id) } ?? TileReply()
        if reply.tooLarge {
            reply.error = "the body is larger than \(limit / 1024) KB"
        } else if error != nil, let http = reply.response, http.statusCode == 200, http.expectedContentLength > Int64(reply.body.count) {
            reply.error = "the connection was lost after \(reply.body.count) of \(http.expectedContentLength) bytes"
        } else if let error {
            let ns = error as NSError
            switch ns.code {
            case NSURLErrorTimedOut: reply.error = "timed out"
            case NSURLErrorCannotConnectToHost: reply.error = "connection refused"
            case NSURLErrorNetworkConnectionLost: reply.error = "the connection was lost"
            default: reply.error = ns.localizedDescription
            }
        } else if let http = reply.response, http.expectedContentLength > 0, Int64(reply.body.count) < http.expectedContentLength,
                  http.statusCode == 200 {
            reply.error = "the body ended after \(reply.body.count) of \(http.expectedContentLength) bytes"
        }
        let waiter = waiters.withLock { $0.removeValue(forKey: id) }
        waiter?.finish(reply)
    }
}

/// A reply that one thread waits for and the session's delegate queue delivers.
final class PendingReply: Sendable {
    private let reply = Locked<TileReply?>(nil)
    private let done = DispatchSemaphore(value: 0)

    func finish(_ r: TileReply) {
        reply.withLock { $0 = r }
        done.signal()
    }

    func wait() -> TileReply {
        done.wait()
        return reply.value ?? TileReply(error: "no reply")
    }
}
