import CNcurses
import Foundation
import TermUI

/// A pseudo terminal of a given size whose output a background thread reads and counts: ncurses sees a real tty
/// (so it sets modes and optimises as it would on screen) and we learn how many bytes each frame costs.
final class PseudoTerminal: @unchecked Sendable {
    let masterFD: Int32
    let slaveFD: Int32
    let terminalName: String
    private let lock = NSLock()
    private var count = 0
    private let done = DispatchSemaphore(value: 0)
    private var thread: Thread?

    init(width: Int, height: Int, terminalName: String) throws {
        var s: Int32 = -1
        let m = navsim_open_pty(Int32(clamping: width), Int32(clamping: height), &s)
        guard m >= 0 else { throw CursesError.setupFailed("no pseudo terminal available") }
        masterFD = m
        slaveFD = s
        self.terminalName = terminalName
        let t = Thread { [unowned self] in self.readLoop() }
        thread = t
        t.start()
    }

    private func readLoop() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(masterFD, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            lock.lock(); count += n; lock.unlock()
        }
        done.signal()
    }

    /// Closes the terminal side once every writer has closed it, waits for the reader to take everything,
    /// and returns the exact number of bytes the terminal received.
    func finish() -> Int {
        Glibc.close(slaveFD)
        done.wait()
        Glibc.close(masterFD)
        lock.lock(); defer { lock.unlock() }
        return count
    }
}

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
