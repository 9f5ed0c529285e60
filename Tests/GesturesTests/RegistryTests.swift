import Testing
@testable import Gestures

@Suite struct RegistryTests {
    let origin = CellPoint(x: 4, y: 4)
    func event(_ kind: GestureKind, _ state: GestureState = .discrete, scale: Double = 1, rotation: Double = 0) -> GestureEvent {
        GestureEvent(kind: kind, state: state, origin: origin, time: 0, scale: scale, rotation: rotation)
    }

    @Test func settingADelegateReplacesTheOldAndNilStopsDelivery() {
        let gestures = Gestures()
        let first = DelegateLog("first"), second = DelegateLog("second")
        gestures.tapDelegate = first
        gestures.dispatch(event(.tap))
        gestures.tapDelegate = second
        gestures.dispatch(event(.tap))
        gestures.tapDelegate = nil
        gestures.dispatch(event(.tap))
        #expect(first.received == ["tap"])
        #expect(second.received == ["tap"])
    }

    @Test func eachKindGoesToItsOwnDelegate() {
        let gestures = Gestures()
        let log = DelegateLog()
        gestures.panDelegate = log
        gestures.pinchRotateDelegate = log
        for kind in GestureKind.allCases { gestures.dispatch(event(kind, kind.isContinuous ? .begin : .discrete, scale: 2)) }
        #expect(log.received == ["pan begin", "pinchRotate begin"])
    }

    @Test func disabledDefaultActionStillReachesTheDelegate() {
        let gestures = Gestures()
        let log = DelegateLog()
        gestures.doubleTapDelegate = log
        gestures.disableDefaultAction(.doubleTap)
        #expect(gestures.dispatch(event(.doubleTap)) == nil)
        #expect(log.received == ["doubleTap"])
        gestures.enableDefaultAction(.doubleTap)
        #expect(gestures.dispatch(event(.doubleTap)) != nil)
        #expect(log.received == ["doubleTap", "doubleTap"])
        #expect(gestures.dispatch(event(.twoFingerTap)) != nil, "other kinds are untouched")
    }

    @Test func familySwitchOffStopsDeliveryAndDefaultAction() {
        let gestures = Gestures()
        let log = DelegateLog()
        gestures.panDelegate = log
        gestures.doubleTapDelegate = log
        gestures.twoFingerPanDelegate = log
        gestures.tapDelegate = log
        gestures.scrollGestures = false
        gestures.setEnabled(.zoom, false)
        gestures.tiltGestures = false
        #expect(gestures.dispatch(event(.pan, .begin)) == nil)
        #expect(gestures.dispatch(event(.doubleTap)) == nil)
        #expect(gestures.dispatch(event(.twoFingerPan, .begin)) == nil)
        #expect(gestures.dispatch(event(.tap)) != nil, "tap belongs to no family")
        #expect(log.received == ["tap"])
        gestures.scrollGestures = true
        #expect(gestures.dispatch(event(.pan, .begin)) != nil)
    }

    @Test func pinchRotateKeepsTheFamilyThatIsStillOn() {
        let gestures = Gestures()
        gestures.rotateGestures = false
        let zoomOnly = gestures.dispatch(event(.pinchRotate, .update, scale: 2, rotation: 30))
        #expect(zoomOnly?.scale == 2)
        #expect(zoomOnly?.rotation == 0)
        gestures.rotateGestures = true
        gestures.zoomGestures = false
        let rotateOnly = gestures.dispatch(event(.pinchRotate, .update, scale: 2, rotation: 30))
        #expect(rotateOnly?.scale == 1)
        #expect(rotateOnly?.rotation == 30)
        gestures.rotateGestures = false
        #expect(gestures.dispatch(event(.pinchRotate, .update, scale: 2, rotation: 30)) == nil)
    }

    @Test func namesParseAsScriptsSpellThem() {
        #expect(GestureKind(name: "doubletap") == .doubleTap)
        #expect(GestureKind(name: "two-finger-pan") == .twoFingerPan)
        #expect(GestureKind(name: "swipe") == nil)
        #expect(GestureFamily(switchName: "zoomGestures") == .zoom)
        #expect(GestureFamily(switchName: "ROTATE") == .rotate)
    }

    @Test func geoLookupFillsTheLocation() {
        let located = event(.tap).located { x, y in GestureLocation(latitude: Double(y), longitude: Double(x)) }
        #expect(located.location == GestureLocation(latitude: 4, longitude: 4))
        #expect(located.description.contains("geo=4.000000,4.000000"))
    }
}
