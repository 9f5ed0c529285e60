import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stops one running transfer from another thread (pause or cancel): sets a flag the transfer loop checks and
/// cancels the URLSession task in flight.
public final class TransferControl: Sendable {
    private struct State {
        var stopped = false
        var task: URLSessionTask?
    }
    private let state = Mutex(State())

    public init() {}

    public var isStopped: Bool { state.withLock { $0.stopped } }

    /// Stops the transfer: the current request is cancelled and the loop ends with `.stopped`.
    public func stop() {
        let task = state.withLock { s -> URLSessionTask? in
            s.stopped = true
            return s.task
        }
        task?.cancel()
    }

    /// Registers the request in flight; returns false when the control was already stopped.
    func attach(_ task: URLSessionTask?) -> Bool {
        state.withLock { s in
            s.task = task
            return !s.stopped
        }
    }
}
