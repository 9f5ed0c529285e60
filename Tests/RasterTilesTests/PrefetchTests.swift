import Foundation
import Net
import RasterTiles
import Text
import TestSupport
import Testing

/// `RasterDataSource.prefetch` (behind `navsim tiles prefetch`) against the fixture server.
@Suite struct PrefetchTests {
    /// The /slow fault holds each reply 1.5 s, so every worker has its request open at once; libdispatch's
    /// `concurrentPerform` would have run only about one per core.
    @Test func prefetchKeepsMaxRequestsPerHostInFlightAndStoresEveryTile() throws {
        let root = temporaryFolder()
        try TestTiles.writePNG(root: root, z: 3, xs: 0...7, ys: 0...0) { x, _ in RGBA(r: UInt8(x * 30), g: 90, b: 40) }
        let server = try TileServer(root: root)
        let config = try RasterSourceConfiguration(name: "slow", template: URLTemplate(server.template("slow")),
                                                   cachePath: temporaryFolder() + "/cache", maxDiskBytes: 1 << 20)
        let source = RasterDataSource(configuration: config, fetcher: HTTPClient(userAgent: "navsim-tests"),
                                      clock: ManualTileClock(), maxRequestsPerHost: 6)
        let keys = (0...7).map { TileKey(z: 3, x: $0, y: 0) }
        let reported = Locked<[Int]>([])
        let r = source.prefetch(keys) { done, lookup in
            if case .image = lookup { reported.withLock { $0.append(done) } }
        }
        #expect(r.images == 8 && r.empty == 0 && r.failed == 0)
        #expect(reported.value.sorted() == Array(1...8))
        #expect(server.slowPeak() == 6)
        #expect(source.diskCache?.usage.entries == 8)
        #expect(Set(server.log().map(\.path)) == Set(keys.map { "/slow/3/\($0.x)/0.png" }))
    }
}
