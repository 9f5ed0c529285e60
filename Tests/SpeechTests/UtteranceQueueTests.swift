import Geo
import Speech
import Testing

@Suite struct UtteranceQueueTests {
    static func u(_ t: Seconds, _ priority: UtterancePriority, key: String, text: String = "x", distance: Meters? = nil,
                  odometer: Meters = 0, wait: Seconds = 10) -> Utterance {
        Utterance(time: t, event: "e", detail: "d", text: text, priority: priority, key: key, expires: t + wait,
                  distance: distance, odometer: odometer)
    }

    @Test func aManeuverNotificationBeatsACameraWarningQueuedEarlier() {
        var q = UtteranceQueue()
        q.add(Self.u(1, .safety, key: "camera"))
        q.add(Self.u(2, .maneuver, key: "maneuver 1"))
        q.add(Self.u(2, .safety, key: "signals"))
        #expect(q.next(at: 3, odometer: 0)?.key == "maneuver 1")
        // Among equals, the oldest first.
        #expect(q.next(at: 3, odometer: 0)?.key == "camera")
        #expect(q.next(at: 3, odometer: 0)?.key == "signals")
        #expect(q.next(at: 3, odometer: 0) == nil)
    }

    @Test func anIn500mThatIsNoLongerTrueIsDroppedNotSpokenLate() {
        var q = UtteranceQueue()
        q.add(Self.u(10, .maneuver, key: "maneuver 2", text: "In 500 m, turn left", distance: 500, odometer: 1000))
        // 40 m on: still within a tenth of 500 m.
        var copy = q
        #expect(copy.next(at: 14, odometer: 1040)?.text == "In 500 m, turn left")
        // 60 m on: "in 500 m" is wrong now.
        #expect(q.next(at: 15, odometer: 1060) == nil)
        #expect(q.dropped.map(\.reason) == ["stale"])
        // A short distance keeps the 20 m floor.
        #expect(Self.u(0, .maneuver, key: "k", distance: 50).distanceSlack == 20)
    }

    @Test func anUtteranceWithoutDistanceGoesStaleAfterItsTime() {
        var q = UtteranceQueue()
        q.add(Self.u(10, .routeChange, key: "offRoute", wait: 10))
        var copy = q
        #expect(copy.next(at: 20, odometer: 0) != nil)
        #expect(q.next(at: 20.5, odometer: 0) == nil)
    }

    @Test func aNewerUtteranceWithTheSameKeyReplacesTheQueuedOne() {
        var q = UtteranceQueue()
        q.add(Self.u(1, .maneuver, key: "maneuver 1", text: "In 500 m"))
        q.add(Self.u(5, .maneuver, key: "maneuver 1", text: "In 200 m"))
        #expect(q.waiting.map(\.text) == ["In 200 m"])
        #expect(q.dropped.map(\.reason) == ["replaced"])
        q.remove(reason: "passed") { $0 == "maneuver 1" }
        #expect(q.isEmpty)
    }
}
