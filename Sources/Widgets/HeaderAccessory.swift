import TermUI

/// A view in the navigation header between the primary and the "Then" rows (lane guidance, for example).
/// It negotiates its height: the header asks for the rows it wants at a width and may give fewer.
public protocol HeaderAccessory: Widget, Sendable {
    /// The rows this accessory wants at `width` (0 hides it).
    func preferredHeight(width: Int) -> Int
}
