import Foundation
import Settings

/// `navsim settings`: the effective settings and where each value came from; `--defaults` prints the commented
/// template of a settings file; `--markdown` the README's table.
struct SettingsCommand: Command {
    let name = "settings"
    let summary = "print the effective settings and where each came from (--defaults: a commented template)"
    let help = """
    usage: navsim settings [--settings FILE] [SETTINGS FLAGS] [--json] [--defaults] [--markdown]

    Prints every setting with its value and where that value came from. Layers, each overriding the one before:
    the built-in defaults; the settings file ($XDG_CONFIG_HOME/navsim/settings.json, else
    ~/.config/navsim/settings.json, or --settings FILE); NAVSIM_* environment variables (NAVSIM_UNITS, NAVSIM_COLORS,
    NAVSIM_ASCII, NAVSIM_FPS); command-line flags, one per setting (the key in kebab case: --shows-stop-signs,
    --no-shows-stop-signs, --fps 20); then changes while running (the S panel, script 'set' lines).

      --json         the settings and their origins as one JSON object
      --defaults     a commented settings file: every key at its default, with its allowed values
      --markdown     the settings table as Markdown (README "Settings")

    A bad file, variable or flag is one error naming it, the key and the allowed values (exit 2).
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let ui = try UICommandLine(args, command: name, valued: [], flags: ["json", "defaults", "markdown"], environment: output.environment)
        let a = ui.arguments
        try a.expectPositional(max: 0)
        if a.flag("defaults") {
            output.write(SettingsDocument.template)
        } else if a.flag("markdown") {
            output.write(SettingsDocument.markdownTable)
        } else if a.flag("json") {
            output.line(SettingsDocument.effectiveJSON(ui.resolved.layered))
        } else {
            output.line("settings file: \(ui.resolved.filePath)" + (ui.resolved.fileFound ? "" : " (none there)"))
            output.write(SettingsDocument.effectiveText(ui.resolved.layered))
        }
        return 0
    }
}
