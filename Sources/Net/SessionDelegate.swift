import Foundation
import Text
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one task's bytes go to; the session delegate calls it on the session's queue.
protocol TaskHandler: AnyObject, Sendable {
    /// The head arrived; false cancels the task.
    func response(_ head: HTTPResponseHead, expectedLength: Int64) -> Bool
    /// A chunk arrived; false cancels the task.
    func data(_ chunk: Data) -> Bool
    /// The task ended (`error` nil: the body ended normally).
    func complete(_ error: (any Error)?)
}

/// The one delegate of a client's session: hands each task's events to the handler registered for it.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let handlers = Locked<[Int: any TaskHandler]>([:])

    func register(_ task: URLSessionTask, _ handler: any TaskHandler) {
        handlers.withLock { $0[task.taskIdentifier] = handler }
    }

    private func handler(_ task: URLSessionTask) -> (any TaskHandler)? { handlers.withLock { $0[task.taskIdentifier] } }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        guard let h = handler(dataTask) else { completionHandler(.cancel); return }
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (k, v) in http?.allHeaderFields ?? [:] {
            if let k = k as? String, let v = v as? String { headers[k] = v }
        }
        let head = HTTPResponseHead(status: http?.statusCode ?? 0, headers: headers)
        completionHandler(h.response(head, expectedLength: response.expectedContentLength) ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let h = handler(dataTask) else { return }
        if !h.data(data) { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let h = handlers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        h?.complete(error)
    }
}

/// Collects a whole body up to a limit.
final class BufferedHandler: TaskHandler {
    private struct State {
        var head: HTTPResponseHead?
        var expected: Int64 = -1
        var body: [UInt8] = []
        var failure: HTTPFailure?
        var error: (any Error)?
    }
    private let limit: Int
    /// A HEAD response has a Content-Length but no body.
    private let expectsBody: Bool
    private let state = Locked(State())
    private let done = DispatchSemaphore(value: 0)

    init(limit: Int, expectsBody: Bool) {
        self.limit = limit
        self.expectsBody = expectsBody
    }

    func response(_ head: HTTPResponseHead, expectedLength: Int64) -> Bool {
        let limit = self.limit
        return state.withLock { s in
            s.head = head
            s.expected = expectedLength
            s.body = []
            if expectsBody && expectedLength > Int64(limit) { s.failure = HTTPFailure(.tooLarge, "the body is larger than \(limit / 1024) KB"); return false }
            return true
        }
    }

    func data(_ chunk: Data) -> Bool {
        let limit = self.limit
        return state.withLock { s in
            guard s.failure == nil else { return false }
            if s.body.count + chunk.count > limit {
                s.failure = HTTPFailure(.tooLarge, "the body is larger than \(limit / 1024) KB")
                s.body = []
                return false
            }
            s.body.append(contentsOf: chunk)
            return true
        }
    }

    func complete(_ error: (any Error)?) {
        state.withLock { $0.error = error }
        done.signal()
    }

    /// Waits for the end.
    func wait(timeout: Double, cancelled: Bool) -> Result<HTTPResponse, HTTPFailure> {
        done.wait()
        let s = state.withLock { s in (s.head, s.expected, s.body, s.failure, s.error) }
        let (head, expected, body, failure, error) = s
        if let failure { return .failure(failure) }
        if let error {
            if expectsBody, let head, expected > Int64(body.count), head.status == 200 {
                return .failure(HTTPFailure(.connectionLost, "the connection was lost after \(body.count) of \(expected) bytes"))
            }
            return .failure(HTTPClient.failure(error, timeout: timeout, cancelled: cancelled))
        }
        guard let head else { return .failure(HTTPFailure(.other, "no response")) }
        if expectsBody, head.status == 200, expected > 0, Int64(body.count) < expected {
            return .failure(HTTPFailure(.connectionLost, "the body ended after \(body.count) of \(expected) bytes"))
        }
        return .success(HTTPResponse(head: head, body: body))
    }
}

/// Hands the head and each chunk on as they arrive.
final class StreamHandler: TaskHandler {
    private let onResponse: @Sendable (HTTPResponseHead) throws -> Void
    private let onData: @Sendable (Data) throws -> Void
    private struct State {
        var head: HTTPResponseHead?
        var rejected: HTTPFailure?
        var error: (any Error)?
    }
    private let state = Locked(State())
    private let done = DispatchSemaphore(value: 0)

    init(onResponse: @escaping @Sendable (HTTPResponseHead) throws -> Void, onData: @escaping @Sendable (Data) throws -> Void) {
        self.onResponse = onResponse
        self.onData = onData
    }

    private func reject(_ error: any Error) {
        state.withLock { s in if s.rejected == nil { s.rejected = HTTPFailure(.rejected, "\(error)", cause: error) } }
    }

    func response(_ head: HTTPResponseHead, expectedLength: Int64) -> Bool {
        state.withLock { $0.head = head }
        do { try onResponse(head) } catch { reject(error); return false }
        return true
    }

    func data(_ chunk: Data) -> Bool {
        guard state.withLock({ $0.rejected == nil }) else { return false }
        do { try onData(chunk) } catch { reject(error); return false }
        return true
    }

    func complete(_ error: (any Error)?) {
        state.withLock { $0.error = error }
        done.signal()
    }

    func wait(timeout: Double, cancelled: Bool) -> Result<HTTPResponseHead, HTTPFailure> {
        done.wait()
        let (head, rejected, error) = state.withLock { s in (s.head, s.rejected, s.error) }
        if let rejected { return .failure(rejected) }
        if let error { return .failure(HTTPClient.failure(error, timeout: timeout, cancelled: cancelled)) }
        guard let head else { return .failure(HTTPFailure(.other, "no response")) }
        return .success(head)
    }
}
