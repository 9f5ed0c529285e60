import Testing
import TermUI
@testable import NavApp

@Suite struct ScreenLayoutTests {
    static let sizes: [(Int, Int)] = {
        var s = [(20, 8), (39, 11), (40, 12), (41, 13), (60, 16), (80, 24), (100, 30), (120, 40), (200, 60), (300, 100)]
        for w in stride(from: 20, through: 300, by: 37) { for h in stride(from: 8, through: 100, by: 13) { s.append((w, h)) } }
        return s
    }()

    static func everything() -> ScreenLayout.Request {
        var r = ScreenLayout.Request()
        r.accessoryRows = 2
        r.speedometerAlerting = true
        r.compassWanted = true
        r.recenterWanted = true
        r.myLocationWanted = true
        r.directionsShown = true
        r.eventLogShown = true
        r.gestureLogShown = true
        return r
    }

    @Test func tiledPartsNeverOverlapAndStayOnScreen() {
        for (w, h) in Self.sizes {
            let l = ScreenLayout.compute(width: w, height: h, request: Self.everything())
            let screen = Rect(x: 0, y: 0, width: w, height: h)
            if l.tooSmall {
                #expect(w < ScreenLayout.minimumWidth || h < ScreenLayout.minimumHeight)
                #expect(l.note.map { screen.intersection($0) == $0 } ?? false)
                continue
            }
            let tiled = [l.headerPrimary, l.headerAccessory, l.headerThen, Optional(l.map), l.tripProgress, l.statusLine, l.footer].compactMap { $0 }
            for (i, a) in tiled.enumerated() {
                #expect(screen.intersection(a) == a, "\(w)x\(h): \(a) off screen")
                for b in tiled[(i + 1)...] { #expect(!a.intersects(b), "\(w)x\(h): \(a) overlaps \(b)") }
            }
            // Tiled parts cover the screen exactly.
            #expect(tiled.reduce(0) { $0 + $1.area } == w * h, "\(w)x\(h) not covered")
        }
    }

    @Test func controlsLieInsideTheMapAndApartFromEachOther() {
        for (w, h) in Self.sizes {
            let l = ScreenLayout.compute(width: w, height: h, request: Self.everything())
            guard !l.tooSmall else { continue }
            let controls = [l.speedometer, l.compass, l.recenter, l.myLocation].compactMap { $0 }
            for (i, c) in controls.enumerated() {
                #expect(l.map.intersection(c) == c, "\(w)x\(h): control \(c) leaves the map \(l.map)")
                for d in controls[(i + 1)...] { #expect(!c.intersects(d), "\(w)x\(h): \(c) overlaps \(d)") }
            }
            for panel in [l.directions, l.eventLog, l.gestureLog].compactMap({ $0 }) {
                #expect(l.map.intersection(panel) == panel, "\(w)x\(h): panel \(panel) leaves the map")
            }
        }
    }

    @Test func smallScreensDropPartsInPriorityOrder() {
        let r = Self.everything()
        let small = ScreenLayout.compute(width: 40, height: 12, request: r)
        #expect(!small.tooSmall)
        #expect(small.headerPrimary != nil && small.footer != nil)
        #expect(small.speedometer != nil, "an alerting speedometer stays")
        #expect(small.headerThen == nil && small.compass == nil)
        var quiet = r
        quiet.speedometerAlerting = false
        #expect(ScreenLayout.compute(width: 40, height: 12, request: quiet).speedometer == nil)
        let big = ScreenLayout.compute(width: 120, height: 40, request: r)
        #expect(big.headerThen != nil && big.compass != nil && big.recenter != nil && big.myLocation != nil && big.tripProgress != nil)
        #expect(ScreenLayout.compute(width: 39, height: 40, request: r).tooSmall)
        #expect(ScreenLayout.compute(width: 120, height: 11, request: r).tooSmall)
    }

    @Test func switchedOffHeaderAndFooterGiveTheMapTheirRows() {
        var r = ScreenLayout.Request()
        r.headerEnabled = false
        r.footerEnabled = false
        r.statusLineEnabled = false
        r.tripProgressEnabled = false
        let l = ScreenLayout.compute(width: 80, height: 24, request: r)
        #expect(l.map == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(l.headerPrimary == nil && l.footer == nil)
    }
}
