import TermUI

/// A colour stored in style JSON as text: `"#rrggbb"`, `"default"`, an ANSI name (`"red"`, `"brightBlue"`) or `"idx:N"`.
@propertyWrapper
public struct CodedColor: Sendable, Hashable, Codable {
    public var wrappedValue: Color
    public init(wrappedValue: Color) { self.wrappedValue = wrappedValue }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let c = Color(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "\"\(text)\" is not a colour (use \"#rrggbb\", \"default\", an ANSI name like \"brightBlue\", or \"idx:N\")"))
        }
        wrappedValue = c
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(Self.text(wrappedValue))
    }

    static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The text form `Color(parsing:)` reads back.
    public static func text(_ c: Color) -> String {
        switch c {
        case .default: return "default"
        case .ansi(let n): return n < 8 ? ansiNames[Int(n)] : n < 16 ? "bright" + ansiNames[Int(n) - 8].capitalized : "idx:\(n)"
        case .indexed(let n): return "idx:\(n)"
        case .rgb(let r, let g, let b):
            return "#" + [r, g, b].map { v in let s = String(v, radix: 16); return s.count == 1 ? "0" + s : s }.joined()
        }
    }
}

/// A map glyph stored in style JSON as a one-character string; it must be exactly one terminal cell wide.
@propertyWrapper
public struct CodedGlyph: Sendable, Hashable, Codable {
    public var wrappedValue: Character
    public init(wrappedValue: Character) { self.wrappedValue = wrappedValue }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        wrappedValue = try Self.glyph(text, codingPath: decoder.codingPath)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(String(wrappedValue))
    }

    static func glyph(_ text: String, codingPath: [CodingKey]) throws -> Character {
        guard text.count == 1, let g = text.first, DisplayWidth.of(g) == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                debugDescription: "\"\(text)\" is not one glyph one cell wide"))
        }
        return g
    }
}

/// Eight glyphs for the directions N, NE, E, SE, S, SW, W, NW (clockwise from up), each one cell wide.
@propertyWrapper
public struct CodedGlyphs8: Sendable, Hashable, Codable {
    public var wrappedValue: [Character]
    public init(wrappedValue: [Character]) { self.wrappedValue = wrappedValue }

    public init(from decoder: Decoder) throws {
        let texts = try decoder.singleValueContainer().decode([String].self)
        guard texts.count == 8 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected 8 glyphs (N, NE, E, SE, S, SW, W, NW), found \(texts.count)"))
        }
        wrappedValue = try texts.map { try CodedGlyph.glyph($0, codingPath: decoder.codingPath) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(wrappedValue.map { String($0) })
    }
}
