@testable import NavsimCLI
import Testing
import Widgets

@Suite("navsim maps output")
struct MapsCommandTests {
    @Test func progressBarsUseEighthBlocksOrHashes() {
        #expect(ProgressBar.render(0, width: 4, ascii: false) == "    ")
        #expect(ProgressBar.render(1.0 / 32, width: 4, ascii: false) == "▏   ")
        #expect(ProgressBar.render(0.5, width: 4, ascii: false) == "██  ")
        #expect(ProgressBar.render(0.59, width: 4, ascii: false) == "██▎ ")
        #expect(ProgressBar.render(7.0 / 8 / 4 + 0.75, width: 4, ascii: false) == "███▉")
        #expect(ProgressBar.render(1, width: 4, ascii: false) == "████")
        #expect(ProgressBar.render(0.5, width: 4, ascii: true) == "##..")
        #expect(ProgressBar.render(2, width: 3, ascii: true) == "###")
    }

    @Test func badMapsCommandLinesAreUsageErrors() {
        let out = CapturedOutput()
        #expect(NavsimCLI.main(arguments: ["maps"], output: out.output) == 2)
        #expect(NavsimCLI.main(arguments: ["maps", "frobnicate", "--storage", "/tmp"], output: out.output) == 2)
        #expect(NavsimCLI.main(arguments: ["maps", "regions", "--catalog-version", "2016", "--storage", "/tmp/navsim-maps-usage"], output: out.output) == 2)
        #expect(out.stderr.contains("--catalog-version must be latest or a date YYMMDD"))
    }
}
