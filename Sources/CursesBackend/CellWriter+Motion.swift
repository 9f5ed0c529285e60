import TermUI

/// Cursor motion: the shortest ECMA-48 sequence from where the cursor is to where the next cell goes, as ncurses'
/// `mvcur` chooses (its cost model in `lib_mvcur.c`), restricted to what the terminfo entry was checked to send:
/// CUP (CSI row;col H, with the defaults left out), and from a known position CUU/CUD/CUF/CUB (CSI n A/B/C/D),
/// CHA / VPA (CSI col G, CSI row d) and CR.
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
        static let all: Motions = [.relative, .column, .row, .carriageReturn]
    }

    /// Appends the cheapest motion from `from` (nil: unknown) to (x, y); nothing when the cursor is already there.
    func appendMove(from: (x: Int, y: Int)?, toX x: Int, y: Int, into out: inout [UInt8]) {
        guard let from else { Self.appendCUP(x: x, y: y, into: &out); return }
        if from.x == x && from.y == y { return }
        var best: [UInt8] = []
        Self.appendCUP(x: x, y: y, into: &best)
        // Each axis: the cheapest way to its target, or nil when the terminal has none (then CUP).
        var vertical: [UInt8]? = []
        if from.y != y {
            var options: [[UInt8]] = []
            let dy = y - from.y
            if motions.contains(.relative) { options.append(Self.csi(abs(dy), final: dy > 0 ? "B" : "A")) }
            if motions.contains(.row) { options.append(Self.csi(y + 1, final: "d")) }
            vertical = options.min { $0.count < $1.count }
        }
        var horizontal: [UInt8]? = []
        if from.x != x {
            var options: [[UInt8]] = []
            let dx = x - from.x
            if motions.contains(.relative) { options.append(Self.csi(abs(dx), final: dx > 0 ? "C" : "D")) }
            if motions.contains(.column) { options.append(Self.csi(x + 1, final: "G")) }
            if motions.contains(.carriageReturn) {
                if x == 0 { options.append([0x0D]) }
                else if motions.contains(.relative) { options.append([0x0D] + Self.csi(x, final: "C")) }
            }
            horizontal = options.min { $0.count < $1.count }
        }
        if let v = vertical, let h = horizontal, v.count + h.count < best.count { best = v + h }
        out += best
    }

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
