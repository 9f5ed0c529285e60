import NavApp
import Navigation
import TermUI
import Widgets

/// Hosts the directions list (every maneuver of the route, the next one highlighted) in an embedder's layout: the
/// Google Navigation SDK's `GMSNavigationDirectionsListController`, in cells.
///
/// Add it to a `NavigationView` with `addSubview(_:)`. Like the SDK's controller it keeps what it measured:
/// - `reloadData()` takes the route's maneuvers again (call it when the route changed: a reroute, new destinations,
///   other units); until then the list shows the maneuvers it took last;
/// - `invalidateLayout()` places the list again from its anchor at the next layout pass (call it when what the anchor
///   reads moved, e.g. after the header accessory changed height); the navigation view invalidates it itself when
///   the screen size changes.
///
/// The highlighted row follows the navigator at every layout pass, and stays in view unless the user scrolled.
public final class DirectionsListController: EmbeddedView {
    private let navigator: EmbeddedNavigator
    /// Where the list may go (it takes the top-left part it needs); nil hides it.
    public var anchor: (NavigationView) -> Rect?
    /// A hidden list is not laid out or drawn.
    public var isHidden = false
    /// The maneuvers as the last `reloadData()` took them (nil: there was no route).
    private var list: DirectionsList?
    private var placed: Rect?
    private var needsLayout = true
    private var current = 0
    private var scrollOffset: Int?

    /// A controller for the navigator's route, placed by `anchor`; the maneuvers are loaded now.
    public init(navigator: EmbeddedNavigator, anchor: @escaping (NavigationView) -> Rect?) {
        self.navigator = navigator
        self.anchor = anchor
        reloadData()
    }

    /// Rows of maneuvers loaded (0 without a route).
    public var numberOfRows: Int { list?.items.count ?? 0 }

    /// The maneuvers' instructions as loaded, in order.
    public var instructions: [String] { list?.items.map(\.instruction) ?? [] }

    /// The frame the last layout gave the list (nil: hidden or not laid out).
    public var frame: Rect? { isHidden || list == nil ? nil : placed }

    /// Takes the route's maneuvers again and forgets the user's scrolling; the list is measured again.
    public func reloadData() {
        list = navigator.core.directionsList()
        scrollOffset = nil
        needsLayout = true
    }

    /// Places the list again from its anchor at the next layout pass.
    public func invalidateLayout() { needsLayout = true }

    /// Scrolls the rows by `delta` (positive: down); `nil` (`follow()`) keeps the current row in view again.
    public func scroll(by delta: Int) {
        guard let list else { return }
        let rows = max(1, (placed?.height ?? list.preferredHeight) - 2)
        let first = scrollOffset ?? list.firstVisible(rows: rows)
        scrollOffset = max(0, min(max(0, list.items.count - rows), first + delta))
    }

    /// Keeps the current row in view again after scrolling.
    public func follow() { scrollOffset = nil }

    public func layout(in navigationView: NavigationView) -> Rect? {
        guard !isHidden, let list else { return nil }
        if needsLayout || placed == nil {
            placed = anchor(navigationView).map { room in
                Rect(x: room.x, y: room.y, width: min(room.width, list.preferredWidth), height: min(room.height, list.preferredHeight))
            }
            needsLayout = false
        }
        current = min(navigator.state?.nextManeuver?.index ?? list.current, max(0, list.items.count - 1))
        return placed
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard var shown = list else { return }
        shown.current = current
        shown.scrollOffset = scrollOffset
        shown.render(in: area, into: &buffer)
    }
}
