import Routing
import Text

/// The `navsim` command line: dispatches to the subcommands and turns errors into messages and exit codes.
public enum NavsimCLI {
    /// Every subcommand, in the order `navsim --help` lists them.
    public static let commands: [any Command] = [
        HelpCommand(),
        DemoCommand(),
        SnapshotCommand(),
        RouteCommand(),
        TrafficCommand(),
        SearchCommand(),
        TraceCommand(),
        DriveCommand(),
        GesturesCommand(),
        MatchCommand(),
        RecordCommand(),
        ReplayCommand(),
        BatchCommand(),
        LiveCommand(),
        MapsCommand(),
        TilesCommand(),
        SettingsCommand(),
    ]

    /// Runs navsim with its arguments (without the program name) and returns the exit code.
    public static func main(arguments: [String], output: Output = .standard()) -> Int32 {
        guard let first = arguments.first else {
            return run(DefaultCommand.name, [], output: output)
        }
        switch first {
        case "--help", "-h": return run("help", [], output: output)
        case "--version": output.line("navsim \(version)"); return 0
        case _ where first.hasPrefix("-"):
            // `navsim --ascii`, `navsim --map F`, `navsim --voice`: options without a command are the demo's.
            return run(DefaultCommand.name, arguments, output: output)
        default: return run(first, Array(arguments.dropFirst()), output: output)
        }
    }

    public static let version = MapFiles.navsimVersion

    static func command(named name: String) -> (any Command)? {
        commands.first { $0.name == name }
    }

    /// The options `navsim` takes before any command (`main`'s switch).
    static let topLevelOptions = ["--help", "--version"]

    /// "unknown command 'rotue'; did you mean 'route'? (see 'navsim --help')"; a top-level option written as a
    /// command ("navsim version") is pointed at its option.
    static func unknownCommand(_ name: String) -> String {
        let option = topLevelOptions.first { $0 == "--" + name }.map { "; did you mean 'navsim \($0)'?" }
        let near = option ?? KeySuggestion.didYouMean(name, in: commands.map(\.name)) { "'\($0)'" }
        return "unknown command '\(TerminalText.sanitized(name))'\(near) (see 'navsim --help')"
    }

    static func run(_ name: String, _ args: [String], output: Output) -> Int32 {
        guard let cmd = command(named: name) else {
            output.error("navsim: " + unknownCommand(name))
            return 2
        }
        if args.contains("--help") || args.contains("-h") {
            output.line(cmd.help)
            return 0
        }
        // The one place a command's error becomes the command line's message and exit code (`run` throws only
        // `CLIError`: each layer's typed error was turned into one where the command called that layer).
        do {
            return try cmd.run(args, output: output)
        } catch {
            output.error(printable(message(error.description, command: name)))
            return error.exitCode
        }
    }

    /// An error as the terminal gets it: each line sanitized, since reasons quote what the user typed (an option,
    /// a value, a file name), which may hold escape sequences.
    static func printable(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized(String($0)) }
            .joined(separator: "\n")
    }

    /// `navsim NAME: reason`, with the command said once: a reason that already names it (`route: …`,
    /// `navsim route: …`, `gestures run: …`) is not prefixed again.
    static func message(_ reason: String, command name: String) -> String {
        if reason.hasPrefix("navsim \(name)") { return reason }
        if reason.hasPrefix("\(name): ") { return "navsim \(name): " + reason.dropFirst(name.count + 2) }
        if reason.hasPrefix("\(name) "), let colon = reason.firstIndex(of: ":"),
           !reason[..<colon].dropFirst(name.count + 1).contains(" ") {
            return "navsim " + reason // `gestures run: …`: the command and its subcommand
        }
        return "navsim \(name): \(reason)"
    }
}

/// What `navsim` with no arguments runs.
enum DefaultCommand {
    static let name = "demo"
}
