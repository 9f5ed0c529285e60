/// One character cell: a grapheme of display width 1 or 2 and its style.
/// A width-2 grapheme occupies its cell and marks the next one as a `continuation`.
/// A trivial value (plain bits, see `CellGrapheme`): copying cells retains nothing.
public struct Cell: Sendable, Hashable {
    /// The grapheme's bits; `grapheme` is the same as a `Character`.
    public var bits: CellGrapheme
    public var style: Style
    /// True for the right half of a double-width grapheme (drawn by the cell to its left).
    public var isContinuation: Bool

    public init(_ grapheme: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.init(bits: CellGrapheme(grapheme), style: style, isContinuation: isContinuation)
    }

    @inline(__always) public init(bits: CellGrapheme, style: Style = .plain, isContinuation: Bool = false) {
        self.bits = bits
        self.style = style
        self.isContinuation = isContinuation
    }

    public var grapheme: Character {
        get { bits.character }
        set { bits = CellGrapheme(newValue) }
    }

    public static let blank = Cell()
}

/// Display width of a grapheme in a terminal: 0 for controls, 2 for East Asian wide and most emoji, else 1.
public enum DisplayWidth {
    public static func of(_ c: Character) -> Int {
        // An ASCII first byte is the whole first scalar (UTF-8): the rule below without decoding it (most labels).
        if let b = c.utf8.first, b < 0x80 { return b < 0x20 || b == 0x7f ? 0 : 1 }
        guard let s = c.unicodeScalars.first else { return 0 }
        return of(firstScalar: s.value)
    }

    /// The width of a grapheme whose first scalar is `v`.
    static func of(firstScalar v: UInt32) -> Int {
        if v < 0x20 || (v >= 0x7f && v < 0xa0) { return 0 }
        // Below the first wide range (most labels' letters): one cell, without testing the ranges.
        if v < 0x1100 { return 1 }
        if isWide(v) { return 2 }
        return 1
    }

    /// `of(grapheme)` from the bits, without making a `Character`.
    public static func of(_ g: CellGrapheme) -> Int {
        of(firstScalar: g.firstScalarValue)
    }

    public static func of(_ s: String) -> Int { s.reduce(0) { $0 + of($1) } }

    /// East Asian Wide/Fullwidth ranges (Unicode 15, UAX #11) and emoji presentation blocks.
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
