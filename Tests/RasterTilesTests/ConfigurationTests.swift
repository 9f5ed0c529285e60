import Foundation
import RasterTiles
import Testing
import TestSupport

@Suite struct ConfigurationTests {
    @Test func templateExpandsZoomColumnRowTMSAndSubdomains() throws {
        let t = try URLTemplate("https://{s}.tile.example/{z}/{x}/{y}.png?tms={-y}", subdomains: ["a", "b", "c"])
        #expect(t.url(for: TileKey(z: 3, x: 2, y: 1)) == "https://a.tile.example/3/2/1.png?tms=6")
        #expect(t.url(for: TileKey(z: 3, x: 2, y: 2)) == "https://b.tile.example/3/2/2.png?tms=5")
        #expect(t.host(for: TileKey(z: 3, x: 2, y: 2)) == "b.tile.example")
        let q = try URLTemplate("file:///tiles/{quadkey}.jpg")
        #expect(q.url(for: TileKey(z: 3, x: 3, y: 5)) == "file:///tiles/213.jpg")
    }

    @Test func templateWithoutZXYIsOneClearError() {
        #expect(throws: RasterError.self) { try URLTemplate("http://tiles.example/{z}/{x}.png") }
        do {
            _ = try URLTemplate("http://tiles.example/{z}/{x}.png")
        } catch {
            #expect(error.description.contains("lacks {z}, {x} or {y}"))
        }
        #expect(throws: RasterError.self) { try URLTemplate("ftp://tiles.example/{z}/{x}/{y}.png") }
    }

    @Test func storageLevelsOutside0To31AreRefused() throws {
        let t = try URLTemplate("http://127.0.0.1/{z}/{x}/{y}.png")
        do {
            _ = try RasterSourceConfiguration(name: "a", template: t, storageLevels: [3, 32])
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("storage level 32 is outside 0…31"))
        }
        #expect(throws: RasterError.self) { try RasterSourceConfiguration(name: "a", template: t, storageLevels: [-1]) }
        #expect(throws: RasterError.self) { try RasterLayerSpec.parse(option: "http://h/{z}/{x}/{y}.png,levels=0-40", index: 0, cacheRoot: nil) }
    }

    @Test func storageLevelIsNearestLowerOrLowest() throws {
        let c = try RasterSourceConfiguration(name: "a", template: URLTemplate("http://h/{z}/{x}/{y}"), storageLevels: [14, 10, 12])
        #expect(c.storageLevels == [10, 12, 14])
        #expect(c.storageLevel(for: 13) == 12)
        #expect(c.storageLevel(for: 18) == 14)
        #expect(c.storageLevel(for: 4) == 10)
    }

    @Test func duplicateSourceNameIsAnError() throws {
        let reg = RasterSourceRegistry(userAgent: "navsim-tests")
        let c = try RasterSourceConfiguration(name: "radar", template: URLTemplate("file:///nowhere/{z}/{x}/{y}.png"))
        _ = try reg.makeSource(c)
        #expect(throws: RasterError.duplicateSourceName("radar")) { try reg.makeSource(c) }
    }

    @Test func optionStringReadsEveryKey() throws {
        let s = try RasterLayerSpec.parse(option: "http://127.0.0.1:9/{z}/{x}/{y}.png,name=radar,alpha,levels=2-12,priority=above:roads,min-zoom=3,max-zoom=15,load-priority=7,cache-size=2MB,disabled",
                                          index: 0, cacheRoot: "/tmp/c")
        #expect(s.source.name == "radar")
        #expect(s.source.hasAlphaChannel)
        #expect(s.source.storageLevels == Array(2...12))
        #expect(s.source.maxDiskBytes == 2 << 20)
        #expect(s.source.cachePath == "/tmp/c/radar")
        #expect(s.layer.priority == .above("roads"))
        #expect(s.layer.visibleZooms == 3...15)
        #expect(s.layer.loadPriority == 7)
        #expect(!s.layer.enabled)
        #expect(throws: RasterError.self) { try RasterLayerSpec.parse(option: "http://h/{z}/{x}/{y}.png,bogus=1", index: 0, cacheRoot: nil) }
    }

    @Test func jsonFileLoadsAndNamesTheFileOnError() throws {
        let dir = temporaryFolder()
        let good = dir + "/layers.json"
        try Data("""
        {"layers": [
          {"name": "imagery", "provider": {"templateUrl": "file:///t/{z}/{x}/{y}.jpg", "storageLevels": {"min": 12, "max": 17}}},
          {"name": "radar", "provider": {"templateUrl": "http://127.0.0.1:1/{z}/{x}/{y}.png", "hasAlphaChannel": true,
                                         "storageLevels": [4, 6, 8]},
           "cache": {"path": "radar-cache", "maxDiskSizeInBytes": 1000000},
           "layer": {"priority": "last", "minZoom": 4, "maxZoom": 18, "loadPriority": 3}}
        ]}
        """.utf8).write(to: URL(fileURLWithPath: good))
        let specs = try RasterLayerSpec.load(file: good, cacheRoot: "/tmp/root")
        #expect(specs.map(\.source.name) == ["imagery", "radar"])
        #expect(specs[0].source.storageLevels == Array(12...17))
        #expect(specs[0].source.cachePath == "/tmp/root/imagery")
        #expect(specs[1].source.cachePath == dir + "/radar-cache")
        #expect(specs[1].source.maxDiskBytes == 1_000_000)
        #expect(specs[1].layer.priority == .renderedLast)
        #expect(specs[1].layer.loadPriority == 3)
        let bad = dir + "/bad.json"
        try Data(#"{"name": "x", "provider": {"templateUrl": "http://h/{z}/{y}.png"}}"#.utf8).write(to: URL(fileURLWithPath: bad))
        do {
            _ = try RasterLayerSpec.load(file: bad, cacheRoot: nil)
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix(bad + ": layers[0]: "))
            #expect(error.description.contains("lacks {z}, {x} or {y}"))
        }
        try Data("{ nope".utf8).write(to: URL(fileURLWithPath: bad))
        #expect(throws: RasterError.self) { try RasterLayerSpec.load(file: bad, cacheRoot: nil) }
    }
}
