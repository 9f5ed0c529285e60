import Dispatch
import Testing
import Text
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one thread starter: the body runs on a thread of its own, and what the body captured is released on that
/// thread while it still runs, so a `deinit` that uses dispatch (as `URLSession.invalidateAndCancel()` does) never
/// runs inside the thread's TSD teardown, where libdispatch frees its continuation cache a second time.
@Suite struct WorkerThreadTests {
    /// Records, in its deinit, which thread released it and runs dispatch work there, as an HTTP client's
    /// `deinit { session.invalidateAndCancel() }` does.
    final class Capture: Sendable {
        let released: Locked<[UInt]>
        let finished: DispatchSemaphore

        init(released: Locked<[UInt]>, finished: DispatchSemaphore) {
            self.released = released
            self.finished = finished
        }

        deinit {
            for _ in 0..<4 { DispatchQueue.concurrentPerform(iterations: 4) { _ in } }
            let me = UInt(pthread_self())
            released.withLock { $0.append(me) }
            finished.signal()
        }
    }

    @Test func capturesAreReleasedOnTheWorkerWhileItRuns() throws {
        // With Foundation's Thread this aborted about one run in three ("double free or corruption").
        let threads = 200
        let released = Locked<[UInt]>([])
        let ran = Locked<[UInt]>([])
        let finished = DispatchSemaphore(value: 0)
        let caller = UInt(pthread_self())
        for _ in 0..<threads {
            // The worker waits until the caller has let go of the body, so the worker's release is the last one.
            let go = DispatchSemaphore(value: 0)
            try WorkerThread.start(Self.body(Capture(released: released, finished: finished), go: go, ran: ran))
            go.signal()
        }
        for _ in 0..<threads { #expect(finished.wait(timeout: .now() + 30) == .success) }
        let workers = Set(ran.value), releasers = Set(released.value)
        #expect(ran.value.count == threads)
        #expect(released.value.count == threads)
        #expect(!releasers.contains(caller))
        #expect(releasers.isSubset(of: workers), "every capture is released on the thread that ran its body")
    }

    /// A body that holds `capture` (and nothing of the caller's).
    static func body(_ capture: Capture, go: DispatchSemaphore, ran: Locked<[UInt]>) -> @Sendable () -> Void {
        {
            go.wait()
            withExtendedLifetime(capture) {}
            // Dispatch work on the worker fills its continuation cache.
            for _ in 0..<4 { DispatchQueue.concurrentPerform(iterations: 8) { _ in } }
            ran.withLock { $0.append(UInt(pthread_self())) }
        }
    }
}
