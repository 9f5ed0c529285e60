import Foundation
import Testing
import Geo
import Traces
@testable import Navigation

/// Playback control of a trace: its clock, speed, pause, step, seek, loop, untimed fixes and lost signal.
@Suite struct ReplayLocationSourceTests {
    /// Ten fixes 10 m apart heading north, one per second from 1000 s, with a 20 s gap before the seventh.
    static func fixes(gapBefore: Int? = 6, timed: Bool = true) -> [Fix] {
        var out = [Fix]()
        var t: Seconds = 1000
        for i in 0..<10 {
            if i == gapBefore { t += 19 }
            let c = Coordinate(51.0, -1.0).destination(distance: Double(i) * 10, bearing: 0)
            out.append(Fix(time: timed ? t : nil, coordinate: c, speed: timed ? 10 : nil))
            t += 1
        }
        return out
    }

    func drain(_ s: inout ReplayLocationSource, max: Int = 100) -> [LocationSample] {
        var out = [LocationSample]()
        while out.count < max, let x = s.next() { out.append(x) }
        return out
    }

    @Test func playsOnTheTracesOwnClockFromZero() {
        var s = ReplayLocationSource(fixes: Self.fixes(gapBefore: nil))
        let samples = drain(&s)
        #expect(samples.map(\.time) == (0..<10).map(Double.init))
        #expect(samples.map(\.coordinate) == Self.fixes(gapBefore: nil).map(\.coordinate))
        #expect(s.fraction == 1)
        #expect(s.next() == nil)
    }

    @Test func intervalFollowsTheSpacingAndCapsGapsAtTheThreshold() {
        var s = ReplayLocationSource(fixes: Self.fixes(), gapThreshold: 5)
        _ = s.next()
        #expect(s.interval == 1)
        for _ in 0..<5 { _ = s.next() }
        #expect(s.interval == 5) // the next fix is 20 s away
    }

    @Test func speedMultiplierIsClampedToItsRange() {
        var s = ReplayLocationSource(fixes: Self.fixes(), speedMultiplier: 5000)
        #expect(s.speedMultiplier == 1000)
        s.speedMultiplier = 0.1
        #expect(s.speedMultiplier == 0.5)
        s.speedMultiplier = 8
        #expect(s.speedMultiplier == 8)
    }

    @Test func pauseHoldsThePositionAndStepLetsOneFixThrough() throws {
        var s = ReplayLocationSource(fixes: Self.fixes())
        _ = s.next()
        let next = s.next()
        let second = try #require(next)
        s.isPaused = true
        let held = [s.next(), s.next(), s.next()].compactMap { $0 }
        #expect(held.count == 3 && held.allSatisfy { $0.coordinate == second.coordinate && $0.time == second.time && $0.speed == 0 })
        s.stepOnce()
        let afterStep = s.next()
        let stepped = try #require(afterStep)
        #expect(stepped.time == 2)
        #expect(s.next()?.time == 2) // paused again
        s.isPaused = false
        #expect(s.next()?.time == 3)
    }

    @Test func seekJumpsToATimeOrAFraction() {
        var s = ReplayLocationSource(fixes: Self.fixes(gapBefore: nil))
        s.seek(to: 4.5)
        #expect(s.next()?.time == 5)
        s.seek(toFraction: 0)
        #expect(s.next()?.time == 0)
        s.seek(toFraction: 1)
        #expect(s.next()?.time == 9)
        #expect(s.next() == nil)
        #expect(s.events.filter { if case .seeked = $0 { true } else { false } }.count == 3)
    }

    @Test func aGapLongerThanTheThresholdLosesAndRestoresTheSignal() {
        var s = ReplayLocationSource(fixes: Self.fixes(), gapThreshold: 5)
        let samples = drain(&s)
        #expect(samples.count == 10)
        #expect(s.events == [
            .signalLost(time: 10, lastFixTime: 5, coordinate: samples[5].coordinate),
            .signalRestored(time: 25, gap: 20, coordinate: samples[6].coordinate),
        ])
        var quiet = ReplayLocationSource(fixes: Self.fixes(), gapThreshold: 30)
        _ = drain(&quiet)
        #expect(quiet.events.isEmpty)
    }

    @Test func loopingStartsAgainWithTheClockRunningForward() {
        var s = ReplayLocationSource(fixes: Self.fixes(gapBefore: nil), looping: true)
        let samples = drain(&s, max: 25)
        #expect(samples.count == 25)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.time < $1.time })
        #expect(samples[10].coordinate == samples[0].coordinate)
        #expect(s.lap == 2)
        #expect(s.takeEvents() == [.looped(time: 10, lap: 1), .looped(time: 20, lap: 2)])
        #expect(s.events.isEmpty)
    }

    @Test func untimedFixesPlayAtTheChosenSpeed() {
        var s = ReplayLocationSource(fixes: Self.fixes(gapBefore: nil, timed: false), untimedSpeed: 5)
        let samples = drain(&s)
        // 10 m apart at 5 m/s: 2 s apart.
        for (i, x) in samples.enumerated() { #expect(abs(x.time - Double(i) * 2) < 1e-6) }
        #expect(samples.allSatisfy { abs(($0.speed ?? 0) - 5) < 1e-9 })
        #expect(abs((samples[0].course ?? -1)) < 1e-6)
    }

    @Test func untimedFixesBetweenTimedOnesShareTheirTimeByDistance() {
        var f = Self.fixes(gapBefore: nil)
        for i in 1...3 { f[i].time = nil }
        let t = ReplayTimeline.times(for: f, untimedSpeed: 1)
        #expect(t[0] == 0 && t[4] == 4)
        for i in 1...3 { #expect(abs(t[i] - Double(i)) < 1e-6) }
    }

    @Test func timeNeverRunsBackwards() {
        var f = Self.fixes(gapBefore: nil)
        f[5].time = 990
        let t = ReplayTimeline.times(for: f, untimedSpeed: 10)
        #expect(zip(t, t.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func anEmptyTraceEndsAtOnce() {
        var s = ReplayLocationSource(fixes: [], looping: true)
        #expect(s.next() == nil)
        #expect(s.fraction == 0)
    }
}
