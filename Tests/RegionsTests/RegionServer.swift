import Net
import Foundation
import Regions
import Text
import TestSupport

/// The fixture server (Fixtures/region_server.py) on 127.0.0.1, an ephemeral port, serving
/// ../shared/data/regions (or another root), with its request log and fault injection.
final class RegionServer {
    let server: LoopbackFixtureServer
    var process: Process { server.process }
    var port: Int { server.port }
    let root: String

    struct Request: Decodable, Equatable {
        var method: String
        var path: String
        var range: String?
    }

    init(root: String = SharedData.path("regions")) throws {
        self.root = root
        let script = Repository.path("Tests/RegionsTests/Fixtures/region_server.py")
        do {
            server = try LoopbackFixtureServer(script: script, arguments: [root])
        } catch let e as LoopbackFixtureServer.NotStarted {
            throw RegionsError.transfer(url: script, reason: "the fixture server did not start (\(e.output))")
        }
    }

    deinit { stop() }

    func stop() { server.stop() }

    var base: String { server.base }
    var catalog: String { base + "/index-v1.json" }
    func url(_ path: String) -> String { base + path }

    private func control(_ path: String) throws {
        _ = try HTTPClient(offline: false).get(base + path)
    }

    func reset() throws { try control("/_reset") }

    /// Adds a fault: kind throttle (rate), drop (after, times), status (code, times), md5, truncate (keep), slowhead (delay).
    func fault(_ path: String, _ kind: String, _ params: [String: String] = [:]) throws {
        var q = "path=\(path)&kind=\(kind)"
        for (k, v) in params.sorted(by: { $0.key < $1.key }) { q += "&\(k)=\(v)" }
        try control("/_fault?" + q)
    }

    func log() throws -> [Request] {
        let bytes = try HTTPClient(offline: false).get(base + "/_log")
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap {
            try? JSONDecoder().decode(Request.self, from: Data($0.utf8))
        }
    }
}

/// A listener that records every call.
final class RecordingListener: RegionTaskListener, Sendable {
    enum Event: Equatable, Sendable {
        case progress(String, Int64)
        case pause(String, String?)
        case resume(String)
        case complete(String, String?)
    }
    private let events = Locked<[Event]>([])
    private let onProgressHook: (@Sendable (TransferProgress) -> Void)?

    init(onProgress: (@Sendable (TransferProgress) -> Void)? = nil) { onProgressHook = onProgress }

    var all: [Event] { events.value }
    var lastProgress: [String: TransferProgress] { progress.value }
    private let progress = Locked<[String: TransferProgress]>([:])

    func onProgress(_ p: TransferProgress) {
        events.withLock { $0.append(.progress(p.region, p.bytes)) }
        progress.withLock { $0[p.region] = p }
        onProgressHook?(p)
    }
    func onPause(region: String, error: RegionsError?) { events.withLock { $0.append(.pause(region, error?.description)) } }
    func onResume(region: String) { events.withLock { $0.append(.resume(region)) } }
    func onComplete(region: String, error: RegionsError?) { events.withLock { $0.append(.complete(region, error?.description)) } }
}

/// A manual clock: `sleep` records the wait and advances time at once.
final class ManualClock: NetClock, Sendable {
    private let t = Locked<Double>(0)
    private let slept = Locked<[Double]>([])
    func now() -> Double { t.value }
    func sleep(seconds: Double) {
        slept.withLock { $0.append(seconds) }
        t.withLock { $0 += seconds }
    }
    func advance(_ s: Double) { t.withLock { $0 += s } }
    var sleeps: [Double] { slept.value }
}

/// A disk-space probe with a fixed answer (to simulate a full disk).
struct FixedDiskSpace: DiskSpaceProbe {
    var bytes: Int64
    func availableBytes(at path: String) -> Int64? { bytes }
}
