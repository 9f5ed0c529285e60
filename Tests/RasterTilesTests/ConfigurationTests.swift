import Foundation
import RasterTiles
import Text
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

    /// A template whose URLs cannot be requested is refused when it is read, naming it and a sample URL, not on
    /// every tile at draw time; file templates and ports, IPv6 literals and query strings pass.
    @Test func templateThatMakesNoWellFormedURLIsOneClearError() throws {
        for bad in ["http://[::1/{z}/{x}/{y}.png", "http:///{z}/{x}/{y}.png", "https://tiles example/{z}/{x}/{y}.png"] {
            do {
                _ = try URLTemplate(bad)
                Issue.record("accepted \(bad)")
            } catch {
                #expect(error.description.contains("does not make a well-formed URL with a host"), "\(bad): \(error)")
                #expect(error.description.contains("tile 1/1/1"), "\(bad): \(error)")
            }
        }
        for good in ["http://127.0.0.1:8080/{z}/{x}/{y}.png", "http://[::1]:9/{z}/{x}/{y}.png?k=v&tms={-y}",
                     "file:///tiles/{z}/{x}/{y}.png", "https://{s}.tile.example/{quadkey}.jpg"] {
            #expect(throws: Never.self, "\(good)") { _ = try URLTemplate(good) }
        }
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
        try Data("{\"layers\": [\n  { nope".utf8).write(to: URL(fileURLWithPath: bad))
        do {
            _ = try RasterLayerSpec.load(file: bad, cacheRoot: nil)
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix(bad + ":2:"), "names the line of the broken JSON: \(error.description)")
            #expect(error.description.contains("not valid JSON ("))
        }
    }

    /// A misspelt field or a value of the wrong type is an error naming the file and the field, never a default.
    @Test func jsonFileRefusesUnknownFieldsAndWrongTypesNamingTheField() throws {
        let file = temporaryFolder() + "/layer.json"
        let cases: [(String, String)] = [
            (#"{"name": "x", "templateUrl": "http://h/{z}/{x}/{y}.png", "layr": {"minZoom": 3}}"#, ": layers[0].layr: unknown field"),
            (#"{"name": "x", "provider": {"templateUrl": "http://h/{z}/{x}/{y}.png", "hasAlphaChannel": 1}}"#,
             ": layers[0].provider.hasAlphaChannel: expected true or false"),
            (#"{"name": "x", "provider": {"templateUrl": "http://h/{z}/{x}/{y}.png"}, "layer": {"loadPriority": 1.5}}"#,
             ": layers[0].layer.loadPriority: expected a whole number"),
            (#"{"name": "x", "provider": null}"#, ": layers[0].templateUrl: missing"),
            (#"{"layers": 3}"#, ": layers: expected a list"),
        ]
        for (text, expected) in cases {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            do {
                _ = try RasterLayerSpec.load(file: file, cacheRoot: nil)
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.description.hasPrefix(file + expected), "\(error.description)")
            }
        }
    }

    /// TileJSON's optional fields keep their types: a zoom that is not a whole number or an unknown row order is an
    /// error naming the document, not a silent default (xyz, the style's zooms).
    @Test func tileJSONRefusesWrongTypesAndUnknownSchemes() throws {
        let url = "http://127.0.0.1:1/relief.json?key=secret"
        let good = try TileJSON.parse(Array(#"{"tiles": ["t/{z}/{x}/{y}.png"], "minzoom": 3, "maxzoom": 9, "scheme": "tms", "tileSize": 512}"#.utf8), url: url)
        #expect(good.tiles == ["http://127.0.0.1:1/t/{z}/{x}/{y}.png"])
        #expect(good.minZoom == 3 && good.maxZoom == 9 && good.scheme == "tms" && good.tileSize == 512)
        let cases: [(String, String)] = [
            (#"{"tiles": ["{z}/{x}/{y}.png"], "minzoom": "3"}"#, #"TileJSON "minzoom" must be a whole number in 0…30"#),
            (#"{"tiles": ["{z}/{x}/{y}.png"], "maxzoom": 7.5}"#, #"TileJSON "maxzoom" must be a whole number in 0…30"#),
            (#"{"tiles": ["{z}/{x}/{y}.png"], "tileSize": 0}"#, #"TileJSON "tileSize" must be a whole number in 1…4096"#),
            (#"{"tiles": ["{z}/{x}/{y}.png"], "scheme": "weird"}"#, #"TileJSON "scheme" must be "xyz" or "tms", got "weird""#),
            (#"{"tiles": ["{z}/{x}/{y}.png"], "attribution": 5}"#, #"TileJSON "attribution" must be a string"#),
        ]
        for (text, reason) in cases {
            #expect(throws: RasterError.configuration(SourceError(source: "http://127.0.0.1:1/relief.json", reason: reason))) {
                try TileJSON.parse(Array(text.utf8), url: url)
            }
        }
    }
}
