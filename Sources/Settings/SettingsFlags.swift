import Text

/// The command-line flags of the settings table: `--KEY-IN-KEBAB-CASE VALUE` (or `=VALUE`), bools as `--x`, `--no-x`
/// or `--x=false`, and the older spellings the table keeps (`--no-header`, `--scheme NAME`). `--settings FILE` names
/// the settings file. They are made from `SettingsTable`, so a new row is a new flag with nothing else to change.
public enum SettingsFlags {
    /// One settings flag as given.
    public struct Given: Sendable, Hashable {
        public var key: SettingKey
        public var value: SettingValue
        /// How it was spelt (`--no-header`), for provenance.
        public var spelling: String
    }

    /// What `extract` found.
    public struct Extracted: Sendable, Hashable {
        public var given: [Given] = []
        /// `--settings FILE`.
        public var settingsFile: String?
        /// The arguments that are not settings flags, in order (for the command's own parser).
        public var rest: [String] = []
    }

    /// Takes the settings flags out of a command's arguments (up to a `--`).
    /// - Throws: `SourceError` naming the flag, the key and the allowed values, for a bad or missing value.
    public static func extract(_ args: [String]) throws(SourceError) -> Extracted {
        var out = Extracted()
        var i = 0
        while i < args.count {
            let a = args[i]
            i += 1
            if a == "--" {
                // What follows is the command's, as given (`Arguments` takes it as positional).
                out.rest += args[(i - 1)...]
                break
            }
            guard a.hasPrefix("--") else {
                out.rest.append(a)
                continue
            }
            var name = String(a.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            func next() throws(SourceError) -> String {
                if let inline { return inline }
                guard i < args.count else { throw SourceError(source: "--" + name, reason: "needs a value") }
                i += 1
                return args[i - 1]
            }
            if name == "settings" {
                out.settingsFile = try next()
                continue
            }
            if let (d, alias) = SettingsTable.descriptor(flag: name) {
                let spelling = "--" + name
                if let fixed = alias?.fixed {
                    guard inline == nil else { throw SourceError(source: spelling, field: d.key.rawValue, reason: "takes no value") }
                    out.given.append(Given(key: d.key, value: fixed, spelling: spelling))
                } else if d.kind == .bool {
                    let value = try inline.map { (w) throws(SourceError) in try parse(d, w, spelling) } ?? .bool(true)
                    out.given.append(Given(key: d.key, value: value, spelling: spelling))
                } else {
                    out.given.append(Given(key: d.key, value: try parse(d, try next(), spelling), spelling: spelling))
                }
                continue
            }
            if name.hasPrefix("no-"), let (d, alias) = SettingsTable.descriptor(flag: String(name.dropFirst(3))), alias == nil, d.kind == .bool {
                guard inline == nil else { throw SourceError(source: "--" + name, field: d.key.rawValue, reason: "takes no value") }
                out.given.append(Given(key: d.key, value: .bool(false), spelling: "--" + name))
                continue
            }
            out.rest.append(a)
        }
        return out
    }

    private static func parse(_ d: SettingDescriptor, _ word: String, _ spelling: String) throws(SourceError) -> SettingValue {
        do { return try d.parse(word) } catch { throw error.naming(spelling) }
    }

    /// Every flag name of the table, for help and for suggestions ("did you mean --shows-stop-signs?").
    public static var flagNames: [String] {
        SettingsTable.descriptors.flatMap { d in [d.flag] + d.aliases.map(\.flag) } + ["settings"]
    }

    /// The help lines of the settings flags: one per row, with its type and default.
    public static var help: String {
        var lines = ["  --settings FILE     the settings file (default $XDG_CONFIG_HOME/navsim/settings.json)"]
        for d in SettingsTable.descriptors {
            let value = d.kind == .bool ? "" : " " + d.kind.typeName.uppercased()
            lines.append("  --\(d.flag)\(value)")
            lines.append("        \(d.doc) (default \(d.defaultValue))")
        }
        return lines.joined(separator: "\n")
    }
}
