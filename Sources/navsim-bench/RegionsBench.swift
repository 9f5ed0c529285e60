import Net
import Foundation
import MapData
import Regions

/// Offline maps: download throughput on loopback against curl for the same file (the fixture server of the
/// Regions tests, serving a 64 MB file), and applying Monaco's replication diff against `osmium apply-changes`.
enum RegionsBench {
    static func run(sharedData: String = SharedData.folder) {
        print("regions:")
        download()
        applyDiff(sharedData: sharedData)
    }

    private static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

    private static func tool(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
            return "\(dir)/\(name)"
        }
        return nil
    }

    private static func runTool(_ path: String, _ args: [String]) -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return -1 }
        p.waitUntilExit()
        return p.terminationStatus
    }

    static func download() {
        let script = "Tests/RegionsTests/Fixtures/region_server.py"
        guard FileManager.default.fileExists(atPath: script), let curl = tool("curl"), let python = tool("python3") else {
            print("  download: skipped (needs \(script) from the repository root, python3 and curl)")
            return
        }
        let dir = NSTemporaryDirectory() + "navsim-bench-regions"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let size = 64 << 20
        var seed: UInt64 = 42
        var bytes = [UInt8](repeating: 0, count: size)
        for i in stride(from: 0, to: size, by: 8) {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            withUnsafeBytes(of: seed) { for k in 0..<8 { bytes[i + k] = $0[k] } }
        }
        _ = FileManager.default.createFile(atPath: dir + "/big.bin", contents: Data(bytes))
        let server = Process()
        server.executableURL = URL(fileURLWithPath: python)
        server.arguments = [script, dir]
        let out = Pipe()
        server.standardOutput = out
        guard (try? server.run()) != nil else { print("  download: the server did not start"); return }
        defer { kill(server.processIdentifier, SIGKILL) }
        var line = [UInt8]()
        while true {
            let b = out.fileHandleForReading.readData(ofLength: 1)
            if b.isEmpty || b.first == 0x0a { break }
            line.append(contentsOf: b)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).dropFirst(5)) else { print("  download: no port"); return }
        let url = "http://127.0.0.1:\(port)/big.bin"
        let clock = ContinuousClock()
        var ours = Double.infinity, theirs = Double.infinity
        for _ in 0..<3 {
            let target = dir + "/ours.bin"
            _ = FileManager.default.createFile(atPath: target, contents: nil)
            guard let h = FileHandle(forWritingAtPath: target) else { return }
            let t = clock.measure {
                _ = try? HTTPClient(offline: false).stream(url, from: 0, control: HTTPCancellation(), onStart: { _ in },
                                                            onData: { try h.write(contentsOf: $0) })
            }
            try? h.close()
            ours = min(ours, seconds(t))
            let c = clock.measure { _ = runTool(curl, ["-s", "-o", dir + "/curl.bin", url]) }
            theirs = min(theirs, seconds(c))
        }
        let mb = Double(size) / 1e6
        let same = FileManager.default.contentsEqual(atPath: dir + "/ours.bin", andPath: dir + "/big.bin")
        print("  download 64 MB on loopback (best of 3): navsim \(Int(mb / ours)) MB/s, curl \(Int(mb / theirs)) MB/s "
            + "(\(Int((theirs / ours * 100).rounded())) % of curl)\(same ? "" : " — FILE DIFFERS")")
        try? FileManager.default.removeItem(atPath: dir)
    }

    static func applyDiff(sharedData: String) {
        let base = sharedData + "/regions/europe/monaco-120706.osm.pbf"
        let diff = sharedData + "/regions/europe/monaco-updates/000/000/001.osc.gz"
        guard let diffBytes = FileManager.default.contents(atPath: diff), let store = try? OSMStore.readPBF(path: base) else {
            print("  apply diff: skipped (no \(sharedData)/regions)")
            return
        }
        let clock = ContinuousClock()
        var best = Double.infinity, bestWrite = Double.infinity, objects = 0
        for _ in 0..<5 {
            var s = store
            var ok = true
            let t = clock.measure {
                do {
                    let change = try OSMChange.read([UInt8](diffBytes), fileName: "001.osc.gz")
                    try s.apply(change, source: "001.osc.gz")
                    objects = change.changes.count
                } catch { ok = false }
            }
            guard ok else { print("  apply diff: failed"); return }
            best = min(best, seconds(t))
            let w = clock.measure { _ = try? s.pbfBytes() }
            bestWrite = min(bestWrite, seconds(w))
        }
        var line = "  apply Monaco's diff (\(objects) changes): read + apply \(String(format: "%.1f", best * 1000)) ms "
            + "(\(Int(Double(objects) / best)) objects/s), + write PBF \(String(format: "%.1f", bestWrite * 1000)) ms"
        if let osmium = tool("osmium") {
            var o = Double.infinity
            for _ in 0..<5 {
                let t = clock.measure { _ = runTool(osmium, ["apply-changes", base, diff, "-o", NSTemporaryDirectory() + "navsim-bench-osmium.osm.pbf", "--overwrite"]) }
                o = min(o, seconds(t))
            }
            line += "; osmium apply-changes (read, apply, write, process start) \(String(format: "%.1f", o * 1000)) ms"
        }
        print(line)
    }
}
