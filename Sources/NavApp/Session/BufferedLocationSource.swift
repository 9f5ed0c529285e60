import Foundation
import Navigation

/// A live source (gpsd, an NMEA stream) read on its own thread, so the frame loop never blocks on the receiver.
/// Samples queue up as they arrive; the session takes whatever is queued each frame (`hasPending`).
public final class BufferedLocationSource: LocationSource, @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [LocationSample] = []
    private var ended = false
    private var endReason: String?

    /// Starts reading on a background thread: `read` returns the receiver's next sample (blocking) or nil at the end,
    /// then `failure` says why it ended, if it failed. `first` (a fix already read) is queued ahead.
    public init(first: LocationSample? = nil, read: @escaping @Sendable () -> LocationSample?,
                failure: @escaping @Sendable () -> String? = { nil }) {
        if let first { queue.append(first) }
        let thread = Thread { [self] in
            while let s = read() {
                lock.lock(); queue.append(s); lock.unlock()
            }
            let reason = failure()
            lock.lock(); ended = true; endReason = reason; lock.unlock()
        }
        thread.name = "navsim live source"
        thread.start()
    }

    /// True when a sample is queued, or the stream has ended (then `next()` returns nil once).
    public var hasPending: Bool {
        lock.lock(); defer { lock.unlock() }
        return !queue.isEmpty || ended
    }

    /// Why the stream ended, when it failed (connection dropped, unreadable device).
    public var failureReason: String? {
        lock.lock(); defer { lock.unlock() }
        return endReason
    }

    /// The next queued sample; nil only once the stream has ended and the queue is empty.
    /// Call it when `hasPending` is true: with an empty queue and a running stream it also returns nil.
    public func next() -> LocationSample? {
        lock.lock(); defer { lock.unlock() }
        return queue.isEmpty ? nil : queue.removeFirst()
    }
}

/// Hands a value to exactly one other thread (the reader), which owns it from then on.
public final class HandOff<T>: @unchecked Sendable {
    public var value: T
    public init(_ value: T) { self.value = value }
}
