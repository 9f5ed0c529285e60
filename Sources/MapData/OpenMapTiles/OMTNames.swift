/// The name attributes of an OpenMapTiles feature, from OSM tags: `name` (local), `name_en`, `name_de`,
/// `name:latin`, `name:nonlatin`, `name_int`, and `name:xx` for every language the element has.
enum OMTNames {
    /// Adds the name attributes of `tags` to `properties` (nothing when the element has no `name`).
    static func add(_ tags: OSMTags, to properties: inout [String: OMTValue]) {
        var name: String?
        var en: String?, de: String?
        for t in tags.tags {
            if t.key == "name" {
                name = t.value
            } else if t.key.hasPrefix("name:"), t.key.count > 5, !t.value.isEmpty {
                let lang = t.key.dropFirst(5)
                guard !lang.contains(":"), lang != "latin", lang != "nonlatin" else { continue }
                properties[t.key] = .string(t.value)
                if lang == "en" { en = t.value } else if lang == "de" { de = t.value }
            }
        }
        guard let name, !name.isEmpty else { return }
        properties["name"] = .string(name)
        properties["name_en"] = .string(en ?? name)
        properties["name_de"] = .string(de ?? name)
        let latin = isLatin(name)
        let int = en ?? name
        properties["name_int"] = .string(int)
        if latin {
            properties["name:latin"] = .string(name)
        } else {
            properties["name:nonlatin"] = .string(name)
            if let en, isLatin(en) { properties["name:latin"] = .string(en) }
        }
    }

    /// Rewrites the display attributes for a language: when the feature has `name:CODE`, `name`, `name:latin`,
    /// `name_en`, `name_de` and `name_int` all become that text and `name:nonlatin` goes, so a style that shows any
    /// of them (Positron and Dark Matter show `name:latin`, others `name` or `name_en`) shows the chosen language.
    /// A feature without `name:CODE` keeps its local name (the fallback). `name:xx` attributes stay as they are.
    static func apply(_ language: MapLanguage, to properties: inout [String: OMTValue]) {
        guard let key = language.nameKey, case .string(let text)? = properties[key], !text.isEmpty else { return }
        for k in ["name", "name:latin", "name_en", "name_de", "name_int"] { properties[k] = .string(text) }
        properties["name:nonlatin"] = nil
    }

    /// True when every letter of `text` is in the Latin script (Basic Latin, Latin-1, Latin Extended A/B and
    /// Additional, IPA); digits, spaces and punctuation do not count.
    static func isLatin(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x250...0x2AF, 0x1E00...0x1EFF, 0x2C60...0x2C7F,
                 0xA720...0xA7FF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
                continue
            default:
                return false
            }
        }
        return true
    }
}
