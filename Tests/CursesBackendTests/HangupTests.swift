#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import Testing
@testable import CursesBackend

/// A terminal that went away is noticed when a key read comes back empty: its descriptor polls as hung up, while
/// a quiet terminal polls as nothing (the read was only a timeout).
@Suite struct HangupTests {
    @Test func aPseudoTerminalIsHungUpOnceItsMasterCloses() throws {
        var slave: Int32 = -1
        let master = navsim_open_pty(40, 10, &slave)
        try #require(master >= 0 && slave >= 0, "no pseudo terminal")
        defer { close(slave) }
        #expect(!CursesBackend.isHungUp(slave), "an open, quiet terminal is not hung up")
        #expect(write(master, "x", 1) == 1)
        #expect(!CursesBackend.isHungUp(slave), "a terminal with a key waiting is not hung up")
        close(master)
        #expect(CursesBackend.isHungUp(slave), "the master closed: the terminal is gone")
    }

    @Test func aPipeIsHungUpOnceItsWriterCloses() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(!CursesBackend.isHungUp(ends[0]))
        close(ends[1])
        #expect(CursesBackend.isHungUp(ends[0]))
    }
}
