/// Counts from loading a map: what was read, built and skipped (for tests, the benchmark and diagnostics).
public struct LoadStatistics: Sendable, Hashable {
    /// Nodes in the file (every one, tagged or not).
    public var nodes = 0
    /// Ways in the file.
    public var ways = 0
    /// Relations kept (restrictions, multipolygons, enforcement).
    public var relations = 0
    /// Node refs of road ways whose node is missing from the file (the way is split there).
    public var missingNodes = 0
    /// Turn restriction relations resolved onto the network.
    public var restrictions = 0
    /// Turn restriction relations dropped: unknown value, members missing or not roads, or from/to not touching via.
    public var invalidRestrictions = 0
    /// Multipolygon relations that could not be assembled into closed rings.
    public var brokenMultipolygons = 0

    /// All counts zero.
    public init() {}
}
