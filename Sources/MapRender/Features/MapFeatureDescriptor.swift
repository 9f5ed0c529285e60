/// What the registry knows of one layer: its modes, what it needs to be drawn, and the content filter it takes.
public struct MapFeatureDescriptor: Sendable, Hashable {
    /// What a layer needs before it can be enabled.
    public enum Requirement: String, Sendable, Hashable {
        case none
        /// A digital elevation model (hill shading, 3D relief). navsim has none.
        case elevationSource
        /// A traffic world (`--traffic on`): the flow and incident layers draw its snapshot.
        case trafficSource
    }

    /// The content filter a layer takes (HERE's `MapContentSettings`).
    public enum ContentFilter: String, Sendable, Hashable {
        case none
        /// A vehicle spec: restrictions that do not bind the vehicle are hidden (`filterVehicleRestrictions`).
        case vehicle
        /// A set of category names (POI categories, incident kinds): the others are hidden.
        case categories
    }

    public var layer: MapFeatureLayer
    /// Modes in the order the panel cycles them; the first is the default. Never empty (`[.all]` at least).
    public var modes: [MapFeatureMode]
    /// One line for the layers panel and `navsim help`.
    public var summary: String
    public var requirement: Requirement
    public var filter: ContentFilter

    public init(_ layer: MapFeatureLayer, modes: [MapFeatureMode] = [.all], summary: String,
                requirement: Requirement = .none, filter: ContentFilter = .none) {
        self.layer = layer
        self.modes = modes.isEmpty ? [.all] : modes
        self.summary = summary
        self.requirement = requirement
        self.filter = filter
    }

    public var defaultMode: MapFeatureMode { modes[0] }
}
