import Net
import Foundation
import MapData
import Regions
import TestSupport

/// A storage, downloader and catalogue against one fixture server.
struct Rig {
    let server: RegionServer
    let storage: RegionStorage
    let clock = ManualClock()
    let downloader: RegionDownloader
    let catalog: RegionCatalog

    init(version: RegionCatalog.Version = .latest, retry: RetryPolicy = RetryPolicy(), disk: any DiskSpaceProbe = FixedDiskSpace(bytes: 1 << 40),
         offline: Bool = false, server: RegionServer? = nil, storageRoot: String? = nil) throws {
        self.server = try server ?? RegionServer()
        storage = try RegionStorage(root: storageRoot ?? temporaryFolder())
        downloader = RegionDownloader(storage: storage, http: HTTPClient(offline: offline), clock: clock, retry: retry, disk: disk)
        catalog = try RegionCatalog.load(self.server.catalog, http: HTTPClient(offline: false)).pinned(to: version)
    }

    /// Downloads and waits; returns each region's error (nil = installed).
    func download(_ ids: [String], listener: RecordingListener = RecordingListener()) throws -> [String: RegionsError?] {
        let tasks = downloader.download(try catalog.resolveDownloads(ids), listener: listener)
        var out = [String: RegionsError?]()
        for t in tasks { out[t.region] = t.wait() }
        return out
    }

    var updater: RegionUpdater { RegionUpdater(downloader: downloader) }
}

/// The objects of an extract as comparable values: ids, versions, tags as sets, coordinates, members.
struct Comparable: Equatable {
    var nodes: [Int64: String]
    var ways: [Int64: String]
    var relations: [Int64: String]

    init(_ s: OSMStore) {
        func tags(_ t: [OSMTag]) -> String { Set(t.map { "\($0.key)=\($0.value)" }).sorted().joined(separator: "|") }
        nodes = s.nodes.mapValues { "v\($0.info.version) \($0.lat),\($0.lon) \(tags($0.tags))" }
        ways = s.ways.mapValues { "v\($0.info.version) \($0.refs) \(tags($0.tags))" }
        relations = s.relations.mapValues { "v\($0.info.version) \($0.members.map { "\($0.kind)\($0.ref):\($0.role)" }) \(tags($0.tags))" }
    }

    /// The first few differences, for a readable failure.
    func differences(from o: Comparable) -> [String] {
        var out = [String]()
        for (name, a, b) in [("node", nodes, o.nodes), ("way", ways, o.ways), ("relation", relations, o.relations)] {
            for id in Set(a.keys).union(b.keys).sorted() where a[id] != b[id] {
                out.append("\(name) \(id): \(a[id] ?? "absent") vs \(b[id] ?? "absent")")
                if out.count > 5 { return out }
            }
        }
        return out
    }
}

/// How a child process ended and what it wrote.
struct ChildResult: CustomStringConvertible {
    var status: Int32
    var signal: Int32?
    var out: String
    var err: String
    var description: String { "status \(status) signal \(signal.map(String.init) ?? "-")\n\(out)\n\(err)" }
}

/// Runs `p` (not yet started) to its end, reading its standard output and error.
func runToEnd(_ p: Process) throws -> ChildResult {
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    let signal = p.terminationReason == .uncaughtSignal ? p.terminationStatus : nil
    return ChildResult(status: p.terminationStatus, signal: signal, out: String(decoding: o, as: UTF8.self),
                       err: String(decoding: e, as: UTF8.self))
}

/// Runs a program found on `PATH` and returns how it ended and its output.
@discardableResult
func run(_ tool: String, _ args: [String], environment: [String: String] = [:]) throws -> ChildResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = [tool] + args
    p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    return try runToEnd(p)
}

func commandExists(_ name: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
}
