import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TermUI

/// Whether the backend may write cells itself: only when the loaded terminfo entry sends exactly the ECMA-48 forms
/// `CellWriter` emits. Entries that differ (another syntax, or padding such as vt100's `$<5>`, which a real slow
/// terminal needs) keep ncurses' own output path, which honours them.
extension CursesBackend {
    /// A writer for the loaded terminal at `capability`, or nil when its terminfo is not ANSI-like.
    static func ansiCellWriter(capability: ColorCapability) -> CellWriter? {
        guard expand("cup", 4, 9) == "\u{1B}[5;10H" else { return nil }
        guard let reset = expand("sgr0"), reset.contains("\u{1B}[m") || reset.contains("\u{1B}[0m"),
              !reset.contains("$<") else { return nil }
        // The colours the capability uses must expand to the forms CellWriter sends (e.g. a forced 16 colours on
        // an 8-colour entry whose setaf(9) is "\e[39m" must not be written as "\e[91m").
        let colours: Range<Int32>
        switch capability {
        case .monochrome: colours = 0..<0
        case .ansi8, .truecolor: colours = 0..<8 // truecolor adds SGR 38;2, which no terminfo string describes
        case .ansi16: colours = 0..<16
        case .palette256: colours = 0..<256
        }
        for i in colours {
            var fg: [UInt8] = [], bg: [UInt8] = []
            CellWriter.appendColor(.indexed(UInt8(i)), background: false, into: &fg)
            CellWriter.appendColor(.indexed(UInt8(i)), background: true, into: &bg)
            guard expand("setaf", i) == "\u{1B}[" + String(decoding: fg, as: UTF8.self) + "m",
                  expand("setab", i) == "\u{1B}[" + String(decoding: bg, as: UTF8.self) + "m" else { return nil }
        }
        var attributes: Attributes = []
        for (name, code, attribute) in [("bold", "1", Attributes.bold), ("dim", "2", .dim), ("sitm", "3", .italic),
                                        ("smul", "4", .underline), ("rev", "7", .reverse)] {
            guard let s = expand(name) else { continue } // the terminal lacks it: dropped, as ncurses drops it
            guard s == "\u{1B}[\(code)m" else { return nil }
            attributes.insert(attribute)
        }
        // The off codes have no terminfo names of their own (22, 23): an entry whose underline and standout ends are
        // the ECMA-48 24 and 27 is taken to have the family; one that has not gets resets.
        let offCodes = expand("rmul") == "\u{1B}[24m" && expand("rmso") == "\u{1B}[27m"
        var motions: CellWriter.Motions = []
        if expand("cuf", 3) == "\u{1B}[3C" && expand("cub", 3) == "\u{1B}[3D" && expand("cud", 3) == "\u{1B}[3B"
            && expand("cuu", 3) == "\u{1B}[3A" { motions.insert(.relative) }
        if expand("hpa", 4) == "\u{1B}[5G" { motions.insert(.column) }
        if expand("vpa", 4) == "\u{1B}[5d" { motions.insert(.row) }
        if expand("cr") == "\r" { motions.insert(.carriageReturn) }
        if expand("rep", 65, 5) == "A\u{1B}[4b" { motions.insert(.repeat) }
        if expand("cud1") == "\n" { motions.insert(.lineFeed) }
        if expand("cub1") == "\u{8}" { motions.insert(.backspace) }
        return CellWriter(capability: capability, attributes: attributes, offCodes: offCodes, motions: motions)
    }

    /// A string capability of the loaded entry expanded with its parameters (tiparm); nil when the entry lacks it.
    static func expand(_ name: String, _ p1: Int32 = 0, _ p2: Int32 = 0) -> String? {
        navsim_terminfo_expand(name, p1, p2).map { String(cString: $0) }
    }

    /// Whether the terminal sends CR and LF as they are (the driver's output processing turns neither into
    /// something else: `ONLCR`, `OCRNL` and `ONLRET` off, or `OPOST` off). ncurses' `nonl()` turns `ONLCR` off
    /// and a shell's mode has it on, so the backend asks at start and after every resume.
    static func writesNewlinesRaw(_ file: UnsafeMutablePointer<FILE>) -> Bool {
        var modes = termios()
        guard tcgetattr(fileno(file), &modes) == 0 else { return false }
        return modes.c_oflag & tcflag_t(OPOST) == 0 || modes.c_oflag & tcflag_t(ONLCR | OCRNL | ONLRET) == 0
    }
}
