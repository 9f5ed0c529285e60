import Foundation
import Geo
import MapData
import MapRender
import Net
import RasterTiles
import TermUI
import Text
import TestSupport
import Testing

/// Requests in flight are cancelled when their tiles leave the view (the /slow fault holds each reply 1.5 s), and a
/// cancelled tile leaves nothing behind: no decoded tile, no disk entry, no failure, nothing drawn.
@Suite(.serialized) struct CancellationTests {
    static let green = RGBA(r: 30, g: 160, b: 60)

    /// Waits (real time, bounded) until the server has received `n` requests.
    static func waitForRequests(_ server: TileServer, _ n: Int) -> Bool {
        for _ in 0..<1000 {
            if server.log().count >= n { return true }
            usleep(10_000)
        }
        return false
    }

    @Test func panningAwayCancelsRequestsInFlightAndKeepsNothingOfThem() throws {
        let root = temporaryFolder()
        try TestTiles.writePNG(root: root, z: 3, xs: 0...7, ys: 0...7) { _, _ in Self.green }
        let server = try TileServer(root: root)
        let cache = temporaryFolder() + "/cache"
        let config = try RasterSourceConfiguration(name: "slow", template: URLTemplate(server.template("slow")),
                                                   cachePath: cache, maxDiskBytes: 1 << 20)
        let s = RasterDataSource(configuration: config, fetcher: HTTPClient(userAgent: "navsim-tests"), clock: ManualTileClock(),
                                 maxRequestsPerHost: 4)
        let here = (0..<4).map { TileKey(z: 3, x: $0, y: 0) }
        s.want(here.map { ($0, RasterDataSource.visiblePriority) })
        #expect(Self.waitForRequests(server, 4))
        #expect(s.statistics.inFlight == 4)

        // The pan: the view moves to other tiles; the four requests the server is sitting on are cancelled.
        let there = [TileKey(z: 3, x: 7, y: 7)]
        s.want(there.map { ($0, RasterDataSource.visiblePriority) })
        #expect(s.statistics.cancelledInFlight == 4)
        #expect(s.waitUntilLoaded(here + there, timeout: 30))
        guard case .image = s.lookup(there[0]) else { Issue.record("the tile in view did not load"); return }
        // Give the server time to have answered the cancelled requests too (1.5 s each), then look again.
        usleep(1_700_000)
        for k in here {
            #expect(s.lookup(k) == .absent, "\(k)")
            #expect(s.cachedImage(k) == nil, "\(k)")
            #expect(s.diskCache?.contains(k) == false, "\(k)")
        }
        let st = s.statistics
        #expect(st.loaded == 1 && st.failures == 0 && st.inFlight == 0 && st.memoryTiles == 1)
        #expect(s.diskCache?.usage.entries == 1)
        #expect(s.problem == nil)

        // Panning back asks for them again, and they load whole.
        s.want(here.map { ($0, RasterDataSource.visiblePriority) })
        #expect(s.waitUntilLoaded(here, timeout: 30))
        for k in here {
            guard case .image(let img) = s.lookup(k) else { Issue.record("\(k) did not load after panning back"); continue }
            #expect(img.pixel(x: 1, y: 1) == Self.green)
        }
        #expect(server.log().filter { $0.path == "/slow/3/0/0.png" }.count == 2)
    }

    @Test func aCancelledTokenSendsNothing() throws {
        let root = temporaryFolder()
        try TestTiles.writePNG(root: root, z: 3, xs: 0...0, ys: 0...0) { _, _ in Self.green }
        let server = try TileServer(root: root)
        let token = HTTPCancellation()
        token.cancel()
        let client = HTTPClient(userAgent: "navsim-tests")
        #expect(client.fetch(server.template().replacingOccurrences(of: "{z}/{x}/{y}", with: "3/0/0"), etag: nil, cancellation: token) == .cancelled)
        #expect(server.log().isEmpty)
    }

    @Test func cancellingMidReplyEndsTheRequestAtOnce() throws {
        let root = temporaryFolder()
        try TestTiles.writePNG(root: root, z: 3, xs: 0...0, ys: 0...0) { _, _ in Self.green }
        let server = try TileServer(root: root)
        let client = HTTPClient(userAgent: "navsim-tests")
        let token = HTTPCancellation()
        let result = Locked<TileFetchResult?>(nil)
        let url = server.template("slow").replacingOccurrences(of: "{z}/{x}/{y}", with: "3/0/0")
        let done = DispatchSemaphore(value: 0)
        try WorkerThread.start {
            let r = client.fetch(url, etag: nil, cancellation: token)
            result.withLock { $0 = r }
            done.signal()
        }
        #expect(Self.waitForRequests(server, 1))
        #expect(token.cancel())  // a request was in flight
        // The server holds its reply for 1.5 s; the cancelled request must end long before 10 s.
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(result.value == .cancelled)
    }
}
