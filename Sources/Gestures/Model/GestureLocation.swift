/// A geographic position as the app fills it in (Gestures does not import Geo).
public struct GestureLocation: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double
    public init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }
}

/// The app's view-to-geo hook: the geographic position under a cell, accounting for zoom, bearing and tilt,
/// or nil where the cell shows no map (sky at high tilt, outside the map area).
public typealias GestureGeoLookup = (_ x: Int, _ y: Int) -> GestureLocation?
