import Testing
import TermUI

@Suite struct ANSITextTests {
    @Test func plainBufferHasNoEscapes() {
        var b = Buffer(width: 4, height: 2)
        b.write("ab", x: 0, y: 0, style: .plain)
        #expect(b.ansiText(capability: .truecolor) == "ab  \n    ")
    }

    @Test func styleRunsGetOneSequenceAndLinesEndWithAReset() {
        var b = Buffer(width: 5, height: 2)
        b.write("ab", x: 1, y: 0, style: Style(foreground: .red, attributes: .bold))
        b.write("c", x: 0, y: 1, style: Style(background: .rgb(1, 2, 3)))
        let esc = "\u{1B}["
        #expect(b.ansiText(capability: .truecolor) == " \(esc)0;1;31mab\(esc)0m  \n\(esc)0;48;2;1;2;3mc\(esc)0m    ")
    }

    @Test func coloursAreMappedDownToTheCapability() {
        var b = Buffer(width: 1, height: 1)
        b.write("x", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0)))
        #expect(b.ansiText(capability: .palette256) == "\u{1B}[0;38;5;196mx\u{1B}[0m")
        #expect(b.ansiText(capability: .ansi16) == "\u{1B}[0;91mx\u{1B}[0m")
        #expect(b.ansiText(capability: .monochrome) == "x")
    }

    @Test func wideGraphemesAppearOnce() {
        var b = Buffer(width: 4, height: 1)
        b.write("漢a", x: 0, y: 0, style: .plain)
        #expect(b.ansiText(capability: .truecolor) == "漢a ")
    }
}

@Suite struct AsciiFallbackTests {
    @Test func boxDrawingArrowsAndBlocksBecomeASCII() {
        #expect(AsciiFallback.string("╭──╮│┃╋") == "+--+||+")
        #expect(AsciiFallback.string("↑↓←→↰↱") == "^v<><>")
        #expect(AsciiFallback.string("█▒●◆⚑") == "#:o*F")
    }

    @Test func brailleBecomesDensity() {
        #expect(AsciiFallback.character(for: "⠀") == " ")
        #expect(AsciiFallback.character(for: "⠁") == ".")
        #expect(AsciiFallback.character(for: "⠛") == ":")
        #expect(AsciiFallback.character(for: "⣿") == "#")
    }

    @Test func accentedLettersLoseTheirAccentsAndOthersBecomeQuestionMarks() {
        #expect(AsciiFallback.string("Café Nørd") == "Cafe N?rd")
        #expect(AsciiFallback.string("漢x") == "? x")
    }

    @Test func bufferFallbackKeepsWidths() {
        var b = Buffer(width: 6, height: 1)
        b.write("漢╭─", x: 0, y: 0, style: .plain)
        let a = b.asciiFallback()
        #expect(a.text == "? +-  ")
        #expect(a.cells.allSatisfy { !$0.isContinuation && $0.grapheme.isASCII })
    }
}

@Suite struct TestBackendTests {
    @Test func recordsFramesAndOnlyTheChangesOfEach() {
        let backend = TestBackend(width: 8, height: 2)
        var b = Buffer(width: 8, height: 2)
        b.write("hello", x: 0, y: 0, style: .plain)
        let first = backend.draw(b)
        #expect(first.changedCells == 16)
        b.write("J", x: 0, y: 0, style: .plain)
        let second = backend.draw(b)
        #expect(second.changedCells == 1)
        #expect(backend.lastChanges == [CellChange(x: 0, y: 0, cell: Cell("J"))])
        #expect(backend.frames.count == 2)
        #expect(backend.screen.text == "Jello   \n        ")
    }

    @Test func presentDrawsAndFlushesAndInterruptIsReported() {
        let backend = TestBackend(width: 2, height: 1)
        #expect(!backend.isInterrupted)
        backend.present(Buffer(width: 2, height: 1))
        #expect(backend.flushCount == 1 && backend.frames.count == 1)
        backend.interrupt()
        #expect(backend.isInterrupted)
    }

    @Test func invalidateRepaintsEverything() {
        let backend = TestBackend(width: 3, height: 1)
        let b = Buffer(width: 3, height: 1)
        backend.draw(b)
        #expect(backend.draw(b).changedCells == 0)
        backend.invalidate()
        #expect(backend.draw(b).changedCells == 3)
    }

    @Test func fedInputComesBackInOrderAndResizeChangesTheSize() {
        let backend = TestBackend(width: 80, height: 24)
        backend.type("dq", time: 1.5)
        backend.resize(width: 100, height: 30, time: 2)
        #expect(backend.readInput(timeout: .zero) == .key(.character("d"), time: 1.5))
        #expect(backend.readInput(timeout: .zero) == .key(.character("q"), time: 1.5))
        #expect(backend.readInput(timeout: .zero) == .resize(width: 100, height: 30, time: 2))
        #expect(backend.readInput(timeout: .seconds(1)) == nil)
        #expect(backend.size == Size(width: 100, height: 30))
    }
}

@Suite struct ClippingTests {
    @Test func writesStopAtTheClipAndNeverSplitAWideGrapheme() {
        var b = Buffer(area: Rect(x: 0, y: 0, width: 10, height: 1), fill: Cell("#"))
        let end = b.write("a漢字b", x: 2, y: 0, style: .plain, clip: Rect(x: 2, y: 0, width: 4, height: 1))
        #expect(b.text == "##a漢#####")
        #expect(end == 5)
    }

    @Test func setOutsideTheBufferIsIgnored() {
        var b = Buffer(width: 2, height: 2)
        b.set(x: -1, y: 0, "x", style: .plain)
        b.set(x: 2, y: 1, "x", style: .plain)
        b.set(x: 1, y: 0, "漢", style: .plain)
        #expect(!b.text.contains("x"))
        #expect(b[1, 0].grapheme == " ")
    }
}
