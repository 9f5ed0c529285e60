import MapRender
import Testing
import TermUI
import TestSupport
@testable import NavApp

/// Whole screens of the demo drive, composed headless, as text snapshots (RECORD_SNAPSHOTS=1 re-records them).
@Suite struct ScreenSnapshotTests {
    static let sizes: [(Int, Int)] = [(120, 40), (80, 24), (40, 12), (20, 8)]

    @Test(arguments: sizes)
    func demoAtFortyPercentFollowing(width: Int, height: Int) throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.4))
        let text = ScreenComposer().render(core, width: width, height: height).text
        if let diff = Snapshot.mismatch(text, named: "demo-40pct-follow-\(width)x\(height)") { Issue.record(Comment(rawValue: diff)) }
    }

    @Test func directionsListOverviewAndNightAt120x40() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.6))
        core.dispatch(.toggleDirections)
        core.dispatch(.overview)
        let text = ScreenComposer().render(core, width: 120, height: 40).text
        if let diff = Snapshot.mismatch(text, named: "demo-60pct-overview-directions-120x40") { Issue.record(Comment(rawValue: diff)) }
    }

    /// The whole screen's glyphs and styles (`Buffer.styleMap`) in the day scheme and its night variant: a change
    /// of colour anywhere on the screen (the map's scheme, the header, the footer, the controls) shows in the diff.
    @Test func dayAndNightSchemesGlyphsAndStylesAt80x24() throws {
        var text = ""
        for scheme in [MapScheme.normalDay, .normalNight] {
            let core = try DemoFixture.core()
            core.seek(to: .fraction(0.4))
            core.dispatch(.setScheme(scheme))
            let b = ScreenComposer().render(core, width: 80, height: 24)
            text += "--- \(scheme.rawValue)\n" + b.text + "\n" + b.styleMap
        }
        if let diff = Snapshot.mismatch(text, named: "demo-40pct-follow-80x24-day-night.styled") { Issue.record(Comment(rawValue: diff)) }
    }

    @Test func speedingShowsTheSpeedBesideTheLimitSign() throws {
        // The speeding route drives at 1.25 × the limit: at some point the alert is major.
        guard let town = DemoFixture.town else { Issue.record("no embedded town"); return }
        let spec = try RouteFile.load(path: Repository.path("Routes/speeding.json"))
        let core = NavAppCore(session: try DriveSession(map: town, spec: { var s = spec; s.map = nil; return s }(), startTimeOfDay: DemoFixture.noon))
        var sawMajor = false
        while !core.session.isFinished {
            core.seek(to: .time((core.session.state?.time ?? 0) + 1))
            if core.session.state?.alertLevel == .major { sawMajor = true; break }
        }
        #expect(sawMajor)
        let screen = ScreenComposer().render(core, width: 120, height: 40)
        let limit = core.session.state?.speedLimit.map { Int($0.rounded()) } ?? -1
        let rows = screen.text.split(separator: "\n").map(String.init)
        let signRow = try #require(rows.firstIndex { $0.contains("│ \(limit) │") }, "no limit sign for \(limit) in:\n\(screen.text)")
        #expect(rows[signRow].contains("km/h"), "the speed is shown beside the sign when over the limit")
        // Major alert: the speed is drawn on a red background.
        let x = try #require(rows[signRow].range(of: "km/h").map { rows[signRow].distance(from: rows[signRow].startIndex, to: $0.lowerBound) })
        let cell = screen[x - 2, signRow]
        #expect(cell.style.background != .default, "major alert without a background: \(cell)")
    }
}

import Navigation
