import Text

/// The texts made from settings: `navsim settings` (effective values and where each came from, as text or JSON),
/// the commented template of `navsim settings --defaults`, and the settings file the panel's `w` writes. JSON goes
/// through the one JSONWriter.
public enum SettingsDocument {
    /// One JSON value.
    public static func json(_ value: SettingValue) -> String {
        var w = JSONWriter(capacity: 32)
        write(value, into: &w)
        return w.string
    }

    static func write(_ value: SettingValue, into w: inout JSONWriter) {
        switch value {
        case .bool(let b): w.bool(b)
        case .integer(let i): w.int(i)
        case .number(let d): w.number(d, places: 6, style: .trimmed)
        case .automatic: w.null()
        case .choice(let s), .text(let s): w.string(s)
        case .color(let c): w.string(c.hex)
        case .list(let l):
            w.beginArray()
            for s in l { w.string(s) }
            w.endArray()
        }
    }

    /// `{"settings": {key: value, ...}, "origins": {key: "default" | "file PATH" | ...}}` on one line.
    public static func effectiveJSON(_ layered: LayeredSettings) -> String {
        var w = JSONWriter(capacity: 4096)
        w.beginObject()
        w.key("settings")
        w.beginObject()
        for key in SettingKey.allCases {
            w.key(key.rawValue)
            write(layered.settings[key], into: &w)
        }
        w.endObject()
        w.key("origins")
        w.beginObject()
        for key in SettingKey.allCases {
            w.key(key.rawValue)
            w.string(layered.origin(key).description)
        }
        w.endObject()
        w.endObject()
        return w.string
    }

    /// The effective settings as aligned text, by group: `key  value  origin`.
    public static func effectiveText(_ layered: LayeredSettings) -> String {
        let width = SettingKey.allCases.map(\.rawValue.count).max() ?? 0
        let values = SettingKey.allCases.map { TerminalText.sanitized(layered.settings[$0].description, limit: 60) }
        let valueWidth = min(24, values.map(\.count).max() ?? 0)
        var lines: [String] = []
        for group in SettingsTable.groups {
            lines.append(group)
            for (i, key) in SettingKey.allCases.enumerated() where key.descriptor.group == group {
                let v = values[i]
                lines.append("  " + pad(key.rawValue, width) + "  " + pad(v, valueWidth) + "  " + TerminalText.sanitized(layered.origin(key).description, limit: 200))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The commented template: every setting, commented out at its default, with its documentation and allowed
    /// values; uncommenting a line sets it (a trailing comma before `}` is forgiven).
    public static var template: String {
        var lines = ["// navsim settings: \(SettingsFile.defaultPath(environment: ["HOME": "~"])) or --settings FILE.",
                     "// Uncomment a line to set it. Layers: defaults < this file < NAVSIM_* variables < flags < run time.",
                     "{"]
        for group in SettingsTable.groups {
            lines.append("  // \(group)")
            for d in SettingsTable.descriptors where d.group == group {
                let env = d.environment.map { "; env \($0)" } ?? ""
                lines.append("  // \(d.doc). \(d.kind.allowed); flag --\(d.flag)\(env)")
                lines.append("  // \"\(d.key.rawValue)\": \(json(d.defaultValue)),")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The settings table as Markdown (README "Settings"; a test keeps the README's copy equal to it).
    public static var markdownTable: String {
        var lines = ["| key | type | default | allowed | flag | env | what |", "|---|---|---|---|---|---|---|"]
        for d in SettingsTable.descriptors {
            let aliases = d.aliases.map { "`--\($0.flag)`" }
            let flags = (["`--\(d.flag)`"] + (d.kind == .bool ? ["`--no-\(d.flag)`"] : []) + aliases).joined(separator: " ")
            let cells = ["`\(d.key.rawValue)`", d.kind.typeName, "`\(json(d.defaultValue))`", d.kind.allowed, flags,
                         d.environment.map { "`\($0)`" } ?? "", d.doc]
            lines.append("| " + cells.map { $0.replacingPipes }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A settings file holding the values that differ from the defaults, one member a line.
    public static func fileText(_ settings: Settings) -> String {
        let keys = settings.changedKeys
        guard !keys.isEmpty else { return "{}\n" }
        var lines = ["{"]
        for (i, key) in keys.enumerated() {
            var w = JSONWriter(capacity: 64)
            w.key(key.rawValue)
            write(settings[key], into: &w)
            lines.append("  " + w.string + (i == keys.count - 1 ? "" : ","))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}

extension String {
    /// `|` escaped for a Markdown table cell.
    var replacingPipes: String {
        var out = ""
        for c in self { if c == "|" { out += "\\|" } else { out.append(c) } }
        return out
    }
}
