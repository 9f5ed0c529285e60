import Geo
import MapData
import TermUI
import Testing
import TestSupport
@testable import MapRender

@Suite struct MapViewTests {
    /// The test town at street zoom with a route (travelled 100 m), the vehicle on it heading east.
    static func view(zoom: Double = 16, bearing: Degrees = 0, tilt: Degrees = 0, width: Int = 100, height: Int = 30) -> MapView {
        let cam = Camera(centre: TestTown.centre, zoom: zoom, bearing: bearing, tilt: tilt, width: width, height: height)
        return MapView(map: TestTown.projected, camera: cam, route: route, travelled: 100,
                       vehicle: VehicleMarker(coordinate: TestTown.point(100 / TestTown.spacing, 1), heading: 90))
    }

    static let route = RouteOverlay(
        geometry: Polyline([TestTown.point(0, 1), TestTown.point(1, 1), TestTown.point(1, 2), TestTown.point(3, 2)]),
        maneuvers: [(150, TestTown.point(1, 1)), (300, TestTown.point(1, 2))])

    static func render(_ v: MapView, in area: Rect? = nil, width: Int = 100, height: Int = 30, fill: Cell = .blank) -> Buffer {
        var b = Buffer(area: Rect(x: 0, y: 0, width: width, height: height), fill: fill)
        v.render(in: area ?? b.area, into: &b)
        return b
    }

    /// The cell a coordinate lands in.
    static func cell(_ v: MapView, _ c: Coordinate) throws -> (x: Int, y: Int) {
        let p = try #require(v.camera.project(c))
        return (Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
    }

    @Test(arguments: [(0.0, 0.0, false), (45, 30, false), (200, 60, false), (90, 0, true), (300, 45, true)])
    func nothingIsDrawnOutsideTheAreaAndEveryCellInsideIsPainted(bearing: Double, tilt: Double, ascii: Bool) {
        let sentinel = Cell("X", style: Style(foreground: .magenta))
        let area = Rect(x: 7, y: 4, width: 61, height: 19)
        var v = Self.view(zoom: 15, bearing: bearing, tilt: tilt)
        v.asciiOnly = ascii
        v.markers = [MapMarker(coordinate: TestTown.point(0.5, 1.5), label: "Pin")]
        let b = Self.render(v, in: area, width: 80, height: 30, fill: sentinel)
        for y in 0..<30 {
            for x in 0..<80 {
                if area.contains(x: x, y: y) {
                    #expect(b[x, y] != sentinel, "cell \(x),\(y) inside not painted")
                } else {
                    #expect(b[x, y] == sentinel, "cell \(x),\(y) outside touched")
                }
            }
        }
    }

    @Test func areaLargerThanTheBufferIsClipped() {
        let sentinel = Cell("X")
        var b = Buffer(area: Rect(x: 0, y: 0, width: 20, height: 10), fill: sentinel)
        Self.view(width: 40, height: 20).render(in: Rect(x: 10, y: 5, width: 40, height: 20), into: &b)
        #expect(b[0, 0] == sentinel && b[9, 9] == sentinel && b[19, 4] == sentinel)
        #expect(b[10, 5] != sentinel && b[19, 9] != sentinel)
    }

    @Test func everyGlyphIsOneCellWide() {
        for tilt in [0.0, 45] {
            var v = Self.view(zoom: 17, tilt: tilt)
            v.allowWideLabels = false
            let b = Self.render(v)
            #expect(b.cells.allSatisfy { DisplayWidth.of($0.grapheme) == 1 && !$0.isContinuation })
        }
    }

    @Test func attributionSitsInTheChosenCornerOnlyForMapsThatNeedIt() {
        let text = OSMMap.openStreetMapAttribution
        for corner in [MapCorner.topLeft, .topRight, .bottomLeft, .bottomRight] {
            var v = Self.view(width: 60, height: 20)
            v.attributionCorner = corner
            let rows = Self.render(v, width: 60, height: 20).text.components(separatedBy: "\n")
            let row = corner == .topLeft || corner == .topRight ? rows[0] : rows[19]
            if corner == .topLeft || corner == .bottomLeft { #expect(row.hasPrefix(text), "\(corner)") } else { #expect(row.hasSuffix(text), "\(corner)") }
        }
        var narrow = Self.view(width: 20, height: 8)
        narrow.attributionCorner = .bottomLeft
        #expect(Self.render(narrow, width: 20, height: 8).text.components(separatedBy: "\n")[7].hasPrefix("© OpenStreetMap"))
        var m = TestTown.map
        m.attribution = nil
        var none = Self.view()
        none.map = ProjectedMap(m)
        #expect(!Self.render(none).text.contains("©"))
    }

    @Test func vehicleArrowFollowsItsHeadingRelativeToTheBearing() throws {
        var v = Self.view()
        v.camera.centre = v.vehicle!.coordinate
        let at = try Self.cell(v, v.vehicle!.coordinate)
        #expect(Self.render(v)[at.x, at.y].grapheme == "▶")
        v.camera.bearing = 90
        let up = try Self.cell(v, v.vehicle!.coordinate)
        #expect(Self.render(v)[up.x, up.y].grapheme == "▲")
        v.camera.bearing = 135
        let diag = try Self.cell(v, v.vehicle!.coordinate)
        #expect(Self.render(v)[diag.x, diag.y].grapheme == "◤")
        v.asciiOnly = true
        #expect(Self.render(v)[diag.x, diag.y].grapheme.isASCII)
    }

    @Test func routeIsThickAndCasedAheadAndThinBehindTheVehicle() throws {
        let v = Self.view()
        let b = Self.render(v)
        let behind = try Self.cell(v, TestTown.point(0.6, 1)), ahead = try Self.cell(v, TestTown.point(0.9, 1))
        func dots(_ c: Character) -> Int { Int((c.unicodeScalars.first?.value ?? 0x2800) - 0x2800).nonzeroBitCount }
        // Braille: a one-dot line behind (2 dots across a cell), a 2×2 brush ahead (4 dots), on the casing.
        #expect(dots(b[behind.x, behind.y].grapheme) == 2)
        #expect(b[behind.x, behind.y].style.foreground == MapStyle.day.colors.routeTravelled)
        #expect(dots(b[ahead.x, ahead.y].grapheme) == 4)
        #expect(b[ahead.x, ahead.y].style.foreground == MapStyle.day.colors.routeRemaining)
        #expect(b[ahead.x, ahead.y].style.background == MapFrame.routeCasing(.day))
    }

    @Test func layerSwitchesHideTrafficLightsDestinationAndPOIs() throws {
        var v = Self.view(zoom: 17)
        v.camera.centre = TestTown.point(1.4, 1.7)
        v.route = nil
        let light = try Self.cell(v, TestTown.point(1, 2)), cafe = try Self.cell(v, TestTown.point(1.3, 1.5))
        let on = Self.render(v)
        #expect(on[light.x, light.y].grapheme == MapStyle.day.glyphs.trafficLight)
        #expect(on[cafe.x, cafe.y].grapheme == "◇")
        #expect(on.text.contains("Café Nord"))
        v.layers.remove([.trafficControls, .pois])
        let off = Self.render(v)
        #expect(off[light.x, light.y].grapheme != MapStyle.day.glyphs.trafficLight)
        #expect(off[cafe.x, cafe.y].grapheme != "◇")
        #expect(!off.text.contains("Café Nord"))
        var d = Self.view()
        d.camera.centre = TestTown.point(2.5, 1.8)
        let flag = try Self.cell(d, TestTown.point(3, 2))
        #expect(Self.render(d)[flag.x, flag.y].grapheme == "◉")
        d.layers.remove(.destination)
        #expect(Self.render(d)[flag.x, flag.y].grapheme != "◉")
    }

    @Test func labelsAreSanitizedAndWideNamesNeedTheFlag() {
        var v = Self.view(zoom: 17)
        v.camera.centre = TestTown.point(0.5, 0.5)
        v.route = nil
        let text = Self.render(v).text
        #expect(text.contains("EvilShop") && !text.contains("[31m"))  // the one policy: whole escape sequences go
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        v.camera.centre = TestTown.point(2.5, 0.5)
        #expect(Self.render(v).text.contains("◈"))
        #expect(!Self.render(v).text.contains("東京"))
        v.allowWideLabels = true
        #expect(Self.render(v).text.contains("東京ラーメン"))
        v.asciiOnly = true
        #expect(!Self.render(v).text.contains("東京"))
        v.camera.centre = TestTown.point(1.4, 1.7)
        let ascii = Self.render(v).text
        #expect(ascii.contains("Cafe Nord"))
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func labelsKeepClearOfReservedRectsAndEachOther() {
        var v = Self.view(zoom: 17, width: 100, height: 30)
        let reserved = [Rect(x: 30, y: 5, width: 40, height: 20), Rect(x: 0, y: 0, width: 100, height: 2)]
        v.reserved = reserved
        let area = Rect(x: 0, y: 0, width: 100, height: 30)
        var frame = MapFrame(view: v, area: area)
        frame.draw()
        var taken = Set<Int>()
        #expect(frame.placer.placed.count >= 2)
        for l in frame.placer.placed where !l.text.hasPrefix("©") {
            #expect(l.width == DisplayWidth.of(l.text), "\(l.text): the width stored is the one measured")
            for x in l.x..<(l.x + l.width) {
                #expect(!reserved.contains { $0.contains(x: x, y: l.y) }, "\(l.text) at \(x),\(l.y)")
                #expect(taken.insert(l.y * 100 + x).inserted, "\(l.text) overlaps")
            }
        }
    }

    @Test func streetLabelsAppearOncePerNameAtStreetZoom() {
        let text = Self.render(Self.view(zoom: 16)).text
        for name in ["Harbour Street", "Mill Lane"] {
            #expect(text.components(separatedBy: name).count == 2, "\(name)")
        }
        #expect(!Self.render(Self.view(zoom: 13)).text.contains("Mill Lane"))
    }

    @Test func aClippedRenderWritesTheCellsOfTheWholeOne() {
        var v = Self.view(zoom: 17)
        v.markers = [MapMarker(coordinate: TestTown.point(0.5, 1.5), label: "Pin")]
        let whole = Self.render(v)
        // Buffers over parts of the area (their own origins): the frame is the same, its writes clipped to them.
        var lettersSeen = 0
        for part in [Rect(x: 13, y: 7, width: 50, height: 15), Rect(x: 0, y: 0, width: 37, height: 30), Rect(x: 61, y: 3, width: 39, height: 27)] {
            var b = Buffer(area: part, fill: Cell("X", style: Style(foreground: .magenta)))
            v.render(in: whole.area, into: &b)
            for y in part.y..<part.maxY {
                for x in part.x..<part.maxX {
                    #expect(b[x, y] == whole[x, y], "cell \(x),\(y) in \(part)")
                    if b[x, y].grapheme.isLetter { lettersSeen += 1 }
                }
            }
        }
        // The parts hold labels (and cut some of them).
        #expect(lettersSeen > 20)
    }
}

@Suite struct AreaLabelTests {
    @Test func namedWaterAndParksAreLabelledInsideTheirFill() throws {
        var v = MapViewTests.view(zoom: 16)
        v.camera.centre = TestTown.point(2.5, 1.5)
        v.route = nil
        let b = MapViewTests.render(v)
        let rows = b.text.components(separatedBy: "\n")
        let row = try #require(rows.firstIndex { $0.contains("Mill Pond") })
        let col = try #require(rows[row].range(of: "Mill Pond")).lowerBound.utf16Offset(in: rows[row])
        #expect(b[col - 1, row].grapheme == "≈" || b[col - 2, row].grapheme == "≈")
        v.layers.remove(.labels)
        #expect(!MapViewTests.render(v).text.contains("Mill Pond"))
    }
}

@Suite struct MapViewSizeTests {
    @Test func tinyAndOddSizesRenderWithoutTouchingOutside() {
        let sentinel = Cell("X")
        for (w, h) in [(1, 1), (2, 1), (1, 3), (5, 2), (20, 8), (33, 7), (0, 5), (7, 0)] {
            for tilt in [0.0, 60] {
                var v = MapViewTests.view(zoom: 16, bearing: 30, tilt: tilt, width: w, height: h)
                v.markers = [MapMarker(coordinate: TestTown.centre, label: "A long marker label")]
                var b = Buffer(area: Rect(x: 0, y: 0, width: 40, height: 12), fill: sentinel)
                let area = Rect(x: 3, y: 2, width: w, height: h)
                v.render(in: area, into: &b)
                for y in 0..<12 { for x in 0..<40 where !area.contains(x: x, y: y) { #expect(b[x, y] == sentinel, "\(w)x\(h) \(x),\(y)") } }
                _ = v.picks(x: 0, y: 0)
            }
        }
    }
}

@Suite struct MapViewBadInputTests {
    @Test func nonFiniteCameraValuesAndDataDoNotTrap() {
        var v = MapViewTests.view()
        v.camera.centre = Coordinate(.nan, .infinity)
        v.camera.zoom = .nan
        v.camera.bearing = .infinity
        v.camera.anchor = Point2D(x: .nan, y: 2)
        #expect(v.camera.centre == Coordinate(0, 0) && v.camera.zoom == 0 && v.camera.bearing == 0)
        #expect(v.camera.anchor == Point2D(x: 0.5, y: 0.5))
        v.vehicle = VehicleMarker(coordinate: Coordinate(.nan, .nan), heading: .nan)
        v.markers = [MapMarker(coordinate: Coordinate(91, 500))]
        _ = MapViewTests.render(v)
        var b = BrailleCanvas(width: 4, height: 4)
        b.line(from: Point2D(x: .nan, y: 0), to: Point2D(x: 3, y: 3), color: .red)
        var f = FillCanvas(width: 4, height: 4)
        f.fill(rings: [[Point2D(x: 0, y: 0), Point2D(x: .infinity, y: 1), Point2D(x: 1, y: 3)][...]], kind: 1)
        #expect(b.dots.allSatisfy { $0 == 0 } && f.kinds.allSatisfy { $0 == 0 })
    }
}

@Suite struct MapFrameStorageTests {
    @Test func reusingStorageDrawsExactlyWhatAFreshFrameDraws() {
        var storage = MapFrameStorage()
        let frames: [(Int, Int, Double, Double, Bool)] = [(100, 30, 16, 0, false), (100, 30, 17, 45, false), (60, 20, 15, 0, true),
                                                          (120, 40, 16, 60, false), (100, 30, 16, 0, false)]
        for (w, h, z, tilt, ascii) in frames {
            var v = MapViewTests.view(zoom: z, bearing: 20, tilt: tilt, width: w, height: h)
            v.asciiOnly = ascii
            v.markers = [MapMarker(coordinate: TestTown.point(1.2, 1.4), label: "Here")]
            var fresh = Buffer(width: w, height: h), reused = Buffer(width: w, height: h)
            v.render(in: fresh.area, into: &fresh)
            v.render(in: reused.area, into: &reused, reusing: &storage)
            #expect(fresh == reused, "\(w)x\(h) z\(z) tilt \(tilt) ascii \(ascii)")
        }
    }
}
