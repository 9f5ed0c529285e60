import Foundation
import MapRender
import NavApp
import Settings
import Text

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
         environment: [String: String]) throws {
        do {
            resolved = try LayeredSettings.resolve(arguments: args, environment: environment)
        } catch let e as SourceError {
            throw CLIError.usage("\(command): \(e.description)")
        }
        arguments = try Arguments(resolved.rest, command: command, valued: valued, flags: flags)
        // Whether the drive has traffic is known only once it is set up (`check(for:)`); until then a traffic layer
        // is let through.
        try Self.check(resolved.layered, command: command, traffic: true)
        self.command = command
    }

    /// The command these settings are for (named in errors).
    let command: String

    /// `check` against the drive `core` has: a traffic layer asked for where there is no traffic is a usage error.
    func check(for core: NavAppCore) throws {
        try Self.check(resolved.layered, command: command, traffic: core.session.traffic != nil)
    }

    /// The settings the table allows but the app may not use: feature layers and filters (a traffic layer only where
    /// `traffic`), the style file.
    static func check(_ layered: LayeredSettings, command: String, traffic: Bool) throws {
        let s = layered.settings
        do { _ = try MapFeatureSettings.from(s, base: traffic ? .standardWithTraffic : .standard) } catch {
            let reason = switch layered.origin(error.key) {
            case .flag(let spelling): "\(spelling): \(error.reason)"
            case .file(let path): "\(path): \(error.description)"
            case .environment(let name): "\(name): \(error.description)"
            case .defaults, .runtime: error.description
            }
            throw CLIError.usage("\(command): \(reason)")
        }
        if !s.style.isEmpty, MapScheme(name: s.style) == nil || s.style.hasSuffix(".json") {
            do { _ = try ActiveStyle(path: s.style) } catch { throw CLIError.failed("\(error)") }
        }
    }
}
