import Text

/// The effective settings and where each value came from. Layers, each overriding the one before: the built-in
/// defaults, the settings file, `NAVSIM_*` environment variables, command-line flags, then run-time changes (the
/// panel, scripts). Every change goes through `set(_:_:from:)`, so provenance cannot be forgotten.
public struct LayeredSettings: Sendable, Hashable {
    public private(set) var settings = Settings()
    private var origins: [SettingKey: SettingOrigin] = [:]

    public init() {}

    /// Defaults with these settings laid over them as `origin` (an embedder's `Settings` value, say).
    public init(_ settings: Settings, origin: SettingOrigin) {
        for key in settings.changedKeys { set(key, settings[key], from: origin) }
    }

    /// Where a key's value came from.
    public func origin(_ key: SettingKey) -> SettingOrigin { origins[key] ?? .defaults }

    /// Sets one value (already checked against the table).
    public mutating func set(_ key: SettingKey, _ value: SettingValue, from origin: SettingOrigin) {
        settings[key] = value
        origins[key] = origin
    }

    /// Parses a word for a key and sets it.
    /// - Throws: `SourceError` naming `source`, the key and the allowed values.
    public mutating func set(_ key: SettingKey, word: String, from origin: SettingOrigin, source: String) throws(SourceError) {
        do {
            set(key, try key.descriptor.parse(word), from: origin)
        } catch {
            throw error.naming(source)
        }
    }

    /// Applies a parsed settings file.
    public mutating func apply(_ file: SettingsFile) {
        for (key, value) in file.values { set(key, value, from: .file(file.path)) }
    }

    /// Applies the environment variables of the table's rows that have one (an empty variable is unset).
    public mutating func apply(environment: [String: String]) throws(SourceError) {
        for d in SettingsTable.descriptors {
            guard let name = d.environment, let word = environment[name], !word.isEmpty else { continue }
            try set(d.key, word: word, from: .environment(name), source: name)
        }
    }

    /// Applies command-line settings flags (from `SettingsFlags.extract`).
    public mutating func apply(_ flags: [SettingsFlags.Given]) {
        for f in flags { set(f.key, f.value, from: .flag(f.spelling)) }
    }
}

extension SettingKey {
    /// The key a name spells (exactly), or nil.
    public init?(name: String) { self.init(rawValue: name) }

    /// A key from a name, or an error naming the nearest key ("did you mean showsStopSigns?").
    public static func named(_ name: String, source: String) throws(SourceError) -> SettingKey {
        if let k = SettingKey(rawValue: name) { return k }
        throw SourceError(source: source, field: name,
                          reason: "unknown setting" + KeySuggestion.hint(for: name, in: allCases.map(\.rawValue))
                            + "; see 'navsim settings --defaults' for every key")
    }
}
