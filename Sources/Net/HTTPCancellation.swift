import Text
#if canImport(FoundationNetworking)
import FoundationNetworking
#else
import Foundation
#endif

/// Cancels requests from another thread: once `cancel()` is called, the request in flight (if any) is cancelled
/// through its URLSession task and every later request with this token ends at once as `.cancelled`.
public final class HTTPCancellation: Sendable {
    private struct State {
        var cancelled = false
        var task: URLSessionTask?
    }
    private let state = Locked(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Cancels the request in flight and every later one. Returns true when this call cancelled a request in flight.
    @discardableResult public func cancel() -> Bool {
        let task = state.withLock { s -> URLSessionTask? in
            s.cancelled = true
            let t = s.task
            s.task = nil
            return t
        }
        task?.cancel()
        return task != nil
    }

    /// Registers the task in flight (nil when it ended); false when already cancelled (then do not start it).
    func attach(_ task: URLSessionTask?) -> Bool {
        state.withLock { s in
            guard !s.cancelled else { return false }
            s.task = task
            return true
        }
    }
}
