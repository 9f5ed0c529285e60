/// A terminal colour. Backends map it down to what the terminal supports (truecolor, 256, 16, 8, none).
public enum Color: Sendable, Hashable {
    /// The terminal's default foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0 black ... 7 white, 8 ... 15 bright).
    case ansi(UInt8)
    /// An xterm 256-colour index.
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.ansi(0), red = Color.ansi(1), green = Color.ansi(2), yellow = Color.ansi(3)
    public static let blue = Color.ansi(4), magenta = Color.ansi(5), cyan = Color.ansi(6), white = Color.ansi(7)
    public static let brightBlack = Color.ansi(8), brightRed = Color.ansi(9), brightGreen = Color.ansi(10)
    public static let brightYellow = Color.ansi(11), brightBlue = Color.ansi(12), brightMagenta = Color.ansi(13)
    public static let brightCyan = Color.ansi(14), brightWhite = Color.ansi(15)

    /// Parses "#rrggbb", "default", an ANSI name ("red", "brightBlue") or "idx:N".
    public init?(parsing text: String) {
        let t = text.lowercased()
        if t == "default" { self = .default; return }
        if t.hasPrefix("#"), t.count == 7, let v = UInt32(t.dropFirst(), radix: 16) {
            self = .rgb(UInt8(v >> 16), UInt8((v >> 8) & 0xff), UInt8(v & 0xff))
            return
        }
        if t.hasPrefix("idx:"), let v = UInt8(t.dropFirst(4)) { self = .indexed(v); return }
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        if let i = names.firstIndex(of: t) { self = .ansi(UInt8(i)); return }
        if t.hasPrefix("bright"), let i = names.firstIndex(of: String(t.dropFirst(6))) { self = .ansi(UInt8(i + 8)); return }
        return nil
    }
}

/// Text attributes.
public struct Attributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let italic = Attributes(rawValue: 1 << 4)
    /// A hint for monochrome only (`Style.adapted(to: .monochrome)`): the cell's reverse video is the opposite of
    /// what its background alone would give, so an overlay (the vehicle, the route) stands apart from a map whose
    /// land is itself shown in reverse. Never sent to a terminal.
    public static let invertInMonochrome = Attributes(rawValue: 1 << 5)
}

/// Foreground, background and attributes, applied together.
public struct Style: Sendable, Hashable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    public func with(foreground: Color) -> Style { var s = self; s.foreground = foreground; return s }
    public func with(background: Color) -> Style { var s = self; s.background = background; return s }
    public func adding(_ a: Attributes) -> Style { var s = self; s.attributes.formUnion(a); return s }
}
