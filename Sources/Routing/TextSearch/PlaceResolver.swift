import Geo
import MapData

/// Turns a place given as text into a coordinate: `"lat,lon"`, else the best offline-search hit (places, landmarks
/// and streets before shops of the same name; then nearest the map's centre). The one rule every command and route
/// file uses; the search index is built on first need, once.
public final class PlaceResolver {
    public let map: OSMMap
    private var index: SearchIndex?
    /// Every place resolved so far, in order (commands print what each search text matched).
    public private(set) var resolved: [ResolvedPlace] = []

    public init(map: OSMMap) { self.map = map }

    /// The coordinate for `text`, or nil when it is neither a coordinate nor a name on the map.
    /// Text written as a coordinate but out of range (`91,0`) is never searched for: nil (see `coordinateError`).
    public func resolve(_ text: String) -> Coordinate? { place(for: text)?.coordinate }

    /// The coordinate for `text` with the search hit it came from, or nil when it is neither a coordinate nor a
    /// name on the map (or a coordinate out of range). Recorded in `resolved`.
    public func place(for text: String) -> ResolvedPlace? {
        let place: ResolvedPlace
        if let c = Coordinate(parsing: text) {
            place = ResolvedPlace(query: text, coordinate: c)
        } else {
            if Self.coordinateError(text) != nil { return nil }
            let search = index ?? SearchIndex(map: map)
            index = search
            guard let hit = search.search(text, near: map.bounds.center, limit: 1).first else { return nil }
            place = ResolvedPlace(query: text, coordinate: hit.coordinate, match: hit)
        }
        resolved.append(place)
        return place
    }

    /// Why `text`, written as a coordinate (two numbers, `lat,lon`), is not one: latitude outside -90…90 or
    /// longitude outside -180…180. Nil for valid coordinates and for any other text (a search text).
    public static func coordinateError(_ text: String) -> String? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let lat = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let lon = Double(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        if !(-90...90).contains(lat) { return "'\(text)': latitude \(parts[0]) is outside -90...90" }
        if !(-180...180).contains(lon) { return "'\(text)': longitude \(parts[1]) is outside -180...180" }
        return nil
    }
}
