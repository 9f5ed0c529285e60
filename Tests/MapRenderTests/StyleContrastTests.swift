import Foundation
import MapData
import TermUI
import Testing
import TestSupport
@testable import MapRender

/// A foreground drawn on a background somewhere on the map, with the name a report uses for it.
struct ContrastPair: CustomStringConvertible {
    var name: String
    var foreground: Color
    var background: Color
    var description: String { name }
}

/// The colour pairs of a scheme that must stay apart (WCAG 1.4.11: graphical objects and large text ≥ 3:1), taken
/// from what the scheme actually draws: every road cell (braille or box drawing) and every label letter of a frame of
/// the default town, plus the overlay's route, casing and vehicle. The one place that knows where a scheme keeps its
/// colours.
enum StyleContrast {
    static func isRoadGlyph(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x2801...0x28ff).contains(v) || (0x2500...0x257f).contains(v)
    }

    static func frame(_ scheme: MapScheme, zoom: Double) throws -> (Buffer, MapStyle) {
        let map = try #require(Harbourne.projected)
        let active = try ActiveStyle(scheme: scheme)
        var v = MapView(map: map, camera: Camera(centre: Harbourne.marketCross, zoom: zoom, width: 120, height: 40),
                        style: active.overlay)
        v.styled = active.styled(map.styledSource())
        var b = Buffer(width: 120, height: 40)
        v.render(in: b.area, into: &b)
        return (b, active.overlay)
    }

    /// Distinct road and label pairs of one frame, plus the overlay pairs.
    static func pairs(_ scheme: MapScheme, zoom: Double) throws -> [ContrastPair] {
        let (b, overlay) = try frame(scheme, zoom: zoom)
        var seen = Set<String>(), out: [ContrastPair] = []
        for y in 0..<b.area.height {
            for x in 0..<b.area.width {
                let cell = b[x, y]
                let fg = cell.style.foreground, bg = cell.style.background
                guard fg != .default, bg != .default else { continue }
                let kind: String
                if isRoadGlyph(cell.grapheme) { kind = "road" } else if cell.grapheme.isLetter { kind = "label" } else { continue }
                let name = "\(kind) \(fg) on \(bg)"
                if seen.insert(name).inserted { out.append(ContrastPair(name: name, foreground: fg, background: bg)) }
            }
        }
        let land = overlay.colors.land
        out.append(ContrastPair(name: "routeRemaining on land", foreground: overlay.colors.routeRemaining, background: land))
        out.append(ContrastPair(name: "routeRemaining on its casing", foreground: overlay.colors.routeRemaining,
                                background: MapFrame.routeCasing(overlay)))
        let vehicle = MapFrame.vehicleStyle(overlay.colors.vehicle)
        out.append(ContrastPair(name: "vehicle chevron on its cell", foreground: vehicle.foreground, background: vehicle.background))
        return out
    }

    /// Every pair under 3:1, as "scheme z: pair capability ratio".
    static func failures(_ scheme: MapScheme, zoom: Double) throws -> [String] {
        var out: [String] = []
        for p in try pairs(scheme, zoom: zoom) {
            for cap in [ColorCapability.truecolor, .palette256, .ansi16] {
                guard let r = p.foreground.contrast(with: p.background, on: cap) else { continue }
                if r < Color.minimumGraphicContrast {
                    out.append("\(scheme.rawValue) z\(Int(zoom)): \(p.name) at \(cap) \(String(format: "%.2f", r)):1")
                }
            }
        }
        return out
    }
}

@Suite struct StyleContrastTests {
    @Test(arguments: MapScheme.allCases)
    func everySchemeDrawsRoadsAndLabels(scheme: MapScheme) throws {
        let pairs = try StyleContrast.pairs(scheme, zoom: 16)
        // satellite is imagery with place labels only, as HERE's is.
        if scheme != .satellite { #expect(pairs.contains { $0.name.hasPrefix("road ") }, "no road cells") }
        #expect(pairs.contains { $0.name.hasPrefix("label ") }, "no label cells")
    }

    @Test(arguments: MapScheme.allCases)
    func everySchemeKeepsRoadsLabelsAndOverlayAtThreeToOne(scheme: MapScheme) throws {
        var all: [String] = []
        for zoom in [14.0, 16.0] { all += try StyleContrast.failures(scheme, zoom: zoom) }
        #expect(all.isEmpty, "\(all.joined(separator: "\n"))")
    }

    @Test func theSixteenColourFallbackKeepsOchreRoadsVisibleOnLightLand() {
        // Light land → ANSI white (229), ochre road → ANSI yellow (205, 205, 0): 1.35:1 by nearest colour alone.
        let road = Color.rgb(0xb9, 0x77, 0x0e), land = Color.rgb(0xf2, 0xef, 0xe9)
        #expect(road.mapped(to: .ansi16) == .yellow && land.mapped(to: .ansi16) == .white)
        let sent = Style(foreground: road, background: land).adapted(to: .ansi16)
        #expect(sent.foreground != .yellow)
        #expect((road.contrast(with: land, on: .ansi16) ?? 0) >= 3)
        #expect((road.contrast(with: land, on: .palette256) ?? 0) >= 3)
    }
}
