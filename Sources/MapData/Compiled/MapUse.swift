/// What a command reads of a compiled map, so that opening verifies what it will use and nothing else.
public enum MapUse: Sendable, Hashable {
    /// Drawing, search and the OpenMapTiles view as well as routing: the sections with nothing to rebuild them from
    /// (`FEAT`, `OMTV`) are verified at open, so damage there is an error before anything runs.
    case everything
    /// Routing only (`navsim route`, `batch`): the network is verified as it is decoded, the hierarchies
    /// and the search index when read (rebuilt from the network when damaged). The features and the view stay in
    /// the file unverified and unread; a routing command that reads them after all (a damaged search index
    /// rebuilt from the features) verifies them first, and a damaged one gives none.
    case routing
    /// The road network alone (`navsim match`): `META` and `NETW`, verified as they are decoded. Nothing else is
    /// verified or read at open, in a cached file either (a matcher never reads the hierarchies or the search index);
    /// a section read later after all is verified then, as for `.routing`.
    case network

    /// The sections verified at open beyond those decoded there (`META`, `NETW`).
    var verifiedAtOpen: Set<CompiledMapFormat.Kind> {
        switch self {
        case .everything: [.features, .openMapTiles]
        case .routing, .network: []
        }
    }
}
