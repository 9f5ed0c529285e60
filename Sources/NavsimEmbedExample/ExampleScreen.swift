import NavsimKit

/// The embedding example's screen logic, apart from the terminal so that tests drive it headless:
/// - a `TripAccessory` replaces the header's secondary row; its height changes near maneuvers and with `x`;
/// - a `GuideLabel` sits just below the header through `headerLayoutGuide`;
/// - a directions list through a `DirectionsListController`, between the label and the footer (`p` shows and hides
///   it, PgUp/PgDn scroll it);
/// - a key line anchored four rows above `footerLayoutGuide` (over the speedometer's corner, clear of the attribution);
/// - `a` removes the accessory (`setHeaderAccessory(nil)`) and puts it back.
///
/// It listens to the navigator: a reroute reloads the directions list.
public final class ExampleScreen: OffRouteListener {
    public let view: NavigationView
    public let accessory = TripAccessory()
    public let label = GuideLabel()
    public let directions: DirectionsListController
    public let keyLine: AnchoredWidget
    /// Times the accessory's wanted height changed (each one invalidated the layout).
    public private(set) var accessoryInvalidations = 0

    /// The keys the example adds, as the key line shows them.
    public static let keys = " x accessory height · a accessory · p list · q quit "

    public init(view: NavigationView) {
        self.view = view
        directions = DirectionsListController(navigator: view.navigator) { v in
            // From the row under the label down to the key line.
            let top = v.headerLayoutGuide.maxY + 1
            return Rect(x: v.mapFrame.x, y: top, width: min(48, v.mapFrame.width / 2 + 8), height: max(0, v.footerLayoutGuide.y - 5 - top))
        }
        keyLine = AnchoredWidget(KeyLine(text: Self.keys)) { v in
            let y = v.footerLayoutGuide.y - 4
            guard y > v.headerLayoutGuide.maxY + 1 else { return nil }
            return Rect(x: v.mapFrame.x + 1, y: y, width: min(DisplayWidth.of(Self.keys), v.mapFrame.width - 2), height: 1)
        }
        view.setHeaderAccessory(accessory)
        view.addSubview(label)
        view.addSubview(directions)
        view.addSubview(keyLine)
        view.navigator.addListener(self)
        update()
    }

    /// The example on the demo drive through the embedded town (`map`: the town loaded before, else loaded now; the
    /// drive starts at `startTimeOfDay`).
    public static func demo(map: NavigationMap? = nil, startTimeOfDay: Seconds = 12 * 3600) throws -> ExampleScreen {
        ExampleScreen(view: try NavigationView(drive: .harbourneDemo, map: map, startTimeOfDay: startTimeOfDay))
    }

    /// Wires the screen into a host: its keys first, `update()` every turn.
    public func attach(to host: NavigationHost) {
        host.keyHandler = { [unowned self] key in self.handle(key) }
        host.onTurn = { [unowned self] _ in self.update() }
    }

    /// Takes the navigator's state into the accessory; when the rows it wants changed, the header is laid out again
    /// and so is the directions list under it.
    public func update() {
        guard accessory.update(from: view.navigator.state) else { return }
        accessoryChanged()
    }

    private func accessoryChanged() {
        accessoryInvalidations += 1
        view.invalidateLayout(forAccessoryView: accessory)
        directions.invalidateLayout()
    }

    /// The example's keys; false for keys it leaves to the navigation view (chosen clear of the app's keys and of the
    /// keyboard gestures' h j k l).
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character("x"):
            accessory.mode = accessory.mode.next
            accessoryChanged()
        case .character("a"):
            view.setHeaderAccessory(view.headerAccessory == nil ? accessory : nil)
            directions.invalidateLayout()
        case .character("p"):
            directions.isHidden.toggle()
            view.setNeedsLayout()
        case .pageDown where !directions.isHidden:
            directions.scroll(by: 5)
            view.setNeedsLayout()
        case .pageUp where !directions.isHidden:
            directions.scroll(by: -5)
            view.setNeedsLayout()
        default:
            return false
        }
        return true
    }

    // MARK: OffRouteListener

    public func navigator(_ navigator: Navigator, didGoOffRoute deviation: OffRouteDeviation) {}
    public func navigator(_ navigator: Navigator, didReroute reroute: Reroute) { directions.reloadData() }
    public func navigator(_ navigator: Navigator, didFailToReroute failure: RerouteFailure) {}
}

/// The key line's widget: dim text on a dark strip.
struct KeyLine: Widget {
    var text: String
    static let style = Style(foreground: .white, background: .rgb(30, 30, 40))

    func render(in area: Rect, into buffer: inout Buffer) {
        buffer.fill(area, with: Cell(" ", style: Self.style))
        buffer.write(text, x: area.x, y: area.y, style: Self.style, clip: area)
    }
}
