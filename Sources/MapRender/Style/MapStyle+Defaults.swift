import TermUI

/// The built-in overlay palettes. Their base-map colours live on as `Maps/styles/normalDay.json` and `normalNight.json`.
extension MapStyle {
    /// Dark lines on a light land (OSM Carto's land colour).
    public static let day = MapStyle(
        name: "day",
        colors: MapColors(
            land: .rgb(0xf2, 0xef, 0xe9), sky: .rgb(0xd6, 0xe6, 0xf2), building: .rgb(0xa8, 0x9c, 0x90),
            streetLabel: .rgb(0x33, 0x33, 0x33), poiLabel: .rgb(0x6b, 0x4a, 0x2b), landmark: .rgb(0x8e, 0x24, 0xaa),
            poi: .rgb(0xa0, 0x52, 0x2d), routeRemaining: .rgb(0x1a, 0x73, 0xe8), routeTravelled: .rgb(0x9a, 0xa0, 0xa6),
            routeAlternative: .rgb(0x7a, 0x9c, 0xc6), vehicle: .rgb(0xd9, 0x30, 0x25), maneuver: .rgb(0x0b, 0x50, 0xb0),
            destination: .rgb(0xc6, 0x28, 0x28), trafficLight: .rgb(0xe0, 0x8a, 0x00), stop: .rgb(0xc6, 0x28, 0x28),
            speedCamera: .rgb(0x6a, 0x1b, 0x9a), oneway: .rgb(0x70, 0x70, 0x70), marker: .rgb(0xd8, 0x1b, 0x60),
            attribution: .rgb(0x66, 0x66, 0x66)),
        roads: RoadStyles(
            motorway: RoadStyle(color: .rgb(0xc2, 0x18, 0x5b), weight: .heavy, minZoom: 5, labelMinZoom: 10),
            trunk: RoadStyle(color: .rgb(0xd3, 0x54, 0x00), weight: .heavy, minZoom: 7, labelMinZoom: 11),
            primary: RoadStyle(color: .rgb(0xb9, 0x77, 0x0e), weight: .light, minZoom: 9, labelMinZoom: 13),
            secondary: RoadStyle(color: .rgb(0x9a, 0x7d, 0x0a), weight: .light, minZoom: 11, labelMinZoom: 14),
            tertiary: RoadStyle(color: .rgb(0x55, 0x55, 0x55), weight: .braille, minZoom: 12, labelMinZoom: 15),
            unclassified: RoadStyle(color: .rgb(0x66, 0x66, 0x66), weight: .braille, minZoom: 13, labelMinZoom: 15),
            residential: RoadStyle(color: .rgb(0x77, 0x77, 0x77), weight: .braille, minZoom: 14, labelMinZoom: 16),
            livingStreet: RoadStyle(color: .rgb(0x88, 0x88, 0x88), weight: .braille, minZoom: 15, labelMinZoom: 17),
            service: RoadStyle(color: .rgb(0x99, 0x99, 0x99), weight: .braille, minZoom: 16, labelMinZoom: 18),
            motorwayLink: RoadStyle(color: .rgb(0xc2, 0x18, 0x5b), weight: .braille, minZoom: 12, labelMinZoom: 17),
            trunkLink: RoadStyle(color: .rgb(0xd3, 0x54, 0x00), weight: .braille, minZoom: 12, labelMinZoom: 17),
            primaryLink: RoadStyle(color: .rgb(0xb9, 0x77, 0x0e), weight: .braille, minZoom: 13, labelMinZoom: 17),
            secondaryLink: RoadStyle(color: .rgb(0x9a, 0x7d, 0x0a), weight: .braille, minZoom: 13, labelMinZoom: 17),
            tertiaryLink: RoadStyle(color: .rgb(0x55, 0x55, 0x55), weight: .braille, minZoom: 14, labelMinZoom: 17)),
        areas: AreaStyles(
            water: AreaStyle(glyph: "≈", foreground: .rgb(0x4a, 0x80, 0xb5), background: .rgb(0xaa, 0xd3, 0xdf), minZoom: 0),
            park: AreaStyle(glyph: "·", foreground: .rgb(0x4f, 0x8f, 0x4f), background: .rgb(0xc8, 0xfa, 0xcc), minZoom: 12),
            forest: AreaStyle(glyph: "▴", foreground: .rgb(0x2c, 0x6e, 0x2c), background: .rgb(0xad, 0xd1, 0x9e), minZoom: 10),
            grass: AreaStyle(glyph: " ", foreground: .rgb(0x4f, 0x8f, 0x4f), background: .rgb(0xcd, 0xeb, 0xb0), minZoom: 13),
            residential: AreaStyle(glyph: " ", foreground: .rgb(0x77, 0x77, 0x77), background: .rgb(0xe8, 0xe4, 0xde), minZoom: 12),
            commercial: AreaStyle(glyph: " ", foreground: .rgb(0x77, 0x77, 0x77), background: .rgb(0xf2, 0xda, 0xd9), minZoom: 12),
            industrial: AreaStyle(glyph: " ", foreground: .rgb(0x77, 0x77, 0x77), background: .rgb(0xeb, 0xdb, 0xe8), minZoom: 12),
            retail: AreaStyle(glyph: " ", foreground: .rgb(0x77, 0x77, 0x77), background: .rgb(0xff, 0xd6, 0xd1), minZoom: 13),
            farmland: AreaStyle(glyph: " ", foreground: .rgb(0x77, 0x77, 0x77), background: .rgb(0xee, 0xf0, 0xd5), minZoom: 10),
            cemetery: AreaStyle(glyph: "+", foreground: .rgb(0x55, 0x7a, 0x5b), background: .rgb(0xaa, 0xcb, 0xaf), minZoom: 14),
            parking: AreaStyle(glyph: " ", foreground: .rgb(0x77, 0x77, 0x77), background: .rgb(0xe4, 0xe4, 0xe4), minZoom: 16)),
        lines: LineStyles(
            river: LineStyle(color: .rgb(0x4a, 0x80, 0xb5), minZoom: 10), stream: LineStyle(color: .rgb(0x6a, 0x9f, 0xcf), minZoom: 15),
            canal: LineStyle(color: .rgb(0x4a, 0x80, 0xb5), minZoom: 13), rail: LineStyle(color: .rgb(0x70, 0x70, 0x70), minZoom: 12),
            lightRail: LineStyle(color: .rgb(0x80, 0x80, 0x80), minZoom: 14), tram: LineStyle(color: .rgb(0x80, 0x80, 0x80), minZoom: 15),
            subway: LineStyle(color: .rgb(0xa0, 0xa0, 0xa0), minZoom: 16)),
        glyphs: .standard,
        poiGlyphs: standardPOIGlyphs,
        detail: .standard)

    /// Light lines on a dark land.
    public static let night = MapStyle(
        name: "night",
        colors: MapColors(
            land: .rgb(0x1b, 0x1f, 0x2a), sky: .rgb(0x0e, 0x12, 0x1c), building: .rgb(0x4a, 0x50, 0x5c),
            streetLabel: .rgb(0xe0, 0xe0, 0xe0), poiLabel: .rgb(0xd8, 0xb9, 0x8a), landmark: .rgb(0xce, 0x93, 0xd8),
            poi: .rgb(0xe0, 0xa0, 0x70), routeRemaining: .rgb(0x4e, 0xa1, 0xff), routeTravelled: .rgb(0x5f, 0x63, 0x68),
            routeAlternative: .rgb(0x5a, 0x78, 0x9c), vehicle: .rgb(0xff, 0x52, 0x52), maneuver: .rgb(0x82, 0xb1, 0xff),
            destination: .rgb(0xff, 0x6e, 0x6e), trafficLight: .rgb(0xff, 0xb3, 0x00), stop: .rgb(0xff, 0x6e, 0x6e),
            speedCamera: .rgb(0xce, 0x93, 0xd8), oneway: .rgb(0x90, 0x90, 0x90), marker: .rgb(0xff, 0x40, 0x81),
            attribution: .rgb(0x8a, 0x8a, 0x8a)),
        roads: RoadStyles(
            motorway: RoadStyle(color: .rgb(0xe5, 0x73, 0x99), weight: .heavy, minZoom: 5, labelMinZoom: 10),
            trunk: RoadStyle(color: .rgb(0xf0, 0xa3, 0x6b), weight: .heavy, minZoom: 7, labelMinZoom: 11),
            primary: RoadStyle(color: .rgb(0xe6, 0xc0, 0x7b), weight: .light, minZoom: 9, labelMinZoom: 13),
            secondary: RoadStyle(color: .rgb(0xd4, 0xcf, 0x8a), weight: .light, minZoom: 11, labelMinZoom: 14),
            tertiary: RoadStyle(color: .rgb(0xc8, 0xc8, 0xc8), weight: .braille, minZoom: 12, labelMinZoom: 15),
            unclassified: RoadStyle(color: .rgb(0xb0, 0xb0, 0xb0), weight: .braille, minZoom: 13, labelMinZoom: 15),
            residential: RoadStyle(color: .rgb(0xa0, 0xa0, 0xa0), weight: .braille, minZoom: 14, labelMinZoom: 16),
            livingStreet: RoadStyle(color: .rgb(0x90, 0x90, 0x90), weight: .braille, minZoom: 15, labelMinZoom: 17),
            service: RoadStyle(color: .rgb(0x7a, 0x7a, 0x7a), weight: .braille, minZoom: 16, labelMinZoom: 18),
            motorwayLink: RoadStyle(color: .rgb(0xe5, 0x73, 0x99), weight: .braille, minZoom: 12, labelMinZoom: 17),
            trunkLink: RoadStyle(color: .rgb(0xf0, 0xa3, 0x6b), weight: .braille, minZoom: 12, labelMinZoom: 17),
            primaryLink: RoadStyle(color: .rgb(0xe6, 0xc0, 0x7b), weight: .braille, minZoom: 13, labelMinZoom: 17),
            secondaryLink: RoadStyle(color: .rgb(0xd4, 0xcf, 0x8a), weight: .braille, minZoom: 13, labelMinZoom: 17),
            tertiaryLink: RoadStyle(color: .rgb(0xc8, 0xc8, 0xc8), weight: .braille, minZoom: 14, labelMinZoom: 17)),
        areas: AreaStyles(
            water: AreaStyle(glyph: "≈", foreground: .rgb(0x5d, 0x8f, 0xc0), background: .rgb(0x1f, 0x3a, 0x5a), minZoom: 0),
            park: AreaStyle(glyph: "·", foreground: .rgb(0x4c, 0x7a, 0x50), background: .rgb(0x1e, 0x33, 0x22), minZoom: 12),
            forest: AreaStyle(glyph: "▴", foreground: .rgb(0x3f, 0x6e, 0x42), background: .rgb(0x18, 0x2b, 0x1b), minZoom: 10),
            grass: AreaStyle(glyph: " ", foreground: .rgb(0x4c, 0x7a, 0x50), background: .rgb(0x22, 0x30, 0x24), minZoom: 13),
            residential: AreaStyle(glyph: " ", foreground: .rgb(0x70, 0x70, 0x70), background: .rgb(0x22, 0x26, 0x30), minZoom: 12),
            commercial: AreaStyle(glyph: " ", foreground: .rgb(0x70, 0x70, 0x70), background: .rgb(0x2a, 0x24, 0x2c), minZoom: 12),
            industrial: AreaStyle(glyph: " ", foreground: .rgb(0x70, 0x70, 0x70), background: .rgb(0x26, 0x24, 0x2e), minZoom: 12),
            retail: AreaStyle(glyph: " ", foreground: .rgb(0x70, 0x70, 0x70), background: .rgb(0x2e, 0x24, 0x28), minZoom: 13),
            farmland: AreaStyle(glyph: " ", foreground: .rgb(0x70, 0x70, 0x70), background: .rgb(0x22, 0x28, 0x22), minZoom: 10),
            cemetery: AreaStyle(glyph: "+", foreground: .rgb(0x4c, 0x6a, 0x50), background: .rgb(0x1e, 0x2a, 0x22), minZoom: 14),
            parking: AreaStyle(glyph: " ", foreground: .rgb(0x70, 0x70, 0x70), background: .rgb(0x26, 0x28, 0x30), minZoom: 16)),
        lines: LineStyles(
            river: LineStyle(color: .rgb(0x5d, 0x8f, 0xc0), minZoom: 10), stream: LineStyle(color: .rgb(0x4a, 0x76, 0xa0), minZoom: 15),
            canal: LineStyle(color: .rgb(0x5d, 0x8f, 0xc0), minZoom: 13), rail: LineStyle(color: .rgb(0x90, 0x90, 0x90), minZoom: 12),
            lightRail: LineStyle(color: .rgb(0x80, 0x80, 0x80), minZoom: 14), tram: LineStyle(color: .rgb(0x80, 0x80, 0x80), minZoom: 15),
            subway: LineStyle(color: .rgb(0x60, 0x60, 0x60), minZoom: 16)),
        glyphs: .standard,
        poiGlyphs: standardPOIGlyphs,
        detail: .standard)

    /// POI glyphs shared by both schemes.
    static let standardPOIGlyphs: [String: [String: CodedGlyph]] = [
        "amenity": ["cafe": CodedGlyph(wrappedValue: "◇"), "restaurant": CodedGlyph(wrappedValue: "◈"),
                    "fuel": CodedGlyph(wrappedValue: "▣"), "parking": CodedGlyph(wrappedValue: "P"),
                    "hospital": CodedGlyph(wrappedValue: "+"), "pharmacy": CodedGlyph(wrappedValue: "+"),
                    "school": CodedGlyph(wrappedValue: "△"), "place_of_worship": CodedGlyph(wrappedValue: "†"),
                    "*": CodedGlyph(wrappedValue: "•")],
        "shop": ["*": CodedGlyph(wrappedValue: "◘")],
        "tourism": ["hotel": CodedGlyph(wrappedValue: "◙"), "*": CodedGlyph(wrappedValue: "✶")],
        "historic": ["*": CodedGlyph(wrappedValue: "◭")],
        "leisure": ["*": CodedGlyph(wrappedValue: "◌")],
    ]
}

extension MapGlyphs {
    /// The symbols both built-in schemes use.
    public static let standard = MapGlyphs(
        vehicle: ["▲", "◥", "▶", "◢", "▼", "◣", "◀", "◤"],
        oneway: ["↑", "◹", "→", "◿", "↓", "◺", "←", "◸"],
        trafficLight: "▮", stop: "■", giveWay: "▽", speedCamera: "◘", levelCrossing: "╳",
        destination: "◉", maneuver: "◆", poi: "•", landmark: "✶", marker: "◈")
}

extension LevelOfDetail {
    /// Buildings, POIs, their labels and one-way arrows from zoom 15.5: the follow camera drives at 15–17 (it zooms out with
    /// speed), and a street-level view without its shops reads as empty.
    public static let standard = LevelOfDetail(buildings: 15.5, pois: 15.5, poiLabels: 15.5, landmarks: 14, landmarkLabels: 15,
                                               oneway: 15.5, pointFeatures: 15, maneuvers: 13)
}
