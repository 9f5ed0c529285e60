import Foundation
import RasterTiles
import Testing
import TestSupport

@Suite(.serialized) struct CacheTests {
    typealias Fixture = LoaderFaultTests.Fixture

    @Test func restartFindsTheCacheAndRevalidatesWithETag() throws {
        let f = try Fixture()
        let cache = temporaryFolder()
        f.server.setMaxAge(60)
        f.server.reset()
        let first = try f.source("tiles", cache: cache)
        guard case .image = f.load(first) else { Issue.record("no image"); return }
        // A new source over the same folder (a restart): fresh for 60 s, so no request at all.
        let second = try f.source("tiles", cache: cache)
        guard case .image(let img) = f.load(second) else { Issue.record("no image after restart"); return }
        #expect(img.pixel(x: 1, y: 1) == LoaderFaultTests.green)
        #expect(f.server.log().count == 1)
        // After max-age the copy is revalidated with If-None-Match; the server answers 304.
        f.clock.advance(120)
        let third = try f.source("tiles", cache: cache)
        guard case .image = f.load(third) else { Issue.record("no image after expiry"); return }
        let log = f.server.log()
        #expect(log.count == 2)
        #expect(log.last?.ifNoneMatch?.hasPrefix("\"") == true)
    }

    @Test func cacheStaysUnderItsSizeAcrossALongPan() throws {
        let f = try Fixture()
        let cache = temporaryFolder()
        let limit: Int64 = 6_000
        let s = try f.source("tiles", cache: cache, maxBytes: limit)
        var peak: Int64 = 0
        for x in 0..<8 {
            for y in 0..<8 {
                let k = TileKey(z: 3, x: x, y: y)
                guard case .image = f.load(s, k) else { Issue.record("\(k) did not load"); continue }
                peak = max(peak, s.diskCache!.usage.bytes)
            }
        }
        let usage = try #require(s.diskCache?.usage)
        #expect(peak <= limit)
        #expect(usage.entries > 3 && usage.entries < 64)
        // What is on disk agrees with the index.
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: cache).filter { $0.hasSuffix(".tile") }
        #expect(onDisk.count == usage.entries)
    }

    @Test func corruptEntryIsDiscardedAndFetchedAgain() throws {
        let f = try Fixture()
        let cache = temporaryFolder()
        f.server.setMaxAge(3600)
        let s = try f.source("tiles", cache: cache)
        guard case .image = f.load(s) else { Issue.record("no image"); return }
        let k = LoaderFaultTests.key
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: "\(cache)/\(k.z)/\(k.x)/\(k.y).tile"))
        f.server.reset()
        let again = try f.source("tiles", cache: cache)
        guard case .image(let img) = f.load(again) else { Issue.record("no image after corruption"); return }
        #expect(img.pixel(x: 0, y: 0) == LoaderFaultTests.green)
        #expect(f.server.log().count == 1)
    }

    @Test func leftoverTemporaryFilesAreRemovedOnOpen() throws {
        let cache = temporaryFolder()
        try FileManager.default.createDirectory(atPath: cache + "/3/4", withIntermediateDirectories: true)
        // Left by a writer that is gone (a process id that cannot run).
        let leftover = cache + "/3/4/2.tile.\(Int32.max).1.part"
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: leftover))
        let disk = try TileDiskCache(path: cache, maxBytes: 1000)
        #expect(disk.usage.entries == 0)
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }

    @Test func unwritableCachePathGoesOnWithoutDiskCacheAndSaysSo() throws {
        let f = try Fixture()
        let s = try f.source("tiles", cache: "/proc/navsim-raster-cache")
        #expect(s.diskCache == nil)
        #expect(s.cacheProblem?.contains("goes on without a disk cache") == true)
        #expect(s.cacheProblem?.contains("/proc/navsim-raster-cache") == true)
        guard case .image = f.load(s) else { Issue.record("no image without a disk cache"); return }
    }
}
