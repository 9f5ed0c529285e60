/// Every UI and map option of navsim in one typed value: what the Google Navigation SDK's `GMSMapView`/`GMSUISettings`
/// and the HERE SDK's map options let an app tune, plus units, colours, frame rate and camera defaults.
///
/// The value starts at the built-in defaults (`SettingsTable`'s default column); `LayeredSettings` stacks the settings
/// file, `NAVSIM_*` variables, flags and run-time changes on it and remembers where each value came from. Properties
/// are only ever added, never renamed: the settings file, flags and scripts name them (`SettingKey`).
public struct Settings: Sendable, Hashable {
    // Header, footer and controls.
    /// The navigation header (maneuver, distance, road) at the top.
    public var isNavigationHeaderEnabled = true
    /// The background of the header's primary rows (the maneuver).
    public var navigationHeaderPrimaryBackgroundColor = SettingColor(red: 24, green: 96, blue: 64)
    /// The background of the header's secondary rows (lanes, "Then").
    public var navigationHeaderSecondaryBackgroundColor = SettingColor(red: 16, green: 64, blue: 44)
    /// The footer (ETA, time and distance left).
    public var isNavigationFooterEnabled = true
    /// The trip progress bar on the right edge.
    public var isTripProgressBarEnabled = true
    /// The Re-centre button shown after the map was moved.
    public var isRecenterButtonEnabled = true
    /// The compass shown when the map is rotated or tilted.
    public var isCompassEnabled = true
    /// The my-location button shown when the camera does not follow.
    public var isMyLocationButtonEnabled = true
    /// The speedometer with the speed limit.
    public var shouldDisplaySpeedometer = true
    /// Whether the alert thresholds are speeds over the limit (km/h or mph) or percentages of it.
    public var speedAlertMode = SpeedAlertMode.absolute
    /// Over the limit by this much raises the minor (amber) alert; nil: 10 km/h, 5 mph or 10 %.
    public var speedAlertMinorThreshold: Double?
    /// Over the limit by this much raises the major (red) alert; nil: 20 km/h, 10 mph or 20 %.
    public var speedAlertMajorThreshold: Double?

    // Map content.
    public var showsTrafficLights = true
    public var showsStopSigns = true
    /// The destination's flag and the waypoint markers of the route.
    public var showsDestinationMarkers = true
    /// The map scheme (one of `Settings.mapSchemes`).
    public var mapScheme = "normalDay"
    /// A custom MapLibre/Mapbox GL style file ("" for none; `day`/`night` name the normal schemes).
    public var style = ""
    /// Feature layers: exactly this list, or changes to the default set (`+extrudedBuildings,-pois`); "" the defaults.
    public var features = ""
    /// POI categories shown ("" for every category).
    public var poiCategories = ""
    /// The truck whose vehicle restrictions bind (`height=4,weight=18,...`; "" for none).
    public var truck = ""
    /// Map label language (`local` or a language code).
    public var language = "local"
    /// Whose view of disputed borders (`international` or an ISO 3166-1 alpha-3 code).
    public var politicalView = "international"
    /// The corner of the map data attribution.
    public var attributionCorner = AttributionCorner.br

    // Gestures.
    public var isScrollGesturesEnabled = true
    public var isZoomGesturesEnabled = true
    public var isTiltGesturesEnabled = true
    public var isRotateGesturesEnabled = true

    // Routes.
    public var alternateRoutesStrategy = AlternateRoutesStrategy.all

    // Camera defaults.
    public var cameraMode = CameraMode.follow
    /// The zoom while following; nil: from the speed and the next maneuver.
    public var followZoom: Double?

    // Display and simulation.
    public var units = Units.metric
    public var colors = ColorsMode.auto
    public var ascii = false
    public var fps = 30
    /// Simulation speed; nil: the command's default (2 in the demo, 1 elsewhere).
    public var speedFactor: Double?

    /// The built-in defaults.
    public init() {}

    public enum SpeedAlertMode: String, Sendable, Hashable, CaseIterable { case absolute, percent }
    public enum AttributionCorner: String, Sendable, Hashable, CaseIterable { case tl, tr, bl, br }
    /// How many alternatives the route preview shows (Google's `GMSNavigationRouteAlternatives` / HERE's
    /// `alternatives` count): up to two, at most one, or none.
    public enum AlternateRoutesStrategy: String, Sendable, Hashable, CaseIterable {
        case all, one, none
        public var maxAlternatives: Int {
            switch self {
            case .all: 2
            case .one: 1
            case .none: 0
            }
        }
    }
    public enum CameraMode: String, Sendable, Hashable, CaseIterable { case follow, followTopDown, northUp, overview }
    public enum Units: String, Sendable, Hashable, CaseIterable { case metric, imperial }
    public enum ColorsMode: String, Sendable, Hashable, CaseIterable { case auto, truecolor, palette256 = "256", ansi16 = "16", ansi8 = "8", mono }

    /// The map schemes' names (MapRender's `MapScheme`; a NavApp test keeps the two lists equal).
    public static let mapSchemes = ["normalDay", "normalNight", "liteDay", "liteNight", "hybridDay", "hybridNight",
                                    "liteHybridDay", "liteHybridNight", "satellite", "logisticsDay"]
}
