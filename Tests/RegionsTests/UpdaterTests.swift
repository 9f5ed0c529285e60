import Foundation
import Text
import MapData
import Regions
import Testing
import TestSupport

@Suite("Updates by replication diffs", .enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct UpdaterTests {
    /// Monaco installed at 120706 (sequence 0) and updated by diff 1.
    private func installOldMonaco() throws -> Rig {
        let rig = try Rig(version: .dated("120706"))
        #expect(try rig.download(["monaco"])["monaco"]! == nil)
        #expect(rig.storage.installed("monaco")?.version == "monaco:0@2012-07-06")
        return rig
    }

    @Test func monacoUpdatedByItsDiffHasTheSameObjectsAsThe2016Extract() throws {
        let rig = try installOldMonaco()
        let check = try rig.updater.check()
        #expect(check.map(\.isAvailable) == [true])
        #expect(check.first?.latest?.sequence == 1)
        let listener = RecordingListener()
        let task = rig.updater.update(["monaco"], listener: listener)[0]
        #expect(task.wait() == nil)
        let record = try #require(rig.storage.installed("monaco"))
        #expect(record.version == "monaco:1@2016-03-05")
        let updated = try OSMStore.readPBF(path: rig.storage.mapPath("monaco"))
        let expected = try OSMStore.readPBF(path: SharedData.path("regions/europe/monaco-160305.osm.pbf"))
        let a = Comparable(updated), b = Comparable(expected)
        #expect(a.nodes.count == b.nodes.count && a.ways.count == b.ways.count && a.relations.count == b.relations.count)
        #expect(a == b, "\(a.differences(from: b))")
        #expect(updated.header.replicationSequence == 1)
        #expect(updated.header.replicationTimestamp == ISOTimestamp.seconds("2016-03-05T00:26:02Z"))
        // MapData loads it as a routable map.
        let map = try OSMMap.load(path: rig.storage.mapPath("monaco"))
        #expect(!map.network.edges.isEmpty)
        // Only the diff and state files were fetched: no full download.
        let gets = try rig.server.log().filter { $0.method == "GET" }.map(\.path)
        #expect(gets.contains("/europe/monaco-updates/000/000/001.osc.gz"))
        #expect(!gets.contains("/europe/monaco-latest.osm.pbf"))
        #expect(try rig.updater.check().map(\.isAvailable) == [false])
        if commandExists("osmium") {
            let r = try run("osmium", ["diff", "-q", "-s", rig.storage.mapPath("monaco"), SharedData.path("regions/europe/monaco-160305.osm.pbf")])
            // "Summary: left=L right=R same=S different=D": no object only on one side; the data's README notes 410
            // objects whose tags differ only in order, which osmium counts as different (our comparison uses sets).
            let summary = r.err + r.out
            #expect(summary.contains("left=0 right=0"), "\(summary)")
            #expect(summary.contains("same=\(b.nodes.count + b.ways.count + b.relations.count - 410) different=410"), "\(summary)")
        }
    }

    @Test func aTruncatedDiffFailsAndKeepsTheInstalledVersion() throws {
        let rig = try installOldMonaco()
        try rig.server.fault("/europe/monaco-updates/000/000/001.osc.gz", "truncate", ["keep": "20000"])
        let error = rig.updater.update(["monaco"], listener: RecordingListener())[0].wait()
        #expect(error?.description.contains("truncated") == true, "\(String(describing: error))")
        #expect(error?.description.contains("the installed version is kept") == true)
        #expect(rig.storage.installed("monaco")?.version == "monaco:0@2012-07-06")
        #expect(MD5.file(rig.storage.mapPath("monaco")) == "078abb0bcde365feb4860aa8cd6df06d")
        #expect(rig.storage.status() == .ok)
    }

    @Test func aDiffThatDoesNotApplyIsRefused() throws {
        // The 2016 extract with sequence 0 in its record: diff 1 would take objects back in version.
        var store = try OSMStore.readPBF(path: SharedData.path("regions/europe/monaco-160305.osm.pbf"))
        let change = try OSMChange.read([UInt8](FileManager.default.contents(atPath: SharedData.path("regions/europe/monaco-updates/000/000/001.osc.gz"))!),
                                        fileName: "001.osc.gz")
        var older = store
        for (id, n) in older.nodes.prefix(1) { var m = n; m.info.version += 100; older.nodes[id] = m }
        let target = older
        store = target
        let touched = change.changes.first { if case .node(let n) = $0.element { return target.nodes[n.id] != nil && $0.action != .create }; return false }
        if let touched, case .node(let n) = touched.element {
            store.nodes[n.id]?.info.version = n.info.version + 1
            #expect(throws: MapDataError.self) { try store.apply(change, source: "001.osc.gz") }
        }
        #expect(change.counts.create + change.counts.modify + change.counts.delete == change.changes.count)
        #expect(throws: MapDataError.self) { try OSMChange.read(Array("<osm></osm>".utf8), fileName: "x.osc") }
    }

    @Test func missingDiffsFallBackToAFullDownload() throws {
        let rig = try installOldMonaco()
        try rig.server.fault("/europe/monaco-updates/000/000/001.osc.gz", "status", ["code": "404", "times": "1"])
        #expect(rig.updater.update(["monaco"], listener: RecordingListener())[0].wait() == nil)
        #expect(rig.storage.installed("monaco")?.version == "monaco:1@2016-03-05")
        #expect(MD5.file(rig.storage.mapPath("monaco")) == "6b5c63d4c9ad8f7ad8f48187cdb4e1eb")
        #expect(try rig.server.log().contains { $0.method == "GET" && $0.path == "/europe/monaco-latest.osm.pbf" })
    }

    @Test func aWrittenExtractReadsBackExactly() throws {
        let store = try OSMStore.readPBF(path: SharedData.path("regions/europe/monaco-120706.osm.pbf"))
        let again = try OSMStore.readPBF(store.pbfBytes(), fileName: "roundtrip")
        #expect(Comparable(again) == Comparable(store))
        #expect(again.nodes == store.nodes && again.ways == store.ways && again.relations == store.relations)
        #expect(again.header.replicationTimestamp == store.header.replicationTimestamp)
        #expect(store.header.replicationSequence == 0)
        #expect(store.header.replicationBaseURL == "europe/monaco-updates")
    }
}

@Suite("Update tasks", .enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct UpdateTaskTests {
    @Test func anUpdatePausedMidDiffResumesFromTheSameByteAndACancelledOneKeepsTheInstall() throws {
        let rig = try Rig(version: .dated("120706"))
        #expect(try rig.download(["monaco"])["monaco"]! == nil)
        let diff = "/europe/monaco-updates/000/000/001.osc.gz"
        try rig.server.fault(diff, "throttle", ["rate": "300000"])
        let box = Locked<RegionTask?>(nil)
        let paused = Locked(false)
        let listener = RecordingListener { p in
            if p.bytes > 200_000, !paused.value { paused.withLock { $0 = true }; box.value?.pause() }
        }
        let task = rig.updater.update(["monaco"], listener: listener)[0]
        box.withLock { $0 = task }
        for _ in 0..<500 where task.phase != .paused || !listener.all.contains(.pause("monaco", nil)) { Thread.sleep(forTimeInterval: 0.01) }
        #expect(listener.all.contains(.pause("monaco", nil)))
        let progressed = listener.lastProgress["monaco"]?.bytes ?? 0
        #expect(task.resume())
        #expect(task.wait() == nil)
        #expect(rig.storage.installed("monaco")?.version == "monaco:1@2016-03-05")
        let ranges = try rig.server.log().filter { $0.method == "GET" && $0.path == diff }.map(\.range)
        #expect(ranges.count == 2 && ranges[0] == nil)
        #expect(ranges.last! == "bytes=\(progressed)-")

        // A cancelled update leaves the installed version as it was.
        let again = try Rig(version: .dated("120706"), server: rig.server)
        #expect(try again.download(["monaco"])["monaco"]! == nil)
        try rig.server.fault(diff, "throttle", ["rate": "300000"])
        let box2 = Locked<RegionTask?>(nil)
        let cancelling = RecordingListener { p in if p.bytes > 100_000 { box2.value?.cancel() } }
        let t2 = again.updater.update(["monaco"], listener: cancelling)[0]
        box2.withLock { $0 = t2 }
        #expect(t2.wait() == .cancelled("monaco"))
        #expect(!t2.resume())
        #expect(again.storage.installed("monaco")?.version == "monaco:0@2012-07-06")
        #expect(again.storage.status() == .ok)
    }
}
