import Testing
import NavsimEmbedExample
import NavsimKit
import TestSupport

/// The embedding example driven headless through its host, as `navsim-embed-example` runs it on a terminal: a
/// manual clock, a test backend, keys in, screens out (snapshots: RECORD_SNAPSHOTS=1 re-records them).
@Suite struct EmbedExampleTests {
    /// The example in a host on a test backend, with a clock the test moves.
    final class Harness {
        let screen: ExampleScreen
        let backend: TestBackend
        let host: NavigationHost
        var time = 0.0

        init(width: Int, height: Int) throws {
            screen = try ExampleScreen.demo(map: try EmbedFixture.town())
            backend = TestBackend(width: width, height: height)
            var clock: () -> Double = { 0 }
            host = NavigationHost(view: screen.view, backend: backend, fps: 0, now: { clock() })
            clock = { [unowned self] in self.time }
            screen.attach(to: host)
        }

        /// Runs the host's loop for `seconds` of its clock, a quarter second a turn (input fed before is handled).
        func run(seconds: Double) {
            let end = time + seconds
            host.run(shouldStop: {
                self.time += 0.25
                return self.time > end
            })
        }

        /// A key, then two turns: the one that reads it and the one that draws its effect.
        func key(_ c: Character) {
            backend.feed(.key(.character(c), time: time))
            run(seconds: 0.5)
        }

        var text: String { backend.screen.text }
        var rows: [String] { EmbedFixture.rows(backend.screen) }
    }

    @Test(arguments: [(120, 40), (80, 24)])
    func exampleScreenAfterHalfAMinute(width: Int, height: Int) throws {
        let h = try Harness(width: width, height: height)
        h.run(seconds: 30)
        let guide = h.screen.view.headerLayoutGuide
        // The accessory in the header's secondary row, the label right under the header guide, the list below it.
        #expect(h.rows[guide.maxY - h.screen.view.headerAccessoryRows].contains("◆ Accessory"))
        #expect(h.rows[guide.maxY].contains("Label below headerLayoutGuide (maxY = \(guide.maxY))"))
        #expect(h.rows[guide.maxY + 1].contains("┌ Directions"))
        #expect(h.text.contains(ExampleScreen.keys.trimmingCharacters(in: .whitespaces)))
        let styled = h.backend.screen.text + "\n" + h.backend.screen.styleMap
        if let diff = Snapshot.mismatch(styled, named: "example-30s-\(width)x\(height)") { Issue.record(Comment(rawValue: diff)) }
    }

    @Test func accessoryHeightChangesAtRunTimeAndTheLabelAndListFollow() throws {
        let h = try Harness(width: 100, height: 30)
        h.run(seconds: 1)
        let view = h.screen.view
        #expect(view.headerAccessoryRows == 1, "far from the first turn the accessory is one row")
        let labelY = view.headerLayoutGuide.maxY
        // `x`: automatic → compact → expanded (three rows).
        h.key("x")
        h.key("x")
        #expect(h.screen.accessory.mode == .expanded)
        #expect(view.headerAccessoryRows == 3)
        #expect(view.headerLayoutGuide.maxY == labelY + 2)
        #expect(h.rows[labelY + 2].contains("Label below headerLayoutGuide (maxY = \(labelY + 2))"))
        #expect(h.rows[labelY + 3].contains("┌ Directions"), "the list was not placed again under the grown header")
        // Back to automatic: near a maneuver it grows to two rows by itself.
        h.key("x")
        #expect(h.screen.accessory.mode == .automatic)
        var grew = false
        for _ in 0..<240 where !grew {
            h.run(seconds: 1)
            grew = view.headerAccessoryRows == 2
        }
        #expect(grew, "the automatic accessory never grew near a maneuver")
        #expect(h.text.contains("countdown"))
        #expect(h.screen.accessoryInvalidations >= 4)
    }

    @Test func accessoryOffListOffAndQuit() throws {
        let h = try Harness(width: 80, height: 24)
        h.run(seconds: 1)
        #expect(h.text.contains("◆ Accessory") && h.text.contains("Directions"))
        h.key("a")
        #expect(!h.text.contains("◆ Accessory") && h.screen.view.headerAccessoryRows == 0)
        h.key("p")
        #expect(!h.text.contains("Directions"))
        let noAccessory = h.backend.screen.text + "\n" + h.backend.screen.styleMap
        if let diff = Snapshot.mismatch(noAccessory, named: "example-no-accessory-no-list-80x24") { Issue.record(Comment(rawValue: diff)) }
        h.key("a")
        #expect(h.text.contains("◆ Accessory"))
        // The app's own keys still work under the example's: `q` quits the loop.
        h.backend.feed(.key(.character("q"), time: h.time))
        h.run(seconds: 10)
        #expect(h.host.quitRequested)
    }
}
