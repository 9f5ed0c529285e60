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
        // The storage is the test's own ($NAVSIM_STORAGE in a temporary folder).
        #expect(InProcessCLI.run(["maps"]).code == 2)
        #expect(InProcessCLI.run(["maps", "frobnicate"]).code == 2)
        let version = InProcessCLI.run(["maps", "regions", "--catalog-version", "2016"])
        #expect(version.code == 2)
        #expect(version.err.contains("--catalog-version must be latest or a date YYMMDD"), "\(version.err)")
    }
}
