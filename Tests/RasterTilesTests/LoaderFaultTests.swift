import Foundation
import RasterTiles
import Testing
import TestSupport

/// The loader against the fixture server on loopback: every fault ends as an image, an empty tile or a failure
/// with its reason, never a crash or a hang.
@Suite(.serialized) struct LoaderFaultTests {
    static let key = TileKey(z: 3, x: 4, y: 2)
    static let green = RGBA(r: 30, g: 160, b: 60)

    struct Fixture {
        let server: TileServer
        let clock = ManualTileClock()
        let registry: RasterSourceRegistry
        let root: String

        init(timeout: Double = 10) throws {
            root = temporaryFolder()
            try TestTiles.writePNG(root: root, z: 3, xs: 0...7, ys: 0...7) { x, y in x == 4 && y == 2 ? LoaderFaultTests.green : RGBA(r: UInt8(x * 30), g: 0, b: UInt8(y * 30)) }
            server = try TileServer(root: root)
            registry = RasterSourceRegistry(userAgent: "navsim/0.1.0 (tests)", clock: clock, timeout: timeout)
        }

        func source(_ mode: String, cache: String? = nil, maxBytes: Int64 = 1 << 20, perHost: Int = 4) throws -> RasterDataSource {
            let config = try RasterSourceConfiguration(name: mode + UUID().uuidString, template: URLTemplate(server.template(mode)),
                                                       cachePath: cache, maxDiskBytes: maxBytes)
            return RasterDataSource(configuration: config, fetcher: registry.http, clock: clock, maxRequestsPerHost: perHost)
        }

        func load(_ s: RasterDataSource, _ k: TileKey = LoaderFaultTests.key) -> TileLookup {
            s.want([(k, 1)])
            #expect(s.waitUntilLoaded([k], timeout: 30))
            return s.lookup(k)
        }
    }

    @Test func tileLoadsInTheBackgroundWithNavsimUserAgent() throws {
        let f = try Fixture()
        let s = try f.source("tiles")
        #expect(s.lookup(Self.key) == .absent)
        s.want([(Self.key, 1)])
        #expect(s.waitUntilLoaded([Self.key], timeout: 30))
        guard case .image(let img) = s.lookup(Self.key) else { Issue.record("no image"); return }
        #expect(img.pixel(x: 10, y: 10) == Self.green)
        let log = f.server.log()
        #expect(log.map(\.path) == ["/tiles/3/4/2.png"])
        #expect(log.first?.userAgent == "navsim/0.1.0 (tests)")
        #expect(s.problem == nil)
    }

    @Test func notFoundIsAnEmptyTile() throws {
        let f = try Fixture()
        #expect(f.load(try f.source("e404")) == .empty)
    }

    @Test func serverErrorsAreRetriedWithBackoffThenReported() throws {
        let f = try Fixture()
        let s = try f.source("e500")
        guard case .failed(let why) = f.load(s) else { Issue.record("not failed"); return }
        #expect(why.contains("HTTP 500"))
        #expect(f.server.log().count == 3)
        #expect(f.clock.sleeps.filter { $0 >= 0.5 } == [0.5, 1.0])
        #expect(s.problem?.contains("1 tile failed: ") == true)
    }

    @Test func flakyServerSucceedsOnTheThirdTry() throws {
        let f = try Fixture()
        guard case .image(let img) = f.load(try f.source("flaky")) else { Issue.record("no image"); return }
        #expect(img.pixel(x: 0, y: 0) == Self.green)
        #expect(f.server.log().count == 3)
    }

    @Test func droppedConnectionBrokenPNGWrongTypeAndHugeBodyFailWithReasons() throws {
        let f = try Fixture()
        let cases: [(String, String)] = [("drop", "connection was lost"), ("broken", "PNG: "), ("wrongtype", "neither PNG nor JPEG"), ("huge", "larger than")]
        for (mode, reason) in cases {
            guard case .failed(let why) = f.load(try f.source(mode)) else { Issue.record("\(mode): not failed"); continue }
            #expect(why.contains(reason), "\(mode): \(why)")
        }
    }

    @Test func redirectIsFollowed() throws {
        let f = try Fixture()
        guard case .image(let img) = f.load(try f.source("redirect")) else { Issue.record("no image"); return }
        #expect(img.pixel(x: 5, y: 5) == Self.green)
    }

    @Test func slowReplyTimesOutWithoutBlockingLookups() throws {
        let f = try Fixture(timeout: 0.4)
        let s = try f.source("slow")
        s.want([(Self.key, 1)])
        #expect(s.lookup(Self.key) == .loading)
        #expect(s.waitUntilLoaded([Self.key], timeout: 30))
        guard case .failed(let why) = s.lookup(Self.key) else { Issue.record("not failed"); return }
        #expect(why.contains("timed out"))
    }

    @Test func tilesNoLongerWantedAreCancelled() throws {
        let f = try Fixture()
        let s = try f.source("slow", perHost: 1)
        let keys = (0..<6).map { TileKey(z: 3, x: $0, y: 0) }
        s.want(keys.map { ($0, 1) })
        #expect(CancellationTests.waitForRequests(f.server, 1))
        s.want([])
        #expect(s.waitUntilLoaded(keys, timeout: 30))
        // Five never left the queue; the one the server was holding was cancelled in flight.
        #expect(s.statistics.cancelled == 5)
        #expect(s.statistics.cancelledInFlight == 1)
        #expect(s.statistics.loaded == 0)
        #expect(f.server.log().count == 1)
    }

    @Test func higherPriorityLoadsFirst() throws {
        let f = try Fixture()
        let s = try f.source("tiles", perHost: 1)
        let keys = (0..<4).map { TileKey(z: 3, x: $0, y: 1) }
        s.want(keys.enumerated().map { ($1, $0) })
        #expect(s.waitUntilLoaded(keys, timeout: 30))
        // The first request goes out at once (x 3, the highest); then the rest by priority.
        #expect(f.server.log().map(\.path) == ["/tiles/3/3/1.png", "/tiles/3/2/1.png", "/tiles/3/1/1.png", "/tiles/3/0/1.png"])
    }
}
