import Foundation
import Text
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one HTTP client: URLSession (libcurl) for http and https, the file system for `file:` URLs and absolute
/// paths. It returns status and headers, limits bodies, sends conditional (`If-None-Match`) and range requests,
/// streams long bodies chunk by chunk, and cancels a request in flight through an `HTTPCancellation`. Redirects are
/// followed. With `offline` set, every http/https request is refused before anything is sent. Calls block the
/// calling thread (background work, never a frame); retries are the caller's, with `RetryPolicy` and a `NetClock`.
public final class HTTPClient: Sendable {
    public let offline: Bool
    /// Sent as User-Agent when set (tile usage policies ask for one naming the app and its version).
    public let userAgent: String?
    /// Seconds without progress before a request fails (URLSession's request timeout).
    public let timeout: Double
    /// The default body limit of `send`.
    public let maxBodyBytes: Int
    private let session: URLSession
    private let delegate: SessionDelegate

    public init(offline: Bool = false, userAgent: String? = nil, timeout: Double = 30, maxBodyBytes: Int = 64 << 20) {
        self.offline = offline
        self.userAgent = userAgent
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = timeout
        config.requestCachePolicy = .reloadIgnoringLocalCacheData
        config.urlCache = nil
        if let userAgent { config.httpAdditionalHeaders = ["User-Agent": userAgent] }
        delegate = SessionDelegate()
        session = URLSession(configuration: config, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    /// The whole response (any status), or why there is none. A file answers 200 with its bytes.
    public func send(_ request: HTTPRequest, cancellation: HTTPCancellation? = nil) -> Result<HTTPResponse, HTTPFailure> {
        if request.isFile { return readFile(request) }
        let task: URLSessionDataTask
        switch makeTask(request) {
        case .success(let t): task = t
        case .failure(let f): return .failure(f)
        }
        let handler = BufferedHandler(limit: request.maxBodyBytes ?? maxBodyBytes, expectsBody: request.method != "HEAD")
        delegate.register(task, handler)
        guard start(task, cancellation) else { return .failure(HTTPFailure(.cancelled, "cancelled")) }
        let result = handler.wait(timeout: timeout, cancelled: cancellation?.isCancelled ?? false)
        _ = cancellation?.attach(nil)
        return result
    }

    /// Streams the body: `onResponse` sees the head (a throw refuses the response), then `onData` each chunk as it
    /// arrives (a throw stops the transfer). A file answers like a server that honours Range: 200, 206 from the
    /// offset asked for, 416 at its end.
    /// - Returns: the head once the body ended, or why not (`.cancelled`, `.rejected` with the handler's error, …).
    public func stream(_ request: HTTPRequest, cancellation: HTTPCancellation? = nil,
                       onResponse: @escaping @Sendable (HTTPResponseHead) throws -> Void,
                       onData: @escaping @Sendable (Data) throws -> Void) -> Result<HTTPResponseHead, HTTPFailure> {
        if request.isFile { return streamFile(request, cancellation, onResponse: onResponse, onData: onData) }
        let task: URLSessionDataTask
        switch makeTask(request) {
        case .success(let t): task = t
        case .failure(let f): return .failure(f)
        }
        let handler = StreamHandler(onResponse: onResponse, onData: onData)
        delegate.register(task, handler)
        guard start(task, cancellation) else { return .failure(HTTPFailure(.cancelled, "cancelled")) }
        let result = handler.wait(timeout: timeout, cancelled: cancellation?.isCancelled ?? false)
        _ = cancellation?.attach(nil)
        return result
    }

    private func makeTask(_ request: HTTPRequest) -> Result<URLSessionDataTask, HTTPFailure> {
        guard let u = URL(string: request.url), let scheme = u.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(HTTPFailure(.badURL, "not an http, https or file URL"))
        }
        if offline { return .failure(HTTPFailure(.offline, "offline")) }
        var r = URLRequest(url: u)
        r.httpMethod = request.method
        for (k, v) in request.headers { r.setValue(v, forHTTPHeaderField: k) }
        if let userAgent { r.setValue(userAgent, forHTTPHeaderField: "User-Agent") }
        return .success(session.dataTask(with: r))
    }

    /// Starts the task unless the token is already cancelled (then the task is cancelled unstarted).
    private func start(_ task: URLSessionDataTask, _ cancellation: HTTPCancellation?) -> Bool {
        if let cancellation, !cancellation.attach(task) {
            task.cancel()
            return false
        }
        task.resume()
        return true
    }

    /// A transport error in words ("timed out after 30 s", "connection refused", …).
    static func failure(_ error: any Error, timeout: Double, cancelled: Bool) -> HTTPFailure {
        let ns = error as NSError
        switch ns.code {
        case NSURLErrorCancelled: return HTTPFailure(.cancelled, "cancelled")
        case NSURLErrorTimedOut: return HTTPFailure(.timedOut, "timed out after \(timeout) s")
        case NSURLErrorCannotConnectToHost: return HTTPFailure(.refused, "connection refused")
        case NSURLErrorNetworkConnectionLost: return HTTPFailure(.connectionLost, "the connection was lost")
        default: return HTTPFailure(cancelled ? .cancelled : .other, ns.localizedDescription)
        }
    }

    static func filePath(_ url: String) -> String {
        url.hasPrefix("/") ? url : (URL(string: url)?.path ?? String(url.dropFirst(5)))
    }

    private func readFile(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
        let path = Self.filePath(request.url)
        guard FileManager.default.fileExists(atPath: path) else { return .failure(HTTPFailure(.noSuchFile, "no such file")) }
        if request.method == "HEAD" {
            let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.int64Value ?? 0
            return .success(HTTPResponse(head: HTTPResponseHead(status: 200, headers: ["Content-Length": "\(size)"]), body: []))
        }
        guard let d = FileManager.default.contents(atPath: path) else { return .failure(HTTPFailure(.other, "\(path): cannot read the file")) }
        let limit = request.maxBodyBytes ?? maxBodyBytes
        guard d.count <= limit else { return .failure(HTTPFailure(.tooLarge, "the body is larger than \(limit / 1024) KB")) }
        return .success(HTTPResponse(head: HTTPResponseHead(status: 200, headers: ["Content-Length": "\(d.count)"]), body: [UInt8](d)))
    }

    private func streamFile(_ request: HTTPRequest, _ cancellation: HTTPCancellation?,
                            onResponse: (HTTPResponseHead) throws -> Void, onData: (Data) throws -> Void) -> Result<HTTPResponseHead, HTTPFailure> {
        let path = Self.filePath(request.url)
        guard let h = FileHandle(forReadingAtPath: path) else { return .failure(HTTPFailure(.noSuchFile, "no such file")) }
        defer { try? h.close() }
        let from = request.headers["Range"].flatMap { Int64($0.dropFirst("bytes=".count).dropLast()) } ?? 0
        do {
            let total = Int64(try h.seekToEnd())
            let head: HTTPResponseHead
            if from == 0 {
                head = HTTPResponseHead(status: 200, headers: ["Content-Length": "\(total)"])
            } else if from >= total {
                head = HTTPResponseHead(status: 416, headers: ["Content-Range": "bytes */\(total)"])
            } else {
                head = HTTPResponseHead(status: 206, headers: ["Content-Length": "\(total - from)", "Content-Range": "bytes \(from)-\(total - 1)/\(total)"])
            }
            do { try onResponse(head) } catch { return .failure(HTTPFailure(.rejected, "\(error)", cause: error)) }
            guard head.status != 416 else { return .success(head) }
            try h.seek(toOffset: UInt64(from))
            while true {
                if cancellation?.isCancelled == true { return .failure(HTTPFailure(.cancelled, "cancelled")) }
                guard let chunk = try h.read(upToCount: 1 << 18), !chunk.isEmpty else { return .success(head) }
                do { try onData(chunk) } catch { return .failure(HTTPFailure(.rejected, "\(error)", cause: error)) }
            }
        } catch {
            return .failure(HTTPFailure(.other, (error as NSError).localizedDescription))
        }
    }
}
