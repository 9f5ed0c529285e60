import CNcurses
import Foundation
import TermUI
import Text

/// The ncurses (ncursesw) terminal backend: keeps the previous frame, writes only changed cells, caches colour
/// pairs, translates keys and mouse, and always gives the terminal back (see `withTerminal`).
///
/// The only code in navsim that imports CNcurses.
public final class CursesBackend: Backend {
    public internal(set) var size: Size
    public let capability: ColorCapability
    public let options: CursesOptions

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let inputFile: UnsafeMutablePointer<FILE>
    /// The descriptor keys are read from: polled for a hangup when a read comes back empty.
    let inputDescriptor: Int32
    /// Set when the terminal went away (its input reports a hangup or an error): the UI then ends as on SIGHUP.
    var terminalGone = false
    private var previous: Buffer?
    private var pairs: ColorPairCache
    private var styleCache: [Style: (attrs: attr_t, pair: Int32)] = [:]
    private var pairsExhausted = false
    private var isDirect: Bool
    /// The backend's own output path (see `CellWriter`), used whenever the terminfo entry is ANSI-like, and for
    /// `--colors truecolor` on any entry (ncurses can only send the colours its terminfo describes). Nil: ncurses
    /// writes the cells (and then stdscr holds them); otherwise stdscr stays blank and untouched, so ncurses never
    /// repaints over the cells written here.
    var writer: CellWriter?
    /// The writer's motions as the terminfo entry has them; CR and LF are left out while the terminal's driver
    /// translates them (`fitMotionsToTerminalModes`).
    private var terminfoMotions: CellWriter.Motions = []
    var writesCells: Bool { writer != nil }
    private var pendingBytes: [UInt8] = []
    private var isClosed = false
    var heldButton: MouseButton?

    /// Runs `body` with the terminal in full-screen mode and restores it afterwards, whatever happens:
    /// on return, on SIGINT/SIGTERM/SIGHUP or a terminal that went away (the backend reports `isInterrupted`; the
    /// loop returns)
    /// and on fatal signals (CTerminalSignals' handler writes the restore sequence with write(2), puts the terminal
    /// modes back, reinstates the previous handlers and re-raises; it calls nothing that is not async-signal-safe).
    /// - Throws: `CursesError` when the terminal cannot be set up.
    public static func withTerminal<T>(_ options: CursesOptions = CursesOptions(), _ body: (CursesBackend) -> T) throws(CursesError) -> T {
        let backend = try CursesBackend(options: options, output: nil)
        defer { backend.close() }
        return body(backend)
    }

    /// What `hasTerminal` asks for, in the words of the UI's refusal.
    public static let terminalRequirement = "stdout must be a tty, and stdin or /dev/tty for keys"

    /// True when the UI can run here: standard output is a terminal, and keys can be read from standard input or,
    /// when that is a pipe or a file (a trace or an NMEA stream coming in on it), from the controlling terminal.
    public static var hasTerminal: Bool {
        guard isatty(STDOUT_FILENO) == 1, let k = keyboard() else { return false }
        if k.opened { Glibc.close(k.fd) }
        return true
    }

    /// Where keys are read from: standard input when it is a terminal, else the controlling terminal (`/dev/tty`,
    /// opened here: `opened`), as `less` and `fzf` do; nil when there is neither.
    static func keyboard() -> (fd: Int32, opened: Bool)? {
        if isatty(STDIN_FILENO) == 1 { return (STDIN_FILENO, false) }
        let fd = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        return fd >= 0 ? (fd, true) : nil
    }

    /// Sets up ncurses on the terminal (`output` nil) or on a pseudo terminal it reads back (to count bytes).
    init(options: CursesOptions, output: PseudoTerminal?) throws(CursesError) {
        self.options = options
        // Checked before the terminal is touched, so a mistyped value is one message and the terminal stays as it was.
        let outputPath = options.environment[CursesBackend.outputVariable] ?? ""
        guard ["", "ncurses", "navsim"].contains(outputPath) else {
            throw CursesError.setupFailed("\(CursesBackend.outputVariable) must be 'ncurses' (ncurses writes the cells) or "
                + "'navsim' (the default: navsim writes them on an ANSI-like terminal), got '\(TerminalText.sanitized(outputPath))'")
        }
        setlocale(LC_ALL, "")
        let outFD = output?.slaveFD ?? STDOUT_FILENO
        let keyboard = output == nil ? CursesBackend.keyboard() : (output!.slaveFD, false)
        guard let keyboard else {
            throw CursesError.setupFailed("standard input is not a terminal and there is no controlling terminal (/dev/tty) to read keys from")
        }
        defer { if keyboard.opened { Glibc.close(keyboard.fd) } }
        let inFD = keyboard.fd
        guard let o = fdopen(dup(outFD), "w"), let i = fdopen(dup(inFD), "r") else {
            throw CursesError.setupFailed("cannot open the terminal streams")
        }
        TerminalSignals.prepare(fd: outFD)
        let term = output?.terminalName ?? options.environment["TERM"] ?? "xterm-256color"
        guard let s = newterm(term, o, i) else {
            fclose(o); fclose(i)
            throw CursesError.setupFailed("ncurses cannot use terminal type '\(term)'")
        }
        outputFile = o
        inputFile = i
        inputDescriptor = fileno(i)
        screen = s
        set_term(s)
        // A terminal that cannot place the cursor (TERM=dumb, unknown) would show a blank screen: refuse.
        guard CursesBackend.canAddressCursor else {
            endwin(); delscreen(s); fclose(o); fclose(i)
            throw CursesError.setupFailed("terminal type '\(term)' cannot place the cursor; "
                + "the UI needs a full-screen terminal (e.g. TERM=xterm-256color)")
        }
        window = navsim_stdscr()
        cbreak(); noecho(); nonl()
        keypad(window, true)
        intrflush(window, false)
        leaveok(window, true)
        set_escdelay(Int32(options.escapeDelay))
        // Measuring: no typeahead checks, so a frame is always written whole and counts repeat exactly.
        if output != nil { typeahead(-1) }
        curs_set(0)

        var colorCount = 0
        if has_colors() {
            start_color()
            use_default_colors()
            colorCount = Int(navsim_colors())
        }
        let rgbFlag = tigetflag("RGB") > 0
        isDirect = colorCount >= 0x100_0000 || (rgbFlag && colorCount > 256)
        var cap = options.colors ?? ColorCapability.detect(environment: options.environment, colors: colorCount, hasRGBFlag: isDirect)
        // ncurses can only send 24-bit colour through a direct-colour terminfo entry (e.g. xterm-direct). A forced
        // --colors truecolor is honoured anyway: the backend then writes the SGR sequences itself. Detected
        // truecolor (COLORTERM) without such an entry falls back to what the terminfo describes.
        let forcedDirect = options.colors == .truecolor && !isDirect
        if cap == .truecolor && !isDirect && !forcedDirect { cap = colorCount >= 256 ? .palette256 : colorCount >= 16 ? .ansi16 : .ansi8 }
        if cap > .monochrome && colorCount < 8 && !forcedDirect { cap = .monochrome }
        capability = cap
        if outputPath != "ncurses" || forcedDirect {
            writer = CursesBackend.ansiCellWriter(capability: cap)
            terminfoMotions = writer?.motions ?? []
            // `nonl()` above turned ONLCR off: see `fitMotionsToTerminalModes`.
            if !CursesBackend.writesNewlinesRaw(o) { writer?.motions.subtract([.carriageReturn, .lineFeed]) }
        }
        // A forced truecolor on an entry that is not ANSI-like: absolute moves and resets, which is all it can take.
        if forcedDirect && writer == nil { writer = CellWriter(capability: .truecolor, offCodes: false, motions: []) }
        pairs = ColorPairCache(limit: Int32(max(0, min(Int(navsim_color_pairs()) - 1, Int(Int32.max)))))

        if options.mouse {
            mouseinterval(0)
            _ = navsim_mousemask(navsim_all_mouse_events() | navsim_report_mouse_position())
            // Any-motion tracking (xterm 1003) so drags report motion; ncurses only asks for 1000 by itself.
            putp("\u{1B}[?1003h")
        }
        size = Size(width: Int(navsim_getmaxx(window)), height: Int(navsim_getmaxy(window)))
        TerminalSignals.install(fd: outFD, restore: TerminalSignals.restoreSequence())
        wclear(window)
        // Writing cells ourselves: let ncurses clear now, so its first refresh (inside the first key read) has
        // nothing left to paint over them.
        if writesCells { wrefresh(window) }
    }

    /// Restores the terminal: mouse tracking off, cursor visible, endwin (echo and line mode back). Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        if options.mouse {
            putp("\u{1B}[?1003l")
            _ = navsim_mousemask(0)
        }
        curs_set(1)
        endwin()
        TerminalSignals.uninstall()
        delscreen(screen)
        fclose(outputFile)
        fclose(inputFile)
    }

    deinit { close() }

    /// True after SIGINT, SIGTERM or SIGHUP, or once the terminal went away: the run loop should stop;
    /// `withTerminal` then restores the terminal (if it is still there).
    public var isInterrupted: Bool { TerminalSignals.quitSignal != nil || terminalGone }

    /// The exit status for the signal that stopped the UI, by the shell's convention 128 + signal number
    /// (SIGINT 130, SIGTERM 143, SIGHUP 129, and 129 too for a terminal that went away without a SIGHUP reaching
    /// the process); nil when none did.
    public var interruptExitStatus: Int32? {
        if let signal = TerminalSignals.quitSignal { return 128 + signal }
        return terminalGone ? 128 + SIGHUP : nil
    }

    /// The environment variable that, set to `ncurses`, keeps ncurses' own output path on an ANSI-like terminal
    /// (to compare the two; a forced truecolor still writes its cells itself).
    public static let outputVariable = "NAVSIM_CURSES_OUTPUT"

    /// Whether the loaded terminal description can move the cursor (cup), the least a full-screen UI needs.
    static var canAddressCursor: Bool { !TerminalSignals.terminfoString("cup").isEmpty }

    @discardableResult public func draw(_ frame: Buffer) -> DrawStats {
        if TerminalSignals.takeContinued() { resumed() }
        // ASCII mode maps the whole frame first, so a wide grapheme's right half becomes a real blank cell.
        let buffer = options.ascii ? frame.asciiFallback() : frame
        if pairsExhausted || pairs.isNearlyFull {
            pairs.reset()
            styleCache.removeAll(keepingCapacity: true)
            pairsExhausted = false
            invalidate()
        }
        let changes: [CellChange]
        if let previous {
            changes = buffer.diff(from: previous)
        } else {
            if !writesCells { werase(window) }
            changes = buffer.diff(from: Buffer(area: .zero))
        }
        if let bytes = writer?.bytes(for: changes, in: buffer, previous: previous) {
            pendingBytes += bytes
            previous = buffer
            return DrawStats(changedCells: changes.count, bytesWritten: bytes.count)
        }
        var wchars = [wchar_t](repeating: 0, count: 6)
        for change in changes {
            let (attrs, pair) = terminalStyle(change.cell.style)
            var n = 0
            for u in change.cell.grapheme.unicodeScalars where n < 5 {
                wchars[n] = wchar_t(bitPattern: u.value)
                n += 1
            }
            wchars[n] = 0
            _ = navsim_put_cell(window, Int32(change.y), Int32(change.x), wchars, attrs, pair)
        }
        previous = buffer
        wnoutrefresh(window)
        return DrawStats(changedCells: changes.count, bytesWritten: nil)
    }

    public func flush() {
        guard writesCells else { doupdate(); return }
        guard !pendingBytes.isEmpty else { return }
        _ = pendingBytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, outputFile) }
        fflush(outputFile)
        pendingBytes.removeAll(keepingCapacity: true)
    }

    /// After a stop and continue (^Z, then `fg`): ncurses' own suspend handler has put the terminal back in program
    /// mode and repainted its blank screen, and its `endwin` turned mouse reporting off. So the next frame is drawn
    /// whole, and any-motion tracking asked for again.
    private func resumed() {
        invalidate()
        fitMotionsToTerminalModes()
        if options.mouse { putp("\u{1B}[?1003h") }
    }

    /// The writer's motions for the terminal's modes now: read once `nonl()` has set them, and again after a resume
    /// (the only time they change under the UI: ncurses' suspend handler puts the shell's modes back meanwhile).
    private func fitMotionsToTerminalModes() {
        guard writer != nil else { return }
        let raw = CursesBackend.writesNewlinesRaw(outputFile)
        writer?.motions = raw ? terminfoMotions : terminfoMotions.subtracting([.carriageReturn, .lineFeed])
    }

    public func invalidate() {
        previous = nil
        // Writing cells ourselves, the next draw clears the screen itself; ncurses must not clear after it.
        if !writesCells { clearok(window, true) }
    }

    public func setCursorVisible(_ visible: Bool) { curs_set(visible ? 1 : 0) }

    /// Attributes and colour pair for a style, cached per style.
    private func terminalStyle(_ style: Style) -> (attr_t, Int32) {
        if let s = styleCache[style] { return s }
        let adapted = style.adapted(to: capability)
        var attrs = navsim_a_normal()
        if adapted.attributes.contains(.bold) { attrs |= navsim_a_bold() }
        if adapted.attributes.contains(.dim) { attrs |= navsim_a_dim() }
        if adapted.attributes.contains(.reverse) { attrs |= navsim_a_reverse() }
        if adapted.attributes.contains(.underline) { attrs |= navsim_a_underline() }
        if adapted.attributes.contains(.italic) { attrs |= navsim_a_italic() }
        var pair: Int32 = 0
        if capability != .monochrome {
            let fg = colorNumber(adapted.foreground), bg = colorNumber(adapted.background)
            if let p = pairs.pair(foreground: fg, background: bg) {
                if p.isNew { init_extended_pair(p.pair, fg, bg) }
                pair = p.pair
            } else {
                pairsExhausted = true
            }
        }
        styleCache[style] = (attrs, pair)
        return (attrs, pair)
    }

    /// The ncurses colour number for an already mapped colour (-1 default; direct colour packs RGB).
    private func colorNumber(_ c: Color) -> Int32 {
        switch c {
        case .default: return -1
        case .ansi(let i):
            if isDirect && capability == .truecolor && i >= 8 { return packed(Color.ansiPalette[Int(i & 15)]) }
            return Int32(capability == .ansi8 ? i & 7 : i & 15)
        case .indexed(let i):
            if isDirect && capability == .truecolor && i >= 8 { return packed(Color.rgb(ofIndex: i)) }
            return Int32(i)
        case .rgb(let r, let g, let b):
            return isDirect ? packed((r, g, b)) : Int32(Color.nearestIndex256((r, g, b)))
        }
    }

    /// Direct-colour number: 0xRRGGBB; values below 8 are ANSI colours in direct terminfo, so near-black moves up to 8.
    private func packed(_ c: (UInt8, UInt8, UInt8)) -> Int32 {
        max(8, Int32(c.0) << 16 | Int32(c.1) << 8 | Int32(c.2))
    }
}

/// Setting up the terminal failed.
public enum CursesError: Error, CustomStringConvertible {
    case setupFailed(String)
    public var description: String {
        switch self { case .setupFailed(let why): "terminal setup failed: \(why)" }
    }
}
