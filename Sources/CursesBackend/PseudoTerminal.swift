import CNcurses
import Foundation
import TermUI
import Text
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo terminal of a given size whose output a background thread reads and counts: ncurses sees a real tty
/// (so it sets modes and optimises as it would on screen) and we learn how many bytes each frame costs.
final class PseudoTerminal: Sendable {
    let masterFD: Int32
    let slaveFD: Int32
    let terminalName: String
    private let count = Locked(0)
    private let done = DispatchSemaphore(value: 0)

    init(width: Int, height: Int, terminalName: String) throws {
        var s: Int32 = -1
        let m = navsim_open_pty(Int32(clamping: width), Int32(clamping: height), &s)
        guard m >= 0 else { throw CursesError.setupFailed("no pseudo terminal available") }
        masterFD = m
        slaveFD = s
        self.terminalName = terminalName
        do throws(WorkerThread.StartError) {
            try WorkerThread.start { [masterFD = m, count, done] in Self.readLoop(masterFD, count, done) }
        } catch {
            close(m); close(s)
            throw CursesError.setupFailed("pseudo terminal reader: \(error)")
        }
    }

    private static func readLoop(_ masterFD: Int32, _ count: Locked<Int>, _ done: DispatchSemaphore) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(masterFD, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            count.withLock { $0 += n }
        }
        done.signal()
    }

    /// Closes the terminal side once every writer has closed it, waits for the reader to take everything,
    /// and returns the exact number of bytes the terminal received.
    func finish() -> Int {
        closeDescriptor(slaveFD)
        done.wait()
        closeDescriptor(masterFD)
        return count.value
    }
}

/// close(2); the name `close` alone would mean a method inside types that have one.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }

extension CursesBackend {
    /// Runs `body` with a backend drawing into a pseudo terminal of the given size and returns the exact number
    /// of bytes ncurses sent for the whole session, setup and restore included (for the benchmark: measure a
    /// session with and without the frames of interest and subtract). The terminal type defaults to xterm-256color.
    public static func bytesWritten(width: Int, height: Int, terminalName: String = "xterm-256color",
                                    options: CursesOptions = CursesOptions(mouse: false),
                                    _ body: (CursesBackend) throws -> Void) throws -> Int {
        let pty = try PseudoTerminal(width: width, height: height, terminalName: terminalName)
        do {
            let backend = try CursesBackend(options: options, output: pty)
            defer { backend.close() }
            try body(backend)
        } catch {
            _ = pty.finish()
            throw error
        }
        return pty.finish()
    }
}
