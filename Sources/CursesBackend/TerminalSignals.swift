import CNcurses

/// SIGINT / SIGTERM handling and the fatal-signal terminal restore. All calls into the shim's signal state live in
/// this one file: the shim keeps the flag in a `static` variable, one copy per translation unit.
enum TerminalSignals {
    /// Installs the handlers: SIGINT/SIGTERM only set a flag; fatal signals (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, ...)
    /// call endwin, show the cursor and re-raise.
    static func install() {
        navsim_clear_quit_signal()
        navsim_install_signal_handlers()
    }

    /// Puts the default handlers back.
    static func uninstall() { navsim_restore_signal_handlers() }

    /// The signal number that asked the program to quit, or nil.
    static var quitSignal: Int32? {
        let s = navsim_quit_signal()
        return s == 0 ? nil : s
    }
}
