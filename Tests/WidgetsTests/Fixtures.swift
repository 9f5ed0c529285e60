import TermUI
import Widgets

/// Widgets as the demo screen would show them, for snapshot, clipping and layout tests.
enum Fixtures {
    static let header = NavigationHeader(
        primary: .init(icon: .left, distance: "300 m", road: "Mill Lane", toward: "Old Town"),
        next: .init(icon: .right, road: "Station Road", gap: 120))

    static let headerWithLanes = NavigationHeader(
        primary: .init(icon: .right, distance: "1.2 km", road: "Harbour Street"),
        next: .init(icon: .left, road: "Quay Road", gap: 80),
        accessory: LaneGuidance(lanes: [
            .init(directions: [.left], isRecommended: false), .init(directions: [.continue], isRecommended: false),
            .init(directions: [.continue, .right], isRecommended: true),
        ]))

    static let footer = NavigationFooter(arrivalTimeOfDay: 14 * 3600 + 32 * 60, remainingTime: 540, remainingDistance: 6400,
                                         playback: "×2 ▶", road: "Harbour Street", attribution: "© OpenStreetMap")

    static let progress = TripProgressBar(
        travelled: 0.4,
        features: [.init(fraction: 0.2), .init(fraction: 0.75), .init(fraction: 0.9)],
        traffic: [.init(0.5...0.7, .heavy)])

    static let speedometer = Speedometer(limit: 50, speed: 62, alert: .minor)

    static let directions = DirectionsList(items: [
        .init(icon: .depart, instruction: "Depart on Quay Road", distance: "0 m"),
        .init(icon: .right, instruction: "Turn right, Harbour Street", distance: "1.2 km"),
        .init(icon: .left, instruction: "Turn left, Mill Lane", distance: "300 m"),
        .init(icon: .right, instruction: "Turn right, Station Road", distance: "450 m"),
        .init(icon: .roundabout, instruction: "Roundabout, 2nd exit, Elm Rd", distance: "800 m"),
        .init(icon: .exitRight, instruction: "Take exit 4, Ring Road North", distance: "2.1 km"),
        .init(icon: .arrive, instruction: "Arrive, destination on the right", distance: ""),
    ], current: 2)

    static let compass = Compass(bearing: 45)
    static let button = Button(label: "Re-centre", icon: "◎")
    static let status = StatusLine(message: "Entered tunnel", note: "t=12:04")
    static let log = EventLog(lines: (1...12).map { "event \($0): passed traffic light" })
    static let help = HelpOverlay()
    static let tooSmall = TooSmallNote(current: Size(width: 30, height: 10))

    /// Every widget, named.
    static let all: [(String, any Widget & Sendable)] = [
        ("header", header), ("headerWithLanes", headerWithLanes), ("footer", footer), ("progress", progress),
        ("speedometer", speedometer), ("directions", directions), ("compass", compass), ("button", button),
        ("status", status), ("log", log), ("help", help), ("tooSmall", tooSmall),
        ("lanes", headerWithLanes.accessory!),
    ]

    static func render(_ w: any Widget, width: Int, height: Int) -> Buffer {
        var b = Buffer(width: width, height: height)
        w.render(in: b.area, into: &b)
        return b
    }
}
