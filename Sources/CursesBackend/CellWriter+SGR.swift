import TermUI

/// SGR deltas (ECMA-48 "select graphic rendition"): the shortest sequence that turns the terminal's current style
/// into the next cell's, sending only what changed: the foreground alone, the background alone, an attribute on.
/// Turning an attribute off uses its own off code (22 bold and dim, 23 italic, 24 underline, 27 reverse) or a reset
/// and a re-set of the rest, whichever is shorter (ncurses' sgr0-then-everything, and crossterm's and ratatui's
/// per-field deltas, are the two ends of this).
extension CellWriter {
    /// Appends the SGR that turns `from` into `to` (both already adapted to the capability); nothing when equal.
    func appendSGR(from: Style, to: Style, into out: inout [UInt8]) {
        guard from != to else { return }
        var params: [UInt8] = []
        params.reserveCapacity(24)
        let off = from.attributes.subtracting(to.attributes)
        if off.isEmpty {
            Self.appendOn(to.attributes.subtracting(from.attributes), into: &params)
            appendColors(from: from, to: to, into: &params)
        } else {
            var reset: [UInt8] = [UInt8(ascii: "0")]
            Self.appendOn(to.attributes, into: &reset)
            appendColors(from: .plain, to: to, into: &reset)
            params = reset
            if offCodes {
                var remaining = from.attributes
                var delta: [UInt8] = []
                if !off.intersection([.bold, .dim]).isEmpty {
                    Self.appendParam("22", into: &delta)
                    remaining.subtract([.bold, .dim])
                }
                if off.contains(.italic) { Self.appendParam("23", into: &delta) }
                if off.contains(.underline) { Self.appendParam("24", into: &delta) }
                if off.contains(.reverse) { Self.appendParam("27", into: &delta) }
                remaining.subtract(off)
                Self.appendOn(to.attributes.subtracting(remaining), into: &delta)
                appendColors(from: from, to: to, into: &delta)
                if delta.count < params.count { params = delta }
            }
        }
        out += [0x1B, UInt8(ascii: "[")]
        out += params
        out.append(UInt8(ascii: "m"))
    }

    /// The SGR parameters of the attributes in `on`, in the order ncurses' `sgr` sends them.
    static func appendOn(_ on: Attributes, into params: inout [UInt8]) {
        if on.contains(.bold) { appendParam("1", into: &params) }
        if on.contains(.dim) { appendParam("2", into: &params) }
        if on.contains(.italic) { appendParam("3", into: &params) }
        if on.contains(.underline) { appendParam("4", into: &params) }
        if on.contains(.reverse) { appendParam("7", into: &params) }
    }

    /// The colour parameters for the colours that differ (in monochrome both are always default).
    func appendColors(from: Style, to: Style, into params: inout [UInt8]) {
        if from.foreground != to.foreground { Self.appendColor(to.foreground, background: false, into: &params) }
        if from.background != to.background { Self.appendColor(to.background, background: true, into: &params) }
    }

    /// One colour as SGR parameters, in the forms xterm's terminfo `setaf`/`setab` expand to: 30–37 / 40–47 for
    /// colours 0–7, 90–97 / 100–107 for 8–15, 38;5;N / 48;5;N for the rest of the 256, 38;2;R;G;B / 48;2;R;G;B
    /// (ISO 8613-6 direct colour, the semicolon form every truecolor terminal reads) and 39 / 49 for the default.
    static func appendColor(_ color: Color, background: Bool, into params: inout [UInt8]) {
        if !params.isEmpty { params.append(UInt8(ascii: ";")) }
        switch color {
        case .default:
            params += background ? Array("49".utf8) : Array("39".utf8)
        case .ansi(let i):
            appendPalette(Int(i & 15), background: background, into: &params)
        case .indexed(let i):
            appendPalette(Int(i), background: background, into: &params)
        case .rgb(let r, let g, let b):
            params += background ? Array("48;2;".utf8) : Array("38;2;".utf8)
            appendNumber(Int(r), into: &params)
            params.append(UInt8(ascii: ";"))
            appendNumber(Int(g), into: &params)
            params.append(UInt8(ascii: ";"))
            appendNumber(Int(b), into: &params)
        }
    }

    private static func appendPalette(_ i: Int, background: Bool, into params: inout [UInt8]) {
        switch i {
        case 0..<8: appendNumber((background ? 40 : 30) + i, into: &params)
        case 8..<16: appendNumber((background ? 100 : 90) + i - 8, into: &params)
        default:
            params += background ? Array("48;5;".utf8) : Array("38;5;".utf8)
            appendNumber(i, into: &params)
        }
    }

    static func appendParam(_ p: StaticString, into params: inout [UInt8]) {
        if !params.isEmpty { params.append(UInt8(ascii: ";")) }
        p.withUTF8Buffer { params += $0 }
    }

    /// A non-negative decimal number, without allocating a String.
    static func appendNumber(_ n: Int, into out: inout [UInt8]) {
        if n >= 10 { appendNumber(n / 10, into: &out) }
        out.append(UInt8(ascii: "0") + UInt8(n % 10))
    }
}
