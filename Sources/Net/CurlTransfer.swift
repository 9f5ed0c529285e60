import CCurl
import Foundation

/// One http or https request on a `CurlConnection`, run on the calling thread: libcurl's multi interface with one
/// easy handle, so that a cancellation wakes the wait at once (`curl_multi_wakeup`) and the client's own idle
/// watchdog ends a transfer that makes no progress for `timeout` seconds (libcurl's LOW_SPEED options count whole
/// seconds only). The header callback keeps the last response's status and headers (redirects are followed by
/// libcurl; a followed redirect's body is never handed on); the head is delivered before the first body byte, or
/// at the end when there is no body.
final class CurlTransfer {
    /// Where the body goes.
    enum Sink {
        /// Kept whole, up to `limit` bytes (a HEAD response has a Content-Length but no body).
        case buffer(limit: Int, expectsBody: Bool)
        /// Handed on: the head, then each chunk; a throw stops the transfer as `.rejected`.
        case stream(onResponse: (HTTPResponseHead) throws -> Void, onData: (Data) throws -> Void)
    }

    private let connection: CurlConnection
    private let sink: Sink
    private let timeout: Double
    private let cancellation: HTTPCancellation?

    private var status = 0
    private var headers: [String: String] = [:]
    /// The header the last line named, for a folded continuation line.
    private var lastHeader: String?
    private var head: HTTPResponseHead?
    private var body: [UInt8] = []
    private var received: Int64 = 0
    /// Why a callback stopped the transfer.
    private var stopped: HTTPFailure?
    private var lastProgress = ContinuousClock.now

    init(connection: CurlConnection, sink: Sink, timeout: Double, cancellation: HTTPCancellation?) {
        self.connection = connection
        self.sink = sink
        self.timeout = timeout
        self.cancellation = cancellation
    }

    /// Runs the request whose options are already set on the connection; the head and (for `.buffer`) the body, or
    /// why there is none.
    func run() -> Result<(HTTPResponseHead, [UInt8]), HTTPFailure> {
        let c = connection
        let slot = c.library.slot
        let me = Unmanaged.passUnretained(self).toOpaque()
        _ = navsim_curl_setopt_data_callback(slot, c.easy, NAVSIM_CURLOPT_HEADERFUNCTION, curlHeaderLine)
        c.setPointer(NAVSIM_CURLOPT_HEADERDATA, me)
        _ = navsim_curl_setopt_data_callback(slot, c.easy, NAVSIM_CURLOPT_WRITEFUNCTION, curlBodyChunk)
        c.setPointer(NAVSIM_CURLOPT_WRITEDATA, me)
        c.errorBuffer.pointee = 0

        if let cancellation, !cancellation.attach(c.waker) { return .failure(HTTPFailure(.cancelled, "cancelled")) }
        lastProgress = .now
        guard navsim_curl_multi_add_handle(slot, c.multi, c.easy) == 0 else {
            _ = cancellation?.attach(nil)
            return .failure(HTTPFailure(.other, "libcurl could not start the transfer"))
        }
        var code: Int32 = -1
        var running: Int32 = 1
        // The one watchdog and the one cancellation check: `curl_multi_perform` never blocks, so every pass (at
        // least one a second, sooner when woken) looks at both.
        while true {
            let m = navsim_curl_multi_perform(slot, c.multi, &running)
            if m != 0 { stopped = stopped ?? HTTPFailure(.other, "libcurl's transfer loop failed (CURLMcode \(m))") }
            if running == 0 || stopped != nil { break }
            if check() != nil { break }
            let left = timeout - lastProgress.secondsAgo
            _ = navsim_curl_multi_poll(slot, c.multi, Int32(max(1, min(1000, (left * 1000).rounded(.up)))))
            if check() != nil { break }
        }
        var result: Int32 = 0
        if navsim_curl_multi_result(slot, c.multi, &result) == 1 { code = result }
        // Removing the handle ends a transfer still running (its connection is closed, not reused).
        _ = navsim_curl_multi_remove_handle(slot, c.multi, c.easy)
        _ = cancellation?.attach(nil)
        return finish(code)
    }

    /// Stops the transfer when it was cancelled or made no progress for `timeout` seconds.
    private func check() -> HTTPFailure? {
        if stopped == nil, cancellation?.isCancelled == true { stopped = HTTPFailure(.cancelled, "cancelled") }
        if stopped == nil, lastProgress.secondsAgo >= timeout { stopped = HTTPFailure(.timedOut, "timed out after \(timeout) s") }
        return stopped
    }

    private func finish(_ code: Int32) -> Result<(HTTPResponseHead, [UInt8]), HTTPFailure> {
        if let stopped { return .failure(stopped) }
        guard code == NAVSIM_CURLE_OK else { return .failure(failure(code)) }
        guard deliverHead(), let head else { return .failure(stopped ?? HTTPFailure(.other, "no response")) }
        if case .buffer(_, true) = sink, head.status == 200, let expected = head.contentLength, received < expected {
            return .failure(HTTPFailure(.connectionLost, "the body ended after \(received) of \(expected) bytes"))
        }
        return .success((head, body))
    }

    /// A CURLcode as an `HTTPFailure`, in words.
    private func failure(_ code: Int32) -> HTTPFailure {
        let detail = connection.lastError
        let words = detail.isEmpty ? connection.library.describe(code) : detail
        switch code {
        case NAVSIM_CURLE_OPERATION_TIMEDOUT: return HTTPFailure(.timedOut, "timed out after \(timeout) s")
        case NAVSIM_CURLE_COULDNT_CONNECT:
            var osError = 0
            _ = navsim_curl_getinfo_long(connection.library.slot, connection.easy, NAVSIM_CURLINFO_OS_ERRNO, &osError)
            return HTTPFailure(.refused, osError == Int(ECONNREFUSED) || osError == 0 ? "connection refused"
                                         : "could not connect (\(String(cString: strerror(Int32(osError)))))")
        case NAVSIM_CURLE_PARTIAL_FILE, NAVSIM_CURLE_RECV_ERROR, NAVSIM_CURLE_SEND_ERROR, NAVSIM_CURLE_GOT_NOTHING:
            if status != 0, let expected = HTTPResponseHead(status: status, headers: headers).contentLength {
                return HTTPFailure(.connectionLost, "the connection was lost after \(received) of \(expected) bytes")
            }
            return HTTPFailure(.connectionLost, "the connection was lost (\(words))")
        case NAVSIM_CURLE_TOO_MANY_REDIRECTS: return HTTPFailure(.tooManyRedirects, words)
        case NAVSIM_CURLE_UNSUPPORTED_PROTOCOL, NAVSIM_CURLE_URL_MALFORMAT: return HTTPFailure(.badURL, words)
        default: return HTTPFailure(.other, words)
        }
    }

    /// One header line of a response, as libcurl hands them on: every line of every response on the way (1xx,
    /// redirects, the last), unjoined. A repeated header's values are joined with ", " and a folded line (one that
    /// starts with a space or tab, RFC 9112 § 5.2's obs-fold) continues the header before it, after one space.
    fileprivate func headerLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastProgress = .now
        var line = Substring(String(decoding: bytes, as: UTF8.self))
        while let last = line.last, last.isNewline { line = line.dropLast() }  // "\r\n" is one Character
        if line.hasPrefix("HTTP/") {
            // A new response starts: "HTTP/1.1 200 OK", "HTTP/2 304".
            let parts = line.split(separator: " ", maxSplits: 2)
            status = parts.count >= 2 ? Int(parts[1]) ?? 0 : 0
            headers = [:]
            lastHeader = nil
        } else if line.first == " " || line.first == "\t" {
            let more = line.spacesTrimmed
            if let name = lastHeader, !more.isEmpty, let value = headers[name] { headers[name] = value.isEmpty ? more : value + " " + more }
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].spacesTrimmed.lowercased()
            let value = line[line.index(after: colon)...].spacesTrimmed
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
            lastHeader = name
        } else {
            lastHeader = nil
        }
        return true
    }

    /// A chunk of the (last) response's body.
    fileprivate func bodyChunk(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastProgress = .now
        guard stopped == nil, deliverHead() else { return false }
        switch sink {
        case .buffer(let limit, _):
            guard body.count + bytes.count <= limit else {
                stopped = HTTPFailure(.tooLarge, "the body is larger than \(limit / 1024) KB")
                body = []
                return false
            }
            body.append(contentsOf: bytes)
        case .stream(_, let onData):
            do { try onData(Data(bytes)) } catch {
                stopped = HTTPFailure(.rejected, "\(error)", cause: error)
                return false
            }
        }
        received += Int64(bytes.count)
        return true
    }

    /// Hands the head on once; false when the sink refuses it (the body limit, or a stream's handler threw).
    private func deliverHead() -> Bool {
        if head != nil { return stopped == nil }
        let h = HTTPResponseHead(status: status, headers: headers)
        head = h
        switch sink {
        case .buffer(let limit, let expectsBody):
            if expectsBody, let length = h.contentLength, length > Int64(limit) {
                stopped = HTTPFailure(.tooLarge, "the body is larger than \(limit / 1024) KB")
            }
        case .stream(let onResponse, _):
            do { try onResponse(h) } catch { stopped = HTTPFailure(.rejected, "\(error)", cause: error) }
        }
        return stopped == nil
    }
}

extension ContinuousClock.Instant {
    /// Seconds from this instant to now.
    fileprivate var secondsAgo: Double {
        let d = ContinuousClock.now - self
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}

/// CURLOPT_HEADERFUNCTION: one header line for the transfer passed as user data.
private func curlHeaderLine(_ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ user: UnsafeMutableRawPointer?) -> Int {
    guard let user else { return 0 }
    let n = size * count
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
    return transfer.headerLine(UnsafeRawBufferPointer(start: bytes, count: n)) ? n : 0
}

/// CURLOPT_WRITEFUNCTION: a body chunk; returning less than its size stops the transfer (CURLE_WRITE_ERROR).
private func curlBodyChunk(_ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ user: UnsafeMutableRawPointer?) -> Int {
    guard let user else { return 0 }
    let n = size * count
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
    return transfer.bodyChunk(UnsafeRawBufferPointer(start: bytes, count: n)) ? n : 0
}
