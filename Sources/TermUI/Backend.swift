/// What one `draw` did: how many cells changed and, when the backend can tell, how many bytes reached the terminal.
public struct DrawStats: Sendable, Hashable {
    public var changedCells: Int
    /// Bytes written to the terminal for this frame, or nil when the backend does not count them.
    public var bytesWritten: Int?
    public init(changedCells: Int, bytesWritten: Int? = nil) {
        self.changedCells = changedCells
        self.bytesWritten = bytesWritten
    }
}

/// A terminal (real or recorded). The backend keeps the previous frame and writes only the cells that changed.
///
/// Backends are reference types: the run loop, the renderer and tests share one.
public protocol Backend: AnyObject {
    /// The current size in cells (re-read after a resize).
    var size: Size { get }
    /// The colours the backend can show; styles are mapped down to it.
    var capability: ColorCapability { get }
    /// Draws a frame: only cells that differ from the previous frame are written. Call `flush` to show them.
    @discardableResult func draw(_ buffer: Buffer) -> DrawStats
    /// Makes everything drawn so far visible.
    func flush()
    /// Forgets the previous frame so the next `draw` repaints every cell (after a resize or a corrupted screen).
    func invalidate()
    /// The next input, waiting at most `timeout` (zero: poll). Nil when nothing arrived in time.
    func readInput(timeout: Duration) -> InputEvent?
    /// Shows or hides the terminal cursor.
    func setCursorVisible(_ visible: Bool)
    /// True once the process was asked to stop (SIGINT / SIGTERM / SIGHUP) or its terminal went away: the run loop
    /// should return so the terminal is restored.
    var isInterrupted: Bool { get }
}

extension Backend {
    /// Draws a frame and shows it at once.
    @discardableResult public func present(_ buffer: Buffer) -> DrawStats {
        let stats = draw(buffer)
        flush()
        return stats
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded down, never negative.
    public var wholeMilliseconds: Int {
        let (s, atto) = components
        return max(0, Int(s) * 1000 + Int(atto / 1_000_000_000_000_000))
    }
}
