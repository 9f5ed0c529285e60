#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TermUI
@testable import CursesBackend

/// Backend sessions in a pseudo terminal. Serialized, and the only suite that opens ncurses in this process:
/// ncurses' screen state is global (two at once crashed in libncursesw).
///
/// `NAVSIM_CURSES_OUTPUT` picks who writes the cells; a value it does not know is refused before the terminal is
/// touched, with a message naming the variable, the values it takes and what it got.
@Suite(.serialized) struct BackendSessionTests {
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

    /// After ^Z and `fg` the terminal shows what ncurses repainted (its own blank screen), not the last frame: the
    /// frame after a SIGCONT is written whole, where the same frame again without one writes nothing.
    @Test func theFrameAfterAContinueIsDrawnWhole() throws {
        var frame = Buffer(width: 40, height: 12)
        for y in 0..<12 { _ = frame.write("row \(y) of the frame", x: 2, y: y, style: Style(foreground: .indexed(100))) }
        var same: Int?, afterContinue: Int?
        _ = try CursesBackend.bytesWritten(width: 40, height: 12, options: CursesOptions(mouse: false)) { backend in
            backend.draw(frame)
            backend.flush()
            same = backend.draw(frame).bytesWritten
            backend.flush()
            raise(SIGCONT)
            afterContinue = backend.draw(frame).bytesWritten
            backend.flush()
        }
        #expect(same == 0)
        let whole = try #require(afterContinue)
        #expect(whole >= 12 * 18, "every row written again after the continue: \(whole) bytes")
    }
}
