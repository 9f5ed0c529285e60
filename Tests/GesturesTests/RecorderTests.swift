import Foundation
import Testing
import TermUI
@testable import Gestures

@Suite struct RecorderTests {
    /// A live session: tap, mouse pan, a key, right click, long press, two wheel notches, shift+drag, an arrow pan.
    static let live: [InputEvent] = {
        var input: [InputEvent] = [press(10, 5, 1), release(10, 5, 1.05)]
        input.append(press(20, 10, 3))
        for i in 1...10 { input.append(drag(20 + 2 * i, 10, 3 + 0.02 * Double(i))) }
        input.append(release(40, 10, 3.2))
        input += [key(.character("d"), 5), press(7, 7, 6, button: .right), release(7, 7, 6.05, button: .right)]
        input += [press(5, 5, 8), release(5, 5, 8.9)]
        input += [0, 0.05].map { .mouse(MouseEvent(action: .press, button: .wheelUp, x: 30, y: 12), time: 10 + $0) }
        input += [press(50, 15, 12, .shift), drag(55, 15, 12.1, .shift), drag(60, 10, 12.2, .shift), release(60, 10, 12.3)]
        input += [key(.right, 14), key(.right, 14.04)]
        return input
    }()

    /// What a gesture stream amounts to: one entry per finished gesture with its totals.
    func signature(_ gestures: [GestureEvent]) -> [String] {
        var out: [String] = []
        var open: [GestureKind: (origin: CellPoint, t: CellVector, s: Double, r: Double)] = [:]
        for g in gestures {
            if !g.kind.isContinuous { out.append("\(g.kind.rawValue) \(g.origin)"); continue }
            var acc = open[g.kind] ?? (g.origin, .zero, 1, 0)
            acc.t = acc.t + g.translation
            acc.s *= g.scale
            acc.r += g.rotation
            open[g.kind] = acc
            if g.state == .end {
                out.append("\(g.kind.rawValue) \(acc.origin) d=\(acc.t) s=\(formatted(acc.s, 4)) r=\(formatted(acc.r, 2))")
                open[g.kind] = nil
            }
        }
        return out
    }

    @Test func recordedScriptReplaysIntoTheSameGestures() throws {
        var recognizer = GestureRecognizer(width: 100, height: 30)
        var recorder = GestureRecorder(width: 100, height: 30)
        var liveGestures: [GestureEvent] = []
        for event in Self.live {
            recorder.record(event)
            let gestures = recognizer.handle(event)
            gestures.forEach { recorder.record($0) }
            liveGestures += gestures
        }
        let tail = recognizer.advance(to: 20)
        tail.forEach { recorder.record($0) }
        liveGestures += tail

        let text = recorder.script
        #expect(text.hasPrefix("# recorded by navsim gestures record\nsize 100x30\ntap 10,5\nwait 1634ms\npan "))
        #expect(text.contains("\npan 20,10 -> 40,10 200ms\n"))
        #expect(text.contains("\nkey d\n"))
        #expect(text.contains("\nlongpress 5,5 900ms\n"))
        #expect(text.contains("\npinchrotate 30,12 scale 2 angle 0\n"), "two half-level notches")
        #expect(text.contains("\npinchrotate 50,15 scale 1.414214 angle 20\n"), "5 cells up = half a level")
        #expect(text.contains("\nkey right\nkey right\n"))

        let script = try GestureScript.parse(text)
        var synthesizer = GestureSynthesizer()
        var replay = GestureRecognizer(width: 100, height: 30)
        let played = try synthesizer.play(script, into: &replay)
        let replayed = played.flatMap(\.gestures) + replay.advance(to: (played.last?.end ?? 0) + 5)
        #expect(signature(replayed) == signature(liveGestures))
        #expect(signature(liveGestures).count == 7)
    }

    @Test func waitsKeepTheLivePacing() throws {
        var recorder = GestureRecorder(width: 80, height: 24)
        recorder.record(key(.character("d"), 100))
        recorder.record(key(.character("d"), 102.5))
        #expect(recorder.commands == [.size(width: 80, height: 24), .key(.character("d")), .wait(2.45), .key(.character("d"))])
    }
}
