import Geo
@testable import MapData
import Testing

/// The OpenMapTiles view of the default town and of the shared extracts: every layer a style needs is filled, labels
/// follow the chosen language, the default town's disputed border follows the political view.
@Suite("OpenMapTiles view of real maps")
struct OpenMapTilesRealMapTests {
    static func names(_ view: OpenMapTilesView, layer: String) -> [String] {
        (view.layer(layer)?.features ?? []).compactMap { if case .string(let s)? = $0.properties["name"] { s } else { nil } }
    }

    @Test func theDefaultTownFillsEveryLayerAStyleDrawsFrom() throws {
        let view = try OSMMap.defaultTown().openMapTiles()
        for layer in ["transportation", "transportation_name", "water", "waterway", "landcover", "landuse", "park", "building",
                      "poi", "place", "boundary"] {
            #expect(!(view.layer(layer)?.features.isEmpty ?? true), "\(layer) is empty")
        }
        let classes = Set((view.layer("transportation")?.features ?? []).compactMap { f -> String? in
            if case .string(let c)? = f.properties["class"] { c } else { nil }
        })
        #expect(classes.isSuperset(of: ["motorway", "trunk", "primary", "secondary", "tertiary", "minor", "service", "rail"]))
        #expect(view.layer("transportation")?.features.contains { $0.properties["brunnel"] == .string("tunnel") } == true)
        #expect(view.layer("transportation")?.features.contains { $0.properties["ramp"] == .number(1) } == true)
    }

    @Test func theDefaultTownInJapaneseLabelsItsStreetsInJapanese() throws {
        let map = try OSMMap.defaultTown()
        let ja = map.openMapTiles(OMTViewOptions(language: try #require(MapLanguage(code: "ja"))))
        let streets = Self.names(ja, layer: "transportation_name")
        #expect(streets.contains("ハイ・ストリート"))
        #expect(!streets.contains("High Street"))
        #expect(Self.names(ja, layer: "park").contains("ヴィクトリア公園"))
        #expect(Self.names(map.openMapTiles(), layer: "transportation_name").contains("High Street"))
    }

    @Test func theDefaultTownsDisputedBorderFollowsThePoliticalView() throws {
        let map = try OSMMap.defaultTown()
        func disputed(_ view: OpenMapTilesView) -> [String: Double] {
            var out = [String: Double]()
            for f in view.layer("boundary")?.features ?? [] {
                guard case .string(let name)? = f.properties["disputed_name"] ?? f.properties["name"],
                      case .number(let d)? = f.properties["disputed"] else { continue }
                out[name] = d
            }
            return out
        }
        let international = map.openMapTiles()
        #expect(disputed(international) == ["Bourne Heath line": 1, "Wessex line": 1])
        #expect(international.layer("boundary")?.features.filter { $0.properties["disputed"] == .number(0) }.count == 2)
        let home = map.openMapTiles(OMTViewOptions(politicalView: try #require(PoliticalView(code: "XHA"))))
        #expect(disputed(home) == ["Bourne Heath line": 0])
        let neighbour = map.openMapTiles(OMTViewOptions(politicalView: try #require(PoliticalView(code: "XWE"))))
        #expect(disputed(neighbour) == ["Wessex line": 0])
        #expect(neighbour.layer("boundary")?.features.allSatisfy { $0.properties["admin_level"] == .number(2) } == true)
    }

    @Test(.sharedData) func monacoLabelsInFrenchItalianAndGerman() throws {
        let map = try RealExtracts.monaco2016PBF.get()
        let local = Set(Self.names(map.openMapTiles(), layer: "place") + Self.names(map.openMapTiles(), layer: "poi"))
        for code in ["fr", "it", "de"] {
            let view = map.openMapTiles(OMTViewOptions(language: try #require(MapLanguage(code: code))))
            let features = ["place", "poi", "transportation_name"].flatMap { view.layer($0)?.features ?? [] }
            let translated = features.filter { $0.properties["name:\(code)"] != nil }
            #expect(!translated.isEmpty, "no name:\(code) in Monaco")
            #expect(translated.allSatisfy { $0.properties["name"] == $0.properties["name:\(code)"] })
            // Features without a name in that language keep their local name.
            let untranslated = features.filter { $0.properties["name:\(code)"] == nil && $0.properties["name"] != nil }
            #expect(!untranslated.isEmpty)
        }
        #expect(!local.isEmpty)
        let it = map.openMapTiles(OMTViewOptions(language: try #require(MapLanguage(code: "it"))))
        #expect(Self.names(it, layer: "place").contains("Principato di Monaco") || Self.names(it, layer: "place").contains("Monaco"))
    }

    @Test(.sharedData) func andorraLabelsInCatalanSpanishAndFrench() throws {
        let map = try RealExtracts.andorraPBF.get()
        var seen = [String: Set<String>]()
        for code in ["ca", "es", "fr"] {
            let view = map.openMapTiles(OMTViewOptions(language: try #require(MapLanguage(code: code))))
            let features = ["place", "poi", "transportation_name", "mountain_peak"].flatMap { view.layer($0)?.features ?? [] }
            let translated = features.filter { $0.properties["name:\(code)"] != nil }
            #expect(!translated.isEmpty, "no name:\(code) in Andorra")
            #expect(translated.allSatisfy { $0.properties["name"] == $0.properties["name:\(code)"] })
            seen[code] = Set(Self.names(view, layer: "place"))
        }
        #expect(seen["es"] != seen["fr"], "Spanish and French place labels are the same")
        let andorra = map.openMapTiles()
        #expect(andorra.layer("boundary")?.features.contains { $0.properties["admin_level"] == .number(2) } == true)
        #expect(andorra.layer("mountain_peak")?.features.contains { $0.properties["ele"] != nil } == true)
    }
}
