import Foundation
import Testing
import TestSupport

/// Arrow keys that reach the program in one read (key repeat over SSH, `tmux send-keys Left Left Left`) must
/// move the map as the same keys spread out do (issue 11, item 1). Before the fix, three keys in one write ended
/// about 56 km away. Measured through a real pty: taps at the touch cursor before and after each pan log the
/// ground under it in the gesture log.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipNote)))
struct KeyBurstEndToEndTests {
    /// The ground under the cursor from the gesture log's newest tap line, with the tap's time stamp.
    static func lastTap(_ screen: String) -> (lat: Double, lon: Double, time: String)? {
        var found: (Double, Double, String)?
        for line in screen.split(separator: "\n") {
            guard let r = line.range(of: "tap discrete ") else { continue }
            let fields = line[r.upperBound...].split(separator: " ")
            guard fields.count >= 2 else { continue }
            let ll = fields[1].split(separator: ",")
            guard ll.count == 2, let lat = Double(ll[0]), let lon = Double(ll[1].prefix { "-0123456789.".contains($0) }) else { continue }
            let time = line[..<r.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            found = (lat, lon, time)
        }
        return found.map { ($0.0, $0.1, $0.2) }
    }

    /// East and north metres from a to b (equirectangular; fine over a few hundred metres).
    static func offset(_ a: (lat: Double, lon: Double), _ b: (lat: Double, lon: Double)) -> (east: Double, north: Double) {
        let r = 6_371_000.0
        return ((b.lon - a.lon) * .pi / 180 * r * cos(a.lat * .pi / 180), (b.lat - a.lat) * .pi / 180 * r)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: EndToEndTests.binary), "skipped: .build/debug/navsim is not built"))
    func oneTwoAndThreeArrowKeysInOneWriteMoveTheMapLikeKeysSpreadOut() throws {
        let script = NSTemporaryDirectory() + "navsim-burst-\(getpid()).gesture"
        defer { try? FileManager.default.removeItem(atPath: script) }
        // The map alone (no drive), so the camera moves only with the keys.
        let tmux = try TmuxSession(command: "'\(EndToEndTests.binary)' gestures record '\(script)' --map-only", width: 120, height: 40)
        let shown = tmux.wait(timeout: 90) { $0.contains("©") }
        #expect(shown.matched, "no map:\n\(shown.screen)")
        tmux.send("g")
        var lastTime = ""
        /// Taps at the cursor and returns the ground under it once the log shows the new tap.
        func tap() throws -> (lat: Double, lon: Double) {
            tmux.send("Enter")
            let logged = tmux.wait(timeout: 30) { screen in Self.lastTap(screen).map { $0.time != lastTime } ?? false }
            lastTime = Self.lastTap(logged.screen)?.time ?? lastTime
            return try #require(Self.lastTap(logged.screen).map { ($0.lat, $0.lon) }, "no tap in the gesture log:\n\(logged.screen)")
        }
        /// The camera's movement for `count` Left keys sent in one write (`burst`) or 40 ms apart.
        func pan(_ count: Int, burst: Bool) throws -> (east: Double, north: Double) {
            let before = try tap()
            if burst {
                tmux.send(contentsOf: Array(repeating: "Left", count: count))
            } else {
                for i in 0..<count {
                    if i > 0 { Thread.sleep(forTimeInterval: 0.04) }
                    tmux.send("Left")
                }
            }
            // The pan ends 0.7 s after the last key; momentum then glides for at most about a second.
            Thread.sleep(forTimeInterval: 2.2)
            return Self.offset(before, try tap())
        }
        let one = try pan(1, burst: true)
        // One key is one 2-cell step west and no glide: the scale of a cell.
        let metresPerCell = abs(one.east) / 2
        #expect(metresPerCell > 0.5 && metresPerCell < 500, "one key moved \(one)")
        #expect(one.east < 0 && abs(one.north) < metresPerCell, "Left moves the view west: \(one)")
        for count in [2, 3] {
            let burst = try pan(count, burst: true)
            let spread = try pan(count, burst: false)
            let gap = hypot(burst.east - spread.east, burst.north - spread.north) / metresPerCell
            #expect(burst.east < 0, "\(count) keys in one write moved \(burst)")
            #expect(gap <= 6, "\(count) keys in one write ended \(gap) cells from where spread-out keys end (\(burst) vs \(spread))")
            #expect(abs(burst.east) / metresPerCell <= Double(2 * count) + 10, "\(count) keys in one write flung the map \(burst)")
        }
        tmux.send("q")
    }
}
