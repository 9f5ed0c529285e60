import Text

/// Cancels requests from another thread: once `cancel()` is called, the request in flight (if any) stops at once
/// (its thread, waiting on libcurl, is woken) and every later request with this token ends at once as `.cancelled`.
public final class HTTPCancellation: Sendable {
    private struct State {
        var cancelled = false
        var inFlight: CurlWaker?
    }
    private let state = Locked(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Cancels the request in flight and every later one. Returns true when this call cancelled a request in flight.
    @discardableResult public func cancel() -> Bool {
        state.withLock { s in
            s.cancelled = true
            guard let waker = s.inFlight else { return false }
            // Under the lock: the transfer detaches (below) before its connection goes back to the pool, so the
            // handle woken here is still the one this request runs on. Waking is one write to libcurl's socket pair.
            waker.wake()
            s.inFlight = nil
            return true
        }
    }

    /// Registers the request in flight (nil when it ended); false when already cancelled (then do not start it).
    func attach(_ waker: CurlWaker?) -> Bool {
        state.withLock { s in
            guard !s.cancelled else { return false }
            s.inFlight = waker
            return true
        }
    }
}
