@testable import CursesBackend
import Geo
import TermUI
import Testing

/// The backend's own byte writer, checked by replaying its bytes in `ScreenModel`: after every frame each cell must
/// show the frame's grapheme in the frame's style as the colour depth shows it.
@Suite struct CellWriterTests {
    static let glyphs: [Character] = ["a", "Z", "7", " ", "#", "é", "e\u{301}", "→", "█", "─", "⣿", "⠁", "⡇", "⢸", "中", "語", "🚗", "↰"]

    /// The styles of one sequence: a few, so gaps between changes often share the pen (the rewrite case), with
    /// every kind of colour and every attribute.
    static func palette(_ rng: inout SeededGenerator) -> [Style] {
        func color() -> Color {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return .default
            case 1: return .ansi(UInt8.random(in: 0...15, using: &rng))
            case 2: return .indexed(UInt8.random(in: 0...255, using: &rng))
            default: return .rgb(UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
            }
        }
        return (0..<Int.random(in: 2...7, using: &rng)).map { _ in
            Style(foreground: color(), background: color(),
                  attributes: Attributes(rawValue: UInt8.random(in: 0...63, using: &rng)).intersection(Bool.random(using: &rng) ? [] : Attributes(rawValue: 63)))
        }
    }

    /// Changes a few cells, a run or two, or (rarely) most of the frame.
    static func edit(_ buffer: inout Buffer, styles: [Style], _ rng: inout SeededGenerator) {
        let count = Int.random(in: 0..<10, using: &rng) == 0 ? buffer.area.area : Int.random(in: 0...12, using: &rng)
        for _ in 0..<count {
            let x = Int.random(in: 0..<buffer.area.width, using: &rng), y = Int.random(in: 0..<buffer.area.height, using: &rng)
            let run = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 1...12, using: &rng) : 1
            // Half the runs are one glyph in one style (what REP writes when the glyph is ASCII).
            let same = Bool.random(using: &rng) ? (glyphs.randomElement(using: &rng)!, styles.randomElement(using: &rng)!) : nil
            for k in 0..<run {
                let style = Int.random(in: 0..<3, using: &rng) == 0 ? buffer[x + k, y].style : styles.randomElement(using: &rng)!
                put(&buffer, x: x + k, y: y, same?.0 ?? glyphs.randomElement(using: &rng)!, style: same?.1 ?? style)
            }
        }
    }

    /// Buffer.set, keeping wide graphemes whole: a glyph over either half of a wide one blanks the other half.
    static func put(_ buffer: inout Buffer, x: Int, y: Int, _ g: Character, style: Style) {
        guard x < buffer.area.maxX else { return }
        if DisplayWidth.of(g) == 2 && x + 1 >= buffer.area.maxX { return }
        for cx in [x, x + 1].prefix(DisplayWidth.of(g)) {
            if buffer[cx, y].isContinuation { buffer[cx - 1, y] = Cell(" ", style: buffer[cx - 1, y].style) }
            if DisplayWidth.of(buffer[cx, y].grapheme) == 2, cx + 1 < buffer.area.maxX, buffer[cx + 1, y].isContinuation {
                buffer[cx + 1, y] = Cell(" ", style: buffer[cx + 1, y].style)
            }
        }
        buffer.set(x: x, y: y, g, style: style)
    }

    /// A colour as the screen model records it (the 16 ANSI colours are palette indices 0–15).
    static func canonical(_ c: Color) -> Color {
        if case .ansi(let i) = c { return .indexed(i & 15) }
        return c
    }

    /// The row-numbered differences between the model and the frame, empty when they agree.
    static func differences(_ screen: ScreenModel, _ frame: Buffer, capability: ColorCapability, attributes: Attributes) -> [String] {
        var out: [String] = []
        for y in 0..<frame.area.height {
            for x in 0..<frame.area.width {
                let cell = frame[x, y], shown = screen[x, y]
                if cell.isContinuation {
                    if !shown.isContinuation { out.append("row \(y) col \(x): expected the right half of a wide glyph, shown \(shown)") }
                    continue
                }
                var style = cell.style.adapted(to: capability)
                style.attributes.formIntersection(attributes)
                style.foreground = canonical(style.foreground)
                style.background = canonical(style.background)
                let text = DisplayWidth.of(cell.grapheme) == 0 ? "?" : String(cell.grapheme)
                // A blank shows no foreground unless reversed or underlined: the writer may leave any there.
                var shownStyle = shown.style
                if text == " " && style.attributes.isDisjoint(with: [.reverse, .underline]) {
                    style.foreground = .default
                    shownStyle.foreground = .default
                }
                if shown.text != text || shownStyle != style || shown.isContinuation {
                    out.append("row \(y) col \(x): expected \(text.debugDescription) \(style), shown \(shown)")
                }
            }
        }
        return out
    }

    /// Writes `frames` one after the other and checks the model after each; returns the first difference found.
    static func replay(_ frames: [Buffer], writer: inout CellWriter, ascii: Bool) throws -> [String] {
        var screen = ScreenModel(width: frames[0].area.width, height: frames[0].area.height)
        var previous: Buffer?
        for (n, original) in frames.enumerated() {
            let frame = ascii ? original.asciiFallback() : original
            let changes = frame.diff(from: previous ?? Buffer(area: .zero))
            let bytes = writer.bytes(for: changes, in: frame, previous: previous)
            if ascii, let b = bytes.first(where: { $0 >= 0x80 }) { return ["frame \(n): byte \(b) in ASCII mode"] }
            try screen.feed(bytes)
            if screen.pen != .plain { return ["frame \(n): the frame ends with the pen at \(screen.pen), not reset"] }
            let diff = differences(screen, frame, capability: writer.capability, attributes: writer.attributes)
            if !diff.isEmpty { return ["frame \(n) of \(frames.count):"] + diff.prefix(5) }
            previous = frame
        }
        return []
    }

    static func sequence(seed: UInt64) -> [Buffer] {
        var rng = SeededGenerator(seed: seed)
        let width = Int.random(in: 2...24, using: &rng), height = Int.random(in: 1...6, using: &rng)
        let styles = palette(&rng)
        var frame = Buffer(width: width, height: height)
        var frames: [Buffer] = []
        for _ in 0..<Int.random(in: 2...12, using: &rng) {
            edit(&frame, styles: styles, &rng)
            frames.append(frame)
        }
        return frames
    }

    @Test(arguments: ColorCapability.allCases)
    func randomFrameSequencesReplayToTheFramesAtEveryDepth(capability: ColorCapability) throws {
        for seed in UInt64(1)...300 {
            var rng = SeededGenerator(seed: seed &* 7919)
            // The full ANSI writer, and writers for entries that lack motions, off codes or attributes.
            let motions = Bool.random(using: &rng) ? CellWriter.Motions.all : CellWriter.Motions(rawValue: UInt8.random(in: 0...127, using: &rng))
            let attributes = Bool.random(using: &rng) ? Attributes([.bold, .dim, .italic, .underline, .reverse])
                : Attributes(rawValue: UInt8.random(in: 0...31, using: &rng))
            var writer = CellWriter(capability: capability, attributes: attributes, offCodes: Bool.random(using: &rng), motions: motions)
            let ascii = Int.random(in: 0..<4, using: &rng) == 0
            let problems = try Self.replay(Self.sequence(seed: seed), writer: &writer, ascii: ascii)
            #expect(problems.isEmpty, "seed \(seed), \(capability), ascii \(ascii), motions \(motions.rawValue), attributes \(attributes.rawValue):\n\(problems.joined(separator: "\n"))")
            if !problems.isEmpty { return }
        }
    }

    @Test func aDeltaThatForgetsToTurnBoldOffIsCaught() throws {
        var frame = Buffer(width: 4, height: 1)
        frame.set(x: 0, y: 0, "A", style: Style(foreground: .red, attributes: .bold))
        frame.set(x: 1, y: 0, "B", style: Style(foreground: .red))
        var writer = CellWriter(capability: .palette256)
        let bytes = writer.bytes(for: frame.diff(from: Buffer(area: .zero)), in: frame, previous: nil)
        var good = ScreenModel(width: 4, height: 1)
        try good.feed(bytes)
        #expect(Self.differences(good, frame, capability: .palette256, attributes: writer.attributes).isEmpty)
        // The same bytes with the bold-off code (22) dropped: the model must see B in bold.
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[22mB"))
        var broken = ScreenModel(width: 4, height: 1)
        try broken.feed(Array(text.replacingOccurrences(of: "\u{1B}[22mB", with: "B").utf8))
        #expect(Self.differences(broken, frame, capability: .palette256, attributes: writer.attributes)
            .contains { $0.hasPrefix("row 0 col 1: expected \"B\"") })
    }

    @Test func onlyTheColourThatChangedIsSent() {
        var frame = Buffer(width: 3, height: 1)
        frame.set(x: 0, y: 0, "a", style: Style(foreground: .indexed(100), background: .indexed(200)))
        frame.set(x: 1, y: 0, "b", style: Style(foreground: .indexed(101), background: .indexed(200)))
        frame.set(x: 2, y: 0, "c", style: Style(foreground: .indexed(101), background: .indexed(201)))
        var writer = CellWriter(capability: .palette256)
        let bytes = writer.bytes(for: frame.diff(from: Buffer(width: 3, height: 1)), in: frame, previous: Buffer(width: 3, height: 1))
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\u{1B}[H\u{1B}[38;5;100;48;5;200ma\u{1B}[38;5;101mb\u{1B}[48;5;201mc\u{1B}[0m")
    }

    @Test func aShortGapInThePenStyleIsRewrittenAndALongOneIsMovedOver() {
        let style = Style(foreground: .indexed(100))
        var before = Buffer(width: 20, height: 2)
        for x in 0..<20 { before.set(x: x, y: 1, "x", style: style) }
        var after = before
        after.set(x: 2, y: 1, "a", style: style)
        after.set(x: 4, y: 1, "b", style: style)
        after.set(x: 15, y: 1, "c", style: style)
        var writer = CellWriter(capability: .palette256)
        let bytes = writer.bytes(for: after.diff(from: before), in: after, previous: before)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[2;3H\u{1B}[38;5;100maxb\u{1B}[10Cc\u{1B}[0m")
    }

    @Test func aRunOfOneASCIIGlyphIsRepeatedWhenThatIsShorter() {
        let style = Style(foreground: .indexed(100))
        let before = Buffer(width: 20, height: 2)
        var after = before
        for x in 0..<12 { after.set(x: x, y: 1, "x", style: style) }
        for x in 14..<18 { after.set(x: x, y: 1, "y", style: style) }
        var writer = CellWriter(capability: .palette256)
        let bytes = writer.bytes(for: after.diff(from: before), in: after, previous: before)
        // Eleven more x: CSI 11 b (5 bytes); the two blanks rewritten (shorter than CSI 2 C); three more y written
        // (3 bytes, CSI 3 b would be 4).
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[2H\u{1B}[38;5;100mx\u{1B}[11b  yyyy\u{1B}[0m")
        // A terminal without rep gets the glyphs, and braille (not ASCII: tmux repeats only single bytes) is never repeated.
        var plain = CellWriter(capability: .palette256, motions: [.relative, .column, .row, .carriageReturn])
        #expect(!plain.bytes(for: after.diff(from: before), in: after, previous: before).contains(UInt8(ascii: "b")))
        var braille = before
        for x in 0..<12 { braille.set(x: x, y: 1, "⣿", style: style) }
        #expect(!writer.bytes(for: braille.diff(from: before), in: braille, previous: before).contains(UInt8(ascii: "b")))
    }

    @Test func theNextRowIsReachedByTheCheapestMotion() {
        var before = Buffer(width: 30, height: 3)
        before.set(x: 29, y: 2, "z", style: .plain)
        var after = before
        after.set(x: 20, y: 0, "a", style: .plain)
        after.set(x: 21, y: 1, "b", style: .plain)
        after.set(x: 0, y: 2, "c", style: .plain)
        after.set(x: 29, y: 2, "d", style: .plain)
        var writer = CellWriter(capability: .ansi16)
        let bytes = writer.bytes(for: after.diff(from: before), in: after, previous: before)
        // Down one row is LF (cud1); the start of the next row LF and CR (CSI 3 H is 4 bytes); then CSI n C.
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;21Ha\nb\n\rc\u{1B}[28Cd")
        // Without cud1 (or while the terminal turns LF into CR LF) down one row is CSI B, and the start of a row
        // CSI row H (as short as CSI B + CR).
        var noLineFeed = CellWriter(capability: .ansi16, motions: CellWriter.Motions.all.subtracting(.lineFeed))
        let csi = noLineFeed.bytes(for: after.diff(from: before), in: after, previous: before)
        #expect(String(decoding: csi, as: UTF8.self) == "\u{1B}[1;21Ha\u{1B}[Bb\u{1B}[3Hc\u{1B}[28Cd")
    }

    @Test func shortStepsDownAndLeftAreLineFeedsAndBackspaces() {
        let writer = CellWriter(capability: .ansi16)
        func move(_ from: (x: Int, y: Int), _ x: Int, _ y: Int, _ w: CellWriter = writer) -> String {
            var out: [UInt8] = []
            w.appendMove(from: from, toX: x, y: y, into: &out)
            return String(decoding: out, as: UTF8.self)
        }
        #expect(move((5, 1), 3, 2) == "\n\u{8}\u{8}")
        #expect(move((5, 1), 5, 4) == "\n\n\n")
        // CSI 5 B (4 bytes) is shorter than five LFs; up is never a single step (cuu1 is CSI A on xterm).
        #expect(move((5, 1), 5, 6) == "\u{1B}[5B")
        #expect(move((5, 3), 5, 2) == "\u{1B}[A")
        #expect(move((9, 1), 4, 1) == "\u{1B}[5D")
        // Without them the same step is CSI row;col H (CSI B then CSI 2 D would take 7 bytes).
        let csiOnly = CellWriter(capability: .ansi16, motions: [.relative])
        #expect(move((5, 1), 3, 2, csiOnly) == "\u{1B}[3;4H")
    }

    @Test func theMotionPlanCountsTheBytesItWrites() {
        var rng = SeededGenerator(seed: 42)
        for motions in (0...127).map({ CellWriter.Motions(rawValue: UInt8($0)) }) {
            let writer = CellWriter(capability: .ansi8, motions: motions)
            for _ in 0..<500 {
                let from = Bool.random(using: &rng) ? nil : (x: Int.random(in: 0..<300, using: &rng), y: Int.random(in: 0..<120, using: &rng))
                let x = Int.random(in: 0..<300, using: &rng), y = Int.random(in: 0..<120, using: &rng)
                var bytes: [UInt8] = []
                writer.appendMove(from: from, toX: x, y: y, into: &bytes)
                #expect(bytes.count == writer.moveLength(from: from, toX: x, y: y))
            }
        }
    }

    @Test func aBlankWhoseForegroundAloneChangedIsNotWritten() {
        let before = Buffer(area: Rect(x: 0, y: 0, width: 3, height: 1), fill: Cell(" ", style: Style(foreground: .indexed(9), background: .indexed(17))))
        var after = before
        after[1, 0] = Cell(" ", style: Style(foreground: .indexed(10), background: .indexed(17)))
        after[2, 0] = Cell(" ", style: Style(foreground: .indexed(10), background: .indexed(17), attributes: .underline))
        var writer = CellWriter(capability: .palette256)
        let bytes = writer.bytes(for: after.diff(from: before), in: after, previous: before)
        // Only the underlined blank is written: its underline is drawn in the foreground colour.
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;3H\u{1B}[4;92;48;5;17m \u{1B}[0m")
    }
}
