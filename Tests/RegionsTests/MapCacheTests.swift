import Foundation
import Regions
import Testing
import TestSupport

@Suite("Map cache")
struct MapCacheTests {
    @Test func evictsTheLeastRecentlyUsedEntriesBeyondTheMaximumSize() {
        let cache = MapCache(directory: temporaryFolder() + "/cache", maxBytes: 250)
        cache.put("a", [UInt8](repeating: 1, count: 100))
        cache.put("b", [UInt8](repeating: 2, count: 100))
        #expect(cache.get("a") == [UInt8](repeating: 1, count: 100))  // a is now the most recently used
        cache.put("c", [UInt8](repeating: 3, count: 100))               // 300 > 250: b goes
        #expect(cache.entries().keys == ["a", "c"])
        #expect(cache.entries().bytes == 200)
        #expect(cache.get("b") == nil)
        cache.put("huge", [UInt8](repeating: 0, count: 300))            // larger than the cache: not stored
        #expect(cache.entries().keys == ["a", "c"])
        cache.clear()
        #expect(cache.entries().keys.isEmpty)
        #expect(cache.get("a") == nil)
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func anUpdateClearsTheCacheSoItNeverHoldsAnOlderVersion() throws {
        let rig = try Rig(version: .dated("120706"))
        #expect(try rig.download(["monaco"])["monaco"]! == nil)
        let maps = InstalledMaps(storage: rig.storage)
        let cache = MapCache(directory: rig.storage.cacheDir)
        cache.put("derived-monaco", [1, 2, 3])
        _ = try maps.load(["monaco"])
        #expect(cache.entries().keys == ["derived-monaco"])
        #expect(rig.updater.update(["monaco"], listener: RecordingListener())[0].wait() == nil)
        #expect(cache.entries().keys.isEmpty)
        #expect(throws: RegionsError.notInstalled("andorra")) { try maps.load(["monaco", "andorra"]) }
    }

    /// The merged extract is opened from the cache by path; one that no longer opens is made again, not an error.
    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func aDamagedMergedExtractInTheCacheIsMadeAgain() throws {
        let rig = try Rig()
        #expect(try rig.download(["monaco", "andorra"]).values.allSatisfy { $0 == nil })
        let maps = InstalledMaps(storage: rig.storage)
        let first = try maps.load(["monaco", "andorra"])
        #expect(first.name == "andorra+monaco")
        let cache = MapCache(directory: rig.storage.cacheDir)
        let key = try #require(cache.entries().keys.first)
        let path = try #require(cache.file(key))
        try Data("not a PBF".utf8).write(to: URL(fileURLWithPath: path))
        let again = try maps.load(["andorra", "monaco"])
        #expect(again.name == "andorra+monaco")
        #expect(again.network.edges.count == first.network.edges.count)
        #expect((cache.get(key)?.count ?? 0) > 1000, "the damaged extract was written again")
    }
}
