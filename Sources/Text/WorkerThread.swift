#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way navsim starts a thread of its own (downloads, updates, a live receiver's reader, batch workers, a
/// pseudo terminal's reader).
///
/// Why not Foundation's `Thread`: it keeps its closure until the thread's thread-specific data is torn down, so
/// whatever the closure captured is released by a TSD destructor as the thread exits. When such a release runs
/// dispatch code (e.g. `URLSession.invalidateAndCancel()` in the `deinit` of navsim's former URLSession client,
/// which is `async` on its work queue) after libdispatch's own destructor, libdispatch takes continuations from a
/// cache it has already freed and frees them again. That double free corrupted the heap in about one full test run
/// in three (`malloc_consolidate(): unaligned fastbin chunk`; under ASan a double free in `_dispatch_cache_cleanup`).
/// Here the closure, and everything it captured, is released on the thread before the thread function returns.
public enum WorkerThread {
    /// A thread could not be started (the reason comes from `pthread_create`).
    public struct StartError: Error, CustomStringConvertible, Sendable {
        public let code: Int32
        public var description: String { "could not start a thread (error \(code))" }
    }

    /// Runs `body` on a new detached thread with `stackSize` bytes of stack (8 MiB, as a process's main thread has
    /// by default).
    public static func start(stackSize: Int = 8 << 20, _ body: @escaping @Sendable () -> Void) throws(StartError) {
        let job = Unmanaged.passRetained(Job(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        pthread_attr_setstacksize(&attributes, max(stackSize, 1 << 16))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let r = pthread_create(&thread, &attributes, { raw in
            // Taken here and released when this function returns: on this thread, before it exits.
            let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
            job.body()
            return nil
        }, job)
        if r != 0 {
            Unmanaged<Job>.fromOpaque(job).release()
            throw StartError(code: r)
        }
    }

    /// The closure handed to the new thread.
    private final class Job: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
