import Foundation
import Text

/// Runs a batch's inputs on `jobs` threads and hands their lines to `write` in input order, as soon as every
/// earlier input is done: the output is the same bytes whatever `jobs` is, and a killed run leaves a prefix of
/// it (so `--resume` continues it).
///
/// Workers take the next input from a shared counter; each finished line waits in its slot until the lines
/// before it are written. The writing happens under the lock, by whichever worker completed the prefix.
/// - Complexity: O(n) inputs; at most the lines of inputs finished ahead of a slow one wait in memory.
struct BatchRunner {
    let jobs: Int

    /// Counts of the records written.
    struct Tally: Sendable { var ok = 0; var failed = 0 }

    func run(_ inputs: [String], job: BatchJob, write: @escaping @Sendable (String) -> Void) -> Tally {
        struct State: Sendable {
            var next = 0
            var pending: [Int: String] = [:]
            var written = 0
            var tally = Tally()
        }
        let state = Locked(State())
        let n = inputs.count
        let work: @Sendable (Int) -> Void = { _ in
            while true {
                let i = state.withLock { s -> Int in
                    defer { s.next += 1 }
                    return s.next
                }
                guard i < n else { return }
                let record = job.run(inputs[i])
                let line = record.line()
                let ok = record.status == .ok
                state.withLock { s in
                    s.pending[i] = line
                    if ok { s.tally.ok += 1 } else { s.tally.failed += 1 }
                    while let ready = s.pending.removeValue(forKey: s.written) {
                        write(ready)
                        s.written += 1
                    }
                }
            }
        }
        let threads = max(1, min(jobs, n))
        // Threads of our own rather than `concurrentPerform`, which caps its width at the core count: `--jobs`
        // means that many workers (the calling thread is one of them).
        let done = DispatchGroup()
        for k in 1..<threads {
            done.enter()
            // A worker that cannot start leaves its share to the others (work is claimed item by item).
            do throws(WorkerThread.StartError) { try WorkerThread.start { work(k); done.leave() } } catch { done.leave() }
        }
        work(0)
        done.wait()
        return state.withLock { $0.tally }
    }
}
