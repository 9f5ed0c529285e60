import Foundation
import Geo
import MapData
import Testing
@testable import Traffic

/// `TrafficWindow`: a speed per edge that no snapshot of the window's minutes beats, which a route search turns
/// into a bound for all those minutes at once.
@Suite struct TrafficWindowTests {
    static let network = TrafficEvaluationTests.network

    /// Every edge in every epoch of the window against the snapshot's own number; returns the edges the bound held
    /// below their free flow (a bound at free flow everywhere would hold and prove nothing).
    static func check(_ model: TrafficModel, from: Seconds, minutes: Int) -> Int {
        let window = model.window(from: from, through: from + Double(minutes) * 60)
        #expect(window.lastEpoch - window.firstEpoch == minutes)
        let bounds = (0..<model.base.count).map { window.fastestSpeed(edge: $0) }
        let below = bounds.indices.filter { bounds[$0] < Double(model.base[$0].freeFlow) }.count
        var broken = 0
        for epoch in window.firstEpoch...window.lastEpoch {
            let snapshot = model.snapshot(at: Double(epoch) * TrafficModel.epochLength)
            for i in bounds.indices {
                // A closed edge (an incident) has no speed: any bound holds.
                guard let speed = snapshot.speedUnlessClosed(edge: i), speed > bounds[i] else { continue }
                broken += 1
                if broken <= 5 { Issue.record("edge \(i), epoch \(epoch): \(speed) km/h beats the bound \(bounds[i])") }
            }
        }
        #expect(broken == 0)
        return below
    }

    @Test func noMinuteOfTheWindowIsFasterThanItsBound() {
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 5, incidentRate: 2))
        // The morning peak as it builds and as it falls, a window across several noise lattice points, the
        // evening, and one across midnight.
        let windows: [(from: Seconds, minutes: Int)] = [(27_000, 15), (29_730, 20), (43_620, 45), (62_640, 15), (86_040, 20)]
        for (from, minutes) in windows {
            let n = model.base.count
            let below = Self.check(model, from: from, minutes: minutes)
            // In the peaks most edges carry traffic all window long, so the bound is below free flow there.
            if minutes == 15 { #expect(below > n / 2, "from \(from): only \(below) of \(n) edges below free flow") }
        }
    }

    @Test func oneEpochsBoundIsTheSnapshotLessOnlyItsIncidentsAndNoise() {
        // A window of one epoch reads the same demand and rush as the snapshot: it differs only where the bound
        // takes the lower of the two lattice values and leaves incidents out, so it is close to the snapshot.
        let model = TrafficModel(network: Self.network, options: TrafficOptions(seed: 9))
        let t = 8 * 3600.0
        let window = model.window(from: t, through: t)
        let snapshot = model.snapshot(at: t)
        #expect(window.firstEpoch == window.lastEpoch)
        var gap = 0.0
        for i in 0..<model.base.count {
            let speed = snapshot.speedUnlessClosed(edge: i) ?? 0
            #expect(window.fastestSpeed(edge: i) >= speed)
            gap += window.fastestSpeed(edge: i) - speed
        }
        // On average within a few km/h (the noise's spread between two lattice points), not at free flow.
        #expect(gap / Double(model.base.count) < 5)
        let free = (0..<model.base.count).reduce(0.0) { $0 + Double(model.base[$1].freeFlow) - (snapshot.speedUnlessClosed(edge: $1) ?? 0) }
        #expect(gap < free / 2)
    }

    @Test func edgesTheModelDoesNotHaveHaveNoSpeed() {
        let model = TrafficModel(network: Self.network)
        let window = model.window(from: 0, through: 600)
        #expect(window.fastestSpeed(edge: -1) == 0 && window.fastestSpeed(edge: model.base.count) == 0)
    }
}
