import Foundation
import Testing
import TestSupport
import Gestures

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

    /// The newest keyboard pan in the gesture log: how many keys it took (its begin line and one update line per
    /// further key) and the time between its last two keys, as the program stamped them when it read them.
    static func lastPanKeys(_ screen: String) -> (keys: Int, lastInterval: Double)? {
        var times: [Double] = []
        for line in screen.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "│" })
            guard let i = words.firstIndex(of: "pan"), i > words.startIndex, i + 1 < words.endIndex,
                  let time = Double(words[i - 1]) else { continue }
            switch words[i + 1] {
            case "begin": times = [time]
            case "update" where !times.isEmpty: times.append(time)
            default: break
            }
        }
        guard times.count > 1 else { return times.isEmpty ? nil : (1, 0) }
        return (times.count, times[times.count - 1] - times[times.count - 2])
    }

    /// X.Org's default key-repeat interval (25 Hz, `xset q`), the closest two real key presses come: keys read
    /// closer together must move as keys this far apart. A fact of the world, written here rather than read from
    /// `GestureThresholds.minimumVelocityInterval`, so that a floor lowered in the code fails this test.
    static let keyRepeatInterval = 0.040

    /// How far the map coasts, in cells, after arrow keys whose last two were read `interval` seconds apart: the
    /// keyboard pan's release velocity (one step over the interval, floored at `keyRepeatInterval`, capped at
    /// `maximumPanSpeed`), run through the app's own `PanMomentum`.
    static func glide(afterKeysReadApart interval: Double) -> Double {
        let speed = min(GestureThresholds.keyPanStep / max(interval, keyRepeatInterval),
                        GestureThresholds.maximumPanSpeed)
        var momentum = PanMomentum(velocity: CellVector(dx: speed, dy: 0))
        return momentum.remainingFrames().reduce(0) { $0 + $1.dx }
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
        /// Waits until the map has stopped: the pan ends 0.7 s after the last key and momentum then glides for at
        /// most about a second, so never less than 2.2 s; on a loaded machine the glide's last frames can come
        /// later, so then until the screen has not changed for 1.2 s (the idle map draws nothing new).
        func settle() {
            Thread.sleep(forTimeInterval: 2.2)
            var last = tmux.capture()
            var stillSince = Date()
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, Date().timeIntervalSince(stillSince) < 1.2 {
                Thread.sleep(forTimeInterval: 0.2)
                let now = tmux.capture()
                if now != last { last = now; stillSince = Date() }
            }
        }
        /// Sends `count` Left keys 40 ms apart, each in its own write.
        func sendSpread(_ count: Int) {
            for i in 0..<count {
                if i > 0 { Thread.sleep(forTimeInterval: 0.04) }
                tmux.send("Left")
            }
        }
        /// The camera's movement for `count` Left keys sent in one write (`burst`) or 40 ms apart, and the time
        /// between the last two keys as the program read them. A loaded machine (the tmux server and the program
        /// both wait for a core) stretches keys sent 40 ms apart to 100-250 ms, or merges them into one read, and
        /// momentum rightly follows the rate the keys came at; so the spread keys are compared through the
        /// interval the gesture log shows. Keys read so far apart that they made two pans are sent again.
        func pan(_ count: Int, burst: Bool) throws -> (east: Double, north: Double, lastInterval: Double) {
            var seen: [String] = []
            for _ in 0..<5 {
                let before = try tap()
                if burst { tmux.send(contentsOf: Array(repeating: "Left", count: count)) } else { sendSpread(count) }
                settle()
                let moved = Self.offset(before, try tap())
                let read = Self.lastPanKeys(tmux.capture())
                if let read, read.keys == count { return (moved.east, moved.north, read.lastInterval) }
                seen.append(read.map { "\($0.keys) keys in the last pan" } ?? "no pan in the log")
            }
            Issue.record("\(count) Left keys never made one pan: \(seen.joined(separator: "; "))")
            throw CancellationError()
        }
        let one = try pan(1, burst: true)
        // One key is one 2-cell step west and no glide: the scale of a cell.
        let metresPerCell = abs(one.east) / GestureThresholds.keyPanStep
        #expect(metresPerCell > 0.5 && metresPerCell < 500, "one key moved \(one)")
        #expect(one.east < 0 && abs(one.north) < metresPerCell, "Left moves the view west: \(one)")
        // Keys at X.Org's repeat rate, the fastest real keys come: the rate a burst stands for.
        let keyRepeatGlide = Self.glide(afterKeysReadApart: Self.keyRepeatInterval)
        for count in [2, 3] {
            let burst = try pan(count, burst: true)
            let spread = try pan(count, burst: false)
            let steps = Double(count) * GestureThresholds.keyPanStep
            // The burst moves as keys at the repeat rate: its steps and that glide, wherever the machine's load.
            let burstCells = -burst.east / metresPerCell
            #expect(abs(burstCells - (steps + keyRepeatGlide)) <= 1.5,
                    "\(count) keys in one write moved \(burstCells) cells west, not \(steps) + \(keyRepeatGlide) (\(burst))")
            #expect(abs(burst.north) < metresPerCell, "\(count) keys in one write moved north \(burst)")
            // Whatever the model says: a burst never flings the map (its steps and at most 10 cells of glide).
            #expect(burstCells <= steps + 10, "\(count) keys in one write flung the map \(burstCells) cells (\(burst))")
            // The same keys spread out move their steps and the glide of the rate they were read at.
            let spreadGlide = Self.glide(afterKeysReadApart: spread.lastInterval)
            let spreadCells = -spread.east / metresPerCell
            #expect(abs(spreadCells - (steps + spreadGlide)) <= 1.5,
                    "\(count) keys \(Int(spread.lastInterval * 1000)) ms apart moved \(spreadCells) cells west, not \(steps) + \(spreadGlide) (\(spread))")
        }
        tmux.send("q")
    }
}
