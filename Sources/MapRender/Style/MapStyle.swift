import MapData
import TermUI

/// How a line is drawn: thin braille dots (2×4 per cell), light box drawing (`─│┼`) or heavy box drawing (`━┃╋`).
public enum LineWeight: String, Sendable, Hashable, Codable {
    case braille, light, heavy
}

/// One colour scheme with its glyphs and level of detail: everything the map renderer needs to choose how to draw.
/// Built in as `MapStyle.day` / `.night`: the navigation overlay's palette and glyphs (a Style Spec style's
/// `metadata."navsim:overlay"` recolours it, `MapStyle.overlay(for:)`), and the built-in drawing of a map
/// without a style.
public struct MapStyle: Sendable, Hashable, Codable {
    public var name: String
    public var colors: MapColors
    public var roads: RoadStyles
    public var areas: AreaStyles
    public var lines: LineStyles
    public var glyphs: MapGlyphs
    /// POI glyphs by tag key, then value; `"*"` is the key's fallback (`glyphs.poi` when the key is absent).
    public var poiGlyphs: [String: [String: CodedGlyph]]
    public var detail: LevelOfDetail

    public init(name: String, colors: MapColors, roads: RoadStyles, areas: AreaStyles, lines: LineStyles, glyphs: MapGlyphs,
                poiGlyphs: [String: [String: CodedGlyph]], detail: LevelOfDetail) {
        self.name = name
        self.colors = colors
        self.roads = roads
        self.areas = areas
        self.lines = lines
        self.glyphs = glyphs
        self.poiGlyphs = poiGlyphs
        self.detail = detail
    }

    /// The glyph for a POI by its main tag.
    public func poiGlyph(key: String, value: String, landmark: Bool) -> Character {
        if let byValue = poiGlyphs[key] {
            if let g = byValue[value] { return g.wrappedValue }
            if let g = byValue["*"] { return g.wrappedValue }
        }
        return landmark ? glyphs.landmark : glyphs.poi
    }
}

/// Named colours of a scheme.
public struct MapColors: Sendable, Hashable, Codable {
    /// Background of the whole map.
    @CodedColor public var land: Color
    /// Rows above the horizon when tilted.
    @CodedColor public var sky: Color
    @CodedColor public var building: Color
    @CodedColor public var streetLabel: Color
    @CodedColor public var poiLabel: Color
    @CodedColor public var landmark: Color
    @CodedColor public var poi: Color
    @CodedColor public var routeRemaining: Color
    @CodedColor public var routeTravelled: Color
    @CodedColor public var routeAlternative: Color
    @CodedColor public var vehicle: Color
    @CodedColor public var maneuver: Color
    @CodedColor public var destination: Color
    @CodedColor public var trafficLight: Color
    @CodedColor public var stop: Color
    @CodedColor public var speedCamera: Color
    @CodedColor public var oneway: Color
    @CodedColor public var marker: Color
    @CodedColor public var attribution: Color
}

/// How one road class is drawn.
public struct RoadStyle: Sendable, Hashable, Codable {
    @CodedColor public var color: Color
    public var weight: LineWeight
    /// Drawn from this zoom up.
    public var minZoom: Double
    /// Labelled from this zoom up.
    public var labelMinZoom: Double

    public init(color: Color, weight: LineWeight, minZoom: Double, labelMinZoom: Double) {
        self.color = color
        self.weight = weight
        self.minZoom = minZoom
        self.labelMinZoom = labelMinZoom
    }
}

/// A style per `HighwayClass` (keys are the OSM values, so the JSON reads like the tags).
public struct RoadStyles: Sendable, Hashable, Codable {
    public var motorway, trunk, primary, secondary, tertiary, unclassified, residential: RoadStyle
    public var livingStreet, service, motorwayLink, trunkLink, primaryLink, secondaryLink, tertiaryLink: RoadStyle

    enum CodingKeys: String, CodingKey {
        case motorway, trunk, primary, secondary, tertiary, unclassified, residential
        case livingStreet = "living_street", service, motorwayLink = "motorway_link", trunkLink = "trunk_link"
        case primaryLink = "primary_link", secondaryLink = "secondary_link", tertiaryLink = "tertiary_link"
    }

    public subscript(_ c: HighwayClass) -> RoadStyle {
        switch c {
        case .motorway: motorway
        case .trunk: trunk
        case .primary: primary
        case .secondary: secondary
        case .tertiary: tertiary
        case .unclassified: unclassified
        case .residential: residential
        case .livingStreet: livingStreet
        case .service: service
        case .motorwayLink: motorwayLink
        case .trunkLink: trunkLink
        case .primaryLink: primaryLink
        case .secondaryLink: secondaryLink
        case .tertiaryLink: tertiaryLink
        }
    }
}

/// How one kind of area is filled: a glyph in each covered cell, its colours, and the zoom it appears from.
public struct AreaStyle: Sendable, Hashable, Codable {
    @CodedGlyph public var glyph: Character
    @CodedColor public var foreground: Color
    @CodedColor public var background: Color
    public var minZoom: Double

    public init(glyph: Character, foreground: Color, background: Color, minZoom: Double) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
        self.minZoom = minZoom
    }
}

/// A style per `AreaKind`.
public struct AreaStyles: Sendable, Hashable, Codable {
    public var water, park, forest, grass, residential, commercial, industrial, retail, farmland, cemetery, parking: AreaStyle

    public subscript(_ k: AreaKind) -> AreaStyle {
        switch k {
        case .water: water
        case .park: park
        case .forest: forest
        case .grass: grass
        case .residential: residential
        case .commercial: commercial
        case .industrial: industrial
        case .retail: retail
        case .farmland: farmland
        case .cemetery: cemetery
        case .parking: parking
        }
    }
}

/// How a waterway or railway is drawn (always braille).
public struct LineStyle: Sendable, Hashable, Codable {
    @CodedColor public var color: Color
    public var minZoom: Double
    public init(color: Color, minZoom: Double) {
        self.color = color
        self.minZoom = minZoom
    }
}

/// A style per `LineKind`.
public struct LineStyles: Sendable, Hashable, Codable {
    public var river, stream, canal, rail, lightRail, tram, subway: LineStyle

    public subscript(_ k: LineKind) -> LineStyle {
        switch k {
        case .river: river
        case .stream: stream
        case .canal: canal
        case .rail: rail
        case .lightRail: lightRail
        case .tram: tram
        case .subway: subway
        }
    }
}

/// The map's symbols, each one cell wide.
public struct MapGlyphs: Sendable, Hashable, Codable {
    /// The vehicle by its heading on screen: N, NE, E, SE, S, SW, W, NW.
    @CodedGlyphs8 public var vehicle: [Character]
    /// One-way arrows by direction on screen.
    @CodedGlyphs8 public var oneway: [Character]
    @CodedGlyph public var trafficLight: Character
    @CodedGlyph public var stop: Character
    @CodedGlyph public var giveWay: Character
    @CodedGlyph public var speedCamera: Character
    @CodedGlyph public var levelCrossing: Character
    @CodedGlyph public var destination: Character
    @CodedGlyph public var maneuver: Character
    @CodedGlyph public var poi: Character
    @CodedGlyph public var landmark: Character
    @CodedGlyph public var marker: Character
}

/// Zooms from which optional layers appear (roads, areas and lines carry their own).
public struct LevelOfDetail: Sendable, Hashable, Codable {
    public var buildings: Double
    public var pois: Double
    public var poiLabels: Double
    public var landmarks: Double
    public var landmarkLabels: Double
    public var oneway: Double
    public var pointFeatures: Double
    public var maneuvers: Double

    public init(buildings: Double, pois: Double, poiLabels: Double, landmarks: Double, landmarkLabels: Double,
                oneway: Double, pointFeatures: Double, maneuvers: Double) {
        self.buildings = buildings
        self.pois = pois
        self.poiLabels = poiLabels
        self.landmarks = landmarks
        self.landmarkLabels = landmarkLabels
        self.oneway = oneway
        self.pointFeatures = pointFeatures
        self.maneuvers = maneuvers
    }
}
