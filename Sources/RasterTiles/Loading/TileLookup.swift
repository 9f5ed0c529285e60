/// What a source holds for a tile right now (never waits).
public enum TileLookup: Sendable, Equatable {
    /// Decoded and in memory.
    case image(RasterImage)
    /// The provider has no tile here (404): nothing to draw.
    case empty
    /// Queued or being fetched.
    case loading
    /// The last attempt failed, with the reason.
    case failed(String)
    /// Not asked for yet.
    case absent
}
