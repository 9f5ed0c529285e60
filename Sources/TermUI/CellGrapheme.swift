import Text

/// A cell's grapheme as plain bits: its UTF-8 bytes inline (up to 15), so a cell is a trivial value that copies
/// without retaining anything (a `Character` is a string: each cell write released the old one and retained the new,
/// about a tenth of a styled map frame). A longer grapheme (an emoji sequence joined by ZWJ) is kept once in a
/// process-wide table and stored as its index there; equal graphemes always get equal bits, so cells compare and
/// hash by their bits. Equality is by bytes, not by canonical equivalence: "é" and "e\u{301}" are different cells,
/// as they are different bytes on the terminal.
public struct CellGrapheme: Sendable, Hashable {
    /// Bytes 0–7 of the UTF-8, least significant first; for a long grapheme, its index in `LongGraphemes`.
    private var low: UInt64
    /// Bytes 8–14 of the UTF-8 in the low seven bytes, and the byte count (1–15) in the top byte, or `longTag`.
    private var high: UInt64

    private static let longTag: UInt64 = 0xFF

    /// The blank (U+0020).
    public static let space = CellGrapheme(ascii: 0x20)

    /// A grapheme of one ASCII byte.
    @inline(__always) public init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    public init(_ c: Character) {
        var s = String(c)
        // The bytes copied as they lie into the two words (a small string's bytes are on the stack: no allocation).
        let (low, high, n) = s.withUTF8 { b -> (UInt64, UInt64, Int) in
            guard b.count <= 15 else { return (0, 0, b.count) }
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(b)) }
            return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1), b.count)
        }
        if n <= 15 {
            self.low = low
            self.high = high | UInt64(n) << 56
        } else {
            self.low = UInt64(LongGraphemes.index(of: c))
            self.high = Self.longTag << 56
        }
    }

    /// Appends the graphemes of `text`, in order: a text of printable ASCII byte by byte (each byte is a grapheme
    /// there), any other grapheme by grapheme.
    public static func append(_ text: String, to out: inout [CellGrapheme]) {
        let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7f }) else { return false }
            for b in bytes { out.append(CellGrapheme(ascii: b)) }
            return true
        }
        if printable == true { return }
        for c in text { out.append(CellGrapheme(c)) }
    }

    /// The number of UTF-8 bytes held inline, 0 for a long grapheme.
    private var inlineCount: Int {
        let n = high >> 56
        return n == Self.longTag ? 0 : Int(n)
    }

    /// The byte when the grapheme is one ASCII byte, else nil.
    @inline(__always) public var asciiByte: UInt8? {
        high == 1 << 56 && low < 0x80 ? UInt8(truncatingIfNeeded: low) : nil
    }

    /// True for the blank (U+0020).
    @inline(__always) public var isSpace: Bool { high == 1 << 56 && low == 0x20 }

    /// True when every byte is ASCII (as `Character.isASCII`).
    public var isASCII: Bool {
        if inlineCount == 0 { return character.isASCII }
        return low & 0x8080_8080_8080_8080 == 0 && high & 0x0080_8080_8080_8080 == 0
    }

    /// The value of the grapheme's first Unicode scalar, decoded from the bytes (valid UTF-8: they came from a
    /// `Character`).
    public var firstScalarValue: UInt32 {
        if inlineCount == 0 { return character.unicodeScalars.first?.value ?? 0 }
        let b = { (i: Int) in UInt32(truncatingIfNeeded: self.low >> UInt64(i * 8)) & 0xFF }
        let b0 = b(0)
        if b0 < 0x80 { return b0 }
        if b0 < 0xE0 { return (b0 & 0x1F) << 6 | (b(1) & 0x3F) }
        if b0 < 0xF0 { return (b0 & 0x0F) << 12 | (b(1) & 0x3F) << 6 | (b(2) & 0x3F) }
        return (b0 & 0x07) << 18 | (b(1) & 0x3F) << 12 | (b(2) & 0x3F) << 6 | (b(3) & 0x3F)
    }

    /// Calls `body` with the grapheme's UTF-8 bytes.
    public func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let n = inlineCount
        if n == 0 {
            var s = String(LongGraphemes.character(at: Int(low)))
            return try s.withUTF8(body)
        }
        return try withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
            try body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<n]))
        }
    }

    /// The grapheme as a `Character`.
    public var character: Character {
        if let a = asciiByte { return Character(Unicode.Scalar(a)) }
        let n = inlineCount
        if n == 0 { return LongGraphemes.character(at: Int(low)) }
        // The bytes are a whole grapheme's UTF-8 (made from a `Character`), so they decode to exactly one.
        let s = withUTF8 { String(decoding: $0, as: UTF8.self) }
        return s.first ?? " "
    }
}

/// The process's graphemes of more than 15 UTF-8 bytes, each stored once (see `CellGrapheme`). Such graphemes are
/// rare (emoji joined by ZWJ, stacks of combining marks); the table holds at most `limit`, after which a new one is
/// shown as U+FFFD (a cap against unbounded growth on hostile text, far above any real map's or screen's count).
enum LongGraphemes {
    static let limit = 1 << 16
    /// The graphemes by index, and the index of each by its UTF-8 bytes (not by `Character`, whose equality is
    /// canonical equivalence: two spellings of one grapheme keep their own bytes).
    private static let table = Locked<(list: [Character], index: [[UInt8]: Int])>(([], [:]))

    static func index(of c: Character) -> Int {
        let key = Array(c.utf8)
        return table.withLock { t in
            if let i = t.index[key] { return i }
            // Past the cap every new one shares one slot holding U+FFFD (3 bytes: never a key of its own).
            let (stored, storedKey) = t.list.count < limit ? (c, key) : ("\u{FFFD}", [])
            if let i = t.index[storedKey] { return i }
            t.list.append(stored)
            t.index[storedKey] = t.list.count - 1
            return t.list.count - 1
        }
    }

    static func character(at i: Int) -> Character {
        table.withLock { t in i < t.list.count ? t.list[i] : "\u{FFFD}" }
    }
}
