/// A command and the line it came from.
public struct ScriptLine: Sendable, Hashable {
    public var line: Int
    public var command: ScriptCommand
    public init(line: Int, command: ScriptCommand) {
        self.line = line
        self.command = command
    }
}
