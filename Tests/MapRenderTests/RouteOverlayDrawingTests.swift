import Geo
import MapData
import TermUI
import Testing
import TestSupport
@testable import MapRender

/// How the route, its alternatives and the vehicle are drawn (issue 12, cartographic quality).
@Suite struct RouteOverlayDrawingTests {
    static let diagonal = RouteOverlay(geometry: Polyline([TestTown.point(0, 0), TestTown.point(3, 3)]))

    static func view(route: RouteOverlay = diagonal, travelled: Meters = 0, alternatives: [RouteOverlay] = [],
                     ascii: Bool = false, tilt: Degrees = 0) -> MapView {
        let cam = Camera(centre: TestTown.centre, zoom: 16, tilt: tilt, width: 100, height: 30)
        var v = MapView(map: nil, camera: cam, route: route, travelled: travelled, alternatives: alternatives)
        v.asciiOnly = ascii
        return v
    }

    static func isBraille(_ c: Character) -> Bool { (0x2801...0x28FF).contains(c.unicodeScalars.first?.value ?? 0) }

    @Test func aDiagonalRouteIsSmoothBrailleWithACasingNotABoxDrawnStaircase() {
        let v = Self.view()
        let b = MapViewTests.render(v)
        let casing = MapFrame.routeCasing(v.style)
        var routeCells = 0, rows = Set<Int>()
        for y in 0..<30 {
            for x in 0..<100 {
                let c = b[x, y]
                #expect(!("─━│┃┏┓┗┛┌┐└┘".contains(c.grapheme)), "box glyph at \(x),\(y)")
                guard Self.isBraille(c.grapheme) else { continue }
                routeCells += 1
                rows.insert(y)
                #expect(c.style.foreground == v.style.colors.routeRemaining)
                #expect(c.style.background == casing)
            }
        }
        // The line crosses the whole viewport diagonally: a cell or two per row, on every row.
        #expect(rows.count == 30)
        #expect(routeCells >= 30 && routeCells <= 30 * 4)
    }

    @Test func theMainRouteIsThickTheTravelledPartThinAndGreyWithoutCasing() {
        let v = Self.view(travelled: Self.diagonal.length / 2)
        let b = MapViewTests.render(v)
        var travelledDots = 0, travelledCells = 0, remainingDots = 0, remainingCells = 0
        for y in 0..<30 {
            for x in 0..<100 where Self.isBraille(b[x, y].grapheme) {
                let c = b[x, y], dots = Int((c.grapheme.unicodeScalars.first?.value ?? 0x2800) - 0x2800).nonzeroBitCount
                if c.style.foreground == v.style.colors.routeTravelled {
                    travelledCells += 1; travelledDots += dots
                    #expect(c.style.background != MapFrame.routeCasing(v.style))
                } else if c.style.foreground == v.style.colors.routeRemaining {
                    remainingCells += 1; remainingDots += dots
                }
            }
        }
        #expect(travelledCells > 5 && remainingCells > 5)
        // A 2×2-dot brush puts about twice the dots per cell of a one-dot line.
        #expect(Double(remainingDots) / Double(remainingCells) > 1.5 * Double(travelledDots) / Double(travelledCells))
    }

    @Test func alternativesAreThinInTheirOwnColourUnderTheRoute() {
        let alt = RouteOverlay(geometry: Polyline([TestTown.point(0, 3), TestTown.point(3, 0)]))
        let v = Self.view(alternatives: [alt])
        let b = MapViewTests.render(v)
        var altCells = 0
        for y in 0..<30 { for x in 0..<100 where b[x, y].style.foreground == v.style.colors.routeAlternative { altCells += 1 } }
        #expect(altCells > 20)
        // Where they cross, the route wins.
        let mid = try! #require(v.camera.project(TestTown.point(1.5, 1.5)))
        #expect(b[Int(mid.x), Int(mid.y)].style.foreground == v.style.colors.routeRemaining)
    }

    @Test func asciiTerminalsKeepTheLineCharacters() {
        let b = MapViewTests.render(Self.view(ascii: true))
        var lineCells = 0
        for y in 0..<30 { for x in 0..<100 { let g = b[x, y].grapheme; #expect(g.isASCII); if "\\/|-=#".contains(g) { lineCells += 1 } } }
        #expect(lineCells >= 30)
    }

    @Test func labelsNeverCoverTheRoute() {
        var v = MapViewTests.view(zoom: 17)
        v.route = Self.diagonal
        v.travelled = 0
        var b = Buffer(area: Rect(x: 0, y: 0, width: 100, height: 30))
        var frame = MapFrame(view: v, area: b.area)
        frame.draw()
        frame.compose(into: &b, clip: b.area)
        #expect(!frame.placer.placed.isEmpty)
        for l in frame.placer.placed {
            for dx in 0..<DisplayWidth.of(l.text) where l.x + dx >= 0 && l.x + dx < 100 {
                #expect(!frame.route.isSet(index: l.y * 100 + l.x + dx), "\(l.text) over the route at \(l.x + dx),\(l.y)")
            }
        }
    }

    @Test(arguments: [ColorCapability.truecolor, .palette256, .ansi16, .ansi8, .monochrome])
    func theVehicleSitsOnAFilledCellThatStandsOutInEveryColourMode(capability: ColorCapability) throws {
        let v = MapViewTests.view(zoom: 16)
        let b = MapViewTests.render(v)
        let at = try MapViewTests.cell(v, try #require(v.vehicle).coordinate)
        let cell = b[at.x, at.y]
        #expect(cell.grapheme == "▶")
        #expect(cell.style.background == v.style.colors.vehicle)
        let sent = cell.style.adapted(to: capability)
        let land = b[at.x, at.y - 3].style.adapted(to: capability)
        if capability == .monochrome {
            // The land is reverse video in monochrome; the vehicle the opposite, and bold.
            #expect(sent.attributes.contains(.bold) && !sent.attributes.contains(.invertInMonochrome))
            #expect(sent.attributes.contains(.reverse) != land.attributes.contains(.reverse))
        } else {
            #expect((cell.style.foreground.contrast(with: cell.style.background, on: capability) ?? 0) >= 3)
            // The cell differs from the land around it.
            #expect(sent.background != land.background && !sent.attributes.contains(.invertInMonochrome))
        }
    }
}
