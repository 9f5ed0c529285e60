import Testing
import TermUI

@Suite struct ColorContrastTests {
    @Test func luminanceRunsFromBlackToWhite() {
        #expect(Color.relativeLuminance((0, 0, 0)) == 0)
        #expect(abs(Color.relativeLuminance((255, 255, 255)) - 1) < 1e-12)
        // WCAG's worked values: pure green weighs 0.7152, pure red 0.2126, pure blue 0.0722.
        #expect(abs(Color.relativeLuminance((0, 255, 0)) - 0.7152) < 1e-12)
        #expect(abs(Color.relativeLuminance((255, 0, 0)) - 0.2126) < 1e-12)
    }

    @Test func contrastRatioMatchesWCAGReferenceValues() {
        #expect(abs(Color.contrastRatio((0, 0, 0), (255, 255, 255)) - 21) < 1e-9)
        #expect(Color.contrastRatio((10, 20, 30), (10, 20, 30)) == 1)
        // #777777 on white is the well-known 4.48:1 (just under AA for body text).
        #expect(abs(Color.contrastRatio((0x77, 0x77, 0x77), (255, 255, 255)) - 4.48) < 0.01)
        #expect(Color.contrastRatio((0x1a, 0x73, 0xe8), (0xf2, 0xef, 0xe9)) == Color.contrastRatio((0xf2, 0xef, 0xe9), (0x1a, 0x73, 0xe8)))
    }

    @Test func contrastIsMeasuredOnTheColoursTheFallbackEmits() {
        // Two greys 3 apart in RGB both quantise to the same xterm grey: no contrast at 256 colours.
        let a = Color.rgb(0xee, 0xee, 0xee), b = Color.rgb(0xef, 0xef, 0xef)
        #expect((a.contrast(with: b, on: .truecolor) ?? 0) > 1)
        #expect(a.contrast(with: b, on: .palette256) == 1)
        // Dark grey text on white: 16 colours send brightBlack (127) on brightWhite (255).
        let text = Color.rgb(0x80, 0x80, 0x80), paper = Color.rgb(0xff, 0xff, 0xff)
        #expect(text.mapped(to: .ansi16) == .brightBlack)
        #expect(abs((text.contrast(with: paper, on: .ansi16) ?? 0) - Color.contrastRatio((127, 127, 127), (255, 255, 255))) < 1e-12)
        #expect(Color.default.contrast(with: paper) == nil)
        #expect(text.contrast(with: paper, on: .monochrome) == nil)
    }

    @Test func mixingGoesFromOneColourToTheOther() {
        let a = Color.rgb(200, 100, 0)
        #expect(a.mixed(with: .rgb(0, 0, 0), amount: 0) == a)
        #expect(a.mixed(with: .rgb(0, 0, 0), amount: 1) == .rgb(0, 0, 0))
        #expect(a.mixed(with: .rgb(0, 0, 0), amount: 0.5) == .rgb(100, 50, 0))
    }

    @Test func anOverlayHintTurnsMonochromeVideoTheOtherWayAndIsNeverSent() {
        let land = Style(background: .rgb(0xf2, 0xef, 0xe9))
        let overlay = Style(foreground: .rgb(255, 255, 255), background: .rgb(0xd9, 0x30, 0x25), attributes: [.bold, .invertInMonochrome])
        #expect(land.adapted(to: .monochrome).attributes == .reverse)
        #expect(overlay.adapted(to: .monochrome).attributes == .bold)
        for cap in [ColorCapability.truecolor, .palette256, .ansi16, .ansi8] {
            #expect(overlay.adapted(to: cap).attributes == .bold)
        }
    }

    @Test func legibleMovesAColourJustFarEnoughAndLeavesAReadableOneAlone() {
        let pink = Color.rgb(242, 176, 185), ochre = Color.rgb(185, 119, 14), navy = Color.rgb(20, 30, 90)
        #expect(Color.contrastRatio(ochre.rgbValue!, pink.rgbValue!) < 3)
        let fixed = ochre.legible(on: pink)
        #expect(fixed != ochre)
        #expect(Color.contrastRatio(fixed.rgbValue!, pink.rgbValue!) >= 3)
        #expect(Color.contrastRatio(fixed.rgbValue!, pink.rgbValue!) < 4.5, "moved just far enough, not to black")
        #expect(navy.legible(on: pink) == navy)
        // On a dark ground the colour is lightened instead.
        let dark = Color.rgb(29, 33, 25), grey = Color.rgb(102, 102, 102)
        let lighter = grey.legible(on: dark)
        #expect(Color.relativeLuminance(lighter.rgbValue!) > Color.relativeLuminance(grey.rgbValue!))
        #expect(Color.contrastRatio(lighter.rgbValue!, dark.rgbValue!) >= 3)
        #expect(Color.default.legible(on: pink) == .default)
    }
}
