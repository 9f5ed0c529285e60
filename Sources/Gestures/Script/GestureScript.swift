/// A parsed gesture script: its commands with their line numbers.
///
/// The format (issue 5): one command per line, `#` starts a comment (not inside `"…"`), blank lines are
/// skipped. Points are cells `X,Y` (column,row from 0,0 at the top left) unless a number has a decimal point,
/// then `LAT,LON`. Durations are `300ms` or `2s`. Tolerances `±0.05` (or `+-0.05`; metres for `center`, `±20m`).
///
///     size 100x30                               view size in cells
///     map FILE / route FILE                     map to load / route to drive
///     camera [LAT,LON] [zoom Z] [bearing B] [tilt T]
///     tap P / doubletap P / twofingertap P
///     longpress P [800ms]                       at least 500ms
///     pan A -> B [300ms]                        moves more than 1 cell
///     twofingerpan DX,DY [at P] [300ms]         whole cells, at the view centre by default (up tilts)
///     pinchrotate [at] P scale S angle A        S > 1 zooms in; A > 0 turns the bearing clockwise
///     key K                                     d, L, +, enter, esc, tab, space, up, down, left, right, pgup, pgdn, home, end, f1…
///     wait 2s
///     disable GESTURE / enable GESTURE          a gesture's default action (tap, doubleTap, longPress, pan, …)
///     disable zoomGestures / enable …           a family: scrollGestures, zoomGestures, tiltGestures, rotateGestures
///     expect zoom Z [±T]   expect bearing B [±T]   expect tilt T [±T]   expect center P [±Nm]
///     expect screen contains "TEXT"   expect event KIND [begin|update|end|discrete] [at P]   expect markers N
///     enable feature NAME [MODE] / disable feature NAME   map feature layers (roadExitLabels numbersOnly, …)
///     expect features A,B:MODE,… | none         exactly these feature layers are on
///     scheme NAME   expect scheme NAME
///     set KEY VALUE   expect setting KEY VALUE   a setting (navsim settings --defaults lists the keys)
///
/// Gestures are played as mouse input on virtual time (`GestureSynthesizer`): a pinch-rotate is a shift+drag,
/// so its angle is rounded to 2° and its scale to 2^(k/10); everything else replays exactly.
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
        "layer": "layer NAME on|off (a raster tile layer)",
        "incident": "incident TYPE at P [DURATION], e.g. incident roadClosure at 51.0186,-1.0500 600s",
        "disable": "disable GESTURE (tap, doubleTap, …) or FAMILY (scrollGestures, zoomGestures, tiltGestures, rotateGestures) or feature NAME",
        "enable": "enable GESTURE (tap, doubleTap, …) or FAMILY (scrollGestures, zoomGestures, tiltGestures, rotateGestures) or feature NAME [MODE]",
        "set": "set KEY VALUE, e.g. set showsStopSigns false (see 'navsim settings --defaults')",
        "scheme": "scheme NAME (normalDay, normalNight, liteDay, …, logisticsDay) or scheme FILE.json",
        "expect": "expect zoom Z [±T] | bearing B [±T] | tilt T [±T] | center P [±Nm] | screen contains \"TEXT\" | event KIND [STATE] [at X,Y] | markers N | features A,B:MODE|none | scheme NAME | setting KEY VALUE",
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
