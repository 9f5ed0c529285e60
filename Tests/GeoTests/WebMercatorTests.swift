import Testing
@testable import Geo

@Suite struct WebMercatorTests {
    @Test func tileNumbersMatchOSMSlippyMapFormula() {
        // Slippy map tilenames (OSM wiki): Monaco 43.7384,7.4246 at z16 is tile 34119/23896.
        let t = WebMercator.tile(for: Coordinate(43.7384, 7.4246), zoom: 16)
        #expect(t.x == 34119 && t.y == 23896)
        #expect(WebMercator.tile(for: Coordinate(0, 0), zoom: 0) == (0, 0))
    }

    @Test(arguments: [0.0, 5.5, 12, 17.25, 22])
    func pixelRoundTrip(zoom: Double) {
        let c = Coordinate(42.5063, 1.5218)
        let back = WebMercator.coordinate(pixel: WebMercator.pixel(c, zoom: zoom), zoom: zoom)
        #expect(abs(back.latitude - c.latitude) < 1e-9 && abs(back.longitude - c.longitude) < 1e-9)
    }

    @Test func groundResolutionAtEquatorZoom0() {
        #expect(abs(WebMercator.metersPerPixel(latitude: 0, zoom: 0) - 156_543.03) < 0.5)
    }
}
