import Foundation
import Text
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Receives one streamed response: checks the status against the range asked for, hands chunks on, and
/// reports how the transfer ended.
final class StreamDelegate: NSObject, URLSessionDataDelegate, Sendable {
    enum Outcome: Sendable { case finished, status(Int), failed(String) }

    private let from: Int64
    private let onStart: @Sendable (HTTPClient.StreamStart) throws -> Void
    private let onData: @Sendable (Data) throws -> Void
    private let outcome = Locked<Outcome?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(from: Int64, onStart: @escaping @Sendable (HTTPClient.StreamStart) throws -> Void, onData: @escaping @Sendable (Data) throws -> Void) {
        self.from = from
        self.onStart = onStart
        self.onData = onData
    }

    func wait() -> Outcome {
        done.wait()
        return outcome.value ?? .failed("no result")
    }

    private func end(_ o: Outcome) {
        outcome.withLock { if $0 == nil { $0 = o } }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse else { end(.failed("not an HTTP response")); completionHandler(.cancel); return }
        var start: HTTPClient.StreamStart
        switch http.statusCode {
        case 206:
            // Content-Range: bytes START-END/TOTAL
            let cr = http.value(forHTTPHeaderField: "Content-Range") ?? ""
            let parts = cr.replacingOccurrences(of: "bytes ", with: "").split(whereSeparator: { $0 == "-" || $0 == "/" })
            guard parts.count == 3, let s = Int64(parts[0]), s == from else {
                end(.failed("206 with Content-Range '\(cr)' for a request from byte \(from)")); completionHandler(.cancel); return
            }
            start = HTTPClient.StreamStart(offset: s, totalLength: Int64(parts[2]))
        case 200:
            start = HTTPClient.StreamStart(offset: 0, totalLength: http.expectedContentLength >= 0 ? http.expectedContentLength : nil)
        case 416:
            // The range starts at or past the end: the file was already complete (or changed; the caller checks).
            let total = (http.value(forHTTPHeaderField: "Content-Range") ?? "").split(separator: "/").last.flatMap { Int64($0) }
            start = HTTPClient.StreamStart(offset: from, totalLength: total)
            if total != from { end(.status(416)); completionHandler(.cancel); return }
        default:
            end(.status(http.statusCode)); completionHandler(.cancel); return
        }
        do { try onStart(start) } catch {
            end(.failed("\(error)")); completionHandler(.cancel); return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard outcome.value == nil else { return }
        do { try onData(data) } catch {
            end(.failed("\(error)"))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { end(.failed(HTTPClient.reason(error, timeout: session.configuration.timeoutIntervalForRequest))) } else { end(.finished) }
        done.signal()
    }
}
