/// How many colours a terminal shows, from richest to poorest.
public enum ColorCapability: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// Attributes only (NO_COLOR, or a terminal without colour).
    case monochrome = 0
    case ansi8 = 8
    case ansi16 = 16
    case palette256 = 256
    /// 24-bit colour.
    case truecolor = 16_777_216

    public static func < (a: ColorCapability, b: ColorCapability) -> Bool { a.rawValue < b.rawValue }

    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .ansi8: "8 colours"
        case .ansi16: "16 colours"
        case .palette256: "256 colours"
        case .truecolor: "truecolor"
        }
    }

    /// Parses "truecolor"/"24bit", "256", "16", "8", "mono"/"none" (for a `--colors` option).
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "truecolor", "24bit", "rgb": self = .truecolor
        case "256": self = .palette256
        case "16": self = .ansi16
        case "8": self = .ansi8
        case "mono", "monochrome", "none", "0": self = .monochrome
        default: return nil
        }
    }

    /// Chooses the capability from what the terminal reports.
    /// - Parameters:
    ///   - environment: the process environment; a non-empty `NO_COLOR` (no-color.org) forces monochrome,
    ///     `COLORTERM=truecolor|24bit` enables truecolor.
    ///   - colors: the terminfo `colors` count (ncurses `COLORS`), 0 or less without colour.
    ///   - hasRGBFlag: terminfo's `RGB` flag (ncurses ≥ 6.1 direct colour).
    public static func detect(environment: [String: String], colors: Int, hasRGBFlag: Bool = false) -> ColorCapability {
        if let v = environment["NO_COLOR"], !v.isEmpty { return .monochrome }
        if colors < 8 { return .monochrome }
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        if hasRGBFlag || colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .ansi16 }
        return .ansi8
    }
}
