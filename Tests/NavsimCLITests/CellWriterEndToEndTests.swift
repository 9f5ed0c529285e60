import Foundation
import Testing
import TestSupport

/// The backend's own writer against ncurses' output path in a real terminal (tmux): the same fixed map view at every
/// colour depth and in ASCII looks the same cell for cell, glyph, colours and attributes (a blank's foreground
/// excepted: it shows only when reversed or underlined, and the writer leaves whichever is cheapest).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipNote)))
struct CellWriterEndToEndTests {
    static let binary = EndToEndTests.binary

    /// One cell of `capture-pane -e`: its text, and its SGR state as the parameters in force.
    struct Shown: Equatable {
        var text: Character
        var foreground: String?, background: String?
        var attributes: Set<Int>
    }

    /// The cells of a `capture-pane -p -e -N` capture (tmux writes SGR changes only, carried across lines).
    static func cells(_ capture: String) -> [[Shown]] {
        var foreground: String?, background: String?
        var attributes = Set<Int>()
        var rows: [[Shown]] = []
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Shown] = []
            var chars = Array(line)[...]
            while let c = chars.first {
                chars = chars.dropFirst()
                guard c == "\u{1B}", chars.first == "[" else {
                    var shown = Shown(text: c, foreground: foreground, background: background, attributes: attributes)
                    if c == " " && attributes.isDisjoint(with: [4, 7]) { shown.foreground = nil }
                    row.append(shown)
                    continue
                }
                let body = chars.dropFirst().prefix { $0 != "m" }
                chars = chars.dropFirst(body.count + 2)
                var params = body.split(separator: ";", omittingEmptySubsequences: false).map { Int(String($0)) ?? 0 }[...]
                while let n = params.popFirst() {
                    switch n {
                    case 0: foreground = nil; background = nil; attributes = []
                    case 22: attributes.subtract([1, 2])
                    case 23, 24, 25, 27: attributes.remove(n - 20)
                    case 30...37, 90...97: foreground = String(n)
                    case 40...47, 100...107: background = String(n)
                    case 39: foreground = nil
                    case 49: background = nil
                    case 38, 48:
                        let count = params.first == 5 ? 2 : 4
                        let value = params.prefix(count).map(String.init).joined(separator: ";")
                        params = params.dropFirst(count)
                        if n == 38 { foreground = value } else { background = value }
                    default: attributes.insert(n)
                    }
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// The pane after the fixed view is drawn, through our writer or ncurses'. TERM is tmux's own entry, which has
    /// no back-colour erase: with it (xterm-256color) ncurses clears line ends with EL in the background colour, and
    /// `capture-pane` reports such cleared cells without their colour, so the two would differ in the capture only.
    static func capture(_ arguments: String, ncurses: Bool, script: String, term: String = "tmux-256color") throws -> String {
        let tmux = try TmuxSession(command: "'\(binary)' gestures run '\(script)' \(arguments); sleep 30",
                                   environment: ["TERM": term].merging(ncurses ? ["NAVSIM_CURSES_OUTPUT": "ncurses"] : [:]) { a, _ in a })
        let shown = tmux.wait(timeout: 90) { $0.contains("Map only") }
        guard shown.matched else { return "not started:\n\(shown.screen)" }
        // The first frames are not the script's view: "Map only" shows at start-up, before the script's camera line
        // has moved the camera (on a loaded machine over 1.5 s later). So the capture waits 3 s, then is taken once
        // three captures a second apart are the same (the script then only waits).
        Thread.sleep(forTimeInterval: 3)
        var last = tmux.captureWithEscapesAndTrailingBlanks(), same = 0
        for _ in 0..<60 {
            Thread.sleep(forTimeInterval: 1)
            let now = tmux.captureWithEscapesAndTrailingBlanks()
            same = now == last ? same + 1 : 0
            if same == 2 { return now }
            last = now
        }
        return "never settled:\n\(last)"
    }

    /// Compares two captures cell for cell: the differences, described.
    static func differences(_ ours: String, _ theirs: String, _ names: (String, String)) -> [String] {
        let a = cells(ours), b = cells(theirs)
        var differences: [String] = []
        for y in 0..<min(a.count, b.count) {
            for x in 0..<max(a[y].count, b[y].count) {
                let blank = Shown(text: " ", attributes: [])
                let p = x < a[y].count ? a[y][x] : blank, q = x < b[y].count ? b[y][x] : blank
                if p != q { differences.append("row \(y) col \(x): \(names.0) \(p), \(names.1) \(q)") }
            }
        }
        return differences
    }

    /// The writer repeats runs of one ASCII glyph with REP (CSI n b) where terminfo has `rep`, as xterm-256color has
    /// and tmux-256color has not: tmux shows the frame written with REPs as the one written without them.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"))
    func runsRepeatedWithREPShowAsRunsWrittenOut() throws {
        let script = NSTemporaryDirectory() + "navsim-writer-rep-\(getpid()).gesture"
        try "camera 51.02,-1.05 zoom 16 bearing 20 tilt 0\nwait 60s\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let withREP = try Self.capture("", ncurses: false, script: script, term: "xterm-256color")
        let without = try Self.capture("", ncurses: false, script: script)
        let rows = Self.cells(withREP)
        #expect(rows.count >= 40 && withREP.contains("Map only"), "\(withREP)")
        // The view has runs for REP: six or more cells of one ASCII glyph in one style on a row.
        let runs = rows.filter { row in
            row.indices.dropLast(5).contains { x in row[x].text.isASCII && row[x...(x + 5)].allSatisfy { $0 == row[x] } }
        }
        #expect(runs.count >= 5, "only \(runs.count) rows with a run of six")
        let differences = Self.differences(withREP, without, ("with REP", "without"))
        #expect(differences.isEmpty, "\(differences.count) cells differ:\n\(differences.prefix(8).joined(separator: "\n"))")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"),
          arguments: ["", "--colors 16", "--colors 8", "--colors mono", "--ascii", "--scheme normalNight --colors 16"])
    func theOwnWriterShowsWhatNcursesShows(arguments: String) throws {
        let script = NSTemporaryDirectory() + "navsim-writer-\(getpid()).gesture"
        try "camera 51.02,-1.05 zoom 16 bearing 20 tilt 0\nwait 60s\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let ours = try Self.capture(arguments, ncurses: false, script: script)
        let theirs = try Self.capture(arguments, ncurses: true, script: script)
        let a = Self.cells(ours), b = Self.cells(theirs)
        let text = { (rows: [[Shown]]) in rows.map { String($0.map(\.text)) }.joined(separator: "\n") }
        #expect(a.count >= 40 && text(a).contains("Map only") && text(b).contains("Map only"), "\(text(a))\n\(text(b))")
        let differences = Self.differences(ours, theirs, ("ours", "ncurses"))
        #expect(differences.isEmpty, "\(differences.count) cells differ:\n\(differences.prefix(8).joined(separator: "\n"))")
    }
}
