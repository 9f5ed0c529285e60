import Foundation
import Geo
import MapData

/// One hit of an offline search.
public struct SearchResult: Sendable, Hashable {
    public var name: String
    /// "place:KIND" (e.g. "place:town"), "landmark", "street", or "poi:KEY=VALUE" (e.g. "poi:amenity=cafe").
    public var kind: String
    public var coordinate: Coordinate
    /// Distance from the reference point, when one was given.
    public var distance: Meters?
    /// Text score (higher is better): exact word 3, prefix 2, one typo 1, summed over the query's words, plus a bonus
    /// when the whole name starts with the query.
    public var score: Int
    /// For places: the tagged `population`.
    public var population: Int?
}

/// Offline search over street names, POIs, landmarks and places (cities, towns, villages, ...).
///
/// Names are folded once at build time (lower case, diacritics removed) and split into words. Words sit in a sorted
/// array, so exact and prefix matches are binary searches; one typo (Damerau–Levenshtein distance 1, on query words of
/// four or more characters) is found through an index of every word's single-character deletions (the symmetric
/// delete method of Garbe's SymSpell). Every query word must match; results rank by score, then by the prominence of
/// their kind (places, landmarks, streets, POIs, shops), then by distance to the reference point, then by name. Thread-safe (immutable).
public final class SearchIndex: Sendable {
    struct Entry: Sendable {
        var name: String
        /// The folded name's words joined by single spaces, apostrophes joined ("the kings head").
        var phrase: String
        var kind: String
        var coordinate: Coordinate
        /// How prominent the kind is, for equal text scores (`SearchIndex.prominence`).
        var prominence: Int
        var population: Int?
    }

    /// Equal text scores rank places first (a city above a town above a village ..., then by population), then
    /// landmarks, streets, other POIs, and shops last: "Casino" in Monaco is the Casino de Monte-Carlo (a landmark),
    /// not the convenience shop called Casino; "Encamp" is the town before any street or shop named after it.
    static func prominence(kind: String, place: PlaceKind? = nil) -> Int {
        if let place { return 100 + place.rank }
        if kind == "landmark" { return 40 }
        if kind == "street" { return 30 }
        if kind.hasPrefix("poi:shop=") { return 10 }
        return 20
    }

    let entries: [Entry]
    /// Distinct folded words, sorted.
    let words: [String]
    /// Entries containing each word: `postings[postingStart[w] ..< postingStart[w + 1]]`.
    let postingStart: [Int32]
    let postings: [Int32]
    /// Single-deletion variants (and the words themselves) → word ids.
    let deletions: [String: [Int32]]

    /// Query words shorter than this get no typo tolerance.
    static let typoMinLength = 4
    /// Street pieces with the same name farther apart than this are separate streets (another town's High Street).
    static let streetMergeDistance: Meters = 2000

    public var count: Int { entries.count }

    /// Indexes a map's road names, its POIs and landmarks, and its places.
    /// Read from the compiled map the network was opened from, when it holds an index.
    public convenience init(map: OSMMap) {
        if let parts = Self.precompiled(map.network) {
            self.init(entries: parts.entries, words: parts.words, postingStart: parts.postingStart, postings: parts.postings,
                      deletions: parts.deletions)
        } else {
            self.init(network: map.network, features: map.features)
        }
    }

    /// From parts already built and checked (a compiled map's section, `SearchIndex+Compiled.swift`).
    init(entries: [Entry], words: [String], postingStart: [Int32], postings: [Int32], deletions: [String: [Int32]]) {
        self.entries = entries
        self.words = words
        self.postingStart = postingStart
        self.postings = postings
        self.deletions = deletions
    }

    /// - Complexity: O(N log N) in the number of names, plus their deletion variants.
    public init(network: RoadNetwork, features: MapFeatures) {
        var entries = [Entry]()
        var extraNames = [[String]]()
        // Streets: one entry per name and area, at the middle of one of its edges.
        var streetsByName = [String: [Int]]()
        var seenRoad = [Bool](repeating: false, count: network.roads.count)
        for (i, e) in network.edges.enumerated() where e.isCanonical && !seenRoad[Int(e.road)] {
            seenRoad[Int(e.road)] = true
            let road = network.roads[Int(e.road)]
            guard let name = ManeuverBuilder.clean(road.name) else { continue }
            let at = network.polyline(of: i).coordinate(at: e.length / 2) ?? network.vertices[Int(e.source)].coordinate
            let folded = Self.fold(name)
            if let same = streetsByName[folded]?.first(where: { entries[$0].coordinate.distance(to: at) < Self.streetMergeDistance }) {
                extraNames[same] += road.localizedNames.values.compactMap { ManeuverBuilder.clean($0) }
                continue
            }
            streetsByName[folded, default: []].append(entries.count)
            entries.append(Entry(name: name, phrase: Self.phrase(folded), kind: "street", coordinate: at,
                                 prominence: Self.prominence(kind: "street")))
            extraNames.append(road.localizedNames.values.compactMap { ManeuverBuilder.clean($0) })
        }
        for poi in features.pois {
            guard let name = ManeuverBuilder.clean(poi.name) else { continue }
            let kind = poi.isLandmark ? "landmark" : "poi:\(poi.key)=\(poi.value)"
            entries.append(Entry(name: name, phrase: Self.phrase(Self.fold(name)), kind: kind, coordinate: poi.coordinate,
                                 prominence: Self.prominence(kind: kind)))
            extraNames.append(poi.localizedNames.values.compactMap { ManeuverBuilder.clean($0) })
        }
        for place in features.places {
            guard let name = ManeuverBuilder.clean(place.name) else { continue }
            let kind = "place:\(place.kind.rawValue)"
            entries.append(Entry(name: name, phrase: Self.phrase(Self.fold(name)), kind: kind, coordinate: place.coordinate,
                                 prominence: Self.prominence(kind: kind, place: place.kind), population: place.population))
            extraNames.append(place.localizedNames.values.compactMap { ManeuverBuilder.clean($0) })
        }
        // Words → entries.
        var byWord = [String: Set<Int32>]()
        for (i, entry) in entries.enumerated() {
            var names = [Self.fold(entry.name)]
            names += Set(extraNames[i]).map(Self.fold)
            for n in names {
                for w in Set(Self.words(n) + Self.words(Self.joiningApostrophes(n))) { byWord[w, default: []].insert(Int32(i)) }
            }
        }
        let words = byWord.keys.sorted()
        var start = [Int32](repeating: 0, count: words.count + 1)
        var postings = [Int32]()
        var deletions = [String: [Int32]]()
        for (w, word) in words.enumerated() {
            postings += byWord[word, default: []].sorted()
            start[w + 1] = Int32(postings.count)
            let scalars = Array(word.unicodeScalars)
            guard scalars.count >= Self.typoMinLength - 1 else { continue }
            deletions[word, default: []].append(Int32(w))
            for d in Self.singleDeletions(scalars) where d != word { deletions[d, default: []].append(Int32(w)) }
        }
        self.entries = entries
        self.words = words
        self.postingStart = start
        self.postings = postings
        self.deletions = deletions.mapValues { Array(Set($0)).sorted() }
    }

    /// Lower case without diacritics ("Écluse" → "ecluse").
    static func fold(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    /// Without apostrophes ("king's" → "kings"): queries are split this way; names are indexed both ways, so that
    /// "kings" finds "King's Head" and "ecl" finds "l'Écluse".
    static func joiningApostrophes(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.filter { $0 != "'" && $0 != "\u{2019}" }))
    }

    static func phrase(_ folded: String) -> String { words(joiningApostrophes(folded)).joined(separator: " ") }

    /// The words of a folded text: runs of letters and digits.
    static func words(_ folded: String) -> [String] {
        folded.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    static func singleDeletions(_ scalars: [Unicode.Scalar]) -> Set<String> {
        var out = Set<String>()
        for i in scalars.indices {
            var v = String.UnicodeScalarView()
            v.append(contentsOf: scalars[..<i])
            v.append(contentsOf: scalars[(i + 1)...])
            out.insert(String(v))
        }
        return out
    }
}
