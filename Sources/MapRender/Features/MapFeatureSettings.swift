import MapData
import Routing

/// Which feature layers are on, in which mode, with which content filters: the run-time switch the layers panel,
/// `--features` and the script lines `enable feature X [MODE]` / `disable feature X` change.
///
/// HERE's `MapScene.enableFeatures([feature: mode])` / `disableFeatures([feature])` as a value: switching a layer
/// never fails silently. Unknown layers and modes are errors, and so is a layer whose requirement is not met
/// (`terrain` without an elevation source).
public struct MapFeatureSettings: Sendable, Hashable {
    public let registry: MapFeatureRegistry
    /// Enabled layers and their modes.
    public private(set) var enabled: [MapFeatureLayer: MapFeatureMode]
    public var content: MapContentSettings
    /// Whether an elevation model is loaded (none is: navsim has no elevation source).
    public var hasElevationSource: Bool
    /// Whether the drive has a traffic world for the traffic layers to show.
    public var hasTrafficSource: Bool

    public init(registry: MapFeatureRegistry = .standard, enabled: [MapFeatureLayer] = MapFeatureRegistry.defaultEnabled,
                content: MapContentSettings = MapContentSettings(), hasElevationSource: Bool = false, hasTrafficSource: Bool = false) {
        self.registry = registry
        self.content = content
        self.hasElevationSource = hasElevationSource
        self.hasTrafficSource = hasTrafficSource
        var on = [MapFeatureLayer: MapFeatureMode]()
        for l in enabled { if let d = registry.descriptor(l) { on[l] = d.defaultMode } }
        self.enabled = on
    }

    /// The default set: what the map showed before layers could be switched.
    public static let standard = MapFeatureSettings()

    /// The default set of a drive with a traffic world: the standard layers, traffic flow and incidents.
    public static let standardWithTraffic = MapFeatureSettings(
        enabled: MapFeatureRegistry.defaultEnabled + MapFeatureRegistry.defaultTrafficEnabled, hasTrafficSource: true)

    public func isEnabled(_ layer: MapFeatureLayer) -> Bool { enabled[layer] != nil }
    public func mode(_ layer: MapFeatureLayer) -> MapFeatureMode? { enabled[layer] }

    /// Enabled layers in the registry's order, as "name" or "name:mode" when not the default mode.
    public var summary: [String] {
        registry.descriptors.compactMap { d in
            guard let m = enabled[d.layer] else { return nil }
            return m == d.defaultMode ? d.layer.rawValue : d.layer.rawValue + ":" + m.rawValue
        }
    }

    /// Turns a layer on (in `mode`, or the layer's default mode); a layer already on changes mode.
    public mutating func enable(_ layer: MapFeatureLayer, mode: MapFeatureMode? = nil) throws(MapFeatureError) {
        let d = try descriptor(layer)
        let m = mode ?? d.defaultMode
        guard d.modes.contains(m) else {
            throw MapFeatureError("\(layer) has no mode '\(m)'; its modes: " + d.modes.map(\.rawValue).joined(separator: ", "))
        }
        switch d.requirement {
        case .elevationSource where !hasElevationSource:
            throw MapFeatureError("\(layer) needs an elevation source, and navsim has none: no relief is drawn")
        case .trafficSource where !hasTrafficSource:
            throw MapFeatureError("\(layer) needs traffic, and this drive has none (--traffic on)")
        default: break
        }
        enabled[layer] = m
    }

    public mutating func disable(_ layer: MapFeatureLayer) throws(MapFeatureError) {
        _ = try descriptor(layer)
        enabled[layer] = nil
    }

    private func descriptor(_ layer: MapFeatureLayer) throws(MapFeatureError) -> MapFeatureDescriptor {
        guard let d = registry.descriptor(layer) else {
            throw MapFeatureError("unknown map feature '\(layer)'; known: " + registry.layers.map(\.rawValue).joined(separator: ", "))
        }
        return d
    }

    /// Applies a `--features` list: "a,b:mode" sets exactly those layers; items written "+a" or "-a" add to or take
    /// from the current set instead ("+extrudedBuildings,-pois"). An empty list turns every layer off.
    public mutating func apply(list: String) throws(MapFeatureError) {
        let items = list.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        let relative = !items.isEmpty && items.allSatisfy { $0.hasPrefix("+") || $0.hasPrefix("-") }
        var next = self
        if !relative { next.enabled = [:] }
        for item in items where !item.isEmpty {
            var text = Substring(item)
            let remove = text.hasPrefix("-")
            if text.hasPrefix("+") || remove { text = text.dropFirst() }
            let parts = text.split(separator: ":", maxSplits: 1)
            guard let name = parts.first, !name.isEmpty else { throw MapFeatureError("'\(item)' names no map feature") }
            let layer = MapFeatureLayer(rawValue: String(name))
            if remove {
                try next.disable(layer)
            } else {
                try next.enable(layer, mode: parts.count > 1 ? MapFeatureMode(rawValue: String(parts[1])) : nil)
            }
        }
        self = next
    }

    // MARK: What the layers show

    /// Whether a POI is drawn, labelled and pickable: landmarks with `landmarks` on, the others with `pois` on and
    /// passing its category filter.
    public func shows(_ poi: POI) -> Bool {
        if poi.isLandmark { return isEnabled(.landmarks) }
        guard isEnabled(.pois) else { return false }
        // Without a filter every category passes: no category names to make.
        return content.categories[.pois] == nil || content.passes(.pois, categories: MapContentSettings.categories(of: poi))
    }

    /// A restriction as the vehicle-restrictions layer shows it: nil when hidden, else whether it binds the filter's
    /// vehicle: true when it binds (every restriction does without a filter). In `active` mode the others are hidden; in
    /// `activeAndInactive` they are shown dimmed.
    public func restrictionShown(_ r: VehicleRestriction) -> Bool? {
        guard let mode = mode(.vehicleRestrictions) else { return nil }
        let binds = content.vehicle.map { r.binds($0) } ?? true
        if !binds && mode != .activeAndInactive { return nil }
        return binds
    }
}
