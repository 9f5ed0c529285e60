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
    private var finished = false
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
            if n <= 0 { break }
            lock.lock(); count += n; lock.unlock()
        }
        lock.lock(); finished = true; lock.unlock()
    }

    /// Bytes read so far.
    var bytesRead: Int { lock.lock(); defer { lock.unlock() }; return count }

    /// Bytes read once the reader has taken everything written so far (waits until the tty's output queue is empty
    /// and the count stops moving).
    func drainedByteCount() -> Int {
        var last = -1
        var stable = 0
        while stable < 3 {
            let pending = navsim_output_queue(slaveFD)
            let now = bytesRead
            if pending == 0 && now == last { stable += 1 } else { stable = 0 }
            last = now
            sched_yield()
            var ts = timespec(tv_sec: 0, tv_nsec: 200_000) // 0.2 ms between looks
            nanosleep(&ts, nil)
        }
        return last
    }

    func close() {
        Glibc.close(slaveFD)
        Glibc.close(masterFD)
    }
}

extension CursesBackend {
    /// Runs `body` with a backend drawing into a pseudo terminal of the given size (for the benchmark:
    /// `bytesWritten` then counts what ncurses sends). The terminal type defaults to xterm-256color.
    public static func withPseudoTerminal<T>(width: Int, height: Int, terminalName: String = "xterm-256color",
                                             options: CursesOptions = CursesOptions(mouse: false),
                                             _ body: (CursesBackend) throws -> T) throws -> T {
        let pty = try PseudoTerminal(width: width, height: height, terminalName: terminalName)
        defer { pty.close() }
        let backend = try CursesBackend(options: options, output: pty)
        defer { backend.close() }
        return try body(backend)
    }
}
