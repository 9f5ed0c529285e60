import Geo

/// The kind of a settlement or named area from OSM's `place` tag (https://wiki.openstreetmap.org/wiki/Key:place).
/// Declared from the largest to the smallest; `rank` orders them for search.
public enum PlaceKind: String, Sendable, Hashable, CaseIterable, Codable {
    case city, town, village, suburb, quarter, hamlet, neighbourhood, isolatedDwelling = "isolated_dwelling", locality

    /// Higher is more prominent (a city outranks a town of the same name, a town a locality).
    public var rank: Int { Self.allCases.count - (Self.allCases.firstIndex(of: self) ?? Self.allCases.count) }
}

/// A named place: a city, town, village, hamlet, suburb, neighbourhood or locality (a node, or the centre of a
/// closed way tagged `place`).
public struct Place: Sendable, Hashable {
    public var osmID: Int64
    public var name: String
    public var localizedNames: [String: String]
    public var kind: PlaceKind
    /// `population` when tagged as a plain number ("24678", "1 200" and "1,200" read as 1200).
    public var population: Int?
    public var coordinate: Coordinate

    public init(osmID: Int64, name: String, localizedNames: [String: String] = [:], kind: PlaceKind, population: Int? = nil,
                coordinate: Coordinate) {
        self.osmID = osmID
        self.name = name
        self.localizedNames = localizedNames
        self.kind = kind
        self.population = population
        self.coordinate = coordinate
    }

    /// `population` as an integer: digits with optional thousands separators (space, comma, dot, apostrophe); nil
    /// for estimates and ranges ("~500", "100-200") and for values that do not fit.
    public static func population(_ raw: String?) -> Int? {
        guard let raw else { return nil }
        let kept = raw.filter { !" ,.'\u{2009}\u{202F}".contains($0) }
        guard !kept.isEmpty, kept.count <= 11, kept.allSatisfy(\.isASCII), kept.allSatisfy(\.isNumber) else { return nil }
        return Int(kept)
    }
}
