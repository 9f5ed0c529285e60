/// A key as the backend decodes it.
public enum Key: Sendable, Hashable {
    case character(Character)
    case enter, escape, tab, backspace
    case up, down, left, right
    case pageUp, pageDown, home, end
    case function(Int)
    /// A key pressed with Alt (Meta): terminals send Esc and then the key, in one write.
    indirect case alt(Key)
}

/// Mouse buttons.
public enum MouseButton: Sendable, Hashable {
    case left, middle, right, wheelUp, wheelDown
}

/// Modifier keys held during a mouse event.
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    public static let alt = Modifiers(rawValue: 1 << 2)
}

/// What happened with the mouse.
public enum MouseAction: Sendable, Hashable {
    case press, release, move, drag
    /// A click or double click the terminal reported as one event.
    case click, doubleClick
}

/// A mouse event at a cell.
public struct MouseEvent: Sendable, Hashable {
    public var action: MouseAction
    public var button: MouseButton
    public var x: Int
    public var y: Int
    public var modifiers: Modifiers
    public init(action: MouseAction, button: MouseButton, x: Int, y: Int, modifiers: Modifiers = []) {
        self.action = action
        self.button = button
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }
}

/// Input from the terminal (or a script), stamped with the time it arrived (seconds on the run loop's clock).
public enum InputEvent: Sendable, Hashable {
    case key(Key, time: Double)
    case mouse(MouseEvent, time: Double)
    case resize(width: Int, height: Int, time: Double)

    public var time: Double {
        switch self {
        case .key(_, let t), .mouse(_, let t), .resize(_, _, let t): t
        }
    }
}
