import Geo
import MapData
import Testing
import TestSupport
@testable import Routing

@Suite struct SearchIndexTests {
    static let index: SearchIndex = {
        var b = NetworkBuilder()
        let a = b.node(east: 0, north: 0), c = b.node(east: 300, north: 0), d = b.node(east: 300, north: 300)
        let far = b.node(east: 5000, north: 0), far2 = b.node(east: 5300, north: 0)
        b.way([a, c], name: "Harbour Street")
        b.way([c, d], name: "Harbour Street")
        b.way([far, far2], name: "Harbour Street")
        b.way([c, b.node(east: 600, north: 0)], name: "Rue de l'Écluse")
        b.way([d, b.node(east: 300, north: 600)], name: "Elm Road")
        let features = MapFeatures(pois: [
            POI(osmID: 1, name: "Café Central", key: "amenity", value: "cafe", coordinate: b.nodes[a]),
            POI(osmID: 2, name: "Harbour Bakery", key: "shop", value: "bakery", coordinate: b.nodes[d]),
            POI(osmID: 3, name: "Old Lighthouse", localizedNames: ["ja": "古い灯台"], key: "tourism", value: "attraction",
                coordinate: b.nodes[far], isLandmark: true),
        ])
        return SearchIndex(network: b.build(), features: features)
    }()

    @Test func streetPiecesWithOneNameMergeUnlessFarApart() {
        let hits = Self.index.search("harbour street")
        #expect(hits.filter { $0.kind == "street" }.count == 2)
    }

    @Test func prefixAndCaseAndDiacriticsInsensitive() {
        #expect(Self.index.search("CAFE").first?.name == "Café Central")
        #expect(Self.index.search("ecl").first?.name == "Rue de l'Écluse")
        #expect(Self.index.search("elm r").first?.kind == "street")
        #expect(Self.index.search("cafe").first?.kind == "poi:amenity=cafe")
    }

    @Test func oneTypoIsToleratedOnLongerWordsOnly() {
        #expect(Self.index.search("harbuor bakery").first?.name == "Harbour Bakery") // transposition
        #expect(Self.index.search("lighthoose").first?.kind == "landmark")             // substitution
        #expect(Self.index.search("lighthuse").first?.name == "Old Lighthouse")         // deletion
        #expect(Self.index.search("lighthousse").first?.name == "Old Lighthouse")       // insertion
        #expect(Self.index.search("lgihthuose").isEmpty)                                // two edits
        #expect(Self.index.search("elx").isEmpty)                                       // short word: exact/prefix only
    }

    @Test func everyWordMustMatchAndExactBeatsPrefix() {
        #expect(Self.index.search("harbour elm").isEmpty)
        let hits = Self.index.search("harbour")
        #expect(hits.count == 3)
        #expect(hits.allSatisfy { $0.name.hasPrefix("Harbour") })
    }

    @Test func equalScoresRankByDistanceToTheReference() throws {
        var b = NetworkBuilder()
        let farPoint = b.nodes[b.node(east: 5100, north: 0)]
        let hits = Self.index.search("harbour street", near: farPoint)
        let first = try #require(hits.first)
        #expect(first.distance! < 500)
        #expect(hits[1].distance! > 4000)
    }

    @Test func localizedNamesAreSearchable() {
        #expect(Self.index.search("古い灯台").first?.name == "Old Lighthouse")
    }

    @Test func editDistanceOfOne() {
        func d1(_ a: String, _ b: String) -> Bool { SearchIndex.withinOneEdit(Array(a.unicodeScalars), Array(b.unicodeScalars)) }
        #expect(d1("abcd", "abdc") && d1("abcd", "abxd") && d1("abcd", "abd") && d1("abd", "abcd") && d1("abcd", "abcd"))
        #expect(!d1("abcd", "badc") && !d1("abcd", "ab") && !d1("abcd", "axcy"))
    }
}

/// Places are searchable, and equal matches rank the place and the landmark above a shop of the same name.
@Suite struct PlaceSearchTests {
    static let index: SearchIndex = {
        var b = NetworkBuilder()
        let a = b.node(east: 0, north: 0), c = b.node(east: 400, north: 0), far = b.node(east: 3000, north: 0)
        b.way([a, c], name: "Carretera d'Encamp")
        b.way([c, far], name: "Encamp Road")
        let features = MapFeatures(pois: [
            POI(osmID: 1, name: "Casino", key: "shop", value: "convenience", coordinate: b.nodes[a]),
            POI(osmID: 2, name: "Casino de Monte Carlo", key: "amenity", value: "casino", coordinate: b.nodes[far], isLandmark: true),
            POI(osmID: 3, name: "Encamp", key: "shop", value: "bakery", coordinate: b.nodes[a]),
        ], places: [
            Place(osmID: 10, name: "Encamp", kind: .town, population: 11_000, coordinate: b.nodes[far]),
            Place(osmID: 11, name: "Vila", kind: .hamlet, coordinate: b.nodes[a]),
            Place(osmID: 12, name: "Vila", kind: .village, population: 300, coordinate: b.nodes[far]),
        ])
        return SearchIndex(network: b.build(), features: features)
    }()

    @Test func townsAreFoundWithTheirKindAndPopulation() throws {
        let hit = try #require(Self.index.search("encamp", near: Self.index.entries[0].coordinate).first)
        #expect(hit.kind == "place:town")
        #expect(hit.population == 11_000)
    }

    @Test func theLandmarkOutranksTheShopOfTheSameNameEvenWhenTheShopIsNearer() throws {
        let shop = try #require(Self.index.entries.first { $0.kind == "poi:shop=convenience" })
        let hits = Self.index.search("casino", near: shop.coordinate)
        #expect(hits.map(\.name) == ["Casino de Monte Carlo", "Casino"])
    }

    @Test func largerPlaceKindsComeFirst() {
        #expect(Self.index.search("vila").map(\.kind) == ["place:village", "place:hamlet"])
    }

    @Test func populationReadsThousandsSeparatorsAndRejectsEstimates() {
        #expect(Place.population("24678") == 24678 && Place.population("1 200") == 1200 && Place.population("1,200") == 1200)
        #expect(Place.population("~500") == nil && Place.population("100-200") == nil && Place.population("") == nil)
        #expect(Place.population(nil) == nil && Place.population("99999999999999999999") == nil)
    }
}

@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct RealDataSearchTests {
    @Test func andorraTownsAreSearchable() throws {
        let map = try OSMMap.load(path: SharedData.path("graphhopper/andorra.osm.pbf"))
        #expect(map.features.places.count > 50)
        let index = SearchIndex(map: map)
        let vella = try #require(index.search("Andorra la Vella").first)
        #expect(vella.name == "Andorra la Vella" && vella.kind.hasPrefix("place:"))
        #expect(abs(vella.coordinate.latitude - 42.5075) < 0.01 && abs(vella.coordinate.longitude - 1.5218) < 0.01)
        let encamp = try #require(index.search("Encamp").first)
        #expect(encamp.name == "Encamp" && encamp.kind == "place:town")
    }

    @Test func monacoCasinoIsTheCasinoNotTheShop() throws {
        let map = try OSMMap.load(path: SharedData.path("osrm-backend/monaco.osm.pbf"))
        let hit = try #require(PlaceResolver(map: map).place(for: "Casino")?.match)
        #expect(hit.name == "Casino de Monte Carlo")
        #expect(hit.kind == "landmark")
    }

    @Test func andorraStreetsAndPOIsAreFound() throws {
        let map = try OSMMap.load(path: SharedData.path("graphhopper/andorra.osm.pbf"))
        let index = SearchIndex(map: map)
        #expect(index.count > 100)
        let hits = index.search("avinguda meritxell")
        #expect(hits.first?.name.lowercased().contains("meritxell") == true)
        #expect(index.search("avnguda meritxell").first?.name == hits.first?.name)
    }
}
