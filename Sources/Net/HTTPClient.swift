import CCurl
import Foundation
import Text

/// The one HTTP client: libcurl for http and https, the file system for `file:` URLs and absolute paths. It returns
/// status and headers, limits bodies, sends conditional (`If-None-Match`) and range requests, streams long bodies
/// chunk by chunk, and cancels a request in flight through an `HTTPCancellation`. Redirects are followed (at most
/// `maxRedirects`, http and https only). With `offline` set, every http/https request is refused before anything is
/// sent. Calls block the calling thread (background work, never a frame); retries are the caller's, with
/// `RetryPolicy` and a `NetClock`.
///
/// libcurl is loaded with `dlopen` by the first http or https request (`CurlLibrary`), not linked: a process that
/// never fetches never maps it. Connections are kept open between requests (a few idle ones per client).
public final class HTTPClient: Sendable {
    public let offline: Bool
    /// Sent as User-Agent when set (tile usage policies ask for one naming the app and its version).
    public let userAgent: String?
    /// Seconds without progress (connecting, waiting for the head, between chunks) before a request fails.
    public let timeout: Double
    /// The default body limit of `send`.
    public let maxBodyBytes: Int
    /// Redirects followed before a request fails as `.tooManyRedirects`.
    public let maxRedirects: Int
    /// The libcurl shared object loaded on first use.
    public let library: String
    /// Connections idle between requests, kept for reuse.
    private let idle = Locked<[CurlConnection]>([])
    private static let maxIdleConnections = 4

    /// - Parameter library: the libcurl shared object to load: Debian's libcurl4 soname, the one FoundationNetworking
    ///   links (tests name a missing one to see the failure).
    public init(offline: Bool = false, userAgent: String? = nil, timeout: Double = 30, maxBodyBytes: Int = 64 << 20,
                maxRedirects: Int = 10, library: String = "libcurl.so.4") {
        self.offline = offline
        self.userAgent = userAgent
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
        self.library = library
    }

    /// The whole response (any status), or why there is none. A file answers 200 with its bytes.
    public func send(_ request: HTTPRequest, cancellation: HTTPCancellation? = nil) -> Result<HTTPResponse, HTTPFailure> {
        if request.isFile { return readFile(request) }
        let sink = CurlTransfer.Sink.buffer(limit: request.maxBodyBytes ?? maxBodyBytes, expectsBody: request.method != "HEAD")
        return perform(request, sink, cancellation).map { HTTPResponse(head: $0.0, body: $0.1) }
    }

    /// Streams the body: `onResponse` sees the head (a throw refuses the response), then `onData` each chunk as it
    /// arrives (a throw stops the transfer). A file answers like a server that honours Range: 200, 206 from the
    /// offset asked for, 416 at its end.
    /// - Returns: the head once the body ended, or why not (`.cancelled`, `.rejected` with the handler's error, …).
    public func stream(_ request: HTTPRequest, cancellation: HTTPCancellation? = nil,
                       onResponse: @escaping @Sendable (HTTPResponseHead) throws -> Void,
                       onData: @escaping @Sendable (Data) throws -> Void) -> Result<HTTPResponseHead, HTTPFailure> {
        if request.isFile { return streamFile(request, cancellation, onResponse: onResponse, onData: onData) }
        return perform(request, .stream(onResponse: onResponse, onData: onData), cancellation).map(\.0)
    }

    /// libcurl's version line ("libcurl/7.88.1 GnuTLS/3.7.9 ..."), loading the library; or why it cannot be loaded.
    public func httpLibraryVersion() -> Result<String, HTTPFailure> { CurlLibrary.load(library).map(\.version) }

    private func perform(_ request: HTTPRequest, _ sink: CurlTransfer.Sink,
                         _ cancellation: HTTPCancellation?) -> Result<(HTTPResponseHead, [UInt8]), HTTPFailure> {
        guard let u = URL(string: request.url), let scheme = u.scheme?.lowercased() else {
            return .failure(HTTPFailure(.badURL, "not a well-formed URL"))
        }
        guard scheme == "http" || scheme == "https" else { return .failure(HTTPFailure(.badURL, "not an http, https or file URL")) }
        if offline { return .failure(HTTPFailure(.offline, "offline")) }
        if cancellation?.isCancelled == true { return .failure(HTTPFailure(.cancelled, "cancelled")) }
        let lines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" } + (userAgent.map { ["User-Agent: \($0)"] } ?? [])
        guard !lines.contains(where: { $0.contains("\r") || $0.contains("\n") }), !request.method.contains(where: \.isWhitespace) else {
            return .failure(HTTPFailure(.badURL, "a request header or the method holds a line break"))
        }
        let library: CurlLibrary
        switch CurlLibrary.load(self.library) {
        case .success(let l): library = l
        case .failure(let f): return .failure(f)
        }
        guard let connection = idle.withLock({ $0.popLast() }) ?? CurlConnection(library) else {
            return .failure(HTTPFailure(.other, "libcurl could not make a handle"))
        }
        var list: UnsafeMutableRawPointer?
        for line in lines { list = navsim_curl_slist_append(library.slot, list, line) ?? list }
        configure(connection, request, headers: list)
        let result = CurlTransfer(connection: connection, sink: sink, timeout: timeout, cancellation: cancellation).run()
        // Back to libcurl's defaults before the handle is idle, however the transfer ended (done, cancelled, timed
        // out, refused): an idle handle points at no finished transfer, freed header list or old URL, and the next
        // request starts clean. `curl_easy_reset` keeps the open connections, which the multi handle holds.
        navsim_curl_easy_reset(library.slot, connection.easy)
        navsim_curl_slist_free_all(library.slot, list)
        idle.withLock { if $0.count < Self.maxIdleConnections { $0.append(connection) } }
        return result
    }

    /// Sets a request's options on a connection whose handle is at libcurl's defaults (new, or reset when it went
    /// idle). The transfer's own watchdog (`CurlTransfer`) times out connecting and waiting alike, so no libcurl
    /// timeout is set.
    private func configure(_ c: CurlConnection, _ request: HTTPRequest, headers: UnsafeMutableRawPointer?) {
        c.setString(NAVSIM_CURLOPT_URL, request.url)
        // Threads: no signals (libcurl would otherwise use SIGALRM for DNS timeouts).
        c.setLong(NAVSIM_CURLOPT_NOSIGNAL, 1)
        c.setLong(NAVSIM_CURLOPT_FOLLOWLOCATION, 1)
        c.setLong(NAVSIM_CURLOPT_MAXREDIRS, maxRedirects)
        c.setString(NAVSIM_CURLOPT_PROTOCOLS_STR, "http,https")
        c.setString(NAVSIM_CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        c.setPointer(NAVSIM_CURLOPT_ERRORBUFFER, c.errorBuffer)
        c.setPointer(NAVSIM_CURLOPT_HTTPHEADER, headers)
        switch request.method {
        case "GET": c.setLong(NAVSIM_CURLOPT_HTTPGET, 1)
        case "HEAD": c.setLong(NAVSIM_CURLOPT_NOBODY, 1)
        default: c.setString(NAVSIM_CURLOPT_CUSTOMREQUEST, request.method)
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
        let d: [UInt8]
        do { d = try InputFile.read(path) } catch { return .failure(HTTPFailure(.other, error.description)) }
        let limit = request.maxBodyBytes ?? maxBodyBytes
        guard d.count <= limit else { return .failure(HTTPFailure(.tooLarge, "the body is larger than \(limit / 1024) KB")) }
        return .success(HTTPResponse(head: HTTPResponseHead(status: 200, headers: ["Content-Length": "\(d.count)"]), body: d))
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
