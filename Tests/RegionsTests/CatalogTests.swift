import Net
import Foundation
import Geo
import Regions
import Testing
import TestSupport

@Suite("Region catalogue", .enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct CatalogTests {
    @Test func readsTheIndexOverHTTPWithRelativeURLsResolved() throws {
        let server = try RegionServer()
        let catalog = try RegionCatalog.load(server.catalog, http: HTTPClient(offline: false))
        #expect(catalog.tree().map { "\(String(repeating: " ", count: $0.depth))\($0.region.id)" } ==
                ["europe", " monaco", " andorra", " germany", "  bayern", "   oberfranken"])
        #expect(catalog.region(id: "monaco")?.pbfURL == server.url("/europe/monaco-latest.osm.pbf"))
        #expect(catalog.region(id: "monaco")?.updatesURL == server.url("/europe/monaco-updates"))
        #expect(catalog.region(id: "germany")?.isDownloadable == false)
    }

    @Test func readsTheIndexFromAFileURL() throws {
        let catalog = try RegionCatalog.load("file://" + SharedData.path("regions/index-v1.json"), http: HTTPClient(offline: true))
        #expect(catalog.region(id: "andorra")?.pbfURL == "file://" + SharedData.path("regions/europe/andorra-latest.osm.pbf"))
    }

    @Test func localisedNamesAndLookupByAnyName() throws {
        let catalog = try RegionCatalog.load(SharedData.path("regions/index-v1.json"), http: HTTPClient(offline: true))
        let germany = try catalog.find("Deutschland")
        #expect(germany.id == "germany")
        #expect(germany.name(in: "ja") == "ドイツ")
        #expect(germany.name(in: "xx") == "Germany")
        #expect(try catalog.find("Haute-Franconie").id == "oberfranken")
        #expect(throws: RegionsError.unknownRegion("atlantis")) { try catalog.find("atlantis") }
    }

    @Test func aParentWithoutAFileIsNotDownloadableAndNamesItsParts() throws {
        let catalog = try RegionCatalog.load(SharedData.path("regions/index-v1.json"), http: HTTPClient(offline: true))
        #expect(throws: RegionsError.notDownloadable(id: "germany", children: ["oberfranken"])) { try catalog.resolveDownloads(["germany"]) }
        #expect(try catalog.resolveDownloads(["monaco", "Andorre"]).map(\.id) == ["monaco", "andorra"])
    }

    @Test func findsTheSmallestRegionCoveringACoordinate() throws {
        let catalog = try RegionCatalog.load(SharedData.path("regions/index-v1.json"), http: HTTPClient(offline: true))
        #expect(catalog.region(covering: Coordinate(latitude: 43.7384, longitude: 7.4246))?.id == "monaco")
        #expect(catalog.region(covering: Coordinate(latitude: 42.5063, longitude: 1.5218))?.id == "andorra")
        #expect(catalog.region(covering: Coordinate(latitude: 49.95, longitude: 11.58))?.id == "oberfranken")
        #expect(catalog.region(covering: Coordinate(latitude: 0, longitude: 0)) == nil)
    }

    @Test func aVersionPinSelectsDatedExtracts() throws {
        let catalog = try RegionCatalog.load(SharedData.path("regions/index-v1.json"), http: HTTPClient(offline: true)).pinned(to: .dated("120706"))
        #expect(catalog.region(id: "monaco")?.pbfURL?.hasSuffix("europe/monaco-120706.osm.pbf") == true)
        #expect(RegionCatalog.Version("2012-07") == nil)
        #expect(RegionCatalog.Version("latest") == .latest)
    }

    @Test func sizesComeFromHEADAndAreCached() throws {
        let server = try RegionServer()
        let storage = try RegionStorage(root: temporaryFolder())
        let catalog = try RegionCatalog.load(server.catalog, http: HTTPClient(offline: false))
        let sizes = RegionSizes(storage: storage, http: HTTPClient(offline: false))
        #expect(sizes.size(of: catalog.region(id: "monaco")!) == 687_235)
        #expect(sizes.size(of: catalog.region(id: "andorra")!) == 566_125)
        let heads = try server.log().filter { $0.method == "HEAD" }.count
        #expect(heads == 2)
        // A second lookup (even offline, from a new object) comes from the cache.
        let again = RegionSizes(storage: storage, http: HTTPClient(offline: true))
        #expect(again.size(of: catalog.region(id: "monaco")!) == 687_235)
        #expect(try server.log().filter { $0.method == "HEAD" }.count == 2)
        #expect(sizes.size(of: catalog.region(id: "germany")!) == nil)
    }

    @Test func badCataloguesAreClearErrors() throws {
        let dir = temporaryFolder()
        let notJSON = dir + "/a.json", notGeo = dir + "/b.json", noID = dir + "/c.json"
        try "<html>".write(toFile: notJSON, atomically: true, encoding: .utf8)
        try #"{"type": "Feature", "features": []}"#.write(toFile: notGeo, atomically: true, encoding: .utf8)
        try #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"name": "x"}}]}"#.write(toFile: noID, atomically: true, encoding: .utf8)
        let http = HTTPClient(offline: true)
        for (path, words) in [(notJSON, "line 1, column 1: not valid JSON"), (notGeo, "not a GeoJSON FeatureCollection"), (noID, "feature 1 has no \"id\"")] {
            do {
                _ = try RegionCatalog.load(path, http: http)
                Issue.record("\(path) loaded")
            } catch {
                #expect(error.description.contains(words), "\(error.description)")
                #expect(error.description.contains(path))
            }
        }
        // A catalogue that cannot be fetched names its URL once ("catalogue URL: URL: …" repeated it).
        let server = try RegionServer()
        let missing = server.url("/no-such-index.json")
        #expect(throws: RegionsError.badCatalog(source: missing, reason: "HTTP 404")) {
            try RegionCatalog.load(missing, http: HTTPClient(offline: false))
        }
        do {
            _ = try RegionCatalog.load(dir + "/none.json", http: http)
            Issue.record("a missing catalogue loaded")
        } catch {
            #expect(error.description.components(separatedBy: dir + "/none.json").count == 2, "\(error.description)")
        }
    }
}
