/// A colour a setting holds: 24-bit RGB, written `#rrggbb`, or one of the palette's names.
public struct SettingColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb` (lower case), the form the settings file stores.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for v in [red, green, blue] {
            s.append(digits[Int(v >> 4)])
            s.append(digits[Int(v & 0xF)])
        }
        return s
    }

    /// The palette name of this colour, else its hex form.
    public var description: String { Self.palette.first { $0.color == self }?.name ?? hex }

    /// `#rrggbb`, `rrggbb`, `#rgb` or a palette name (any case); nil for anything else.
    public init?(parsing text: String) {
        let t = text.trimmingSpaces
        if let named = Self.palette.first(where: { $0.name.lowercased() == t.lowercased() }) {
            self = named.color
            return
        }
        var digits = Substring(t)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.map { $0.hexDigitValue }
        guard values.allSatisfy({ $0 != nil }), values.count == 6 || values.count == 3 else { return nil }
        let v = values.map { UInt8($0!) }
        if v.count == 3 {
            self.init(red: v[0] * 17, green: v[1] * 17, blue: v[2] * 17)
        } else {
            self.init(red: v[0] << 4 | v[1], green: v[2] << 4 | v[3], blue: v[4] << 4 | v[5])
        }
    }

    /// The colours the settings panel's picker steps through, named (the first two are the header's defaults).
    public static let palette: [(name: String, color: SettingColor)] = [
        ("green", SettingColor(red: 24, green: 96, blue: 64)),
        ("darkGreen", SettingColor(red: 16, green: 64, blue: 44)),
        ("blue", SettingColor(red: 26, green: 82, blue: 168)),
        ("darkBlue", SettingColor(red: 18, green: 46, blue: 102)),
        ("teal", SettingColor(red: 0, green: 105, blue: 112)),
        ("purple", SettingColor(red: 98, green: 52, blue: 140)),
        ("red", SettingColor(red: 170, green: 32, blue: 40)),
        ("darkRed", SettingColor(red: 104, green: 22, blue: 28)),
        ("orange", SettingColor(red: 196, green: 96, blue: 0)),
        ("grey", SettingColor(red: 72, green: 76, blue: 84)),
        ("charcoal", SettingColor(red: 36, green: 38, blue: 42)),
        ("black", SettingColor(red: 0, green: 0, blue: 0)),
    ]

    /// The next (or previous) palette colour; a colour off the palette steps from the palette's start.
    public func stepped(_ step: Int) -> SettingColor {
        let p = Self.palette
        guard let i = p.firstIndex(where: { $0.color == self }) else { return p[step >= 0 ? 0 : p.count - 1].color }
        return p[((i + step) % p.count + p.count) % p.count].color
    }
}
