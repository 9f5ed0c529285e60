/// One row of the settings table: a key, its type and allowed values, its default, one line of documentation, its
/// flag (the key in kebab case) and older flag spellings that still work, and the environment variable that sets it
/// where one is the convention.
public struct SettingDescriptor: Sendable, Hashable {
    /// An older flag kept working: `--no-header` (a fixed value) or `--scheme NAME` (a value).
    public struct Alias: Sendable, Hashable {
        public var flag: String
        /// The value the flag sets without taking one (nil: it takes a value like the main flag).
        public var fixed: SettingValue?
    }

    public var key: SettingKey
    public var kind: SettingKind
    public var defaultValue: SettingValue
    /// What the setting does, one line.
    public var doc: String
    /// The group it is listed under (panel, README, `navsim settings`).
    public var group: String
    public var aliases: [Alias]
    /// `NAVSIM_FPS`-style variable, where the setting has one.
    public var environment: String?

    /// The flag name (`shows-stop-signs`).
    public var flag: String { key.flagName }

    /// Whether the flag takes a value after it: a bool flag stands alone (`--x`, `--no-x`, or `--x=false`).
    public var flagTakesValue: Bool { kind != .bool }
}
