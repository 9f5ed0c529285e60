import Foundation
import Geo
import Traces

/// Outputs that keep up (issue 17): the `navsim` process end to end beside its peers, in the same run.
/// - `navsim trace big.gpx --jsonl` against `gpsbabel -i gpx -f big.gpx -o unicsv -F /dev/null` (goal ≥ 4×);
/// - `navsim trace big.gpx` (the text listing) against the JSON lines (goal: no slower);
/// - `navsim trace log.nmea --jsonl` against `gpsdecode < log.nmea` (goal ≥ 10×).
/// big.gpx is 200,000 track points written by `GPXWriter` (deterministic); the NMEA log is gpsd's regression logs
/// repeated to about 20 MB (or, without ../shared/data, RMC + GGA from `NMEAWriter`). Peers that are not installed
/// are reported as such. The figures are the best of three wall-clock runs with stdout to /dev/null.
enum OutputsBench {
    static let points = 200_000

    static func run(sharedData: String = SharedData.folder) {
        print("\n== outputs that keep up (whole processes, stdout to /dev/null)")
        let navsim = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("navsim").path
        guard FileManager.default.isExecutableFile(atPath: navsim) else {
            print("  skipped: no navsim binary beside navsim-bench (swift build -c release)")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-bench-outputs-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gpx = dir.appendingPathComponent("big.gpx").path
        let nmea = dir.appendingPathComponent("log.nmea").path
        let fixes = track()
        guard FileManager.default.createFile(atPath: gpx, contents: Data(GPXWriter.write(fixes: fixes, name: "bench").utf8)),
              FileManager.default.createFile(atPath: nmea, contents: Data(nmeaLog(sharedData: sharedData, fallback: fixes))) else {
            print("  skipped: cannot write to \(dir.path)")
            return
        }

        let jsonl = measure(navsim, ["trace", gpx, "--jsonl"])
        let text = measure(navsim, ["trace", gpx])
        print("  navsim trace big.gpx --jsonl (\(points) points): \(f(jsonl, 3)) s")
        print("  navsim trace big.gpx (text):            \(f(text, 3)) s, \(f(text / jsonl, 2))× the JSON time (goal ≤ 1)")
        if let gpsbabel = which("gpsbabel") {
            let peer = measure(gpsbabel, ["-i", "gpx", "-f", gpx, "-o", "unicsv", "-F", "/dev/null"])
            print("  gpsbabel -i gpx -o unicsv:              \(f(peer, 3)) s; navsim is \(f(peer / jsonl, 1))× faster (goal ≥ 4)")
        } else {
            print("  gpsbabel: not installed")
        }
        let nmeaLines = (try? Data(contentsOf: URL(fileURLWithPath: nmea)))?.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } ?? 0
        let nmeaJSON = measure(navsim, ["trace", nmea, "--jsonl"])
        print("  navsim trace log.nmea --jsonl (\(nmeaLines) lines): \(f(nmeaJSON, 3)) s")
        if let gpsdecode = which("gpsdecode") {
            let peer = measure(gpsdecode, [], stdin: nmea)
            print("  gpsdecode < log.nmea:                   \(f(peer, 3)) s; navsim is \(f(peer / nmeaJSON, 1))× faster (goal ≥ 10)")
        } else {
            print("  gpsdecode: not installed")
        }
    }

    /// 200,000 fixes along a wandering line at 1 Hz: time, elevation, speed and course (GPXWriter writes about 250
    /// bytes each).
    static func track() -> [Fix] {
        var fixes: [Fix] = []
        fixes.reserveCapacity(points)
        var c = Coordinate(latitude: 43.73, longitude: 7.42)
        for i in 0..<points {
            c = Coordinate(latitude: c.latitude + 0.00001 * Double(i % 7 - 3), longitude: c.longitude + 0.00001 * Double(i % 5 - 2))
            fixes.append(Fix(time: 1_700_000_000 + Double(i), coordinate: c, altitude: 50 + Double(i % 100) / 10,
                             speed: 13.9 + Double(i % 9) / 10, course: Double(i % 360), mode: .threeD))
        }
        return fixes
    }

    /// gpsd's regression logs repeated to about 20 MB, or NMEAWriter's sentences for `fallback`.
    static func nmeaLog(sharedData: String, fallback: [Fix]) -> [UInt8] {
        var corpus: [UInt8] = []
        for log in TracesBench.logs {
            if let d = FileManager.default.contents(atPath: sharedData + "/gpsd/\(log).log") {
                corpus.append(contentsOf: d)
                if corpus.last != 0x0A { corpus.append(0x0A) }
            }
        }
        guard !corpus.isEmpty else { return Array(NMEAWriter.write(fixes: fallback).utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20_000_000 + corpus.count)
        while bytes.count < 20_000_000 { bytes.append(contentsOf: corpus) }
        return bytes
    }

    /// The best of three runs of `path args` (stdout and stderr to /dev/null), in seconds.
    static func measure(_ path: String, _ args: [String], stdin: String? = nil) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: path)
            p.arguments = args
            p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            p.standardError = FileHandle(forWritingAtPath: "/dev/null")
            if let stdin { p.standardInput = FileHandle(forReadingAtPath: stdin) }
            let start = ContinuousClock.now
            do { try p.run() } catch { return .nan }
            p.waitUntilExit()
            let d = ContinuousClock.now - start
            best = min(best, Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
        }
        return best
    }

    /// The first executable `name` on PATH, or nil.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func f(_ v: Double, _ places: Int) -> String { String(format: "%.\(places)f", v) }
}
