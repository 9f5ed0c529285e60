/// Where a setting's value came from: the layers in the order each overrides the one before.
public enum SettingOrigin: Sendable, Hashable, CustomStringConvertible {
    case defaults
    /// The settings file (its path).
    case file(String)
    /// A `NAVSIM_*` environment variable (its name).
    case environment(String)
    /// A command-line flag (as given, `--fps`).
    case flag(String)
    /// Changed while running: the panel, a script line, a key (what did it).
    case runtime(String)

    public var description: String {
        switch self {
        case .defaults: "default"
        case .file(let path): "file " + path
        case .environment(let name): "env " + name
        case .flag(let flag): "flag " + flag
        case .runtime(let what): "run time (" + what + ")"
        }
    }
}
