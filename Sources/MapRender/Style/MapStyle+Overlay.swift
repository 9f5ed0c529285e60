import StyleSpec
import TermUI

extension MapStyle {
    /// The overlay look for a Style Spec style: the built-in day or night overlay (night when the style says it is a
    /// night scheme, or its background is dark), with the colours of its `metadata."navsim:overlay"` on top and
    /// the land and street-label colours taken from the style so that legacy-drawn parts match it.
    public static func overlay(for sheet: StyleSheet) -> MapStyle {
        let bg = sheet.backgroundColor(zoom: 15)
        var s = isDark(sheet) ? MapStyle.night : MapStyle.day
        s.name = sheet.name
        s.colors.land = Self.color(bg)
        for (key, value) in sheet.overlay {
            guard let path = overlayColors[key] else { continue }
            s.colors[keyPath: path] = Self.color(value)
        }
        return s
    }

    /// Whether a style is a night one: as its `navsim:scheme` says, else by its background at street zoom.
    static func isDark(_ sheet: StyleSheet) -> Bool {
        sheet.schemeFamily != nil ? sheet.schemeNight : sheet.backgroundColor(zoom: 15).relativeLuminance < 0.2
    }

    /// The overlay colour each key of `metadata."navsim:overlay"` sets (`StyleSheet.overlayKeys`, which a test keeps
    /// equal to these keys).
    static var overlayColors: [String: WritableKeyPath<MapColors, Color>] {
        ["routeRemaining": \.routeRemaining, "routeTravelled": \.routeTravelled, "routeAlternative": \.routeAlternative,
         "vehicle": \.vehicle, "maneuver": \.maneuver, "destination": \.destination, "marker": \.marker,
         "attribution": \.attribution, "sky": \.sky, "trafficLight": \.trafficLight, "stop": \.stop,
         "speedCamera": \.speedCamera, "oneway": \.oneway, "poi": \.poi, "landmark": \.landmark,
         "streetLabel": \.streetLabel, "poiLabel": \.poiLabel, "building": \.building]
    }

    static func color(_ c: StyleColor) -> Color {
        let (r, g, b) = c.rgb8
        return .rgb(r, g, b)
    }
}
