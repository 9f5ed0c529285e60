import Gestures
import TermUI

/// Gesture figures: recognizer throughput over synthesized input, and script parsing.
func gesturesBench() {
    let text = (0..<200).map { i in
        "tap \(i % 90),\(i % 25)\npan 10,10 -> 60,20 300ms\ndoubletap 40,12\npinchrotate 50,15 scale 2 angle 30\nkey right\n"
    }.joined()
    let clock = ContinuousClock()
    var script = GestureScript(lines: [])
    let parse = clock.measure {
        script = (try? GestureScript.parse(text)) ?? script
    }
    var synthesizer = GestureSynthesizer()
    var input: [InputEventBatch] = []
    var time = 0.0
    for line in script.lines {
        guard let synthesized = try? synthesizer.synthesize(line, at: time) else { continue }
        input.append(InputEventBatch(events: synthesized.events, settle: synthesized.settle))
        time = synthesized.settle
    }
    let eventCount = input.reduce(0) { $0 + $1.events.count }
    var gestures = 0
    let recognize = clock.measure {
        var recognizer = GestureRecognizer(width: 100, height: 30)
        for batch in input {
            for event in batch.events { gestures += recognizer.handle(event).count }
            gestures += recognizer.advance(to: batch.settle).count
        }
    }
    let seconds = Double(recognize.components.seconds) + Double(recognize.components.attoseconds) * 1e-18
    print("gestures: parse \(script.lines.count) lines in \(parse); recognize \(eventCount) events -> \(gestures) gestures in \(recognize)"
          + " (\(Int(Double(eventCount) / max(seconds, 1e-9))) events/s)")
}

private struct InputEventBatch {
    var events: [TermUI.InputEvent]
    var settle: Double
}
