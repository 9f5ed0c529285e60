import Geo
import MapData
import TermUI
import Traffic

/// The map widget: plain props in, cells out. It paints its whole area every frame.
///
/// Stages, in MapSCII's order: visible features (culled with the edge index and feature boxes) → draw order →
/// raster (fills, braille and box-drawing lines, symbols) → label placement (collision in cell space) → Buffer.
/// They are not separate pure functions: each is a method that fills in one frame-local `MapFrame` (its canvases,
/// symbol list and label placer) in that order, and `compose` writes the result into the buffer. Nothing outside
/// the `render` call is read or changed, except the caller's scratch storage in `render(in:into:reusing:)`.
public struct MapView: Widget, Sendable {
    /// The map, projected once at load (nil draws an empty land).
    public var map: ProjectedMap?
    /// The camera; its viewport size is taken from the render area.
    public var camera: Camera
    public var style: MapStyle
    /// The base map from a Style Spec style over OpenMapTiles features (nil: the built-in drawing of `map`).
    /// `style` still colours the navigation overlay drawn above it.
    public var styled: StyledMap?
    /// The active route, and how far along it the vehicle is.
    public var route: RouteOverlay?
    public var travelled: Meters
    /// Alternatives offered before departure (drawn under the route in their own style).
    public var alternatives: [RouteOverlay]
    public var vehicle: VehicleMarker?
    public var markers: [MapMarker]
    public var layers: MapLayers
    /// The feature layers on (safety cameras, vehicle restrictions, 3D buildings, ...) and their content filters.
    public var features: MapFeatureSettings
    /// The traffic layers (flow, incidents) and the snapshot they show; nil draws none.
    public var traffic: TrafficOverlay?
    /// Rectangles (in buffer coordinates) where widgets sit over the map: labels keep clear of them.
    public var reserved: [Rect]
    /// Draw lines and symbols in ASCII only.
    public var asciiOnly: Bool
    /// Allow labels that hold double-width characters (CJK names); they are skipped otherwise.
    public var allowWideLabels: Bool
    /// The corner that carries the map's attribution.
    public var attributionCorner: MapCorner
    /// The map language and political view: a style drawn from the OpenMapTiles view asks for
    /// `map.map.openMapTiles(mapOptions)`; the built-in layers take their labels from `map`, which the app labels in
    /// `mapOptions.language` (`ProjectedMap.labelled(in:)`).
    public var mapOptions = OMTViewOptions()
    /// Raster tile layers (imagery, overlays), drawn at their priority among the vector layers (MapFrame+Raster).
    public var rasterLayers: [RasterLayer] = []
    /// The colour depth raster pixels are quantised (with ordered dithering) for; monochrome draws shades.
    public var rasterColors: ColorCapability = .truecolor
    /// What a named style layer draws, for raster priorities `above`/`below` it; a style supplies its layers' types.
    public var rasterStyleLayerKind: @Sendable (String) -> RasterStage.StyleLayerKind? = { RasterStage.guessKind($0) }

    public init(map: ProjectedMap?, camera: Camera, style: MapStyle = .day, route: RouteOverlay? = nil, travelled: Meters = 0,
                alternatives: [RouteOverlay] = [], vehicle: VehicleMarker? = nil, markers: [MapMarker] = [],
                layers: MapLayers = .all, reserved: [Rect] = [], asciiOnly: Bool = false, allowWideLabels: Bool = false,
                attributionCorner: MapCorner = .bottomRight, features: MapFeatureSettings = .standard) {
        self.map = map
        self.camera = camera
        self.style = style
        self.route = route
        self.travelled = travelled
        self.alternatives = alternatives
        self.vehicle = vehicle
        self.markers = markers
        self.layers = layers
        self.features = features
        self.reserved = reserved
        self.asciiOnly = asciiOnly
        self.allowWideLabels = allowWideLabels
        self.attributionCorner = attributionCorner
    }

    /// The camera as used for an area (its viewport resized to the area).
    public func camera(for area: Rect) -> Camera { camera.resized(width: area.width, height: area.height) }

    public func render(in area: Rect, into buffer: inout Buffer) {
        let clipped = area.intersection(buffer.area)
        guard !area.isEmpty, !clipped.isEmpty else { return }
        var frame = MapFrame(view: self, area: area)
        frame.draw()
        frame.compose(into: &buffer, clip: clipped)
    }

    /// Renders like `render(in:into:)`, reusing the raster layers of earlier frames (no per-frame allocation of them).
    public func render(in area: Rect, into buffer: inout Buffer, reusing storage: inout MapFrameStorage) {
        let clipped = area.intersection(buffer.area)
        guard !area.isEmpty, !clipped.isEmpty else { return }
        var frame = MapFrame(view: self, area: area, storage: &storage)
        frame.draw()
        frame.compose(into: &buffer, clip: clipped)
        storage = frame.storage()
    }
}

/// The vehicle's position and heading (degrees, clockwise from north).
public struct VehicleMarker: Sendable, Hashable {
    public var coordinate: Coordinate
    public var heading: Degrees
    public init(coordinate: Coordinate, heading: Degrees) {
        self.coordinate = coordinate
        self.heading = heading
    }
}

/// A dropped pin (a long press, a search result).
public struct MapMarker: Sendable, Hashable {
    public var coordinate: Coordinate
    /// nil: the style's marker glyph.
    public var glyph: Character?
    public var label: String?
    public init(coordinate: Coordinate, glyph: Character? = nil, label: String? = nil) {
        self.coordinate = coordinate
        self.glyph = glyph
        self.label = label
    }
}

/// Layer switches.
public struct MapLayers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// Traffic signals, stop and give-way signs, level crossings.
    public static let trafficControls = MapLayers(rawValue: 1 << 0)
    public static let speedCameras = MapLayers(rawValue: 1 << 1)
    public static let destination = MapLayers(rawValue: 1 << 2)
    public static let pois = MapLayers(rawValue: 1 << 3)
    public static let labels = MapLayers(rawValue: 1 << 4)
    public static let buildings = MapLayers(rawValue: 1 << 5)
    public static let onewayArrows = MapLayers(rawValue: 1 << 6)
    public static let maneuvers = MapLayers(rawValue: 1 << 7)
    public static let areas = MapLayers(rawValue: 1 << 8)
    /// Of the traffic controls: the traffic lights; and the stop and give-way signs (settings `showsTrafficLights`,
    /// `showsStopSigns`).
    public static let trafficLights = MapLayers(rawValue: 1 << 9)
    public static let stopSigns = MapLayers(rawValue: 1 << 10)
    public static let all: MapLayers = [.trafficControls, .speedCameras, .destination, .pois, .labels, .buildings,
                                        .onewayArrows, .maneuvers, .areas, .trafficLights, .stopSigns]
}

/// A corner of the map.
public enum MapCorner: Sendable, Hashable {
    case topLeft, topRight, bottomLeft, bottomRight
}
