import Foundation
import TestSupport

/// Debian's gpsfake (package gpsd-clients) on loopback: a real gpsd fed from a recorded NMEA log.
final class GPSFake {
    static let executable: String? = ["/usr/bin/gpsfake", "/usr/local/bin/gpsfake"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var isAvailable: Bool { executable != nil && SharedData.isAvailable }
    static let skipNote = "skipped: gpsfake (Debian package gpsd-clients) or ../shared/data is missing"

    let port: UInt16
    private let process = Process()

    /// Starts `gpsfake -1 -c 0.05 -P port LOG`: one pass over the log, 50 ms between sentences (with no delay gpsd's
    /// pty reader sees no fixes), the daemon listening on loopback.
    init(log: String) throws {
        // A port per test process, away from gpsd's 2947 and the ephemeral range.
        port = UInt16(20_000 + Int(getpid()) % 10_000)
        process.executableURL = URL(fileURLWithPath: Self.executable ?? "/usr/bin/gpsfake")
        process.arguments = ["-1", "-q", "-c", "0.05", "-P", String(port), log]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Stops gpsfake with SIGINT (it then stops its gpsd); SIGKILL if it has not gone after 5 s.
    func stop() {
        guard process.isRunning else { return }
        process.interrupt()
        for _ in 0..<50 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        stopDaemon()
    }

    /// gpsfake leaves its gpsd running when interrupted: end the one it started (found by its control socket
    /// `/tmp/gpsfake-PID.sock`, PID being this gpsfake's).
    private func stopDaemon() {
        let marker = "gpsfake-\(process.processIdentifier).sock"
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        for pid in pids {
            guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { continue }
            let args = raw.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            // gpsd under gpsfake ignores SIGTERM while its fake device is gone; SIGKILL it.
            if args.first?.hasSuffix("gpsd") == true, args.contains(where: { $0.hasSuffix(marker) }) { kill(pid, SIGKILL) }
        }
    }

    deinit { stop() }
}

/// The first TPV report with a position in a gpsd `.chk` file (its "lat" and "lon" fields).
func firstTPVCoordinate(inCheckFile path: String) throws -> (lat: Double, lon: Double)? {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    func field(_ name: String, in line: Substring) -> Double? {
        guard let r = line.range(of: "\"\(name)\":") else { return nil }
        let rest = line[r.upperBound...]
        return Double(rest.prefix { $0 == "-" || $0 == "." || $0.isNumber })
    }
    for line in text.split(separator: "\n") where line.hasPrefix("{\"class\":\"TPV\"") {
        if let lat = field("lat", in: line), let lon = field("lon", in: line) { return (lat, lon) }
    }
    return nil
}
