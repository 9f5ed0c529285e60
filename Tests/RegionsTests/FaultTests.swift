import Net
import Foundation
import Regions
import Testing
import TestSupport

@Suite("More server faults", .enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct FaultTests {
    @Test func aSlowHEADTimesOutWithoutAffectingTheListing() throws {
        let server = try RegionServer()
        try server.fault("/europe/monaco-latest.osm.pbf", "slowhead", ["delay": "5"])
        let storage = try RegionStorage(root: temporaryFolder())
        let catalog = try RegionCatalog.load(server.catalog, http: HTTPClient(offline: false))
        let http = HTTPClient(offline: false, timeout: 1.5)
        #expect(throws: RegionsError.transfer(url: catalog.region(id: "monaco")!.pbfURL!, reason: "timed out after 1.5 s")) {
            try http.head(catalog.region(id: "monaco")!.pbfURL!)
        }
        try server.fault("/europe/monaco-latest.osm.pbf", "slowhead", ["delay": "5"])
        let sizes = RegionSizes(storage: storage, http: http)
        #expect(sizes.size(of: catalog.region(id: "monaco")!) == nil)
        #expect(sizes.size(of: catalog.region(id: "andorra")!) == 566_125)
        // The next listing asks again (a failure is not cached) and gets it once the server answers in time.
        #expect(RegionSizes(storage: storage, http: HTTPClient(offline: false)).size(of: catalog.region(id: "monaco")!) == 687_235)
    }

    @Test func aCorruptPartialFileIsCaughtByTheChecksumAndTheNextTryStartsOver() throws {
        let rig = try Rig()
        let part = rig.storage.root + "/downloads/monaco.osm.pbf.part"
        try Data(repeating: 0xff, count: 1000).write(to: URL(fileURLWithPath: part))
        try JSONEncoder().encode(["url": rig.server.url("/europe/monaco-latest.osm.pbf")]).write(to: URL(fileURLWithPath: rig.storage.root + "/downloads/monaco.part.json"))
        let result = try rig.download(["monaco"])["monaco"]!
        guard case .checksumMismatch(let region, let expected, _)? = result else { Issue.record("\(String(describing: result))"); return }
        #expect(region == "monaco" && expected == "6b5c63d4c9ad8f7ad8f48187cdb4e1eb")
        #expect(!FileManager.default.fileExists(atPath: part))
        #expect(rig.storage.installed("monaco") == nil)
        #expect(try rig.download(["monaco"])["monaco"]! == nil)
        #expect(try rig.server.log().filter { $0.method == "GET" && $0.path.hasSuffix(".pbf") }.map(\.range) == ["bytes=1000-", nil])
    }
}
