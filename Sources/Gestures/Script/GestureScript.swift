/// A parsed gesture script: its commands with their line numbers.
public struct GestureScript: Sendable, Hashable {
    public var lines: [ScriptLine]
    public init(lines: [ScriptLine]) { self.lines = lines }

    /// Usage of each command, shown in errors ("expected …").
    public static let usage: [String: String] = [
        "size": "size WIDTHxHEIGHT, e.g. size 100x30",
        "map": "map FILE",
        "route": "route FILE",
        "camera": "camera [LAT,LON] [zoom Z] [bearing B] [tilt T]",
        "tap": "tap X,Y",
        "doubletap": "doubletap X,Y",
        "longpress": "longpress X,Y [DURATION ≥ 500ms], e.g. longpress 20,10 800ms",
        "pan": "pan X,Y -> X,Y [DURATION], e.g. pan 50,15 -> 30,10 300ms",
        "twofingerpan": "twofingerpan DX,DY [at X,Y] [DURATION], e.g. twofingerpan 0,-5",
        "twofingertap": "twofingertap X,Y",
        "pinchrotate": "pinchrotate [at] X,Y scale S angle A, e.g. pinchrotate 50,15 scale 1.5 angle 30",
        "key": "key K (a character or enter, esc, tab, space, up, down, left, right, pgup, pgdn, home, end, f1…f12)",
        "wait": "wait DURATION, e.g. wait 2s or wait 300ms",
        "disable": "disable GESTURE (tap, doubleTap, …) or FAMILY (scrollGestures, zoomGestures, tiltGestures, rotateGestures)",
        "enable": "enable GESTURE (tap, doubleTap, …) or FAMILY (scrollGestures, zoomGestures, tiltGestures, rotateGestures)",
        "expect": "expect zoom Z [±T] | bearing B [±T] | tilt T [±T] | center P [±Nm] | screen contains \"TEXT\" | event KIND [STATE] [at X,Y] | markers N",
    ]

    /// Parses script text. Blank lines and `#` comments are skipped.
    /// - Throws: `GestureScriptError` naming the first bad line and what it expected.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String, file: String = "script") throws(GestureScriptError) -> GestureScript {
        var lines: [ScriptLine] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let tokens: [ScriptTokenizer.Token]
            do {
                tokens = try ScriptTokenizer.tokens(of: raw)
            } catch {
                throw GestureScriptError(file: file, line: number, message: "unterminated quote; expected a closing \"")
            }
            guard !tokens.isEmpty else { continue }
            var parser = ScriptLineParser(tokens: tokens, line: number, file: file)
            lines.append(ScriptLine(line: number, command: try parser.command()))
        }
        return GestureScript(lines: lines)
    }

    /// The script as text, one command per line (parsing it gives the same commands, renumbered).
    public var text: String { lines.map { $0.command.scriptText + "\n" }.joined() }
}
