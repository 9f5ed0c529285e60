import Net
import Foundation
import Text
import MapData
import Regions
import Testing
import TestSupport

@Suite("Downloads against the loopback server", .enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct DownloaderTests {
    @Test func downloadsTwoRegionsInParallelAndInstallsThemWithTheirVersions() throws {
        let rig = try Rig()
        try rig.server.fault("/europe/monaco-latest.osm.pbf", "throttle", ["rate": "2000000"])
        try rig.server.fault("/europe/andorra-latest.osm.pbf", "throttle", ["rate": "2000000"])
        let listener = RecordingListener()
        let results = try rig.download(["monaco", "andorra"], listener: listener)
        #expect(results["monaco"]! == nil)
        #expect(results["andorra"]! == nil)
        #expect(rig.storage.installed().map(\.version) == ["andorra:0@2013-05-28", "monaco:1@2016-03-05"])
        #expect(rig.storage.installed("monaco")?.version == "monaco:1@2016-03-05")
        #expect(rig.storage.installed("monaco")?.md5 == "6b5c63d4c9ad8f7ad8f48187cdb4e1eb")
        // Parallel: andorra made progress before monaco completed, and the other way round.
        let events = listener.all
        let monacoDone = events.firstIndex(of: .complete("monaco", nil))!
        let andorraDone = events.firstIndex(of: .complete("andorra", nil))!
        let firstFinished = min(monacoDone, andorraDone)
        let other = monacoDone < andorraDone ? "andorra" : "monaco"
        #expect(events[..<firstFinished].contains { if case .progress(other, _) = $0 { return true }; return false })
        let last = listener.lastProgress
        #expect(last["monaco"]?.bytes == 687_235 && last["monaco"]?.percent == 100)
        #expect(last["andorra"]?.total == 566_125)
        #expect(rig.storage.status() == .ok)
        _ = try OSMMap.load(path: rig.storage.mapPath("andorra"))
    }

    @Test func pauseMidFileThenResumeContinuesFromTheSameByte() throws {
        let rig = try Rig()
        try rig.server.fault("/europe/monaco-latest.osm.pbf", "throttle", ["rate": "400000"])
        let taskBox = Locked<RegionTask?>(nil)
        let paused = Locked<Bool>(false)
        let listener = RecordingListener { p in
            if p.bytes > 150_000, !paused.value { paused.withLock { $0 = true }; taskBox.value?.pause() }
        }
        let task = rig.downloader.download([try rig.catalog.find("monaco")], listener: listener)[0]
        taskBox.withLock { $0 = task }
        // Wait for the worker to report the pause.
        for _ in 0..<400 where !listener.all.contains(.pause("monaco", nil)) { Thread.sleep(forTimeInterval: 0.01) }
        #expect(listener.all.contains(.pause("monaco", nil)))
        #expect(task.phase == .paused)
        let held = try FileManager.default.attributesOfItem(atPath: rig.storage.root + "/downloads/monaco.osm.pbf.part")[.size] as! NSNumber
        #expect(held.int64Value > 150_000 && held.int64Value < 687_235)
        #expect(task.resume())
        #expect(task.wait() == nil)
        #expect(listener.all.contains(.resume("monaco")))
        let gets = try rig.server.log().filter { $0.method == "GET" && $0.path == "/europe/monaco-latest.osm.pbf" }
        #expect(gets.map(\.range) == [nil, "bytes=\(held.int64Value)-"])
        #expect(rig.storage.installed("monaco")?.md5 == "6b5c63d4c9ad8f7ad8f48187cdb4e1eb")
    }

    @Test func aCancelledTaskCannotResumeButANewRequestSucceeds() throws {
        let rig = try Rig()
        try rig.server.fault("/europe/monaco-latest.osm.pbf", "throttle", ["rate": "300000"])
        let taskBox = Locked<RegionTask?>(nil)
        let listener = RecordingListener { p in if p.bytes > 100_000 { taskBox.value?.cancel() } }
        let task = rig.downloader.download([try rig.catalog.find("monaco")], listener: listener)[0]
        taskBox.withLock { $0 = task }
        #expect(task.wait() == .cancelled("monaco"))
        #expect(task.phase == .cancelled)
        #expect(!task.resume())
        #expect(!FileManager.default.fileExists(atPath: rig.storage.root + "/downloads/monaco.osm.pbf.part"))
        #expect(rig.storage.installed("monaco") == nil)
        #expect(try rig.download(["monaco"])["monaco"]! == nil)
        #expect(rig.storage.installed("monaco") != nil)
    }

    @Test func aDroppedConnectionIsRetriedFromTheByteReached() throws {
        let rig = try Rig()
        try rig.server.fault("/europe/monaco-latest.osm.pbf", "drop", ["after": "200000", "times": "1"])
        #expect(try rig.download(["monaco"])["monaco"]! == nil)
        let gets = try rig.server.log().filter { $0.method == "GET" && $0.path == "/europe/monaco-latest.osm.pbf" }
        #expect(gets.map(\.range) == [nil, "bytes=200000-"])
        #expect(rig.clock.sleeps == [1])
        #expect(rig.storage.installed("monaco")?.md5 == "6b5c63d4c9ad8f7ad8f48187cdb4e1eb")
    }

    @Test func serverErrorsAreRetriedWithBackoffThenPauseWithTheError() throws {
        let rig = try Rig(retry: RetryPolicy(maxAttempts: 3, baseDelay: 2, maxDelay: 60))
        try rig.server.fault("/europe/monaco-latest.osm.pbf", "status", ["code": "500", "times": "3"])
        let listener = RecordingListener()
        let task = rig.downloader.download([try rig.catalog.find("monaco")], listener: listener)[0]
        for _ in 0..<500 where task.phase != .paused { Thread.sleep(forTimeInterval: 0.01) }
        #expect(task.phase == .paused)
        #expect(rig.clock.sleeps == [2, 4])
        let pause = listener.all.first { if case .pause = $0 { return true }; return false }
        #expect(pause == .pause("monaco", "\(rig.server.url("/europe/monaco-latest.osm.pbf")): HTTP 500"))
        // The server recovers (its three failures are used up); resuming finishes the download.
        #expect(task.resume())
        #expect(task.wait() == nil)
        #expect(rig.storage.installed("monaco") != nil)
    }

    @Test func aChecksumMismatchFailsTheRegionAndKeepsTheOldInstall() throws {
        let server = try RegionServer()
        let old = try Rig(version: .dated("120706"), server: server)
        #expect(try old.download(["monaco"])["monaco"]! == nil)
        let before = old.storage.installed("monaco")
        #expect(before?.version == "monaco:0@2012-07-06")
        let latest = try Rig(server: server, storageRoot: old.storage.root)
        try server.fault("/europe/monaco-latest.osm.pbf.md5", "md5")
        let result = try latest.download(["monaco"])["monaco"]!
        #expect(result == .checksumMismatch(region: "monaco", expected: "00000000000000000000000000000000", actual: "6b5c63d4c9ad8f7ad8f48187cdb4e1eb"))
        #expect(result?.description.contains("the installed version is kept") == true)
        #expect(latest.storage.installed("monaco") == before)
        #expect(MD5.file(latest.storage.mapPath("monaco")) == "078abb0bcde365feb4860aa8cd6df06d")
        #expect(latest.storage.status() == .ok)
    }

    @Test func aFullDiskIsRefusedBeforeAnyBodyIsRequested() throws {
        let rig = try Rig(disk: FixedDiskSpace(bytes: 500_000))
        let result = try rig.download(["monaco"])["monaco"]!
        #expect(result == .diskFull(needed: 687_235 + RegionDownloader.diskMargin, available: 500_000, path: rig.storage.root))
        #expect(try rig.server.log().filter { $0.method == "GET" && $0.path.hasSuffix(".pbf") }.isEmpty)
        #expect(rig.storage.installed().isEmpty)
    }

    @Test func offlineSendsNoRequestAtAll() throws {
        let rig = try Rig(offline: true)
        try rig.server.reset()
        let result = try rig.download(["monaco"])["monaco"]!
        #expect(result == .offline("downloading monaco"))
        #expect(throws: RegionsError.offline("reading the catalogue")) { try RegionCatalog.load(rig.server.catalog, http: HTTPClient(offline: true)) }
        #expect(try rig.server.log().isEmpty)
    }

    @Test func anUnknownRegionAndAStorageFolderThatIsAFileAreClearErrors() throws {
        let rig = try Rig()
        #expect(throws: RegionsError.unknownRegion("atlantis")) { try rig.download(["atlantis"]) }
        let file = temporaryFolder() + "/file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: RegionsError.storage(path: file, reason: "is a file, not a folder")) { try RegionStorage(root: file) }
    }

    @Test func md5MatchesKnownDigests() {
        var m = MD5()
        #expect(m.finish() == "d41d8cd98f00b204e9800998ecf8427e")
        var a = MD5()
        a.update(Array("The quick brown fox jumps over the lazy dog".utf8))
        #expect(a.finish() == "9e107d9d372bb6826bd81d3542a419d6")
    }
}
