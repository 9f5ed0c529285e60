import TermUI

/// A view in the navigation header's secondary row, between the primary rows and the "Then" row (the Google
/// Navigation SDK's header accessory view). Lane guidance is the built-in one; an embedder sets its own with
/// `NavigationView.setHeaderAccessory(_:)` (NavsimKit).
///
/// The header negotiates its height: at each layout it asks `height(constrainedTo:)` with the room it can give,
/// clamps the answer to that room, and renders the accessory into a rectangle of that many rows. Rendering must
/// paint the whole area and change nothing (the frame is a pure function of state); when what decides the height
/// changes, the embedder calls `invalidateLayout(forAccessoryView:)` so the next layout asks again.
public protocol AccessoryView: Widget {
    /// The rows this accessory wants in at most `size` (`size.width` is the header's width, `size.height` the most
    /// rows it can have); 0 hides it. Answers above `size.height` are clamped.
    func height(constrainedTo size: Size) -> Int
}
