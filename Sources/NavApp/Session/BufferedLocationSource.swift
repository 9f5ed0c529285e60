import Foundation
import Navigation
import Text

/// A live source (gpsd, an NMEA stream) read on its own thread, so the frame loop never blocks on the receiver.
/// Samples queue up as they arrive; the session takes whatever has arrived each frame (`hasArrivedSample`).
///
/// The reader thread owns the receiver's source outright: it comes in as a `sending` parameter, so no other code
/// can reach it afterwards. `stop()` (or dropping the last reference) asks the thread to end.
public final class BufferedLocationSource: LocationSource, Sendable {
    private struct Queue {
        var samples: [LocationSample] = []
        var head = 0
        var ended = false
        var endReason: String?
        var stopRequested = false
        var readerFinished = false
    }

    private let queue: Locked<Queue>
    private let cancel: @Sendable () -> Void

    /// Starts reading `source` on a background thread, which owns it from now on: each `next()` of the source may
    /// block until the receiver delivers; nil ends the stream, and `failure` then says why, if it failed.
    /// `first` (a fix already read) is queued ahead. `cancel` unblocks a read in progress when `stop()` is called
    /// (e.g. shuts the receiver's socket); without it the thread ends after the read in progress returns.
    public init<Source: LocationSource & SendableMetatype>(first: LocationSample? = nil, source: sending Source,
                                        failure: @escaping @Sendable (Source) -> String? = { _ in nil },
                                        cancel: @escaping @Sendable () -> Void = {}) {
        var initial = Queue()
        if let first { initial.samples.append(first) }
        let queue = Locked(initial)
        self.queue = queue
        self.cancel = cancel
        let owned = Locked(source)
        let reader: @Sendable () -> Void = {
            while !queue.withLock({ $0.stopRequested }), let s = owned.withLock({ $0.next() }) {
                queue.withLock { q in if !q.stopRequested { q.samples.append(s) } }
            }
            let reason = owned.withLock { failure($0) }
            queue.withLock { q in
                q.ended = true
                if !q.stopRequested { q.endReason = reason }
                q.readerFinished = true
            }
        }
        do throws(WorkerThread.StartError) { try WorkerThread.start(reader) } catch {
            queue.withLock { q in
                q.ended = true
                q.endReason = "the receiver's reader: \(error)"
                q.readerFinished = true
            }
        }
    }

    deinit { stop() }

    /// Asks the reader thread to end: no sample read after this is queued, and the stream counts as ended once
    /// the queue is empty. Idempotent.
    public func stop() {
        let first = queue.withLock { q in
            defer { q.stopRequested = true; q.ended = true }
            return !q.stopRequested
        }
        if first { cancel() }
    }

    /// True once the reader thread has returned (after the stream ended or `stop()`).
    public var readerFinished: Bool { queue.withLock { $0.readerFinished } }

    /// True when a sample is queued, or the stream has ended (then `next()` returns nil once).
    public var hasPending: Bool {
        queue.withLock { $0.head < $0.samples.count || $0.ended }
    }

    /// Samples come when the receiver sends them, not on the run loop's pace.
    public var hasArrivedSample: Bool? { hasPending }

    /// Why the stream ended, when it failed (connection dropped, unreadable device).
    public var failureReason: String? {
        queue.withLock { $0.endReason }
    }

    /// The next queued sample; nil only once the stream has ended and the queue is empty.
    /// Call it when `hasPending` is true: with an empty queue and a running stream it also returns nil.
    /// - Complexity: amortized O(1): taken samples are dropped in batches, not shifted one by one.
    public func next() -> LocationSample? {
        queue.withLock { q in
            guard q.head < q.samples.count else { return nil }
            let s = q.samples[q.head]
            q.head += 1
            if q.head >= 64 && q.head * 2 >= q.samples.count {
                q.samples.removeFirst(q.head)
                q.head = 0
            }
            return s
        }
    }
}
