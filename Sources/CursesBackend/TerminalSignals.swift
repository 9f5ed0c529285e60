import CNcurses
import CTerminalSignals

/// SIGINT / SIGTERM handling and the fatal-signal terminal restore (the handlers are C: CTerminalSignals).
enum TerminalSignals {
    /// Saves the tty modes of `fd` for a fatal signal to put back, and undoes a parent's ignored or blocked
    /// SIGWINCH/SIGINT/SIGTERM. Call before ncurses changes the modes.
    static func prepare(fd: Int32) { navsim_signals_prepare(fd) }

    /// Installs the handlers: SIGINT/SIGTERM only set a flag; fatal signals write `restore` to `fd`, put the tty
    /// modes back, reinstate the previous handlers and re-raise.
    static func install(fd: Int32, restore: [UInt8]) {
        _ = restore.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { navsim_signals_install(fd, $0.baseAddress, Int32(bytes.count)) }
        }
    }

    /// Puts back the handlers that were there before `install`.
    static func uninstall() { navsim_signals_uninstall() }

    /// The signal number that asked the program to quit, or nil.
    static var quitSignal: Int32? {
        let s = navsim_signals_quit()
        return s == 0 ? nil : s
    }

    /// True once after each SIGCONT (the process was stopped, e.g. by ^Z, and continued): ncurses repainted its
    /// own, blank, idea of the screen meanwhile.
    static func takeContinued() -> Bool { navsim_signals_take_continued() != 0 }

    /// What a fatal signal writes to leave the screen usable, from the terminal's own terminfo strings: mouse
    /// reporting off (xterm modes 1003, 1002, 1000, 1006), attributes off (sgr0), the cursor shown (cnorm), the
    /// normal screen back (rmcup). Call after ncurses has loaded the terminal's description.
    static func restoreSequence() -> [UInt8] {
        var bytes = Array("\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l".utf8)
        for name in ["sgr0", "cnorm", "rmcup"] {
            bytes += terminfoString(name)
        }
        return bytes
    }

    /// A terminfo string capability with its padding (`$<5>`) removed; empty when the terminal has none.
    static func terminfoString(_ name: String) -> [UInt8] {
        guard let p = tigetstr(name), Int(bitPattern: p) != -1 else { return [] }
        var out: [UInt8] = []
        var skipping = false
        var previous: UInt8 = 0
        for b in Array(String(cString: p).utf8) {
            if skipping { if b == UInt8(ascii: ">") { skipping = false }; continue }
            if b == UInt8(ascii: "<") && previous == UInt8(ascii: "$") { out.removeLast(); skipping = true; continue }
            out.append(b)
            previous = b
        }
        return out
    }
}
