/// `navsim help [COMMAND]`.
struct HelpCommand: Command {
    let name = "help"
    let summary = "show the commands, or the help of one command"
    let help = """
    usage: navsim help [COMMAND]

    Without a command, lists every command. With one, prints its options.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        if let topic = args.first {
            guard let cmd = NavsimCLI.command(named: topic) else {
                throw CLIError.usage(NavsimCLI.unknownCommand(topic))
            }
            output.line(cmd.help)
            return 0
        }
        output.line(Self.overview)
        return 0
    }

    static var overview: String {
        var lines = [
            "navsim \(NavsimCLI.version): a terminal navigation simulator",
            "",
            "usage: navsim [COMMAND] [OPTIONS]",
            "       navsim            (no command) the demo drive through the embedded default town",
            "",
            "commands:",
        ]
        let width = NavsimCLI.commands.map(\.name.count).max() ?? 0
        for c in NavsimCLI.commands {
            lines.append("  " + c.name + String(repeating: " ", count: width - c.name.count + 2) + c.summary)
        }
        lines.append("")
        lines.append("'navsim help COMMAND' shows a command's options. A file read (a map, a trace, a route file, a style,")
        lines.append("a script) may also be '-' (standard input), a pipe or a process substitution: <(zcat trace.gpx.gz).")
        return lines.joined(separator: "\n")
    }
}
