import TermUI

/// One script line played through a recognizer.
public struct PlayedLine: Sendable {
    public var line: ScriptLine
    /// The input events the line expanded to.
    public var input: [InputEvent]
    /// The gestures recognized from them (including any that `advance(to: end)` settled).
    public var gestures: [GestureEvent]
    public var start: Double
    /// When the line is done: the next line starts here.
    public var end: Double
}

extension GestureSynthesizer {
    /// Plays a whole script on virtual time from `start`: each line's input goes through the recognizer, which is
    /// then advanced to the line's settle time. The app's headless runner does the same, applying the gestures
    /// (and evaluating `expect` lines) between lines.
    /// - Complexity: O(total input events).
    public mutating func play(_ script: GestureScript, from start: Double = 0, into recognizer: inout GestureRecognizer,
                              file: String = "script") throws(GestureScriptError) -> [PlayedLine] {
        var time = start
        var played: [PlayedLine] = []
        for line in script.lines {
            let input = try synthesize(line, at: time, file: file)
            var gestures = input.events.flatMap { recognizer.handle($0) }
            gestures += recognizer.advance(to: input.settle)
            played.append(PlayedLine(line: line, input: input.events, gestures: gestures, start: time, end: input.settle))
            time = input.settle
        }
        return played
    }
}
