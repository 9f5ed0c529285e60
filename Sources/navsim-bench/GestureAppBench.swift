import Gestures
import NavApp

/// App-side gesture figures: a headless gesture script on the embedded town (setup, then the run on virtual
/// time through the GestureController, the app camera and the 60 Hz frames).
func gestureAppBench() {
    var text = "size 100x30\ncamera 51.02,-1.05 zoom 16\n"
    for i in 0..<40 {
        text += "tap \(10 + i),\(5 + i % 20)\npan 60,15 -> 40,\(10 + i % 10) 200ms\ndoubletap 49,14\ntwofingertap 49,14\n"
        text += "pinchrotate 49,14 scale 1.5 angle 20\nkey right\nwait 500ms\nexpect zoom 16 ±100\n"
    }
    let clock = ContinuousClock()
    var runner: ScriptRunner?
    let setup = clock.measure { runner = try? ScriptRunner(script: (try? GestureScript.parse(text)) ?? GestureScript(lines: [])) }
    guard let runner else { print("gesture app: the script did not set up"); return }
    var report = ScriptReport()
    let run = clock.measure { report = (try? runner.run()) ?? report }
    let seconds = Double(run.components.seconds) + Double(run.components.attoseconds) * 1e-18
    let virtual = Double(runner.frames) / ScriptRunner.framesPerSecond
    print("gesture app: setup \(setup); \(report.results.count) expectations, \(runner.controller.delivered.count) gestures, "
          + "\(Int(virtual)) s of virtual time in \(run) (\(Int(virtual / max(seconds, 1e-9)))x real time)")
}
