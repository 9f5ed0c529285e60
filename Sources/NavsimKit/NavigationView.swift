import Geo
import MapData
import NavApp
import Navigation
import Routing
import Settings
import TermUI
import Widgets

/// The navigation screen as a view an app embeds (the Google Navigation SDK's `GMSMapView` with navigation on, HERE's
/// `MapView` with a `VisualNavigator`): the map following the vehicle, the header with its secondary-row accessory,
/// the footer, the trip progress bar, the speedometer and the controls, plus the embedder's own views.
///
/// Each frame has two phases, as UIKit's layout and drawing:
/// 1. `layout(in:)`, the one that changes things: the accessory is asked for its height (only when invalidated or the
///    room changed), the screen is laid out, `headerLayoutGuide` and `footerLayoutGuide` are recomputed, `onLayout`
///    runs, then each embedded view is placed;
/// 2. `render()`, a pure function of what the layout left: the screen, then the embedded views over it.
///
/// `NavigationHost` runs both on a terminal (or any `Backend`) with input and a clock; headless embedders and tests
/// call them directly.
public final class NavigationView {
    let core: NavAppCore
    let composer: ScreenComposer
    /// Destinations, guidance, the simulated vehicle and the event listeners.
    public let navigator: EmbeddedNavigator

    /// The rectangle under the header, full width: embedders place their widgets at or below its `maxY`. Recomputed
    /// on every layout; zero rows high at the top while the header is hidden.
    public private(set) var headerLayoutGuide = Rect.zero
    /// The rectangle of the footer and the status line above it, full width: embedders place their widgets above its
    /// `y`. Recomputed on every layout; zero rows high at the bottom while the footer is hidden.
    public private(set) var footerLayoutGuide = Rect.zero
    /// The whole screen at the last layout.
    public private(set) var bounds = Rect.zero
    /// The map's area at the last layout (between the guides, left of the trip progress bar).
    public private(set) var mapFrame = Rect.zero

    /// Runs at the end of each layout pass, after the guides are known and before the embedded views are placed.
    public var onLayout: ((NavigationView) -> Void)?

    private var accessory: (any AccessoryView)?
    /// The accessory's answer and the room it was asked in; nil: ask again at the next layout.
    private var accessoryMeasure: (room: Size, rows: Int)?
    private var subviews: [any EmbeddedView] = []
    private var subviewFrames: [Rect?] = []
    private var plan: FramePlan?
    /// Bumped by every change that needs a new layout; the host redraws when it moved.
    public private(set) var layoutRevision = 0

    /// A view on a map (the embedded default town when nil), showing the map only until
    /// `navigator.setDestinations(_:)`.
    /// - Parameter startTimeOfDay: seconds since midnight at the start (arrival times on the footer count from it).
    /// - Throws: the default town's error (only a broken build has one).
    public convenience init(map: NavigationMap? = nil, startTimeOfDay: Seconds = 12 * 3600) throws {
        let map = try map ?? NavigationMap.defaultTown()
        self.init(core: NavAppCore(session: DriveSession(mapOnly: map.map, startTimeOfDay: startTimeOfDay)))
    }

    /// A view driving a planned route (`DriveSpec`: waypoints or search texts, profile, simulation) with the simulated
    /// vehicle; `DriveSpec.harbourneDemo` is the demo drive through the default town (the map when nil).
    /// - Throws: `DriveError` when the drive cannot be planned (a place not found, no route), with the reason.
    public convenience init(drive spec: DriveSpec, map: NavigationMap? = nil, startTimeOfDay: Seconds = 12 * 3600) throws {
        let map = try map ?? NavigationMap.defaultTown()
        self.init(core: NavAppCore(session: try DriveSession(map: map.map, spec: spec, startTimeOfDay: startTimeOfDay)))
    }

    init(core: NavAppCore, options: ScreenOptions = ScreenOptions()) {
        self.core = core
        composer = ScreenComposer(options: options)
        core.applyInitialStyle(options)
        navigator = EmbeddedNavigator(core: core)
    }

    // MARK: Settings

    /// The view's options (the Google SDK's `GMSUISettings` and map options, HERE's map options): header and footer,
    /// header colours, buttons, compass, speedometer and its alert thresholds, map symbols, gesture families,
    /// scheme, layers, language, units, … (`Settings` lists them all). A change shows at the next frame; each
    /// changed key is recorded as a run-time change by the embedder.
    public var settings: Settings {
        get { core.settings }
        set {
            let old = core.settings
            for key in SettingKey.allCases where newValue[key] != old[key] {
                core.dispatch(.settings(.set(key, newValue[key], origin: .runtime("embedder"))))
            }
            accessoryMeasure = nil
            setNeedsLayout()
        }
    }

    // MARK: Header accessory

    /// The view in the header's secondary row (nil: none; lane guidance is the built-in one).
    public var headerAccessory: (any AccessoryView)? { accessory }

    /// Puts `view` in the header's secondary row, replacing the one there; nil removes it. Its height is asked at the
    /// next layout.
    public func setHeaderAccessory(_ view: (any AccessoryView)?) {
        accessory = view
        accessoryMeasure = nil
        setNeedsLayout()
    }

    /// Asks the accessory for its height again at the next layout (its content changed what it needs). A class is
    /// matched by identity; a value of the accessory's type replaces it (values have no identity). Any other view is
    /// ignored.
    public func invalidateLayout(forAccessoryView view: any AccessoryView) {
        guard let current = accessory else { return }
        if type(of: current) is AnyClass {
            guard (current as AnyObject) === (view as AnyObject) else { return }
        } else {
            guard ObjectIdentifier(type(of: current)) == ObjectIdentifier(type(of: view)) else { return }
            accessory = view
        }
        accessoryMeasure = nil
        setNeedsLayout()
    }

    /// The rows the accessory has at the last layout (0: none, or no room).
    public var headerAccessoryRows: Int { plan?.layout.headerAccessory?.height ?? 0 }

    // MARK: Embedded views

    /// Adds a view over the screen, laid out after the guides and drawn after the screen, in the order added.
    public func addSubview(_ view: any EmbeddedView) {
        guard !subviews.contains(where: { $0 === view }) else { return }
        subviews.append(view)
        setNeedsLayout()
    }

    /// Removes a view added with `addSubview(_:)`.
    public func removeSubview(_ view: any EmbeddedView) {
        subviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// The frame an embedded view got at the last layout (nil: hidden, or not a subview).
    public func frame(of view: any EmbeddedView) -> Rect? {
        guard let i = subviews.firstIndex(where: { $0 === view }), i < subviewFrames.count else { return nil }
        return subviewFrames[i]
    }

    /// Asks for a new layout and frame (the host redraws).
    public func setNeedsLayout() { layoutRevision &+= 1 }

    // MARK: Layout and rendering

    /// The layout pass for a screen of `size` cells: accessory height, screen layout, guides, `onLayout`, embedded
    /// views. Call it before `render()` whenever something changed (the host does, every frame it draws).
    public func layout(in size: Size) {
        if core.state.screenSize != size { core.dispatch(.screenResized(size)) }
        if bounds.width != size.width || bounds.height != size.height {
            for case let list as DirectionsListController in subviews { list.invalidateLayout() }
        }
        bounds = size.rect
        // The accessory's height: asked only when invalidated or offered other room; never more than the room.
        composer.headerAccessory = accessory
        if let accessory {
            let room = composer.headerAccessoryRoom(core, width: size.width, height: size.height)
            if accessoryMeasure?.room != room {
                accessoryMeasure = (room, min(room.height, max(0, accessory.height(constrainedTo: room))))
            }
            composer.headerAccessoryRows = accessoryMeasure?.rows ?? 0
        } else {
            composer.headerAccessoryRows = 0
        }
        let plan = composer.plan(core, width: size.width, height: size.height)
        self.plan = plan
        let l = plan.layout
        let header = [l.headerPrimary, l.headerAccessory, l.headerThen].compactMap { $0 }
        headerLayoutGuide = header.isEmpty ? Rect(x: 0, y: 0, width: size.width, height: 0) : Self.union(header)
        let footer = [l.statusLine, l.footer].compactMap { $0 }
        footerLayoutGuide = footer.isEmpty ? Rect(x: 0, y: size.height, width: size.width, height: 0) : Self.union(footer)
        mapFrame = l.tooSmall ? .zero : l.map
        onLayout?(self)
        subviewFrames = subviews.map { $0.layout(in: self).map { $0.intersection(size.rect) } }
    }

    /// The frame the last layout planned: the screen, then the embedded views over it. Changes nothing; an empty
    /// buffer before the first layout.
    public func render() -> Buffer {
        guard let plan else { return Buffer(width: 0, height: 0) }
        var buffer = composer.frame(core, plan: plan).buffer
        if !plan.layout.tooSmall {
            for (view, frame) in zip(subviews, subviewFrames) {
                if let frame, !frame.isEmpty { view.render(in: frame, into: &buffer) }
            }
        }
        return composer.options.asciiOnly || core.settings.ascii ? buffer.asciiFallback() : buffer
    }

    /// Lays out for `size` and renders: one whole frame.
    public func frame(size: Size) -> Buffer {
        layout(in: size)
        return render()
    }

    private static func union(_ rects: [Rect]) -> Rect {
        let minX = rects.map(\.x).min() ?? 0, minY = rects.map(\.y).min() ?? 0
        let maxX = rects.map(\.maxX).max() ?? 0, maxY = rects.map(\.maxY).max() ?? 0
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
