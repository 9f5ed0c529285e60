import Foundation
import Text
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP (and `file:` URLs) for catalogues, checksums, replication state and extracts, through URLSession.
/// With `offline` set, every http/https request is refused before anything is sent.
public final class HTTPClient: Sendable {
    public let offline: Bool
    /// Seconds without progress before a request fails (URLSession's request timeout).
    public let timeout: Double
    private let session: URLSession

    public init(offline: Bool, timeout: Double = 30) {
        self.offline = offline
        self.timeout = timeout
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = timeout
        config.requestCachePolicy = .reloadIgnoringLocalCacheData
        config.urlCache = nil
        session = URLSession(configuration: config)
    }

    deinit { session.invalidateAndCancel() }

    static func isFile(_ url: String) -> Bool { url.hasPrefix("file:") || url.hasPrefix("/") }

    static func filePath(_ url: String) -> String {
        url.hasPrefix("/") ? url : (URL(string: url)?.path ?? String(url.dropFirst(5)))
    }

    private func checkOnline(_ url: String, _ what: String) throws(RegionsError) -> URL {
        guard let u = URL(string: url), let scheme = u.scheme, scheme == "http" || scheme == "https" else {
            throw RegionsError.transfer(url: url, reason: "not an http, https or file URL")
        }
        if offline { throw RegionsError.offline(what) }
        return u
    }

    /// The whole body of a 200 response (or a file's bytes).
    public func get(_ url: String, what: String = "this") throws(RegionsError) -> [UInt8] {
        if Self.isFile(url) {
            guard let d = FileManager.default.contents(atPath: Self.filePath(url)) else {
                throw RegionsError.transfer(url: url, reason: "no such file")
            }
            return [UInt8](d)
        }
        let u = try checkOnline(url, what)
        let (data, response, error) = perform(URLRequest(url: u))
        if let error { throw RegionsError.transfer(url: url, reason: error) }
        guard let http = response else { throw RegionsError.transfer(url: url, reason: "no response") }
        guard http.statusCode == 200 else { throw RegionsError.http(url: url, status: http.statusCode) }
        return data
    }

    /// The Content-Length a HEAD request reports (a file's size), or nil when the server gives none.
    public func head(_ url: String, what: String = "this") throws(RegionsError) -> Int64? {
        if Self.isFile(url) {
            let attrs = try? FileManager.default.attributesOfItem(atPath: Self.filePath(url))
            guard let size = (attrs?[.size] as? NSNumber)?.int64Value else { throw RegionsError.transfer(url: url, reason: "no such file") }
            return size
        }
        var request = URLRequest(url: try checkOnline(url, what))
        request.httpMethod = "HEAD"
        let (_, response, error) = perform(request)
        if let error { throw RegionsError.transfer(url: url, reason: error) }
        guard let http = response else { throw RegionsError.transfer(url: url, reason: "no response") }
        guard http.statusCode == 200 else { throw RegionsError.http(url: url, status: http.statusCode) }
        return (http.value(forHTTPHeaderField: "Content-Length")).flatMap { Int64($0) }
    }

    /// A transport error in words ("timed out after 30 s", "connection refused", ...).
    static func reason(_ error: Error, timeout: Double) -> String {
        let ns = error as NSError
        switch ns.code {
        case NSURLErrorTimedOut: return "timed out after \(timeout) s"
        case NSURLErrorCannotConnectToHost: return "connection refused"
        case NSURLErrorNetworkConnectionLost: return "the connection was lost"
        default: return ns.localizedDescription
        }
    }

    private func perform(_ request: URLRequest) -> ([UInt8], HTTPURLResponse?, String?) {
        let result = ResultBox()
        let timeout = self.timeout
        let task = session.dataTask(with: request) { data, response, error in
            result.set(data.map { [UInt8]($0) } ?? [], response as? HTTPURLResponse, error.map { Self.reason($0, timeout: timeout) })
        }
        task.resume()
        return result.wait()
    }

    /// What a streamed transfer ended with.
    public enum StreamEnd: Sendable, Equatable {
        /// The body was received to its end.
        case finished
        /// `control` stopped it (pause or cancel).
        case stopped
    }

    /// What the server said about the range asked for.
    public struct StreamStart: Sendable {
        /// The offset the body starts at: `from` for a 206, 0 when the server sent the whole file (200).
        public var offset: Int64
        /// The whole file's length, when known.
        public var totalLength: Int64?
    }

    /// Streams `url` from byte `from` (HTTP Range), handing the start and then each chunk (as URLSession delivers it,
    /// without a copy) to the callbacks.
    /// A 416 with `from` equal to the file's length is a finished, empty stream.
    /// - Throws: `RegionsError.http`/`.transfer` for failures, `.offline` when offline.
    public func stream(_ url: String, from: Int64, control: TransferControl, what: String = "this",
                       onStart: @escaping @Sendable (StreamStart) throws -> Void,
                       onData: @escaping @Sendable (Data) throws -> Void) throws(RegionsError) -> StreamEnd {
        if Self.isFile(url) { return try streamFile(url, from: from, control: control, onStart: onStart, onData: onData) }
        var request = URLRequest(url: try checkOnline(url, what))
        if from > 0 { request.setValue("bytes=\(from)-", forHTTPHeaderField: "Range") }
        let delegate = StreamDelegate(from: from, onStart: onStart, onData: onData)
        let streamSession = URLSession(configuration: session.configuration, delegate: delegate, delegateQueue: nil)
        defer { streamSession.finishTasksAndInvalidate() }
        let task = streamSession.dataTask(with: request)
        guard control.attach(task) else { return .stopped }
        task.resume()
        let outcome = delegate.wait()
        _ = control.attach(nil)
        if control.isStopped { return .stopped }
        switch outcome {
        case .finished: return .finished
        case .status(let code): throw RegionsError.http(url: url, status: code)
        case .failed(let reason): throw RegionsError.transfer(url: url, reason: reason)
        }
    }

    private func streamFile(_ url: String, from: Int64, control: TransferControl,
                            onStart: (StreamStart) throws -> Void, onData: (Data) throws -> Void) throws(RegionsError) -> StreamEnd {
        let path = Self.filePath(url)
        guard let h = FileHandle(forReadingAtPath: path) else { throw RegionsError.transfer(url: url, reason: "no such file") }
        defer { try? h.close() }
        do {
            let total = Int64(try h.seekToEnd())
            try h.seek(toOffset: UInt64(min(from, total)))
            try onStart(StreamStart(offset: min(from, total), totalLength: total))
            while !control.isStopped {
                guard let chunk = try h.read(upToCount: 1 << 18), !chunk.isEmpty else { return .finished }
                try onData(chunk)
            }
            return .stopped
        } catch let e as RegionsError {
            throw e
        } catch {
            throw RegionsError.transfer(url: url, reason: (error as NSError).localizedDescription)
        }
    }
}

/// A one-shot result handed from URLSession's completion thread to the waiting caller.
private final class ResultBox: Sendable {
    private let value = Locked<([UInt8], HTTPURLResponse?, String?)?>(nil)
    private let done = DispatchSemaphore(value: 0)
    func set(_ d: [UInt8], _ r: HTTPURLResponse?, _ e: String?) {
        value.withLock { $0 = (d, r, e) }
        done.signal()
    }
    func wait() -> ([UInt8], HTTPURLResponse?, String?) {
        done.wait()
        return value.value ?? ([], nil, "no result")
    }
}
