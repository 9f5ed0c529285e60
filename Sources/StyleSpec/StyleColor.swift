import Foundation
import TermUI

/// A style colour: red, green, blue in 0 ... 255 and alpha in 0 ... 1 (as the style spec's `rgba()`).
public struct StyleColor: Sendable, Hashable {
    public var r, g, b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The 8-bit channels, rounded and clamped.
    public var rgb8: (UInt8, UInt8, UInt8) {
        func c(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
        return (c(r), c(g), c(b))
    }

    /// This colour laid over `under` with its alpha times `opacity` (plain "over" compositing).
    public func over(_ under: StyleColor, opacity: Double = 1) -> StyleColor {
        let k = max(0, min(1, a * opacity))
        return StyleColor(r: r * k + under.r * (1 - k), g: g * k + under.g * (1 - k), b: b * k + under.b * (1 - k), a: 1)
    }

    /// Linear blend towards `o` by `t` (0 ... 1), as `interpolate` does for colours.
    public func mixed(with o: StyleColor, _ t: Double) -> StyleColor {
        StyleColor(r: r + (o.r - r) * t, g: g + (o.g - g) * t, b: b + (o.b - b) * t, a: a + (o.a - a) * t)
    }

    /// WCAG 2 relative luminance (0 black ... 1 white).
    public var relativeLuminance: Double { Color.relativeLuminance(red: r, green: g, blue: b) }

    /// Parses CSS colour text: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()` and the
    /// CSS named colours (`transparent` included). Nil when it is none of these.
    public init?(css text: String) {
        let t = text.trimmingSpaces.lowercased()
        if t.hasPrefix("#") {
            let hex = Array(t.dropFirst())
            guard hex.allSatisfy(\.isHexDigit) else { return nil }
            func v(_ s: ArraySlice<Character>) -> Double { Double(Int(String(s), radix: 16) ?? 0) }
            switch hex.count {
            case 3, 4:
                let d = hex.map { v([$0]) * 17 }
                self.init(r: d[0], g: d[1], b: d[2], a: hex.count == 4 ? d[3] / 255 : 1)
            case 6, 8:
                self.init(r: v(hex[0..<2]), g: v(hex[2..<4]), b: v(hex[4..<6]), a: hex.count == 8 ? v(hex[6..<8]) / 255 : 1)
            default: return nil
            }
            return
        }
        if let open = t.firstIndex(of: "("), t.hasSuffix(")") {
            let fn = String(t[..<open]).trimmingSpaces
            let body = t[t.index(after: open)..<t.index(before: t.endIndex)]
            let parts = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            func number(_ s: String, percentOf scale: Double) -> Double? {
                if s.hasSuffix("%") { return Double(s.dropLast()).map { $0 / 100 * scale } }
                return Double(s)
            }
            let alpha = parts.count == 4 ? number(parts[3], percentOf: 1) : 1
            guard let alpha else { return nil }
            switch fn {
            case "rgb", "rgba":
                guard let r = number(parts[0], percentOf: 255), let g = number(parts[1], percentOf: 255),
                      let b = number(parts[2], percentOf: 255) else { return nil }
                self.init(r: r, g: g, b: b, a: max(0, min(1, alpha)))
            case "hsl", "hsla":
                let hText = parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
                guard let h = Double(hText), let s = number(parts[1], percentOf: 1), let l = number(parts[2], percentOf: 1) else { return nil }
                self = Self.hsl(h: h, s: s, l: l, a: max(0, min(1, alpha)))
            default: return nil
            }
            return
        }
        guard let named = Self.named[t] else { return nil }
        self = named
    }

    /// CSS Color 3 HSL to RGB.
    static func hsl(h: Double, s: Double, l: Double, a: Double) -> StyleColor {
        let hue = (h.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
        let sat = max(0, min(1, s)), lig = max(0, min(1, l))
        let m2 = lig <= 0.5 ? lig * (sat + 1) : lig + sat - lig * sat
        let m1 = lig * 2 - m2
        func channel(_ x: Double) -> Double {
            var h = x
            if h < 0 { h += 1 }
            if h > 1 { h -= 1 }
            if h * 6 < 1 { return m1 + (m2 - m1) * h * 6 }
            if h * 2 < 1 { return m2 }
            if h * 3 < 2 { return m1 + (m2 - m1) * (2.0 / 3 - h) * 6 }
            return m1
        }
        return StyleColor(r: channel(hue + 1.0 / 3) * 255, g: channel(hue) * 255, b: channel(hue - 1.0 / 3) * 255, a: a)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}

extension StyleColor {
    /// WCAG 2 contrast ratio (1 ... 21) between two opaque colours.
    public func contrastRatio(with o: StyleColor) -> Double {
        Color.contrastRatio(luminance: relativeLuminance, o.relativeLuminance)
    }

    /// This colour moved towards black (on a light background) or white (on a dark one) until it stands out from
    /// `background` by at least `ratio`: what a terminal needs where a web style relies on casings and halos
    /// (Positron's white roads on a near-white land). Colours that already contrast are returned unchanged.
    public func legible(on background: StyleColor, ratio: Double) -> StyleColor {
        guard contrastRatio(with: background) < ratio else { return self }
        let target = background.relativeLuminance > 0.18 ? StyleColor(r: 0, g: 0, b: 0) : StyleColor(r: 255, g: 255, b: 255)
        var t = 0.0
        var c = self
        while t < 1, c.contrastRatio(with: background) < ratio {
            t += 0.05
            c = mixed(with: target, t)
        }
        return c
    }
}

extension StyleColor {
    /// A fill that hardly differs from the background (contrast under `minRatio`) moved `factor` times as far from
    /// it: web styles tell land uses apart by faint tints and textures that a flat terminal cell loses (Positron's
    /// parks and buildings are within 1.1:1 of its land). Other fills are returned unchanged.
    public func emphasized(from background: StyleColor, minRatio: Double = 1.2, factor: Double = 3) -> StyleColor {
        guard contrastRatio(with: background) < minRatio else { return self }
        func ch(_ c: Double, _ b: Double) -> Double { max(0, min(255, b + (c - b) * factor)) }
        return StyleColor(r: ch(r, background.r), g: ch(g, background.g), b: ch(b, background.b), a: a)
    }
}
