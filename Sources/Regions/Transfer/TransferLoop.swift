import Net
import Foundation
import Synchronization

/// Where a transfer's bytes go: a partial file on disk, or memory (a replication diff).
protocol TransferSink: Sendable {
    var bytes: Int64 { get }
    var total: Int64? { get }
    /// The server answered from `offset` (0 when it ignored the range: start over).
    func start(at offset: Int64, total: Int64?) throws
    /// Appends a chunk; returns the bytes held.
    func append(_ chunk: Data) throws -> Int64
}

extension PartialFile: TransferSink {}

/// Runs one transfer to its end through pauses, resumes (HTTP Range from the last byte held) and bounded
/// retries with backoff; when the retries run out the task pauses with the error until resumed.
struct TransferLoop {
    let http: HTTPClient
    let clock: any NetClock
    let retry: RetryPolicy

    func fetch(_ task: RegionTask, _ regionID: String, _ url: String, _ part: any TransferSink,
                       _ listener: any RegionTaskListener) throws(RegionsError) {
        var failures = 0
        var pauseReported = false
        while true {
            switch task.phase {
            case .cancelled, .finished: throw RegionsError.cancelled(regionID)
            case .paused:
                if !pauseReported { listener.onPause(region: regionID, error: nil) }
                if task.waitWhilePaused() != .running { throw RegionsError.cancelled(regionID) }
                pauseReported = false
                listener.onResume(region: regionID)
                continue
            case .running: break
            }
            let offset = part.bytes
            let t0 = clock.now()
            let clock = self.clock
            let id = regionID
            do throws(RegionsError) {
                let end = try http.stream(url, from: offset, control: task.control, what: "downloading \(regionID)",
                    onStart: { start in try part.start(at: start.offset, total: start.totalLength) },
                    onData: { chunk in
                        let before = part.bytes
                        let bytes = try part.append(chunk)
                        let elapsed = clock.now() - t0
                        let rate = elapsed > 0 ? Double(bytes - min(before, offset)) / elapsed : 0
                        listener.onProgress(TransferProgress(region: id, bytes: bytes, total: part.total, bytesPerSecond: rate))
                    })
                if end == .finished {
                    if let total = part.total, part.bytes != total {
                        throw RegionsError.transfer(url: url, reason: "connection closed at byte \(part.bytes) of \(total)")
                    }
                    return
                }
            } catch {
                guard RegionDownloader.isRetryable(error) else { throw error }
                if part.bytes > offset { failures = 0 }  // progress was made: a fresh run of retries
                failures += 1
                if failures >= retry.maxAttempts {
                    failures = 0
                    task.pauseFromWorker()
                    pauseReported = true
                    listener.onPause(region: regionID, error: error)
                } else {
                    clock.sleep(seconds: retry.delay(beforeRetry: failures))
                }
            }
        }
    }

}

/// A transfer into memory.
final class MemorySink: TransferSink {
    private let state = Mutex<(data: [UInt8], total: Int64?)>(([], nil))
    var data: [UInt8] { state.withLock { $0.data } }
    var bytes: Int64 { state.withLock { Int64($0.data.count) } }
    var total: Int64? { state.withLock { $0.total } }
    func start(at offset: Int64, total: Int64?) throws {
        state.withLock { s in
            if offset == 0 { s.data.removeAll() }
            s.total = total
        }
    }
    func append(_ chunk: Data) throws -> Int64 {
        state.withLock { s in
            s.data.append(contentsOf: chunk)
            return Int64(s.data.count)
        }
    }
}
