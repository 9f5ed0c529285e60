import Foundation
import Testing
import TermUI
@testable import Gestures

@Suite struct SynthesisTests {
    func recognized(_ command: ScriptCommand, at start: Double = 10) throws -> (gestures: [GestureEvent], input: SynthesizedInput) {
        var synthesizer = GestureSynthesizer()
        var recognizer = GestureRecognizer(width: 100, height: 30)
        let input = try synthesizer.synthesize(ScriptLine(line: 1, command: command), at: start)
        let gestures = input.events.flatMap { recognizer.handle($0) } + recognizer.advance(to: input.settle)
        #expect(recognizer.advance(to: input.settle + 10).isEmpty, "nothing is left pending after settle")
        return (gestures, input)
    }
    let p = CellPoint(x: 50, y: 15)

    @Test func tapRoundTrips() throws {
        let (gestures, _) = try recognized(.tap(.cell(p)))
        #expect(summary(gestures) == ["tap discrete"])
        #expect(gestures.first?.origin == p)
    }

    @Test func doubleTapRoundTripsWithoutAStrayTap() throws {
        let (gestures, _) = try recognized(.doubleTap(.cell(p)))
        #expect(summary(gestures) == ["doubleTap discrete"])
        #expect(gestures.first?.origin == p)
    }

    @Test func twoFingerTapRoundTrips() throws {
        let (gestures, _) = try recognized(.twoFingerTap(.cell(p)))
        #expect(summary(gestures) == ["twoFingerTap discrete"])
    }

    @Test func longPressRoundTripsWithItsTimes() throws {
        let (gestures, _) = try recognized(.longPress(.cell(CellPoint(x: 20, y: 10)), duration: 0.8), at: 10)
        #expect(summary(gestures) == ["longPress begin", "longPress end"])
        #expect(gestures.allSatisfy { $0.origin == CellPoint(x: 20, y: 10) })
        #expect(abs(gestures[0].time - 10.5) < 1e-9)
        #expect(abs(gestures[1].time - 10.8) < 1e-9)
    }

    @Test(arguments: [(CellPoint(x: 30, y: 10), 0.3), (CellPoint(x: 52, y: 15), 0.1), (CellPoint(x: 99, y: 29), 1.0)])
    func panRoundTripsToTheSameEndPoint(to: CellPoint, duration: Double) throws {
        let (gestures, input) = try recognized(.pan(from: .cell(p), to: .cell(to), duration: duration), at: 3)
        #expect(summary(gestures).first == "pan begin")
        #expect(summary(gestures).last == "pan end")
        #expect(Set(summary(gestures).dropFirst().dropLast()).isSubset(of: ["pan update"]))
        #expect(gestures.allSatisfy { $0.origin == p })
        #expect(totalTranslation(gestures) == CellVector(dx: Double(to.x - p.x), dy: Double(to.y - p.y)))
        #expect(abs((gestures.last?.time ?? 0) - (3 + duration)) < 1e-9)
        #expect(input.events.dropFirst().dropLast().allSatisfy {
            if case .mouse(let m, _) = $0 { return m.action == .drag } else { return false }
        })
        // The release velocity is the line's speed (within a cell of rounding over the 100 ms window).
        let speed = Double(to.x - p.x) / duration
        #expect(abs((gestures.last?.velocity.dx ?? 0) - speed) <= 1 / GestureThresholds.velocityWindow + 1e-9)
    }

    @Test func twoFingerPanRoundTripsFromTheViewCentre() throws {
        let (gestures, _) = try recognized(.twoFingerPan(dx: 0, dy: -5, at: nil, duration: 0.3))
        #expect(summary(gestures).first == "twoFingerPan begin")
        #expect(summary(gestures).last == "twoFingerPan end")
        #expect(gestures.first?.origin == CellPoint(x: 50, y: 15))
        #expect(totalTranslation(gestures) == CellVector(dx: 0, dy: -5))
    }

    @Test func oneCellTwoFingerPanStillRoundTrips() throws {
        let (gestures, _) = try recognized(.twoFingerPan(dx: 0, dy: 1, at: .cell(CellPoint(x: 5, y: 5)), duration: 0.3))
        #expect(summary(gestures) == ["twoFingerPan begin", "twoFingerPan end"])
        #expect(totalTranslation(gestures) == CellVector(dx: 0, dy: 1))
    }

    @Test func pinchRotateRoundTripsExactlyWhenExpressibleInCells() throws {
        let (gestures, _) = try recognized(.pinchRotate(at: .cell(p), scale: 2, angle: 30))
        #expect(summary(gestures).first == "pinchRotate begin")
        #expect(summary(gestures).last == "pinchRotate end")
        #expect(gestures.allSatisfy { $0.centre == p })
        #expect(abs(gestures.reduce(1) { $0 * $1.scale } - 2) < 1e-12)
        #expect(gestures.reduce(0) { $0 + $1.rotation } == 30)
    }

    @Test func pinchRotateOtherwiseRoundTripsToTheNearestCell() throws {
        let plan = GestureSynthesizer.pinchDrag(scale: 1.5, angle: 45)
        #expect(plan.dx == 23 && plan.dy == -6)
        #expect(abs(plan.scale - pow(2, 0.6)) < 1e-12)
        let (gestures, _) = try recognized(.pinchRotate(at: .cell(p), scale: 1.5, angle: 45))
        #expect(abs(gestures.reduce(1) { $0 * $1.scale } - plan.scale) < 1e-12)
        #expect(gestures.reduce(0) { $0 + $1.rotation } == plan.angle)
    }

    @Test(arguments: [
        (ScriptCommand.pan(from: .cell(CellPoint(x: 5, y: 5)), to: .cell(CellPoint(x: 6, y: 6)), duration: 0.3), "a drag must move more than 1"),
        (.pan(from: .cell(CellPoint(x: 5, y: 5)), to: .cell(CellPoint(x: 8, y: 5)), duration: 2), "too slow"),
        (.pinchRotate(at: .cell(CellPoint(x: 5, y: 5)), scale: 1.01, angle: 0.5), "smaller than one cell"),
        (.tap(.geo(GestureLocation(latitude: 50.1, longitude: -1.2))), "is not on the screen"),
        (.tap(.cell(CellPoint(x: 100, y: 3))), "100,3 is outside the 100x30 view"),
        (.pinchRotate(at: .cell(CellPoint(x: 50, y: 15)), scale: 1, angle: 180), "140,15 is outside the 100x30 view"),
        (.twoFingerPan(dx: 0, dy: -16, at: nil, duration: 0.3), "50,-1 is outside"),
    ])
    func unexpressibleGesturesAreErrorsOnTheirLine(command: ScriptCommand, message: String) {
        var synthesizer = GestureSynthesizer()
        do {
            _ = try synthesizer.synthesize(ScriptLine(line: 7, command: command), at: 0, file: "x.gestures")
            Issue.record("synthesized \(command)")
        } catch {
            #expect(error.line == 7)
            #expect(error.description.hasPrefix("x.gestures:7: "))
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func wholeIssueScriptPlaysIntoTheScriptedGesturesInOrder() throws {
        let script = try GestureScript.parse(ScriptParserTests.issueExample)
        var synthesizer = GestureSynthesizer(locate: { _ in CellPoint(x: 50, y: 15) })
        var recognizer = GestureRecognizer()
        let played = try synthesizer.play(script, into: &recognizer)
        let kinds = played.map { line in Array(Set(line.gestures.map(\.kind.rawValue))).sorted() }
        #expect(kinds[4...11].map { $0 } == [["tap"], ["doubleTap"], ["longPress"], ["pan"], ["twoFingerPan"],
                                              ["twoFingerTap"], ["pinchRotate"], []])
        #expect(zip(played, played.dropFirst()).allSatisfy { $0.end == $1.start && $0.start <= $0.end })
        #expect(abs(played[12].end - played[12].start - 2) < 1e-9, "wait 2s")
        #expect(recognizer.keyboard.width == 100 && recognizer.keyboard.height == 30, "size 100x30 resized the view")
    }

    @Test func synthesisIsDeterministic() throws {
        let script = try GestureScript.parse(ScriptParserTests.issueExample)
        var a = GestureSynthesizer(locate: { _ in CellPoint(x: 1, y: 1) }), b = a
        var ra = GestureRecognizer(), rb = GestureRecognizer()
        let first = try a.play(script, into: &ra), second = try b.play(script, into: &rb)
        #expect(first.map(\.input) == second.map(\.input))
        #expect(first.map(\.gestures) == second.map(\.gestures))
    }
}
