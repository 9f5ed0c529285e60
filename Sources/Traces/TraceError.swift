import Text

/// A trace file that cannot be read: the file, the 1-based line (when known) and the reason — the one
/// `SourceError` shape of every reader. `description` is `file:line: reason`, the reason made terminal-safe.
public typealias TraceError = SourceError
