import Testing
import TermUI
@testable import Gestures

@Suite struct ScriptParserTests {
    static let issueExample = """
    size 100x30
    map Maps/harbourne.osm      # optional; default: the embedded town
    route Routes/demo.json      # optional: start a simulated drive
    camera 50.0712,-1.4021 zoom 15 bearing 0 tilt 0   # optional
    tap 50,15
    doubletap 50,15
    longpress 20,10 800ms
    pan 50,15 -> 30,10 300ms
    twofingerpan 0,-5
    twofingertap 50,15
    pinchrotate 50,15 scale 1.5 angle 30
    key d
    wait 2s
    disable doubleTap
    enable doubleTap
    expect zoom 16 ±0.05
    expect bearing 30 ±1
    expect tilt 0
    expect center 50.0712,-1.4021 ±20m
    expect screen contains "Then"
    expect event longPress begin at 20,10
    expect markers 1
    """

    @Test func parsesTheIssueExampleWithLineNumbers() throws {
        let script = try GestureScript.parse(Self.issueExample)
        let cell = { (x: Int, y: Int) in ScriptPoint.cell(CellPoint(x: x, y: y)) }
        let geo = ScriptPoint.geo(GestureLocation(latitude: 50.0712, longitude: -1.4021))
        #expect(script.lines.map(\.line) == Array(1...22))
        #expect(script.lines.map(\.command) == [
            .size(width: 100, height: 30),
            .map(path: "Maps/harbourne.osm"),
            .route(path: "Routes/demo.json"),
            .camera(centre: geo, zoom: 15, bearing: 0, tilt: 0),
            .tap(cell(50, 15)),
            .doubleTap(cell(50, 15)),
            .longPress(cell(20, 10), duration: 0.8),
            .pan(from: cell(50, 15), to: cell(30, 10), duration: 0.3),
            .twoFingerPan(dx: 0, dy: -5, at: nil, duration: 0.3),
            .twoFingerTap(cell(50, 15)),
            .pinchRotate(at: cell(50, 15), scale: 1.5, angle: 30),
            .key(.character("d")),
            .wait(2),
            .setDefaultAction(.doubleTap, enabled: false),
            .setDefaultAction(.doubleTap, enabled: true),
            .expect(.zoom(16, tolerance: 0.05)),
            .expect(.bearing(30, tolerance: 1)),
            .expect(.tilt(0, tolerance: ScriptExpectation.defaultAngleTolerance)),
            .expect(.centre(geo, toleranceMeters: 20)),
            .expect(.screenContains("Then")),
            .expect(.event(kind: .longPress, state: .begin, at: cell(20, 10))),
            .expect(.markers(1)),
        ])
    }

    @Test func blankLinesAndCommentsKeepTheRealLineNumbers() throws {
        let script = try GestureScript.parse("# header\n\n   \ntap 1,2 # a comment\nkey \"#\"\nkey pgup\nkey f5\ndisable zoomGestures\n")
        #expect(script.lines.map(\.line) == [4, 5, 6, 7, 8])
        #expect(script.lines.map(\.command) == [.tap(.cell(CellPoint(x: 1, y: 2))), .key(.character("#")), .key(.pageUp),
                                                 .key(.function(5)), .setFamily(.zoom, enabled: false)])
    }

    @Test func optionalPartsAndAlternativeSpellings() throws {
        let script = try GestureScript.parse("""
        pinchrotate at 10,10 angle -45
        twofingerpan 3,-4 at 10,12 1s
        expect centre 10,10 ± 3m
        expect zoom 14 +-0.2
        expect event tap
        expect screen contains Turn left
        camera zoom 12
        pan 1,1->9,9
        """)
        #expect(script.lines.map(\.command) == [
            .pinchRotate(at: .cell(CellPoint(x: 10, y: 10)), scale: 1, angle: -45),
            .twoFingerPan(dx: 3, dy: -4, at: .cell(CellPoint(x: 10, y: 12)), duration: 1),
            .expect(.centre(.cell(CellPoint(x: 10, y: 10)), toleranceMeters: 3)),
            .expect(.zoom(14, tolerance: 0.2)),
            .expect(.event(kind: .tap, state: nil, at: nil)),
            .expect(.screenContains("Turn left")),
            .camera(centre: nil, zoom: 12, bearing: nil, tilt: nil),
            .pan(from: .cell(CellPoint(x: 1, y: 1)), to: .cell(CellPoint(x: 9, y: 9)), duration: 0.3),
        ])
    }

    @Test(arguments: [
        ("tap 1,2\nfly 3,4", 2, "unknown command 'fly'"),
        ("tap 1,2\n\ntap 3", 3, "tap: '3' is not a point X,Y or LAT,LON; expected: tap X,Y"),
        ("longpress 5,5 300ms", 1, "a long press lasts at least 500ms"),
        ("# c\npan 1,1 30,10", 2, "pan: missing '->'"),
        ("wait soon", 1, "'soon' is not a duration like 300ms or 2s"),
        ("size 100by30", 1, "is not a size like 100x30"),
        ("expect zoom 16 ±lots", 1, "'±lots' is not a tolerance"),
        ("expect event swipe", 1, "'swipe' is not a gesture kind"),
        ("expect screen contains \"Then", 1, "unterminated quote"),
        ("tap 1,2 extra", 1, "unexpected 'extra' at the end"),
        ("twofingerpan 0,0", 1, "does not move"),
        ("disable everything", 1, "'everything' is not a gesture or family"),
        ("key", 1, "key: missing key"),
        ("tap 95.0,10.0", 1, "is not a point"),
        ("camera 50.1,-1.2 tilt 80", 1, "tilt 80.0 is outside 0…60"),
    ])
    func errorsNameTheLineAndWhatWasExpected(text: String, line: Int, message: String) {
        do {
            _ = try GestureScript.parse(text, file: "demo.gestures")
            Issue.record("parsed without error: \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.description.hasPrefix("demo.gestures:\(line): "))
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func textFormParsesBackToTheSameCommands() throws {
        let script = try GestureScript.parse(Self.issueExample + """

        key space
        key "\\""
        map "My Maps/town.osm"
        expect screen contains "say \\"hi\\" # not a comment"
        wait 1.2345s
        pinchrotate 1,1 scale 0.7071 angle 12.5
        expect event pan end
        disable rotateGestures
        """)
        let again = try GestureScript.parse(script.text)
        #expect(again.lines.map(\.command) == script.lines.map(\.command))
        #expect(script.text.contains("expect center 50.0712,-1.4021 ±20m"))
    }
}
