/// One `navsim` subcommand.
public protocol Command: Sendable {
    /// The word after `navsim`.
    var name: String { get }
    /// One line for the command list.
    var summary: String { get }
    /// The full help text shown by `navsim help NAME`.
    var help: String { get }
    /// Runs the command; returns the exit code or throws the `CLIError` that `NavsimCLI.run` prints (a layer's own
    /// typed error is turned into one where the command calls that layer).
    func run(_ args: [String], output: Output) throws(CLIError) -> Int32
}
