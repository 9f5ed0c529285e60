extension Color {
    /// xterm's default RGB values for the 16 ANSI colours (xterm 'XTerm' resource defaults).
    public static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six channel levels of the xterm 6×6×6 colour cube (indices 16...231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of an xterm 256-colour index.
    public static func rgb(ofIndex i: UInt8) -> (UInt8, UInt8, UInt8) {
        switch i {
        case 0..<16: return ansiPalette[Int(i)]
        case 16..<232:
            let n = Int(i) - 16
            return (UInt8(cubeLevels[n / 36]), UInt8(cubeLevels[(n / 6) % 6]), UInt8(cubeLevels[n % 6]))
        default:
            let g = UInt8(8 + 10 * (Int(i) - 232))
            return (g, g, g)
        }
    }

    /// The colour's RGB value, or nil for `.default`.
    public var rgbValue: (UInt8, UInt8, UInt8)? {
        switch self {
        case .default: nil
        case .ansi(let i): Color.ansiPalette[Int(i & 15)]
        case .indexed(let i): Color.rgb(ofIndex: i)
        case .rgb(let r, let g, let b): (r, g, b)
        }
    }

    /// Perceptual-ish squared distance (weights 2, 4, 3 for red, green, blue: a cheap stand-in for CIE ΔE).
    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    /// The nearest xterm 256-colour index to an RGB value (cube or grey ramp; never 0...15, whose values vary by terminal).
    /// - Complexity: O(1).
    public static func nearestIndex256(_ c: (UInt8, UInt8, UInt8)) -> UInt8 {
        func level(_ v: UInt8) -> Int {
            let v = Int(v)
            if v < 48 { return 0 }
            if v < 115 { return 1 }
            return (v - 35) / 40
        }
        let (lr, lg, lb) = (level(c.0), level(c.1), level(c.2))
        let cubeIndex = 16 + 36 * lr + 6 * lg + lb
        let cube = (UInt8(cubeLevels[lr]), UInt8(cubeLevels[lg]), UInt8(cubeLevels[lb]))
        let avg = (Int(c.0) + Int(c.1) + Int(c.2)) / 3
        let greyStep = avg > 238 ? 23 : Swift.max(0, (avg - 3) / 10)
        let greyValue = UInt8(8 + 10 * greyStep)
        let grey = (greyValue, greyValue, greyValue)
        return distance(c, grey) < distance(c, cube) ? UInt8(232 + greyStep) : UInt8(cubeIndex)
    }

    /// The nearest of the first `count` ANSI colours (8 or 16) to an RGB value.
    /// - Complexity: O(count).
    public static func nearestANSI(_ c: (UInt8, UInt8, UInt8), count: Int) -> UInt8 {
        var best = 0, bestD = Int.max
        for i in 0..<Swift.min(16, count) {
            let d = distance(c, ansiPalette[i])
            if d < bestD { best = i; bestD = d }
        }
        return UInt8(best)
    }

    /// A foreground as the capability can show it over `background` (already mapped to `mappedBackground`): the
    /// nearest colour, unless quantising both sides costs the pair its legibility (below WCAG's 3:1, or below the
    /// pair's own contrast when that was already lower), in which case the nearest palette colour that keeps it.
    /// Light land (#f2efe9) becomes ANSI white (229) in 16 colours and an ochre road becomes yellow (205, 205, 0):
    /// 1.35:1, invisible. This gives the road a colour that stays readable instead.
    /// - Complexity: O(1) when the nearest colour keeps the contrast, else O(palette size).
    static let subtleContrast = 1.5

    static func keepingContrast(_ fg: Color, on background: Color, mappedBackground: Color, capability: ColorCapability) -> Color {
        let mapped = fg.mapped(to: capability)
        guard capability != .truecolor, capability != .monochrome, let want = fg.rgbValue, let bgRGB = background.rgbValue,
              let sentBG = mappedBackground.rgbValue, let sentFG = mapped.rgbValue else { return mapped }
        let target = Swift.min(minimumGraphicContrast, contrastRatio(want, bgRGB))
        // Below 1.5:1 the pair is a tint meant to be subtle (a hatch on an area): the nearest colour is right.
        guard target >= subtleContrast, contrastRatio(sentFG, sentBG) < target else { return mapped }
        let candidates: [Color]
        switch capability {
        case .palette256: candidates = (16...255).map { .indexed(UInt8($0)) }
        case .ansi16: candidates = (0..<16).map { .ansi(UInt8($0)) }
        default: candidates = (0..<8).map { .ansi(UInt8($0)) }
        }
        var best = mapped, bestD = Int.max
        for c in candidates {
            guard let rgb = c.rgbValue, contrastRatio(rgb, sentBG) >= target else { continue }
            let d = distance(want, rgb)
            if d < bestD { best = c; bestD = d }
        }
        return best
    }

    /// This colour as the capability can show it: rgb → nearest xterm-256 → nearest 16 → nearest 8.
    /// Returns `.default` for monochrome (styles then lean on attributes; see `Style.adapted(to:)`).
    public func mapped(to capability: ColorCapability) -> Color {
        switch (self, capability) {
        case (.default, _), (_, .truecolor): return self
        case (_, .monochrome): return .default
        case (.rgb(let r, let g, let b), .palette256): return .indexed(Color.nearestIndex256((r, g, b)))
        case (.indexed(let i), .palette256): return .indexed(i)
        case (.ansi(let i), .palette256): return .ansi(i)
        case (.ansi(let i), .ansi16): return .ansi(i & 15)
        case (.ansi(let i), .ansi8): return .ansi(i & 7)
        case (.indexed(let i), .ansi16), (.indexed(let i), .ansi8):
            if i < 16 { return Color.ansi(i).mapped(to: capability) }
            return .ansi(Color.nearestANSI(Color.rgb(ofIndex: i), count: capability == .ansi16 ? 16 : 8))
        case (.rgb, .ansi16), (.rgb, .ansi8):
            // Through the 256 palette first, as terminals do, so rgb and indexed colours agree.
            return Color.indexed(Color.nearestIndex256(rgbValue ?? (0, 0, 0))).mapped(to: capability)
        }
    }

    /// True for a background that carries meaning in monochrome (not the default and not near black).
    var isEmphasisBackground: Bool {
        guard let (r, g, b) = rgbValue else { return false }
        return max(r, g, b) > 40
    }
}

extension Style {
    /// This style as the capability can show it. In monochrome, colours go and a meaningful background
    /// (not default, not near black) becomes reverse video, so headers and alerts stay recognisable.
    public func adapted(to capability: ColorCapability) -> Style {
        if capability == .monochrome {
            var attrs = attributes.subtracting(.invertInMonochrome)
            if background.isEmphasisBackground != attributes.contains(.invertInMonochrome) { attrs.formSymmetricDifference(.reverse) }
            return Style(foreground: .default, background: .default, attributes: attrs)
        }
        let bg = background.mapped(to: capability)
        return Style(foreground: Color.keepingContrast(foreground, on: background, mappedBackground: bg, capability: capability),
                     background: bg, attributes: attributes.subtracting(.invertInMonochrome))
    }
}
