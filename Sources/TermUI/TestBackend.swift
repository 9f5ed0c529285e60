/// A backend for tests: records every frame and the changes drawn, and returns input that tests feed it.
public final class TestBackend: Backend {
    public private(set) var size: Size
    public var capability: ColorCapability
    /// Every frame drawn, in order (the whole buffer as drawn).
    public private(set) var frames: [Buffer] = []
    /// The changes the last `draw` wrote.
    public private(set) var lastChanges: [CellChange] = []
    public private(set) var flushCount = 0
    public private(set) var isCursorVisible = true
    private var pending: [InputEvent] = []
    private var previous: Buffer?
    /// How each recorded frame looks on the (virtual) screen: the last drawn buffer.
    public private(set) var screen: Buffer

    public init(width: Int, height: Int, capability: ColorCapability = .truecolor) {
        self.size = Size(width: width, height: height)
        self.capability = capability
        self.screen = Buffer(width: width, height: height)
    }

    @discardableResult public func draw(_ buffer: Buffer) -> DrawStats {
        let changes = previous.map { buffer.diff(from: $0) } ?? buffer.diff(from: Buffer(area: .zero))
        for c in changes where screen.area == buffer.area {
            screen[c.x, c.y] = c.cell
            if DisplayWidth.of(c.cell.grapheme) == 2 { screen[c.x + 1, c.y] = Cell(" ", style: c.cell.style, isContinuation: true) }
        }
        if screen.area != buffer.area { screen = buffer }
        lastChanges = changes
        previous = buffer
        frames.append(buffer)
        return DrawStats(changedCells: changes.count, bytesWritten: nil)
    }

    public func flush() { flushCount += 1 }
    public func invalidate() { previous = nil }
    public func setCursorVisible(_ visible: Bool) { isCursorVisible = visible }

    /// Returns the next fed event (ignoring the timeout: tests never wait).
    public func readInput(timeout: Duration) -> InputEvent? {
        pending.isEmpty ? nil : pending.removeFirst()
    }

    /// Queues input for `readInput`.
    public func feed(_ events: [InputEvent]) { pending.append(contentsOf: events) }
    public func feed(_ event: InputEvent) { pending.append(event) }
    /// Queues key presses, one per character, all stamped `time`.
    public func type(_ text: String, time: Double = 0) {
        for ch in text { pending.append(.key(.character(ch), time: time)) }
    }
    /// Resizes the virtual terminal and queues the `.resize` event a real terminal would send.
    public func resize(width: Int, height: Int, time: Double = 0) {
        size = Size(width: width, height: height)
        pending.append(.resize(width: size.width, height: size.height, time: time))
    }
    public private(set) var isInterrupted = false
    /// Simulates SIGINT / SIGTERM.
    public func interrupt() { isInterrupted = true }

    /// Events fed but not read yet.
    public var pendingInputCount: Int { pending.count }
}
