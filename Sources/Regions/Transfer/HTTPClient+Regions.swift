import Foundation
import Net

/// What offline maps ask of the one HTTP client (catalogues, checksums, replication state, extracts), with its
/// failures as `RegionsError`s naming the URL.
extension HTTPClient {
    /// The whole body of a 200 response (or a file's bytes).
    public func get(_ url: String, what: String = "this") throws(RegionsError) -> [UInt8] {
        let response = try Self.regions(send(HTTPRequest(url)), url, what)
        guard response.status == 200 else { throw RegionsError.http(url: url, status: response.status) }
        return response.body
    }

    /// The Content-Length a HEAD request reports (a file's size), or nil when the server gives none.
    public func head(_ url: String, what: String = "this") throws(RegionsError) -> Int64? {
        let response = try Self.regions(send(HTTPRequest(url, method: "HEAD")), url, what)
        guard response.status == 200 else { throw RegionsError.http(url: url, status: response.status) }
        return response.head.contentLength
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

    /// Streams `url` from byte `from` (HTTP Range), handing the start and then each chunk (as libcurl delivers it,
    /// without a copy) to the callbacks. A 416 with `from` equal to the file's length is a finished, empty stream.
    /// - Throws: `RegionsError.http`/`.transfer` for failures, `.offline` when offline.
    public func stream(_ url: String, from: Int64, control: HTTPCancellation, what: String = "this",
                       onStart: @escaping @Sendable (StreamStart) throws -> Void,
                       onData: @escaping @Sendable (Data) throws -> Void) throws(RegionsError) -> StreamEnd {
        let result = stream(HTTPRequest(url).range(from: from), cancellation: control, onResponse: { head in
            try onStart(try Self.start(head, from: from, url: url))
        }, onData: onData)
        if control.isCancelled { return .stopped }
        _ = try Self.regions(result, url, what)
        return .finished
    }

    /// The start of a resumed body: a 206 must begin where asked, a 200 starts over, a 416 at the file's end is
    /// an empty remainder (the file was complete); any other status is an error.
    static func start(_ head: HTTPResponseHead, from: Int64, url: String) throws(RegionsError) -> StreamStart {
        switch head.status {
        case 206:
            guard let range = head.contentRange, let s = range.start, s == from else {
                throw .transfer(url: url, reason: "206 with Content-Range '\(head.header("Content-Range") ?? "")' for a request from byte \(from)")
            }
            return StreamStart(offset: s, totalLength: range.total)
        case 200:
            return StreamStart(offset: 0, totalLength: head.contentLength)
        case 416:
            let total = head.contentRange?.total
            guard total == from else { throw .http(url: url, status: 416) }
            return StreamStart(offset: from, totalLength: total)
        default:
            throw .http(url: url, status: head.status)
        }
    }

    /// A client result as offline maps report it.
    static func regions<T>(_ result: Result<T, HTTPFailure>, _ url: String, _ what: String) throws(RegionsError) -> T {
        switch result {
        case .success(let v): return v
        case .failure(let f):
            if let e = f.cause as? RegionsError { throw e }
            if f.kind == .offline { throw .offline(what) }
            throw .transfer(url: url, reason: f.reason)
        }
    }
}
