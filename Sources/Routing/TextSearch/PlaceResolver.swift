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
    public func resolve(_ text: String) -> Coordinate? { place(for: text)?.coordinate }

    /// The coordinate for `text` with the search hit it came from, or nil when it is neither a coordinate nor a
    /// name on the map. Recorded in `resolved`.
    public func place(for text: String) -> ResolvedPlace? {
        let place: ResolvedPlace
        if let c = Coordinate(parsing: text) {
            place = ResolvedPlace(query: text, coordinate: c)
        } else {
            let search = index ?? SearchIndex(map: map)
            index = search
            guard let hit = search.search(text, near: map.bounds.center, limit: 1).first else { return nil }
            place = ResolvedPlace(query: text, coordinate: hit.coordinate, match: hit)
        }
        resolved.append(place)
        return place
    }
}
