import Testing
import TermUI
@testable import Gestures

/// Input that arrives in one read is stamped microseconds apart (issue 11, item 1): velocities floor the time
/// step and cap the speed, so a burst glides like the same input spread out at key-repeat speed.
@Suite struct InputBurstTests {
    /// The pan's release velocity and the total glide of its momentum, in cells.
    static func glideAfter(_ times: [Double]) -> (velocity: CellVector, glide: Double) {
        var r = GestureRecognizer()
        var events = feed(&r, times.map { key(.left, $0) })
        events += r.advance(to: (times.last ?? 0) + GestureThresholds.keyRepeatGap)
        let end = events.last { $0.state == .end } ?? GestureEvent(kind: .pan, state: .end, origin: CellPoint(x: 0, y: 0), time: 0)
        var momentum = PanMomentum(velocity: end.velocity)
        return (end.velocity, momentum.remainingFrames().reduce(0) { $0 + $1.length })
    }

    @Test(arguments: [1, 2, 3])
    func arrowKeysInOneReadGlideLikeKeysAtKeyRepeatSpeed(count: Int) {
        let burst = Self.glideAfter((0..<count).map { 5 + Double($0) * 0.000_01 })
        let spread = Self.glideAfter((0..<count).map { 5 + Double($0) * GestureThresholds.minimumVelocityInterval })
        #expect(abs(burst.velocity.dx - spread.velocity.dx) < 1e-9, "burst \(burst.velocity) vs spread \(spread.velocity)")
        #expect(burst.glide <= 10, "a burst of \(count) keys glided \(burst.glide) cells")
        #expect(abs(burst.glide - spread.glide) < 1e-9)
    }

    @Test func keysSlowerThanKeyRepeatKeepTheirOwnSpeed() {
        let slow = Self.glideAfter([0, 0.2])
        #expect(abs(slow.velocity.dx - 10) < 1e-9, "2 cells in 200 ms is 10 cells/s")
    }

    @Test func mouseReportsInOneReadDoNotFlingTheMap() throws {
        var r = GestureRecognizer()
        var input = [press(10, 10, 1)]
        // A drag whose reports came in one read: 30 cells within 30 µs.
        for i in 1...10 { input.append(drag(10 + 3 * i, 10, 1.2 + Double(i) * 0.000_003)) }
        input.append(release(40, 10, 1.2 + 0.000_033))
        let end = try #require(feed(&r, input).last)
        #expect(end.state == .end)
        #expect(end.velocity.length <= GestureThresholds.maximumPanSpeed + 1e-9, "released at \(end.velocity)")
        #expect(end.velocity.dx > 0)
    }

    @Test func momentumIsCappedWhoeverMeasuredTheVelocity() {
        var m = PanMomentum(velocity: CellVector(dx: 200_000, dy: -3))
        #expect(m.velocity.length <= GestureThresholds.maximumPanSpeed + 1e-9)
        #expect(m.velocity.dx > 0 && m.velocity.dy < 0, "the direction is kept")
        let glide = m.remainingFrames().reduce(0) { $0 + $1.length }
        #expect(glide <= GestureThresholds.maximumPanSpeed / 6 + 1e-9)
        #expect(PanMomentum(velocity: CellVector(dx: .infinity, dy: 0)).isFinished, "a non-finite velocity does not glide")
    }
}
