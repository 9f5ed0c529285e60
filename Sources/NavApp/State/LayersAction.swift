import MapRender

/// What changes the map's feature layers: the layers panel's keys and clicks, `--features`, script lines
/// `enable feature X [MODE]` / `disable feature X`, and content filters (`--poi-categories`, a truck spec).
public enum LayersAction: Sendable {
    /// Opens or closes the layers panel (`m`).
    case togglePanel
    /// Selects a panel row (a click) or moves the selection by rows (keys).
    case select(Int)
    case move(Int)
    /// Switches the selected layer on or off.
    case toggleSelected
    /// Steps the selected layer's mode forwards or backwards (and switches it on).
    case cycleMode(Int)
    /// Switches one layer (with a mode, or its default).
    case set(MapFeatureLayer, mode: MapFeatureMode?, enabled: Bool)
    /// Replaces the whole settings (`--features`, already checked).
    case replace(MapFeatureSettings)
    /// A layer's category filter (nil: every category).
    case categories(MapFeatureLayer, Set<String>?)
}
