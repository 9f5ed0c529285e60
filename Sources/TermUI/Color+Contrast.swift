import Foundation

/// WCAG 2.x contrast: relative luminance of sRGB colours and the contrast ratio of two of them
/// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance, #dfn-contrast-ratio), measured on the colours a terminal
/// of a given capability is actually sent (`mapped(to:)`: the xterm-256 or ANSI colour the fallback picks).
extension Color {
    /// WCAG's minimum contrast for large text and graphical objects (success criteria 1.4.3 and 1.4.11).
    public static let minimumGraphicContrast = 3.0

    /// Relative luminance of an sRGB triple, 0 (black) ... 1 (white).
    public static func relativeLuminance(_ c: (UInt8, UInt8, UInt8)) -> Double {
        let l = linearChannel
        return 0.2126 * l[Int(c.0)] + 0.7152 * l[Int(c.1)] + 0.0722 * l[Int(c.2)]
    }

    /// Relative luminance of sRGB channels given as 0 ... 255 reals (a style's colours, which may lie between the
    /// 8-bit steps): the one WCAG formula, used by the terminal's fallbacks and by StyleSpec alike.
    public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func lin(_ v: Double) -> Double {
            let s = max(0, min(1, v / 255))
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    /// The contrast ratio of two relative luminances, 1 ... 21; symmetric.
    public static func contrastRatio(luminance la: Double, _ lb: Double) -> Double {
        (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The sRGB transfer function undone, per 8-bit channel value (a table: the fallback mapping asks per cell).
    static let linearChannel: [Double] = (0..<256).map {
        let s = Double($0) / 255
        return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }

    /// The contrast ratio of two sRGB triples, 1 (none) ... 21 (black on white); symmetric.
    public static func contrastRatio(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Double {
        contrastRatio(luminance: relativeLuminance(a), relativeLuminance(b))
    }

    /// The contrast ratio of this colour drawn on `background` as a terminal of `capability` shows the pair
    /// (`Style.adapted(to:)`, the one mapping the backends use; ANSI colours at xterm's default palette). Nil when
    /// either is `.default` or the capability is monochrome: the terminal's own colours decide then.
    public func contrast(with background: Color, on capability: ColorCapability = .truecolor) -> Double? {
        let sent = Style(foreground: self, background: background).adapted(to: capability)
        guard let a = sent.foreground.rgbValue, let b = sent.background.rgbValue else { return nil }
        return Color.contrastRatio(a, b)
    }

    /// This colour mixed with another: `amount` 0 is self, 1 is `other` (in sRGB; `.default` counts as black).
    public func mixed(with other: Color, amount: Double) -> Color {
        let a = rgbValue ?? (0, 0, 0), b = other.rgbValue ?? (0, 0, 0)
        let t = max(0, min(1, amount.isFinite ? amount : 0))
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return .rgb(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
    }

    /// This colour moved towards black or white (whichever the background leaves more room for) until it stands out
    /// from `background` by `ratio`; unchanged when it already does, or when either colour is not RGB.
    public func legible(on background: Color, ratio: Double = Color.minimumGraphicContrast) -> Color {
        guard let f = rgbValue, let b = background.rgbValue, Color.contrastRatio(f, b) < ratio else { return self }
        let black = Color.rgb(0, 0, 0), white = Color.rgb(255, 255, 255)
        let target = Color.contrastRatio((0, 0, 0), b) >= Color.contrastRatio((255, 255, 255), b) ? black : white
        var t = 0.1
        while t < 1 {
            let c = mixed(with: target, amount: t)
            if let v = c.rgbValue, Color.contrastRatio(v, b) >= ratio { return c }
            t += 0.1
        }
        return target
    }
}
