/// A setting's value, untyped: what the file, a flag, the environment, a script or the panel hands the table, and
/// what `Settings[key]` reads and writes.
public enum SettingValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    /// "Let navsim choose": the default that depends on other settings (the speed alert thresholds by units).
    case automatic
    /// One of the key's allowed words.
    case choice(String)
    case color(SettingColor)
    case text(String)
    case list([String])

    /// How the value reads in a flag, a script and the panel: `true`, `30`, `2.5`, `auto`, `#186040`, `a,b`.
    public var description: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .number(let d): Self.format(d)
        case .automatic: "auto"
        case .choice(let s), .text(let s): s
        case .color(let c): c.hex
        case .list(let l): l.joined(separator: ",")
        }
    }

    /// A number without a trailing `.0` (`10`, `2.5`).
    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
    }
}

/// The type of a setting and the values it allows.
public enum SettingKind: Sendable, Hashable {
    case bool
    case integer(ClosedRange<Int>)
    /// A number in a range; `automatic` allows "auto" (JSON null).
    case number(ClosedRange<Double>, automatic: Bool)
    case choice([String])
    case color
    /// Free text checked by a rule.
    case text(TextRule)
    /// A comma-separated list (a JSON array of strings in the file).
    case list

    /// What free text a setting accepts.
    public enum TextRule: String, Sendable, Hashable {
        /// Anything, empty included.
        case any
        /// A file path, or empty for none.
        case path
        /// `local` or a BCP 47 tag (`ja`, `zh-Hant`, `sr-Latn`).
        case languageCode
        /// `international` or an ISO 3166-1 alpha-3 code (`IND`).
        case countryCode
    }

    /// The allowed values in words, for errors, help and the README.
    public var allowed: String {
        switch self {
        case .bool: "true or false"
        case .integer(let r): "an integer in \(r.lowerBound) ... \(r.upperBound)"
        case .number(let r, let automatic):
            "a number in \(SettingValue.format(r.lowerBound)) ... \(SettingValue.format(r.upperBound))" + (automatic ? " or auto" : "")
        case .choice(let words): "one of " + words.joined(separator: ", ")
        case .color: "#rrggbb or one of " + SettingColor.palette.map(\.name).joined(separator: ", ")
        case .text(.any): "any text"
        case .text(.path): "a file path (empty for none)"
        case .text(.languageCode): "local or a language code such as ja, fr or zh-Hant"
        case .text(.countryCode): "international or an ISO 3166-1 alpha-3 code such as IND"
        case .list: "a comma-separated list"
        }
    }

    /// The type's name in the settings table.
    public var typeName: String {
        switch self {
        case .bool: "bool"
        case .integer: "integer"
        case .number(_, let automatic): automatic ? "number|auto" : "number"
        case .choice: "choice"
        case .color: "colour"
        case .text: "text"
        case .list: "list"
        }
    }
}
