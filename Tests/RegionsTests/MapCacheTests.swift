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
}
