import Foundation
import MapRender
import NavApp
import Settings
import Text
import Traffic

/// The command line of a command that draws the map: the settings flags taken out first (`SettingsFlags`, made
/// from the settings table) and laid over the settings file and the `NAVSIM_*` variables; the rest parsed by the
/// command's own `Arguments`. A bad setting is one error naming the file, variable or flag, the key and the allowed
/// values (exit 2); values the table allows but the map cannot use (an unknown feature layer, a style file that does
/// not load) are checked here too, before the UI opens.
struct UICommandLine {
    let resolved: LayeredSettings.Resolved
    let arguments: Arguments

    var settings: Settings { resolved.layered.settings }

    init(_ args: [String], command: String, valued: Set<String>, flags: Set<String>,
         environment: [String: String]) throws(CLIError) {
        do {
            resolved = try LayeredSettings.resolve(arguments: args, environment: environment)
        } catch {
            throw CLIError.usage("\(command): \(error.description)")
        }
        arguments = try Arguments(resolved.rest, command: command, valued: valued, flags: flags, alsoKnown: SettingsFlags.flagNames)
        // Whether the drive has traffic is known only once it is set up (`check(for:)`); until then a traffic layer
        // is let through.
        try Self.check(resolved.layered, command: command, traffic: true)
        self.command = command
    }

    /// The command these settings are for (named in errors).
    let command: String

    /// The feature layers checked against the drive `core` has: a traffic layer asked for where there is no traffic
    /// is a usage error. (The style file was checked at `init`; only the layers depend on the drive.)
    func check(for core: NavAppCore) throws(CLIError) {
        try Self.checkFeatures(resolved.layered, command: command, traffic: core.session.traffic != nil)
    }

    /// Lays the settings over the app, checked against its drive first (`check(for:)`), then the `--incident-types`
    /// filter over the incident layer: the settings rebuild the feature layers (`--features`, `--poi-categories`,
    /// `--truck`), so the filter goes after them.
    func apply(to core: NavAppCore, incidentTypes: Set<IncidentType>?) throws(CLIError) {
        try check(for: core)
        core.dispatch(.settings(.replace(resolved.layered)))
        UIDriveSetup.showIncidents(incidentTypes, on: core)
    }

    /// The `speedFactor` setting for a command whose clock runs within `range` (simulated drives 1 ... 100, replays
    /// 0.5 ... 1000; the table allows the widest of them): nil for auto. A value outside `range` is a usage error
    /// naming the flag, file or variable that set it, never a silent clamp.
    func speedFactor(in range: ClosedRange<Double>) throws(CLIError) -> Double? {
        guard let f = settings.speedFactor else { return nil }
        guard range.contains(f) else {
            func word(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
            let reason = "speedFactor: expected a number in \(word(range.lowerBound)) ... \(word(range.upperBound)) for \(command), got '\(word(f))'"
            throw CLIError.usage("\(command): " + (Self.place(of: .speedFactor, in: resolved.layered).map { "\($0): " } ?? "") + reason)
        }
        return f
    }

    /// The flag, file or environment variable a key's value came from (nil for the defaults and run-time changes).
    static func place(of key: SettingKey, in layered: LayeredSettings) -> String? {
        switch layered.origin(key) {
        case .flag(let spelling): spelling
        case .file(let path): path
        case .environment(let name): name
        case .defaults, .runtime: nil
        }
    }

    /// The settings the table allows but the app may not use: feature layers and filters (a traffic layer only where
    /// `traffic`), the style file.
    static func check(_ layered: LayeredSettings, command: String, traffic: Bool) throws(CLIError) {
        try checkFeatures(layered, command: command, traffic: traffic)
        let s = layered.settings
        if !s.style.isEmpty, MapScheme(name: s.style) == nil || s.style.hasSuffix(".json") {
            do { _ = try ActiveStyle(path: s.style) } catch { throw CLIError.failed("\(error)") }
        }
    }

    static func checkFeatures(_ layered: LayeredSettings, command: String, traffic: Bool) throws(CLIError) {
        do { _ = try MapFeatureSettings.from(layered.settings, base: traffic ? .standardWithTraffic : .standard) } catch {
            let reason = switch layered.origin(error.key) {
            case .flag(let spelling): "\(spelling): \(error.reason)"
            case .file(let path): "\(path): \(error.description)"
            case .environment(let name): "\(name): \(error.description)"
            case .defaults, .runtime: error.description
            }
            throw CLIError.usage("\(command): \(reason)")
        }
    }
}
