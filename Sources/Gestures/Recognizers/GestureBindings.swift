import TermUI

/// The keyboard and mouse bindings of the gestures, for the help overlay.
public enum GestureBindings {
    /// One line per binding, in the order the help overlay shows them.
    public static let help: [(key: String, action: String)] = [
        ("h j k l", "move the touch cursor"),
        ("arrows", "pan (momentum on release)"),
        ("Enter", "tap at the cursor"),
        ("L", "long press at the cursor"),
        ("+", "double tap: zoom in"),
        ("-", "two-finger tap: zoom out"),
        ("[ ]", "rotate left / right"),
        ("PgUp PgDn", "tilt more / less"),
        ("= _", "pinch zoom in / out"),
        ("click", "tap"),
        ("double click", "double tap"),
        ("hold 500 ms", "long press"),
        ("drag", "pan"),
        ("right click", "two-finger tap"),
        ("wheel", "pinch zoom at the pointer"),
        ("shift+drag", "rotate (up/down zooms)"),
        ("ctrl+drag", "tilt (two-finger pan)"),
    ]

    /// Whether the keyboard recognizer uses this key (so the app should not give it another meaning).
    public static func isGestureKey(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .left, .right, .pageUp, .pageDown, .enter: true
        case .character(let c): "hjklL+-[]=_".contains(c)
        default: false
        }
    }
}
