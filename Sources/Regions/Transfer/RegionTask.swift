import Net
import Foundation
import Synchronization

/// Progress of one region's download (or update): bytes, percent, rate and ETA.
public struct TransferProgress: Sendable, Equatable {
    public var region: String
    public var bytes: Int64
    public var total: Int64?
    /// Bytes per second over the current attempt (0 until time has passed).
    public var bytesPerSecond: Double
    public init(region: String, bytes: Int64, total: Int64?, bytesPerSecond: Double) {
        self.region = region; self.bytes = bytes; self.total = total; self.bytesPerSecond = bytesPerSecond
    }
    /// 0...100, when the total is known.
    public var percent: Double? { total.flatMap { $0 > 0 ? min(100, Double(bytes) * 100 / Double($0)) : nil } }
    /// Seconds left at the current rate.
    public var eta: Double? {
        guard let total, bytesPerSecond > 0 else { return nil }
        return Double(max(0, total - bytes)) / bytesPerSecond
    }
}

/// The status listener of downloads and updates (HERE's DownloadRegionsStatusListener). Called from the
/// task's thread.
public protocol RegionTaskListener: Sendable {
    func onProgress(_ progress: TransferProgress)
    /// The task paused: by request (`error` nil) or because retries ran out (`error` says why).
    func onPause(region: String, error: RegionsError?)
    func onResume(region: String)
    /// The task ended: installed (`error` nil), failed or cancelled.
    func onComplete(region: String, error: RegionsError?)
}

/// A handle on one running download or update: pause, resume, cancel, wait. A cancelled task cannot be resumed;
/// start a new one instead.
public final class RegionTask: Sendable {
    public enum Phase: Sendable, Equatable { case running, paused, cancelled, finished }

    public let region: String
    private struct State {
        var phase = Phase.running
        var control = HTTPCancellation()
        var result: RegionsError?
    }
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(region: String) { self.region = region }

    public var phase: Phase { state.withLock { $0.phase } }

    /// Pauses: the transfer stops, the partial file stays; `resume()` continues from its last byte.
    @discardableResult public func pause() -> Bool {
        let control = state.withLock { s -> HTTPCancellation? in
            guard s.phase == .running else { return nil }
            s.phase = .paused
            return s.control
        }
        control?.cancel()
        return control != nil
    }

    /// Resumes a paused task. Returns false for a cancelled or finished one.
    @discardableResult public func resume() -> Bool {
        let ok = state.withLock { s -> Bool in
            guard s.phase == .paused else { return false }
            s.phase = .running
            s.control = HTTPCancellation()
            return true
        }
        if ok { wake.signal() }
        return ok
    }

    /// Cancels: the transfer stops and its partial file is removed. Final.
    public func cancel() {
        let control = state.withLock { s -> HTTPCancellation? in
            guard s.phase == .running || s.phase == .paused else { return nil }
            s.phase = .cancelled
            return s.control
        }
        control?.cancel()
        wake.signal()
    }

    /// Waits for the end; nil when it succeeded.
    public func wait() -> RegionsError? {
        finished.wait()
        finished.signal()
        return state.withLock { $0.result }
    }

    // MARK: For the worker

    var control: HTTPCancellation { state.withLock { $0.control } }

    /// Pauses on behalf of the worker (retries ran out).
    func pauseFromWorker() {
        state.withLock { s in if s.phase == .running { s.phase = .paused } }
    }

    /// Blocks while paused; returns the phase it woke to (running or cancelled).
    func waitWhilePaused() -> Phase {
        while true {
            let p = phase
            if p != .paused { return p }
            wake.wait()
        }
    }

    func complete(_ error: RegionsError?) {
        state.withLock { s in
            if s.phase != .cancelled { s.phase = .finished }
            s.result = error
        }
        finished.signal()
    }
}
