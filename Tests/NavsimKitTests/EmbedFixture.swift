import NavsimKit

/// Views and accessories for the NavsimKit tests: the demo drive at noon, headless.
enum EmbedFixture {
    /// The default town, loaded once for every test.
    private static let loaded = Result { try NavigationMap.defaultTown() }
    static func town() throws -> NavigationMap { try loaded.get() }

    static func demoView() throws -> NavigationView { try NavigationView(drive: .harbourneDemo, map: try town()) }

    /// The demo view with the vehicle simulated to `fraction` of the drive.
    static func demoView(at fraction: Double) throws -> NavigationView {
        let view = try demoView()
        view.navigator.simulate(toFraction: fraction)
        return view
    }

    /// A class accessory that counts how often it was asked for its height and paints its rows with digits.
    final class CountingAccessory: AccessoryView {
        var wanted: Int
        private(set) var asked = 0
        private(set) var lastRoom: Size?
        init(wanted: Int) { self.wanted = wanted }

        func height(constrainedTo size: Size) -> Int {
            asked += 1
            lastRoom = size
            return wanted
        }

        func render(in area: Rect, into buffer: inout Buffer) {
            for row in 0..<area.height {
                buffer.fill(Rect(x: area.x, y: area.y + row, width: area.width, height: 1), with: Cell("\(row % 10)".first!, style: .plain))
            }
        }
    }

    /// A value accessory: a fixed number of rows of one glyph.
    struct Rows: AccessoryView {
        var rows: Int
        var glyph: Character = "#"
        func height(constrainedTo size: Size) -> Int { rows }
        func render(in area: Rect, into buffer: inout Buffer) { buffer.fill(area, with: Cell(glyph, style: .plain)) }
    }

    /// Hears every event of the stream (and the arrivals on their own protocol).
    final class EventCounter: NavigationEventListener, ArrivalListener {
        private(set) var events: [String] = []
        private(set) var arrivals = 0
        func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) { events.append(event.name) }
        func navigator(_ navigator: Navigator, didReachWaypoint arrival: WaypointArrival) {}
        func navigator(_ navigator: Navigator, didReachDestination arrival: DestinationArrival) { arrivals += 1 }
    }

    /// The rows of a buffer's text.
    static func rows(_ b: Buffer) -> [String] { b.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
