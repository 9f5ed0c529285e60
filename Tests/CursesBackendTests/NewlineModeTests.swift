#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import CursesBackend

/// The writer sends LF as a one-row motion and CR as a return only while the terminal's driver passes them as they
/// are: with `ONLCR` on (a shell's mode) an LF would also return the cursor to the first column.
@Suite struct NewlineModeTests {
    @Test func newlinesAreRawOnlyWithoutTheDriversOutputMapping() throws {
        let pty = try PseudoTerminal(width: 20, height: 5, terminalName: "xterm-256color")
        defer { _ = pty.finish() }
        let file = try #require(fdopen(dup(pty.slaveFD), "w"))
        defer { fclose(file) }
        var modes = termios()
        #expect(tcgetattr(pty.slaveFD, &modes) == 0)
        modes.c_oflag |= tcflag_t(OPOST | ONLCR)
        #expect(tcsetattr(pty.slaveFD, TCSANOW, &modes) == 0)
        #expect(!CursesBackend.writesNewlinesRaw(file), "ONLCR turns LF into CR LF")
        modes.c_oflag &= ~tcflag_t(ONLCR)
        #expect(tcsetattr(pty.slaveFD, TCSANOW, &modes) == 0)
        #expect(CursesBackend.writesNewlinesRaw(file))
        modes.c_oflag |= tcflag_t(OCRNL)
        #expect(tcsetattr(pty.slaveFD, TCSANOW, &modes) == 0)
        #expect(!CursesBackend.writesNewlinesRaw(file), "OCRNL turns CR into LF")
        modes.c_oflag &= ~tcflag_t(OPOST)
        #expect(tcsetattr(pty.slaveFD, TCSANOW, &modes) == 0)
        #expect(CursesBackend.writesNewlinesRaw(file), "without output processing nothing is mapped")
    }
}
