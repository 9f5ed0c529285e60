import Testing
@testable import CursesBackend

/// `NAVSIM_CURSES_OUTPUT` picks who writes the cells; a value it does not know is refused before the terminal is
/// touched, with a message naming the variable, the values it takes and what it got. Serialized: each case opens
/// ncurses in this process, and ncurses' screen state is global (two at once crashed in libncursesw).
@Suite(.serialized) struct OutputVariableTests {
    @Test func anUnknownValueIsRefusedByName() throws {
        var options = CursesOptions(mouse: false)
        options.environment[CursesBackend.outputVariable] = "curses\u{1B}[2J"
        do {
            _ = try CursesBackend.bytesWritten(width: 40, height: 12, options: options) { _ in }
            Issue.record("an unknown NAVSIM_CURSES_OUTPUT value was accepted")
        } catch {
            let message = "\(error)"
            #expect(message.contains("NAVSIM_CURSES_OUTPUT") && message.contains("'ncurses'") && message.contains("'navsim'"))
            #expect(!message.contains("\u{1B}"), "the value is sanitized before it is shown: \(message)")
        }
    }

    @Test(arguments: ["ncurses", "navsim", ""])
    func theKnownValuesOpenTheTerminal(value: String) throws {
        var options = CursesOptions(mouse: false)
        options.environment[CursesBackend.outputVariable] = value
        var ownWriter: Bool?
        _ = try CursesBackend.bytesWritten(width: 40, height: 12, options: options) { ownWriter = $0.writesCells }
        #expect(ownWriter == (value != "ncurses"), "xterm-256color is ANSI-like: only 'ncurses' keeps ncurses' path")
    }
}
