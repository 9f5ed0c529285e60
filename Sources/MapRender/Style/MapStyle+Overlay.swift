import StyleSpec
import TermUI

extension MapStyle {
    /// The overlay look for a Style Spec style: the built-in day or night overlay (night when the style says it is a
    /// night scheme, or its background is dark), with the colours of its `metadata."navsim:overlay"` on top and
    /// the land and street-label colours taken from the style so that legacy-drawn parts match it.
    public static func overlay(for sheet: StyleSheet) -> MapStyle {
        let bg = sheet.backgroundColor(zoom: 15)
        let dark = sheet.schemeFamily != nil ? sheet.schemeNight : bg.relativeLuminance < 0.2
        var s = dark ? MapStyle.night : MapStyle.day
        s.name = sheet.name
        s.colors.land = Self.color(bg)
        var c = s.colors
        for (key, value) in sheet.overlay {
            let v = Self.color(value)
            switch key {
            case "routeRemaining": c.routeRemaining = v
            case "routeTravelled": c.routeTravelled = v
            case "routeAlternative": c.routeAlternative = v
            case "vehicle": c.vehicle = v
            case "maneuver": c.maneuver = v
            case "destination": c.destination = v
            case "marker": c.marker = v
            case "attribution": c.attribution = v
            case "sky": c.sky = v
            case "trafficLight": c.trafficLight = v
            case "stop": c.stop = v
            case "speedCamera": c.speedCamera = v
            case "oneway": c.oneway = v
            case "poi": c.poi = v
            case "landmark": c.landmark = v
            case "streetLabel": c.streetLabel = v
            case "poiLabel": c.poiLabel = v
            case "building": c.building = v
            default: continue
            }
        }
        s.colors = c
        return s
    }

    /// The keys `metadata."navsim:overlay"` reads.
    public static let overlayKeys = ["routeRemaining", "routeTravelled", "routeAlternative", "vehicle", "maneuver", "destination",
                                     "marker", "attribution", "sky", "trafficLight", "stop", "speedCamera", "oneway", "poi",
                                     "landmark", "streetLabel", "poiLabel", "building"]

    static func color(_ c: StyleColor) -> Color {
        let (r, g, b) = c.rgb8
        return .rgb(r, g, b)
    }
}
