import TermUI

/// Cursor motion: the shortest ECMA-48 sequence from where the cursor is to where the next cell goes, as ncurses'
/// `mvcur` chooses (its cost model in `lib_mvcur.c`), restricted to what the terminfo entry was checked to send:
/// CUP (CSI row;col H, with the defaults left out), and from a known position CUU/CUD/CUF/CUB (CSI n A/B/C/D),
/// CHA / VPA (CSI col G, CSI row d), CR, and ncurses' one-byte cud1 and cub1: LF down a row and BS left a column, one
/// byte a step (where CSI B and CSI D take three).
extension CellWriter {
    /// Relative and single-axis motions the terminal's terminfo was checked to send in the ECMA-48 forms.
    struct Motions: OptionSet, Sendable {
        let rawValue: UInt8
        /// CUU, CUD, CUF, CUB (terminfo cuu, cud, cuf, cub).
        static let relative = Motions(rawValue: 1 << 0)
        /// CHA (terminfo hpa).
        static let column = Motions(rawValue: 1 << 1)
        /// VPA (terminfo vpa).
        static let row = Motions(rawValue: 1 << 2)
        /// CR (terminfo cr).
        static let carriageReturn = Motions(rawValue: 1 << 3)
        /// REP, CSI n b: the preceding ASCII glyph n more times (terminfo rep). Not a motion, but checked the same
        /// way; tmux, like terminfo's %c, repeats only a single-byte character, so only ASCII glyphs are repeated.
        static let `repeat` = Motions(rawValue: 1 << 4)
        /// LF down one row, the column kept (terminfo cud1 is "\n" and the terminal does not turn an output newline
        /// into CR LF: `ONLCR` off, as ncurses' `nonl()` sets it). Never sent from the last row, where it would scroll.
        static let lineFeed = Motions(rawValue: 1 << 5)
        /// BS left one column (terminfo cub1 is "\b").
        static let backspace = Motions(rawValue: 1 << 6)
        static let all: Motions = [.relative, .column, .row, .carriageReturn, .repeat, .lineFeed, .backspace]
    }

    /// One axis of a motion from a known position.
    enum Step {
        /// Already there.
        case none
        /// CUU/CUD or CUF/CUB by the distance.
        case relative
        /// VPA or CHA to the row or column.
        case absolute
        /// CR (to the first column).
        case carriageReturn
        /// CR then CUF (to a column counted from the first).
        case carriageReturnForward
        /// LF once a row down, or BS once a column left: one byte a step.
        case singleSteps
    }

    /// Up to this many LF or BS bytes stand in for a motion (CSI n B or CSI n D is at most 5 bytes on any screen
    /// navsim draws, so more steps never win).
    static let mostSingleSteps = 4

    /// The cheapest motion from `from` (nil: unknown) to (x, y): its length in bytes and its two steps, or nil
    /// steps for CUP. Arithmetic only: the nearest-first order asks it for every pair of runs.
    func plan(from: (x: Int, y: Int)?, toX x: Int, y: Int) -> (length: Int, steps: (vertical: Step, horizontal: Step)?) {
        let cup = Self.cupLength(x: x, y: y)
        guard let from else { return (cup, nil) }
        if from.x == x && from.y == y { return (0, (.none, .none)) }
        var vertical: (Int, Step)? = (0, .none)
        if from.y != y {
            vertical = nil
            if motions.contains(.relative) { vertical = (Self.csiLength(abs(y - from.y)), .relative) }
            if motions.contains(.row), Self.csiLength(y + 1) < vertical?.0 ?? .max { vertical = (Self.csiLength(y + 1), .absolute) }
            // The target row is on the screen, so every LF leaves a row above the last one: none scrolls.
            if motions.contains(.lineFeed), y > from.y, y - from.y <= Self.mostSingleSteps, y - from.y < vertical?.0 ?? .max {
                vertical = (y - from.y, .singleSteps)
            }
        }
        var horizontal: (Int, Step)? = (0, .none)
        if from.x != x {
            horizontal = nil
            if motions.contains(.relative) { horizontal = (Self.csiLength(abs(x - from.x)), .relative) }
            if motions.contains(.column), Self.csiLength(x + 1) < horizontal?.0 ?? .max { horizontal = (Self.csiLength(x + 1), .absolute) }
            if motions.contains(.carriageReturn) {
                if x == 0 {
                    if 1 < horizontal?.0 ?? .max { horizontal = (1, .carriageReturn) }
                } else if motions.contains(.relative), 1 + Self.csiLength(x) < horizontal?.0 ?? .max {
                    horizontal = (1 + Self.csiLength(x), .carriageReturnForward)
                }
            }
            if motions.contains(.backspace), x < from.x, from.x - x <= Self.mostSingleSteps, from.x - x < horizontal?.0 ?? .max {
                horizontal = (from.x - x, .singleSteps)
            }
        }
        if let v = vertical, let h = horizontal, v.0 + h.0 < cup { return (v.0 + h.0, (v.1, h.1)) }
        return (cup, nil)
    }

    /// The bytes of the cheapest motion (see `plan`).
    func moveLength(from: (x: Int, y: Int)?, toX x: Int, y: Int) -> Int { plan(from: from, toX: x, y: y).length }

    /// Appends the cheapest motion from `from` (nil: unknown) to (x, y); nothing when the cursor is already there.
    func appendMove(from: (x: Int, y: Int)?, toX x: Int, y: Int, into out: inout [UInt8]) {
        guard let from, let steps = plan(from: from, toX: x, y: y).steps else {
            Self.appendCUP(x: x, y: y, into: &out)
            return
        }
        switch steps.vertical {
        case .none, .carriageReturn, .carriageReturnForward: break
        case .relative: out += Self.csi(abs(y - from.y), final: y > from.y ? "B" : "A")
        case .absolute: out += Self.csi(y + 1, final: "d")
        case .singleSteps: out += repeatElement(0x0A, count: y - from.y)
        }
        switch steps.horizontal {
        case .none: break
        case .relative: out += Self.csi(abs(x - from.x), final: x > from.x ? "C" : "D")
        case .absolute: out += Self.csi(x + 1, final: "G")
        case .carriageReturn: out.append(0x0D)
        case .carriageReturnForward: out.append(0x0D); out += Self.csi(x, final: "C")
        case .singleSteps: out += repeatElement(0x08, count: from.x - x)
        }
    }

    static func cupLength(x: Int, y: Int) -> Int {
        if x == 0 && y == 0 { return 3 }
        return 3 + digits(y + 1) + (x > 0 ? 1 + digits(x + 1) : 0)
    }

    /// REP's length for `n` more copies: CSI n b.
    static func repLength(_ n: Int) -> Int { csiLength(n) }

    /// CSI n F's length, n left out when 1.
    static func csiLength(_ n: Int) -> Int { n == 1 ? 3 : 3 + digits(n) }

    static func digits(_ n: Int) -> Int { n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : 1 + digits(n / 10) }

    /// CUP: CSI row;col H with 1-based numbers; the column is left out at 1, both at the home position.
    static func appendCUP(x: Int, y: Int, into out: inout [UInt8]) {
        out += [0x1B, UInt8(ascii: "[")]
        if x > 0 || y > 0 { appendNumber(y + 1, into: &out) }
        if x > 0 {
            out.append(UInt8(ascii: ";"))
            appendNumber(x + 1, into: &out)
        }
        out.append(UInt8(ascii: "H"))
    }

    /// CSI n F, with n left out when it is 1 (the default of every one of these sequences).
    static func csi(_ n: Int, final: Unicode.Scalar) -> [UInt8] {
        var out: [UInt8] = [0x1B, UInt8(ascii: "[")]
        if n != 1 { appendNumber(n, into: &out) }
        out.append(UInt8(ascii: final))
        return out
    }
}
