import Foundation
import Testing
import Text
import Geo
import Traces
import TestSupport
import Text
@testable import Navigation

/// Collects what a reader thread sees.
private final class Collected: Sendable {
    private let seen = Locked<(fixes: [LocationSample], error: String?)>(([], nil))
    func add(_ s: LocationSample) { seen.withLock { $0.fixes.append(s) } }
    func fail(_ e: String) { seen.withLock { $0.error = e } }
    var snapshot: ([LocationSample], String?) { seen.withLock { ($0.fixes, $0.error) } }
}

@Suite(.serialized) struct LiveGPSDTests {
    /// A real gpsd (under gpsfake) replays the haicom-305N log (a moving receiver); the live source connects,
    /// watches, and its fixes start at the first TPV position of gpsd's own expected output for that log.
    @Test(.enabled(if: GPSFake.isAvailable, Comment(rawValue: GPSFake.skipNote)))
    func fixesFromALiveGpsdArriveWithTheLogsFirstPosition() throws {
        let log = SharedData.path("gpsd/haicom-305N.log")
        let expected = try #require(try firstTPVCoordinate(inCheckFile: log + ".chk"))
        let fake = try GPSFake(log: log)
        defer { fake.stop() }
        let collected = Collected()
        let done = DispatchSemaphore(value: 0)
        let wanted = 10
        let port = fake.port
        // The reader thread owns the connection from connect to close: nothing else touches it.
        try WorkerThread.start {
            defer { done.signal() }
            // gpsd needs a moment to listen: try to connect for up to 10 s.
            var stream: GPSDFixStream?
            for _ in 0..<100 {
                if let s = try? GPSDFixStream(host: "127.0.0.1", port: port) { stream = s; break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            guard let connected = stream else { return collected.fail("could not connect to gpsfake's gpsd on port \(port)") }
            defer { connected.close() }
            var source = LiveLocationSource(stream: connected)
            while let s = source.next() {
                collected.add(s)
                if collected.snapshot.0.count >= wanted { break }
            }
            if let f = source.failure { collected.fail("\(f)") }
        }
        // The log plays in a few seconds; a minute means gpsd sent nothing.
        let finished = done.wait(timeout: .now() + 60) == .success
        let (fixes, error) = collected.snapshot
        #expect(finished, "no fixes within 60 s")
        #expect(error == nil)
        #expect(fixes.count == wanted)
        let first = try #require(fixes.first)
        #expect(abs(first.coordinate.latitude - expected.lat) < 1e-7)
        #expect(abs(first.coordinate.longitude - expected.lon) < 1e-7)
        #expect(first.time == 0)
        // The receiver moves (5 m west, 10 m south and back) and its times run forward.
        #expect(zip(fixes, fixes.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(fixes.allSatisfy { $0.coordinate.distance(to: first.coordinate) < 100 })
    }
}
