import Geo

/// A place as the user gave it and what it became: a coordinate typed as "lat,lon", or the search hit a text matched
/// (so that commands can say "Casino → Casino de Monte Carlo (landmark)" instead of routing silently).
public struct ResolvedPlace: Sendable, Hashable {
    /// The text as given.
    public var query: String
    public var coordinate: Coordinate
    /// The search hit, when the text was not a coordinate.
    public var match: SearchResult?

    public init(query: String, coordinate: Coordinate, match: SearchResult? = nil) {
        self.query = query
        self.coordinate = coordinate
        self.match = match
    }

    /// "Andorra la Vella (place:town, 42.507790,1.521090)" for a search hit, "42.507800,1.521100" for a coordinate.
    /// Map text in it is not sanitized: callers that print it to a terminal sanitize it.
    public var description: String {
        let c = String(describing: coordinate)
        guard let m = match else { return c }
        return "\(m.name) (\(m.kind), \(c))"
    }
}
