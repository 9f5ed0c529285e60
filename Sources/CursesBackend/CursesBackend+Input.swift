import CNcurses
import Foundation
import TermUI

extension CursesBackend {
    /// The next key, mouse or resize event, waiting at most `timeout`. A resize re-reads the size and makes the
    /// next `draw` repaint everything. Returns nil on timeout, on input it does not know, after SIGINT/SIGTERM/SIGHUP,
    /// and once the terminal has gone away (then `isInterrupted` is true: a read that fails at once would otherwise
    /// spin the loop for ever, as it did for a UI whose SIGHUP was ignored).
    public func readInput(timeout: Duration) -> InputEvent? {
        guard !isInterrupted else { return nil }
        wtimeout(navsim_stdscr(), Int32(min(timeout.wholeMilliseconds, Int(Int32.max))))
        var code: Int32 = 0
        let r = navsim_get_wch(navsim_stdscr(), &code)
        if r == navsim_err() {
            if CursesBackend.isHungUp(inputDescriptor) { terminalGone = true }
            return nil
        }
        let time = options.now()
        if r == navsim_key_code_yes() {
            if code == navsim_key_resize() {
                resizeToTerminal()
                return .resize(width: size.width, height: size.height, time: time)
            }
            if code == navsim_key_mouse() { return readMouse(time: time) }
            return CursesBackend.functionKey(code).map { .key($0, time: time) }
        }
        guard let key = CursesBackend.characterKey(code) else { return nil }
        if key == .escape { return .key(altKey() ?? .escape, time: time) }
        return .key(key, time: time)
    }

    /// Whether `fd` reports a hangup or an error now (poll without waiting): a terminal whose other end closed
    /// (a pseudo terminal's master, an ssh connection) polls as hung up; a quiet one polls as nothing.
    static func isHungUp(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 0) >= 0 else { return false }
        return p.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// After an Esc: ncurses has already waited the escape delay for a known sequence, so a key that is waiting
    /// now came in the same write, and Esc + key is that key with Alt. Nil when nothing waits (Esc alone).
    /// A mouse report or resize that waits is put back and left for the next read.
    private func altKey() -> Key? {
        wtimeout(navsim_stdscr(), 0)
        var next: Int32 = 0
        let r = navsim_get_wch(navsim_stdscr(), &next)
        return CursesBackend.altKey(result: r, code: next) { ungetch(next) }
    }

    /// The Alt key for what `wget_wch` returned after an Esc, or nil (then `putBack` is called for a key code
    /// that is not a key: a mouse report or a resize).
    static func altKey(result: Int32, code: Int32, putBack: () -> Void) -> Key? {
        if result == navsim_err() { return nil }
        if result == navsim_key_code_yes() {
            if let k = functionKey(code) { return .alt(k) }
            putBack()
            return nil
        }
        return characterKey(code).map { .alt($0) }
    }

    /// A key from a character code (wget_wch returned OK).
    static func characterKey(_ code: Int32) -> Key? {
        switch code {
        case 27: return .escape
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 0..<32: return nil
        default:
            guard let u = Unicode.Scalar(UInt32(bitPattern: code)) else { return nil }
            return .character(Character(u))
        }
    }

    /// A key from an ncurses key code (wget_wch returned KEY_CODE_YES).
    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case navsim_key_up(): return .up
        case navsim_key_down(): return .down
        case navsim_key_left(): return .left
        case navsim_key_right(): return .right
        case navsim_key_home(): return .home
        case navsim_key_end(): return .end
        case navsim_key_ppage(): return .pageUp
        case navsim_key_npage(): return .pageDown
        case navsim_key_backspace(), navsim_key_dc(): return .backspace
        case navsim_key_enter(): return .enter
        case navsim_key_btab(): return .tab
        default:
            let n = code - navsim_key_f(0)
            return (1...24).contains(n) ? .function(Int(n)) : nil
        }
    }

    /// Decodes a KEY_MOUSE: presses, releases and motion (a drag while a button is held). Clicks and double
    /// clicks are left to the gesture recognizers (mouseinterval(0)), which time them on the event stamps.
    /// A `.move` without a held button carries `.left` as its button.
    private func readMouse(time: Double) -> InputEvent? {
        var x: Int32 = 0, y: Int32 = 0
        var state: UInt = 0
        guard navsim_get_mouse(&x, &y, &state) == navsim_ok() else { return nil }
        var mods = Modifiers()
        if state & navsim_button_shift() != 0 { mods.insert(.shift) }
        if state & navsim_button_ctrl() != 0 { mods.insert(.control) }
        if state & navsim_button_alt() != 0 { mods.insert(.alt) }
        func event(_ a: MouseAction, _ b: MouseButton) -> InputEvent {
            .mouse(MouseEvent(action: a, button: b, x: Int(x), y: Int(y), modifiers: mods), time: time)
        }
        let table: [(UInt, MouseAction, MouseButton)] = [
            (navsim_button1_pressed(), .press, .left), (navsim_button1_released(), .release, .left),
            (navsim_button2_pressed(), .press, .middle), (navsim_button2_released(), .release, .middle),
            (navsim_button3_pressed(), .press, .right), (navsim_button3_released(), .release, .right),
            (navsim_button4_pressed(), .press, .wheelUp), (navsim_button5_pressed(), .press, .wheelDown),
            (navsim_button1_clicked(), .click, .left), (navsim_button1_double_clicked(), .doubleClick, .left),
            (navsim_button3_clicked(), .click, .right),
        ]
        for (mask, action, button) in table where state & mask != 0 {
            switch action {
            case .press where button != .wheelUp && button != .wheelDown: heldButton = button
            case .release: heldButton = nil
            default: break
            }
            return event(action, button)
        }
        if state & navsim_report_mouse_position() != 0 {
            if let held = heldButton { return event(.drag, held) }
            return event(.move, .left)
        }
        return nil
    }

    /// Re-reads the terminal size after KEY_RESIZE and forces a full repaint.
    func resizeToTerminal() {
        size = Size(width: Int(navsim_getmaxx(navsim_stdscr())), height: Int(navsim_getmaxy(navsim_stdscr())))
        // Writing cells ourselves: let ncurses repaint its resized (blank) screen now, before the full redraw.
        if writesCells { wrefresh(navsim_stdscr()) }
        invalidate()
    }
}
