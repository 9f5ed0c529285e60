import Testing
import TermUI
import Widgets

@Suite struct NavigationHeaderTests {
    @Test func thenRowShowsOnlyWhenTheNextManeuverIsSoon() {
        var h = Fixtures.header
        #expect(h.wantsThenRow)
        #expect(Fixtures.render(h, width: 40, height: 3).text.contains("Then → Station Road"))
        h.next?.gap = 400
        #expect(!h.wantsThenRow)
        #expect(h.preferredHeight(width: 40) == 2)
        #expect(!Fixtures.render(h, width: 40, height: 3).text.contains("Then"))
    }

    @Test func shrinkingDropsAccessoryThenSignpostThenThenRow() {
        var h = Fixtures.header
        h.accessory = Fixtures.headerWithLanes.accessory
        #expect(h.preferredHeight(width: 60) == 4)
        let rows4 = Fixtures.render(h, width: 60, height: 4).text.split(separator: "\n").map(String.init)
        #expect(rows4[2].contains("│ ← │"))
        let rows3 = Fixtures.render(h, width: 60, height: 3).text
        #expect(!rows3.contains("│ ← │") && rows3.contains("toward Old Town") && rows3.contains("Then"))
        let rows2 = Fixtures.render(h, width: 60, height: 2).text
        #expect(!rows2.contains("toward") && rows2.contains("Then"))
        let rows1 = Fixtures.render(h, width: 60, height: 1).text
        #expect(rows1.contains("←  300 m  Mill Lane") && !rows1.contains("Then"))
    }

    @Test func switchedOffHeaderWantsNoRowsAndPaintsPlain() {
        var h = Fixtures.header
        h.isEnabled = false
        #expect(h.preferredHeight(width: 80) == 0)
        let b = Fixtures.render(h, width: 10, height: 2)
        #expect(b.cells.allSatisfy { $0 == .blank })
    }

    @Test func primaryAndSecondaryBackgroundsAreConfigurable() {
        var h = Fixtures.header
        h.primaryStyle = Style(background: .ansi(4))
        h.secondaryStyle = Style(background: .ansi(6))
        let b = Fixtures.render(h, width: 30, height: 3)
        #expect(b[0, 0].style.background == .ansi(4) && b[29, 1].style.background == .ansi(4))
        #expect(b[0, 2].style.background == .ansi(6) && b[29, 2].style.background == .ansi(6))
    }

    @Test func partsRenderIntoSeparateRects() {
        var b = Buffer(width: 30, height: 5)
        Fixtures.headerWithLanes.render(primary: Rect(x: 0, y: 0, width: 30, height: 1), accessory: nil,
                                        then: Rect(x: 0, y: 4, width: 30, height: 1), into: &b)
        let rows = b.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].hasPrefix(" →  1.2 km  Harbour Street"))
        #expect(rows[4].hasPrefix(" Then ← Quay Road"))
        #expect(rows[1].allSatisfy { $0 == " " })
    }
}

@Suite struct FooterAndStatusTests {
    @Test func footerKeepsTheTimesWhenShort() {
        for width in [20, 26, 34, 50] {
            let t = Fixtures.render(Fixtures.footer, width: width, height: 1).text
            #expect(t.contains("14:32"), "width \(width): \(t)")
        }
        #expect(Fixtures.render(Fixtures.footer, width: 120, height: 1).text.contains("© OpenStreetMap"))
        #expect(!Fixtures.render(Fixtures.footer, width: 60, height: 1).text.contains("©"))
    }

    @Test func footerShowsImperialDistances() {
        var f = Fixtures.footer
        f.units = .imperial
        #expect(Fixtures.render(f, width: 120, height: 1).text.contains("4.0 mi"))
    }

    @Test func longRoadNamesAreCutWithAnEllipsis() {
        var f = Fixtures.footer
        f.road = String(repeating: "Very Long Road Name ", count: 5)
        f.attribution = nil
        let t = Fixtures.render(f, width: 70, height: 1).text
        #expect(t.contains("…"))
        #expect(DisplayWidth.of(t) == 70)
    }
}

@Suite struct TripProgressBarTests {
    @Test func rowsMapFractionsFromTheBottom() {
        #expect(TripProgressBar.row(of: 0, rows: 10) == 0)
        #expect(TripProgressBar.row(of: 0.55, rows: 10) == 5)
        #expect(TripProgressBar.row(of: 1, rows: 10) == 9)
        #expect(TripProgressBar.row(of: .nan, rows: 10) == 0)
    }

    @Test func travelledBelowVehicleRemainingAboveDestinationOnTop() {
        let b = Fixtures.render(TripProgressBar(travelled: 0.5), width: 1, height: 11)
        let column = b.text.split(separator: "\n").map(String.init)
        #expect(column == ["◉", "█", "█", "█", "█", "●", "▒", "▒", "▒", "▒", "▒"])
    }

    @Test func onlyFeaturesAheadAreMarkedAndTrafficColoursTheRemainingPart() {
        let bar = TripProgressBar(travelled: 0.3, features: [.init(fraction: 0.1), .init(fraction: 0.85)], traffic: [.init(0.5...0.7, .severe)])
        let b = Fixtures.render(bar, width: 1, height: 11)
        let column = b.text.split(separator: "\n").map(String.init)
        #expect(column.filter { $0 == "◆" }.count == 1)
        #expect(column[2] == "◆")
        let severe = TripProgressBar.defaultTrafficColors[.severe]
        #expect(b[0, 4].style.foreground == severe) // row 6 from the bottom covers 0.6
        #expect(b[0, 2].style.foreground != severe)
    }
}

@Suite struct SpeedometerTests {
    @Test func speedShowsOnlyWhenOverTheLimit() {
        let calm = Speedometer(limit: 50, speed: 48, alert: .none)
        #expect(!Fixtures.render(calm, width: 20, height: 3).text.contains("48"))
        #expect(calm.preferredSize == Size(width: 6, height: 3))
        let over = Speedometer(limit: 50, speed: 53, alert: .over)
        #expect(Fixtures.render(over, width: 20, height: 3).text.contains("53 km/h"))
    }

    @Test func minorAlertIsRedTextMajorAlertRedBackground() {
        let minor = Fixtures.render(Speedometer(limit: 50, speed: 58, alert: .minor), width: 20, height: 3)
        #expect(minor[9, 1].style.foreground == .brightRed && minor[9, 1].style.background == .default)
        let major = Fixtures.render(Speedometer(limit: 30, speed: 52, alert: .major, units: .imperial), width: 20, height: 3)
        #expect(major[9, 1].style.background == .red && major[9, 1].style.attributes.contains(.bold))
        #expect(major.text.contains("52 mph"))
        #expect(major[9, 1].style.adapted(to: .monochrome).attributes.contains(.reverse))
    }

    @Test func limitSignGrowsForThreeDigitsAndShowsDashesWhenUnknown() {
        let t = Fixtures.render(Speedometer(limit: 100, speed: 90, alert: .none), width: 10, height: 3).text
        #expect(t.hasPrefix("╭─────╮"))
        #expect(t.contains("│ 100 │"))
        #expect(Fixtures.render(Speedometer(limit: nil, speed: 90, alert: .none), width: 10, height: 3).text.contains("│ -- │"))
    }
}

@Suite struct DirectionsListTests {
    static func items(_ n: Int) -> [DirectionsList.Item] {
        (0..<n).map { .init(icon: .right, instruction: "Step \($0)", distance: "\($0 * 100) m") }
    }

    @Test func currentStepIsKeptInViewAndMarked() {
        for current in [0, 5, 12, 19] {
            let list = DirectionsList(items: DirectionsListTests.items(20), current: current)
            let t = Fixtures.render(list, width: 30, height: 8).text
            #expect(t.contains("▶ →  Step \(current) "), "current \(current)")
        }
    }

    @Test func scrollOffsetOverridesFollowingAndIsClamped() {
        let list = DirectionsList(items: DirectionsListTests.items(20), current: 0, scrollOffset: 10)
        #expect(list.firstVisible(rows: 6) == 10)
        let t = Fixtures.render(list, width: 30, height: 8).text
        #expect(t.contains("Step 10") && !t.contains("Step 0 ") && t.contains("▲") && t.contains("▼"))
        #expect(DirectionsList(items: DirectionsListTests.items(20), current: 0, scrollOffset: 99).firstVisible(rows: 6) == 14)
        #expect(DirectionsList(items: DirectionsListTests.items(3), current: 2, scrollOffset: -4).firstVisible(rows: 6) == 0)
    }

    @Test func currentRowIsHighlighted() {
        let b = Fixtures.render(Fixtures.directions, width: 46, height: 9)
        #expect(b[10, 3].style == Fixtures.directions.currentStyle)
        #expect(b[10, 2].style == Fixtures.directions.style)
    }
}

@Suite struct SmallWidgetTests {
    @Test func compassHidesAtNorthAndPointsNorthOtherwise() {
        #expect(!Compass(bearing: 0).isVisible && !Compass(bearing: 360.2).isVisible && !Compass(bearing: -0.3).isVisible)
        #expect(Fixtures.render(Compass(bearing: 0), width: 5, height: 1).text == "     ")
        #expect(Compass(bearing: 90).arrow == "←")
        #expect(Compass(bearing: 180).arrow == "↓")
        #expect(Compass(bearing: -90).arrow == "→")
        #expect(Compass(bearing: 315).arrow == "◥")
        #expect(Fixtures.render(Compass(bearing: 90), width: 5, height: 1).text == "  N ←")
    }

    @Test func buttonHitTestingCoversExactlyItsCells() {
        let area = Rect(x: 10, y: 5, width: 30, height: 1)
        let b = Fixtures.button
        #expect(b.size.width == 15)
        #expect(b.contains(x: 10, y: 5, in: area) && b.contains(x: 24, y: 5, in: area))
        #expect(!b.contains(x: 25, y: 5, in: area) && !b.contains(x: 12, y: 6, in: area) && !b.contains(x: 9, y: 5, in: area))
    }

    @Test func eventLogShowsTheNewestLinesAtTheBottom() {
        let t = Fixtures.render(EventLog(lines: ["a", "b", "c", "d"]), width: 12, height: 4).text.split(separator: "\n").map(String.init)
        #expect(t[1].contains("c") && t[2].contains("d"))
    }

    @Test func helpOverlayIsCentredAndListsEveryKey() {
        let help = HelpOverlay()
        let frame = help.frame(in: Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(frame.x == (120 - frame.width) / 2 && frame.y == (40 - frame.height) / 2)
        var b = Buffer(width: 120, height: 40)
        help.render(in: frame, into: &b)
        for e in HelpOverlay.defaultEntries { #expect(b.text.contains(e.action)) }
    }

    @Test func tooSmallNoteFitsItsText() {
        let note = TooSmallNote(current: Size(width: 20, height: 8))
        #expect(Fixtures.render(note, width: 40, height: 1).text.contains("Terminal too small: 20×8, need 40×12"))
        #expect(Fixtures.render(note, width: 20, height: 8).text.contains("need 40×12") || Fixtures.render(note, width: 20, height: 8).text.contains("Need 40×12"))
    }

    @Test func everyManeuverKindNameHasAGlyphWithAnASCIIStandIn() {
        let kinds = ["depart", "continue", "nameChange", "slightLeft", "left", "sharpLeft", "slightRight", "right", "sharpRight",
                     "uTurn", "keepLeft", "keepRight", "merge", "enterMotorway", "exitLeft", "exitRight", "roundabout",
                     "waypoint", "arrive"]
        for k in kinds {
            let icon = ManeuverIcon(name: k)
            #expect(icon != nil, "\(k)")
            if let g = icon?.glyph {
                #expect(DisplayWidth.of(g) == 1)
                #expect(AsciiFallback.character(for: g) != "?", "\(k) \(g)")
            }
        }
        #expect(ManeuverIcon(name: "teleport") == nil)
    }
}

@Suite struct NavigationTextTests {
    @Test func distancesRoundLikeAnnouncements() {
        #expect(NavigationText.distance(0, units: .metric) == "0 m")
        #expect(NavigationText.distance(47, units: .metric) == "45 m")
        #expect(NavigationText.distance(304, units: .metric) == "300 m")
        #expect(NavigationText.distance(1234, units: .metric) == "1.2 km")
        #expect(NavigationText.distance(12_600, units: .metric) == "13 km")
        #expect(NavigationText.distance(30, units: .imperial) == "100 ft")
        #expect(NavigationText.distance(1609.344 * 2.34, units: .imperial) == "2.3 mi")
        #expect(NavigationText.distance(-5, units: .metric) == "0 m")
    }

    @Test func durationsAndClockTimes() {
        #expect(NavigationText.duration(42) == "42 s")
        #expect(NavigationText.duration(540) == "9 min")
        #expect(NavigationText.duration(3900) == "1 h 05 min")
        #expect(NavigationText.clock(secondsSinceMidnight: 14 * 3600 + 32 * 60 + 59) == "14:32")
        #expect(NavigationText.clock(secondsSinceMidnight: 25 * 3600) == "01:00")
    }
}
