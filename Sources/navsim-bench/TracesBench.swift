import Foundation
import Geo
import Text
import Traces

/// Trace decoding speed: NMEA lines/s and MB/s over gpsd's regression logs repeated in memory,
/// GPX track points/s over a generated GPX document, gpsd JSON lines/s over the .chk reports.
enum TracesBench {
    /// The gpsd logs decoded (all of ../shared/data/gpsd that exist).
    static let logs = ["haicom-305N", "sl869", "firefly-II", "bu353-glonass", "ublox-zed-f9p-nmea", "et-332",
                       "humminbird-M37", "garmin-geko201", "beidou-bd", "tomtom-mkII", "iTrek"]

    /// Runs every figure; the data comes from `$NAVSIM_SHARED_DATA` or `../shared/data`.
    static func run(sharedData: String = SharedData.folder) {
        print("traces:")
        // NAVSIM_BENCH_TRACES=nmea,gpx,json picks figures (default: all).
        let only = Set((ProcessInfo.processInfo.environment["NAVSIM_BENCH_TRACES"] ?? "nmea,gpx,json").split(separator: ",").map(String.init))
        if only.contains("nmea") { nmea(sharedData: sharedData) }
        if only.contains("gpx") { gpx() }
        if only.contains("json") { gpsdJSON(sharedData: sharedData) }
    }

    /// The best of `runs` wall-clock timings (the machine is shared; the best run is the least disturbed).
    static func measure(runs: Int = 3, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<runs {
            let d = clock.measure(body)
            best = min(best, Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
        }
        return best
    }

    static func nmea(sharedData: String) {
        var corpus: [UInt8] = []
        for log in logs {
            if let d = FileManager.default.contents(atPath: sharedData + "/gpsd/\(log).log") { corpus.append(contentsOf: d) }
        }
        guard !corpus.isEmpty else { print("  nmea: skipped (no \(sharedData)/gpsd logs)"); return }
        if corpus.last != 0x0A { corpus.append(0x0A) }
        let linesPerCopy = corpus.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let copies = max(1, 40_000_000 / corpus.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(corpus.count * copies)
        for _ in 0..<copies { bytes.append(contentsOf: corpus) }
        var fixes = 0
        _ = try? NMEAReader.read(bytes: Array(bytes.prefix(corpus.count)))  // warm up
        let seconds = measure { fixes = (try? NMEAReader.read(bytes: bytes))?.fixes.count ?? -1 }
        let lines = linesPerCopy * copies
        print("  nmea decode: \(lines) lines, \(bytes.count / 1_000_000) MB, \(fixes) fixes in \(f(seconds, 3)) s: "
            + "\(Int(Double(lines) / seconds)) lines/s, \(f(Double(bytes.count) / seconds / 1e6, 1)) MB/s")
        var jsonBytes = 0
        let withJSON = measure(runs: 1) {
            guard let t = try? NMEAReader.read(bytes: bytes) else { return }
            var j = JSONWriter(capacity: 1 << 16)
            for fix in t.fixes {
                fix.writeJSON(into: &j)
                j.endLine()
                if j.text.count > 1 << 15 { jsonBytes += j.text.count; j.removeAll() }
            }
            jsonBytes += j.text.count
        }
        print("  nmea decode + JSON lines: \(Int(Double(lines) / withJSON)) lines/s (\(jsonBytes / 1_000_000) MB of JSON)")
    }

    /// 1,000,000 track points: 10,000 distinct ones written by `GPXWriter` (time, ele, fix, speed and course in
    /// Garmin's extension, about 250 bytes each), repeated 100 times in one segment.
    static func gpx() {
        let distinct = 10_000, copies = 100
        var fixes: [Fix] = []
        var c = Coordinate(latitude: 43.73, longitude: 7.42)
        for i in 0..<distinct {
            c = Coordinate(latitude: c.latitude + 0.00001 * Double(i % 7 - 3), longitude: c.longitude + 0.00001 * Double(i % 5 - 2))
            fixes.append(Fix(time: 1_700_000_000 + Double(i), coordinate: c, altitude: 50 + Double(i % 100) / 10,
                             speed: 13.9, course: Double(i % 360), mode: .threeD))
        }
        let document = GPXWriter.write(fixes: fixes, name: "bench")
        guard let open = document.range(of: "<trkseg>\n"), let close = document.range(of: "    </trkseg>") else { return }
        let points = String(document[open.upperBound..<close.lowerBound])
        var text = String(document[..<open.upperBound])
        text.reserveCapacity(document.utf8.count * copies)
        for _ in 0..<copies { text += points }
        text += String(document[close.lowerBound...])
        let bytes = Array(text.utf8)
        var read = 0
        let seconds = measure(runs: 5) { read = (try? GPXReader.read(bytes: bytes))?.fixes.count ?? -1 }
        print("  gpx parse: \(read) track points (time, ele, fix, speed, course), \(bytes.count / 1_000_000) MB in \(f(seconds, 3)) s: "
            + "\(Int(Double(read) / seconds)) points/s, \(f(Double(bytes.count) / seconds / 1e6, 1)) MB/s")
    }

    static func gpsdJSON(sharedData: String) {
        guard let chk = FileManager.default.contents(atPath: sharedData + "/gpsd/haicom-305N.log.chk") else { return }
        let tpv = String(decoding: chk, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("{\"class\":\"TPV\"") }
        let block = Array((tpv.joined(separator: "\n") + "\n").utf8)
        let copies = max(1, 20_000_000 / block.count)
        var bytes: [UInt8] = []
        for _ in 0..<copies { bytes.append(contentsOf: block) }
        var fixes = 0
        let seconds = measure { fixes = (try? GPSDJSONReader.read(bytes: bytes))?.fixes.count ?? -1 }
        let lines = tpv.count * copies
        print("  gpsd json decode: \(lines) TPV lines, \(fixes) fixes in \(f(seconds, 3)) s: \(Int(Double(lines) / seconds)) lines/s")
    }

    static func f(_ v: Double, _ places: Int) -> String { String(format: "%.\(places)f", v) }
}
