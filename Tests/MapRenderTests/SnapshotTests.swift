import Geo
import MapData
import TermUI
import Testing
import TestSupport
@testable import MapRender

/// Text snapshots of the default town (Maps/harbourne.osm) around Market Cross; re-record with RECORD_SNAPSHOTS=1.
@Suite struct SnapshotTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]

    static func render(_ v: MapView, _ w: Int, _ h: Int) -> String {
        var b = Buffer(width: w, height: h)
        v.render(in: b.area, into: &b)
        return b.text
    }

    @Test(arguments: [14.0, 16.0])
    func defaultTownNorthUp(zoom: Double) throws {
        let map = try #require(Harbourne.projected)
        for (w, h) in Self.sizes {
            let v = MapView(map: map, camera: Camera(centre: Harbourne.marketCross, zoom: zoom, width: w, height: h))
            let text = Self.render(v, w, h)
            if let diff = Snapshot.mismatch(text, named: "harbourne-z\(Int(zoom))-\(w)x\(h)") { Issue.record(Comment(rawValue: diff)) }
        }
    }

    @Test func defaultTownFollowingTiltedWithRoute() throws {
        let map = try #require(Harbourne.projected)
        let route = try #require(Harbourne.cityDrive.first)
        let travelled = route.length * 0.4
        let vehicle = try #require(route.geometry.coordinate(at: travelled)), heading = try #require(route.geometry.bearing(at: travelled))
        let cam = Camera(centre: vehicle, zoom: 16.5, width: 120, height: 40).following(vehicle, heading: heading)
        let v = MapView(map: map, camera: cam, route: RouteOverlay(route), travelled: travelled,
                        vehicle: VehicleMarker(coordinate: vehicle, heading: heading), reserved: [Rect(x: 0, y: 0, width: 120, height: 3)])
        if let diff = Snapshot.mismatch(Self.render(v, 120, 40), named: "harbourne-follow-tilt45-120x40") { Issue.record(Comment(rawValue: diff)) }
    }

    @Test func defaultTownOverviewWithAlternatives() throws {
        let map = try #require(Harbourne.projected)
        let routes = Harbourne.cityDrive
        let route = try #require(routes.first)
        let cam = Camera(centre: Harbourne.marketCross, width: 100, height: 30).fitting(route.geometry.coordinates, padding: 3)
        let v = MapView(map: map, camera: cam, route: RouteOverlay(route), alternatives: routes.dropFirst().map(RouteOverlay.init))
        let text = Self.render(v, 100, 30)
        #expect(text.contains(MapStyle.day.glyphs.destination))
        if let diff = Snapshot.mismatch(text, named: "harbourne-overview-100x30") { Issue.record(Comment(rawValue: diff)) }
    }

    @Test func defaultTownAscii() throws {
        let map = try #require(Harbourne.projected)
        var v = MapView(map: map, camera: Camera(centre: Harbourne.marketCross, zoom: 16, width: 100, height: 30))
        v.asciiOnly = true
        let text = Self.render(v, 100, 30)
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(text.contains("(c) OpenStreetMap contributors"))
        if let diff = Snapshot.mismatch(text, named: "harbourne-ascii-z16-100x30") { Issue.record(Comment(rawValue: diff)) }
    }

    @Test func nightSchemeDrawsTheSameGlyphsInOtherColours() throws {
        let map = try #require(Harbourne.projected)
        let cam = Camera(centre: Harbourne.marketCross, zoom: 16, width: 80, height: 24)
        var day = Buffer(width: 80, height: 24), night = Buffer(width: 80, height: 24)
        MapView(map: map, camera: cam, style: .day).render(in: day.area, into: &day)
        MapView(map: map, camera: cam, style: .night).render(in: night.area, into: &night)
        #expect(day.text == night.text)
        #expect(day[0, 0].style.background == MapStyle.day.colors.land || day[0, 0].style.background != MapStyle.night.colors.land)
        #expect(zip(day.cells, night.cells).filter { $0.style != $1.style }.count > 80 * 24 / 2)
    }
}
