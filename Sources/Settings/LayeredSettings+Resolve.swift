import Text

extension LayeredSettings {
    /// What resolving a command line gave: the layered settings, the file read (if any) and the arguments left for
    /// the command's own parser.
    public struct Resolved: Sendable, Hashable {
        public var layered: LayeredSettings
        /// The settings file in effect (`--settings FILE` or the default path) and whether it existed.
        public var filePath: String
        public var fileFound: Bool
        public var rest: [String]
    }

    /// Defaults < the settings file (`--settings FILE`, else `$XDG_CONFIG_HOME/navsim/settings.json` when it
    /// exists) < `NAVSIM_*` variables < the settings flags in `arguments`.
    /// - Throws: `SourceError` naming the file, variable or flag, the key and the allowed values.
    public static func resolve(arguments: [String], environment: [String: String]) throws(SourceError) -> Resolved {
        let flags = try SettingsFlags.extract(arguments)
        var layered = LayeredSettings()
        let path = flags.settingsFile ?? SettingsFile.defaultPath(environment: environment)
        let file = try SettingsFile.load(path: path, optional: flags.settingsFile == nil)
        if let file { layered.apply(file) }
        try layered.apply(environment: environment)
        layered.apply(flags.given)
        return Resolved(layered: layered, filePath: path, fileFound: file != nil, rest: flags.rest)
    }
}
