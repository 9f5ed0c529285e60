import Testing
import TermUI

@Suite struct ColorMappingTests {
    @Test func cubeColoursMapToTheirOwnIndex() {
        #expect(Color.nearestIndex256((255, 0, 0)) == 196)
        #expect(Color.nearestIndex256((0, 0, 0)) == 16)
        #expect(Color.nearestIndex256((95, 135, 175)) == 67)
        #expect(Color.nearestIndex256((255, 255, 255)) == 231)
    }

    @Test func greysPreferTheGreyRamp() {
        #expect(Color.nearestIndex256((128, 128, 128)) == 244)
        #expect(Color.nearestIndex256((30, 30, 30)) == 234)
    }

    @Test func everyIndexRoundTripsThroughItsRGBValue() {
        for i in 16...255 {
            let rgb = Color.rgb(ofIndex: UInt8(i))
            let back = Color.nearestIndex256(rgb)
            #expect(Color.rgb(ofIndex: back) == rgb, "index \(i)")
        }
    }

    @Test func downMappingGoesRGBTo256To16To8() {
        let orange = Color.rgb(255, 128, 0)
        #expect(orange.mapped(to: .truecolor) == orange)
        #expect(orange.mapped(to: .palette256) == .indexed(208))
        #expect(Color.rgb(250, 10, 10).mapped(to: .ansi16) == .ansi(9))
        #expect(Color.rgb(250, 10, 10).mapped(to: .ansi8) == .ansi(1))
        #expect(Color.indexed(21).mapped(to: .ansi16) == .blue)
        #expect(Color.indexed(105).mapped(to: .ansi16) == .brightBlue)
        #expect(Color.brightGreen.mapped(to: .ansi8) == .green)
        #expect(Color.indexed(3).mapped(to: .ansi16) == .yellow)
        #expect(Color.red.mapped(to: .monochrome) == .default)
    }

    @Test func monochromeTurnsMeaningfulBackgroundsIntoReverseVideo() {
        let header = Style(foreground: .brightWhite, background: .rgb(24, 96, 64), attributes: .bold)
        #expect(header.adapted(to: .monochrome) == Style(attributes: [.bold, .reverse]))
        let nearBlack = Style(foreground: .white, background: .rgb(10, 10, 12))
        #expect(nearBlack.adapted(to: .monochrome) == .plain)
        #expect(Style(foreground: .red).adapted(to: .monochrome) == .plain)
    }

    @Test func capabilityDetectionHonoursNoColorAndColorterm() {
        #expect(ColorCapability.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], colors: 256) == .monochrome)
        #expect(ColorCapability.detect(environment: ["NO_COLOR": ""], colors: 256) == .palette256)
        #expect(ColorCapability.detect(environment: ["COLORTERM": "truecolor"], colors: 256) == .truecolor)
        #expect(ColorCapability.detect(environment: [:], colors: 256, hasRGBFlag: true) == .truecolor)
        #expect(ColorCapability.detect(environment: [:], colors: 16) == .ansi16)
        #expect(ColorCapability.detect(environment: [:], colors: 8) == .ansi8)
        #expect(ColorCapability.detect(environment: [:], colors: 2) == .monochrome)
        #expect(ColorCapability(parsing: "256") == .palette256)
        #expect(ColorCapability(parsing: "sepia") == nil)
    }
}
