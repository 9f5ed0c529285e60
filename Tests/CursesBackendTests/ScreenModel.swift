import TermUI

/// A small ECMA-48 terminal for checking what the backend writes: a grid of cells, a cursor with xterm's pending
/// wrap at the last column, and the pen. It reads CSI H/A/B/C/D/G/d/J/m, REP (CSI b, only right after an ASCII glyph,
/// as tmux repeats only those, and stricter than xterm, which also repeats after a motion), CR, LF (down a row, as with
/// ONLCR off), BS and UTF-8 text; anything else (a LF from the last row, a BS from the first column or a pending wrap, and a
/// write that would scroll or split a wide glyph at the right edge) is an error, so bytes it accepts are bytes a
/// real terminal shows the same way.
struct ScreenModel {
    struct Cell: Equatable, CustomStringConvertible {
        var text: String
        var style: Style
        /// The right half of a wide glyph.
        var isContinuation = false
        var description: String { isContinuation ? "<cont>" : "\(text.debugDescription) \(style)" }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let width: Int, height: Int
    private(set) var cells: [Cell]
    private(set) var x = 0, y = 0
    private(set) var pendingWrap = false
    private(set) var pen = Style.plain
    /// The ASCII glyph REP repeats: the one just written, if nothing but REPs came after it.
    private var repeatable: Unicode.Scalar?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Cell(text: " ", style: .plain), count: width * height)
    }

    subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    mutating func feed(_ bytes: [UInt8]) throws(Failure) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") else { throw Failure(description: "ESC not followed by [ at \(i)") }
                var j = i + 2
                while j < bytes.count, (0x30...0x3F).contains(bytes[j]) { j += 1 }
                guard j < bytes.count else { throw Failure(description: "unterminated CSI at \(i)") }
                let params = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
                if bytes[j] == UInt8(ascii: "b") {
                    guard let glyph = repeatable else { throw Failure(description: "REP with no ASCII glyph just before it at \(i)") }
                    let n = params.isEmpty ? 1 : Int(params) ?? 0
                    guard n >= 1 else { throw Failure(description: "bad REP count \(params) at \(i)") }
                    for _ in 0..<n { try put(glyph) }
                    i = j + 1
                    continue
                }
                repeatable = nil
                try csi(params, final: bytes[j])
                i = j + 1
            } else if b == 0x0D {
                repeatable = nil
                x = 0
                pendingWrap = false
                i += 1
            } else if b == 0x0A {
                // LF (cud1 with ONLCR off): down a row, the column kept; at the last row it would scroll.
                guard y < height - 1, !pendingWrap else { throw Failure(description: "LF that would scroll or wrap at \(i)") }
                repeatable = nil
                y += 1
                i += 1
            } else if b == 0x08 {
                // BS (cub1): left a column; at the first column, or after the last column's glyph, terminals differ.
                guard x > 0, !pendingWrap else { throw Failure(description: "BS at the first column or in the pending wrap at \(i)") }
                repeatable = nil
                x -= 1
                i += 1
            } else if b < 0x20 || b == 0x7F {
                throw Failure(description: "control byte \(b) at \(i)")
            } else {
                let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                guard i + length <= bytes.count, let s = String(validating: bytes[i..<(i + length)], as: UTF8.self),
                      let scalar = s.unicodeScalars.first else { throw Failure(description: "bad UTF-8 at \(i)") }
                try put(scalar)
                repeatable = scalar.isASCII ? scalar : nil
                i += length
            }
        }
    }

    private mutating func csi(_ text: String, final: UInt8) throws(Failure) {
        let params = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func p(_ k: Int, default d: Int = 1) -> Int { k < params.count ? (params[k] ?? d) : d }
        switch Unicode.Scalar(final) {
        case "H": y = min(height, max(1, p(0))) - 1; x = min(width, max(1, p(1))) - 1
        case "A": y = max(0, y - max(1, p(0)))
        case "B": y = min(height - 1, y + max(1, p(0)))
        case "C": x = min(width - 1, x + max(1, p(0)))
        case "D": x = max(0, x - max(1, p(0)))
        case "G": x = min(width, max(1, p(0))) - 1
        case "d": y = min(height, max(1, p(0))) - 1
        case "J":
            guard p(0, default: 0) == 2 else { throw Failure(description: "only CSI 2 J is expected, got \(text)J") }
            cells = Array(repeating: Cell(text: " ", style: Style(background: pen.background)), count: width * height)
            return
        case "m": try sgr(params.map { $0 ?? 0 })
            return
        default: throw Failure(description: "unexpected CSI \(text)\(Character(Unicode.Scalar(final)))")
        }
        pendingWrap = false
    }

    private mutating func sgr(_ params: [Int]) throws(Failure) {
        var k = 0
        func color(_ base: Int) throws(Failure) -> Color {
            guard k + 1 < params.count else { throw Failure(description: "truncated extended colour") }
            if params[k + 1] == 5, k + 2 < params.count, (0...255).contains(params[k + 2]) {
                k += 2
                return .indexed(UInt8(params[k]))
            }
            if params[k + 1] == 2, k + 4 < params.count, params[(k + 2)...(k + 4)].allSatisfy({ (0...255).contains($0) }) {
                k += 4
                return .rgb(UInt8(params[k - 2]), UInt8(params[k - 1]), UInt8(params[k]))
            }
            throw Failure(description: "bad extended colour \(params)")
        }
        while k < params.count {
            let n = params[k]
            switch n {
            case 0: pen = .plain
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.reverse)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 27: pen.attributes.remove(.reverse)
            case 30...37: pen.foreground = .indexed(UInt8(n - 30))
            case 38: pen.foreground = try color(38)
            case 39: pen.foreground = .default
            case 40...47: pen.background = .indexed(UInt8(n - 40))
            case 48: pen.background = try color(48)
            case 49: pen.background = .default
            case 90...97: pen.foreground = .indexed(UInt8(n - 90 + 8))
            case 100...107: pen.background = .indexed(UInt8(n - 100 + 8))
            default: throw Failure(description: "unexpected SGR \(n) in \(params)")
            }
            k += 1
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) throws(Failure) {
        let w = DisplayWidth.of(Character(scalar))
        if (0x300...0x36F).contains(scalar.value) {
            // A combining mark joins the glyph before the cursor.
            let cx = pendingWrap ? x : x - 1
            guard cx >= 0 else { throw Failure(description: "combining mark at the start of a row") }
            cells[y * width + cx].text.unicodeScalars.append(scalar)
            return
        }
        guard w > 0 else { throw Failure(description: "zero-width scalar \(scalar.value)") }
        if pendingWrap { throw Failure(description: "a write past the last column at row \(y) would wrap") }
        guard x + w <= width else { throw Failure(description: "a wide glyph at the last column of row \(y)") }
        // Overwriting half of a wide glyph blanks its other half, as xterm does.
        if cells[y * width + x].isContinuation, x > 0 { cells[y * width + x - 1] = Cell(text: " ", style: cells[y * width + x - 1].style) }
        let end = x + w
        if end < width, cells[y * width + end].isContinuation { cells[y * width + end] = Cell(text: " ", style: cells[y * width + end].style) }
        cells[y * width + x] = Cell(text: String(Character(scalar)), style: pen)
        if w == 2 { cells[y * width + x + 1] = Cell(text: "", style: pen, isContinuation: true) }
        if end >= width {
            x = width - 1
            pendingWrap = true
        } else {
            x = end
        }
    }
}
