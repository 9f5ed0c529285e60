import Geo
import MapRender
import RasterTiles
import TermUI
import Testing
import TestSupport

/// Planes of terminal pixels kept between frames: a frame of an unchanged view takes the kept plane and draws the
/// same cells; a new camera, new tiles or a dropped plane make the frame sample again; the kept planes stay under
/// their byte bound.
@Suite(.serialized) struct RasterResampleCacheTests {
    static func tile() -> RasterImage {
        // Four quadrants of different colours, so a plane sampled at the wrong place shows.
        var img = RasterImage(width: 64, height: 64, fill: RGBA(r: 200, g: 30, b: 30))
        for y in 0..<64 { for x in 0..<64 where x >= 32 || y >= 32 {
            img.setPixel(x: x, y: y, x >= 32 && y >= 32 ? RGBA(r: 30, g: 30, b: 200) : RGBA(r: 30, g: 160, b: 40))
        } }
        return img
    }

    static func draw(_ layer: RasterLayer, camera: Camera) throws -> Buffer {
        let map = try #require(RasterLayerFrameTests.map)
        var view = MapView(map: map, camera: camera)
        view.rasterLayers = [layer]
        var b = Buffer(width: camera.width, height: camera.height)
        view.render(in: b.area, into: &b)
        return b
    }

    static func loadedLayer(_ name: String, cache: RasterResampleCache = RasterResampleCache()) throws -> RasterLayer {
        let s = try RasterLayerFrameTests.fileSource(name, color: RGBA(r: 0, g: 0, b: 0), image: tile())
        let l = try RasterLayerFrameTests.layer(s)
        let layer = RasterLayer(options: l.options, source: s, resampled: cache)
        _ = try RasterLayerFrameTests.render([layer])
        return layer
    }

    static let camera = Camera(centre: RasterLayerFrameTests.centre, zoom: 15, width: 80, height: 24)

    @Test func aFrameOfAnUnchangedViewTakesTheKeptPlaneAndDrawsTheSameCells() throws {
        let layer = try Self.loadedLayer("kept-same")
        layer.resampled.removeAll()
        let first = try Self.draw(layer, camera: Self.camera)
        let before = layer.resampled.statistics
        #expect(before.planes == 1)
        let second = try Self.draw(layer, camera: Self.camera)
        #expect(layer.resampled.statistics.hits == before.hits + 1)
        #expect(second == first)
        // The kept plane is what sampling anew gives.
        layer.resampled.removeAll()
        #expect(try Self.draw(layer, camera: Self.camera) == first)
    }

    @Test func aMovedCameraOrNewTilesSampleAgain() throws {
        let layer = try Self.loadedLayer("kept-moved")
        layer.resampled.removeAll()
        _ = try Self.draw(layer, camera: Self.camera)
        var moved = Self.camera
        moved.centre = Coordinate(latitude: moved.centre.latitude, longitude: moved.centre.longitude + 1e-5)
        let hits = layer.resampled.statistics.hits
        let shifted = try Self.draw(layer, camera: moved)
        #expect(layer.resampled.statistics.hits == hits)
        layer.resampled.removeAll()
        #expect(try Self.draw(layer, camera: moved) == shifted)
        // Dropping the decoded tiles changes the source's generation: the kept plane no longer counts, and while
        // the tiles load again nothing is kept.
        _ = try Self.draw(layer, camera: Self.camera)
        layer.source.resetMemory()
        let misses = layer.resampled.statistics.misses
        let reloading = try Self.draw(layer, camera: Self.camera)
        #expect(layer.resampled.statistics.misses == misses + 1)
        _ = layer.source.waitUntilVisibleLoaded(timeout: 20)
        let reloaded = try Self.draw(layer, camera: Self.camera)
        #expect(reloading != reloaded)
        #expect(try Self.draw(layer, camera: Self.camera) == reloaded)
    }

    @Test func keptPlanesStayUnderTheirByteBound() throws {
        // One 80×24 plane is 80 · 48 pixels of 4 bytes (15 KB) and its tile list: three fit, four do not.
        let cache = RasterResampleCache(maxBytes: 3 * 80 * 48 * 4 + 1024)
        let layer = try Self.loadedLayer("kept-bound", cache: cache)
        cache.removeAll()
        var kept = 0
        for i in 0..<8 {
            var c = Self.camera
            c.centre = Coordinate(latitude: c.centre.latitude, longitude: c.centre.longitude + Double(i) * 1e-5)
            _ = try Self.draw(layer, camera: c)
            let s = cache.statistics
            #expect(s.bytes <= cache.maxBytes)
            kept = max(kept, s.planes)
        }
        #expect(kept == 3)
        // The most recent view is still kept.
        var last = Self.camera
        last.centre = Coordinate(latitude: last.centre.latitude, longitude: last.centre.longitude + 7e-5)
        let hits = cache.statistics.hits
        _ = try Self.draw(layer, camera: last)
        #expect(cache.statistics.hits == hits + 1)
    }
}
