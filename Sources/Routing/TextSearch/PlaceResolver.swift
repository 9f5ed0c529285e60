import Geo
import MapData

/// Turns a place given as text into a coordinate: `"lat,lon"`, else the best offline-search hit nearest the map's
/// centre. The one rule every command and route file uses; the search index is built on first need, once.
public final class PlaceResolver {
    public let map: OSMMap
    private var index: SearchIndex?

    public init(map: OSMMap) { self.map = map }

    /// The coordinate for `text`, or nil when it is neither a coordinate nor a name on the map.
    public func resolve(_ text: String) -> Coordinate? {
        if let c = Coordinate(parsing: text) { return c }
        let search = index ?? SearchIndex(map: map)
        index = search
        return search.search(text, near: map.bounds.center, limit: 1).first?.coordinate
    }
}
