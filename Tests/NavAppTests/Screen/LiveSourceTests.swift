import Foundation
import Geo
import Navigation
import Routing
import Testing
import Text
@testable import NavApp

/// The live source: a receiver read on its own thread, its fixes taken by the session as they arrive.
@Suite struct LiveSourceTests {
    /// A receiver that delivers fixes only when the test lets it (a semaphore per fix).
    final class Gate: Sendable {
        let open = DispatchSemaphore(value: 0)
        let samples: [LocationSample]
        private let index = Locked(0)
        init(_ samples: [LocationSample]) { self.samples = samples }
        func read() -> LocationSample? {
            let i = index.value
            guard i < samples.count else { return nil }
            open.wait()
            index.withLock { $0 += 1 }
            return samples[i]
        }
    }

    /// The gate as a receiver's location source (what the reader thread owns).
    struct GateSource: LocationSource {
        let gate: Gate
        mutating func next() -> LocationSample? { gate.read() }
    }

    static func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<500 { if condition() { return true }; Thread.sleep(forTimeInterval: 0.01) }
        return condition()
    }

    @Test func queuedFixesReachTheNavigatorAndTheLoopNeverBlocks() throws {
        let town = try #require(DemoFixture.town)
        let router = Router(network: town.network)
        let a = Coordinate(51.020495, -1.078593), b = Coordinate(51.020020, -1.041878)
        let route = try #require(try router.routes(for: RouteRequest(waypoints: [a, b])).first)
        let path = (0..<20).map { i in route.geometry.coordinate(at: Double(i) * 20) ?? a }
        let gate = Gate(path.enumerated().map { LocationSample(time: Double($0.offset + 1), coordinate: $0.element) })
        let buffered = BufferedLocationSource(first: LocationSample(time: 0, coordinate: a), source: GateSource(gate: gate))
        let session = DriveSession(map: town, router: router, spec: DriveSpec(waypoints: []),
                                   routes: [route], startTimeOfDay: 0,
                                   multiplierRange: 1...1,
                                   makeRunner: { DriveRunner(source: buffered, navigator: Navigator(route: route, provider: router)) })
        // Only the first fix is there: one sample, and the next advance returns at once with nothing.
        _ = session.advance(wall: 0.033)
        #expect(session.state?.time == 0)
        _ = session.advance(wall: 0.033)
        #expect(session.state?.time == 0)
        for _ in 0..<5 { gate.open.signal() }
        #expect(Self.waitUntil { buffered.hasPending })
        #expect(Self.waitUntil { _ = session.advance(wall: 0.033); return session.state?.time == 5 })
        #expect((session.state?.progress.distanceTravelled ?? 0) > 60)
        #expect(!session.isFinished)
        for _ in 0..<20 { gate.open.signal() }
        #expect(Self.waitUntil { _ = session.advance(wall: 0.033); return session.isFinished }, "the stream's end ends the drive")
        #expect(buffered.failureReason == nil)
    }

    @Test func stoppingEndsTheReaderThreadAndTheStream() throws {
        let a = Coordinate(51.020495, -1.078593)
        let gate = Gate((1...100).map { LocationSample(time: Double($0), coordinate: a) })
        let buffered = BufferedLocationSource(first: LocationSample(time: 0, coordinate: a), source: GateSource(gate: gate),
                                              cancel: { gate.open.signal() })
        gate.open.signal()
        var taken = 0
        #expect(Self.waitUntil { if buffered.next() != nil { taken += 1 }; return taken == 2 }, "the first fix and one read")
        #expect(!buffered.readerFinished, "the reader waits for the receiver")
        buffered.stop()
        #expect(Self.waitUntil { buffered.readerFinished }, "stop() ends the reader thread")
        #expect(buffered.hasArrivedSample == true, "a stopped stream has ended")
        #expect(buffered.next() == nil)
        #expect(buffered.failureReason == nil)
    }

    @Test func onlyReceiverFedSourcesReportArrivals() {
        struct Ended: LocationSource { mutating func next() -> LocationSample? { nil } }
        #expect(Ended().hasArrivedSample == nil, "sources the run loop paces are not receiver-fed")
    }
}
