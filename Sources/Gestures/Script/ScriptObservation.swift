/// What the app shows at an `expect` line, for `ScriptExpectation.check(_:)`.
public struct ScriptObservation {
    public var zoom: Double
    public var bearing: Double
    public var tilt: Double
    /// The geographic position at the view centre.
    public var centre: GestureLocation
    /// The screen, one string per row.
    public var screen: [String]
    /// Gestures delivered so far (after the family switches).
    public var events: [GestureEvent]
    public var markers: Int
    /// The map feature layers on, as "name" or "name:mode" (the app's `MapFeatureSettings.summary`).
    public var features: [String] = []
    /// The map scheme (or custom style name) in use.
    public var scheme: String = ""
    /// A setting's value as the app spells it (nil: no such setting), and whether a script's spelling of a value
    /// names it (`on` for `true`, `#FFF` for `#ffffff`).
    public var setting: (String) -> String? = { _ in nil }
    public var settingMatches: (String, String) -> Bool = { _, _ in false }
    /// The app's view-to-geo, for cell points in `expect center X,Y`.
    public var locate: GestureGeoLookup
    /// Great-circle distance in metres (the app passes Geo's).
    public var distance: (GestureLocation, GestureLocation) -> Double

    public init(zoom: Double, bearing: Double, tilt: Double, centre: GestureLocation, screen: [String] = [],
                events: [GestureEvent] = [], markers: Int = 0, features: [String] = [],
                locate: @escaping GestureGeoLookup = { _, _ in nil },
                distance: @escaping (GestureLocation, GestureLocation) -> Double) {
        self.features = features
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
        self.centre = centre
        self.screen = screen
        self.events = events
        self.markers = markers
        self.locate = locate
        self.distance = distance
    }
}
