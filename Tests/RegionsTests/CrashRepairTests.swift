import Foundation
import MapData
import Regions
import Testing
import TestSupport

/// The real navsim binary, killed (SIGKILL) at each journal step of an install and an update through
/// NAVSIM_TEST_KILL_AT, then repaired; and killed from outside in the middle of a download, then resumed.
@Suite("Crash and repair with the navsim binary", .serialized,
       .enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)),
       .enabled(if: FileManager.default.isExecutableFile(atPath: Navsim.binary), "skipped: .build/debug/navsim is not built"))
struct CrashRepairTests {
    @Test(arguments: Journal.Step.allCases)
    func anInstallKilledAtEachStepIsRepaired(step: Journal.Step) throws {
        let server = try RegionServer()
        let storage = temporaryFolder()
        let killed = try Navsim.run(["maps", "download", "monaco", "--catalog", server.catalog, "--storage", storage],
                                    environment: ["NAVSIM_TEST_KILL_AT": "install:\(step.rawValue)"])
        #expect(killed.signal == SIGKILL, "\(killed)")
        let status = try Navsim.run(["maps", "status", "--storage", storage])
        #expect(status.status == 1)
        #expect(status.out.contains("interrupted: install of monaco (to monaco:1@2016-03-05) stopped at step '\(step.rawValue)'"), "\(status.out)")
        let repair = try Navsim.run(["maps", "repair", "--storage", storage])
        #expect(repair.status == 0, "\(repair)")
        let store = try RegionStorage(root: storage)
        #expect(store.status() == .ok)
        if step == .begun {
            #expect(repair.out.contains("monaco: rolled back the interrupted install"), "\(repair.out)")
            #expect(store.installed("monaco") == nil)
        } else {
            #expect(repair.out.contains("monaco: finished the interrupted install (now monaco:1@2016-03-05)"), "\(repair.out)")
            #expect(MD5.file(store.mapPath("monaco")) == "6b5c63d4c9ad8f7ad8f48187cdb4e1eb")
        }
        #expect(try Navsim.run(["maps", "status", "--storage", storage]).status == 0)
    }

    @Test(arguments: Journal.Step.allCases)
    func anUpdateKilledAtEachStepLosesNothing(step: Journal.Step) throws {
        let server = try RegionServer()
        let storage = temporaryFolder()
        let install = try Navsim.run(["maps", "download", "monaco", "--catalog", server.catalog, "--catalog-version", "120706", "--storage", storage])
        #expect(install.status == 0, "\(install)")
        let killed = try Navsim.run(["maps", "update", "--storage", storage], environment: ["NAVSIM_TEST_KILL_AT": "update:\(step.rawValue)"])
        #expect(killed.signal == SIGKILL, "\(killed)")
        #expect(try Navsim.run(["maps", "status", "--storage", storage]).status == 1)
        #expect(try Navsim.run(["maps", "repair", "--storage", storage]).status == 0)
        let store = try RegionStorage(root: storage)
        #expect(store.status() == .ok)
        let record = try #require(store.installed("monaco"))
        #expect(record.version == (step == .begun ? "monaco:0@2012-07-06" : "monaco:1@2016-03-05"))
        #expect(MD5.file(store.mapPath("monaco")) == record.md5)
        _ = try OSMMap.load(path: store.mapPath("monaco"))
        // After a rollback, the update runs again to the end.
        if step == .begun {
            #expect(try Navsim.run(["maps", "update", "--storage", storage]).status == 0)
            #expect(store.installed("monaco")?.version == "monaco:1@2016-03-05")
        }
    }

    @Test func aDownloadKilledMidFileResumesFromItsLastByte() throws {
        let server = try RegionServer()
        let storage = temporaryFolder()
        try server.fault("/europe/monaco-latest.osm.pbf", "throttle", ["rate": "200000"])
        let child = try Navsim.start(["maps", "download", "monaco", "--catalog", server.catalog, "--storage", storage])
        let part = storage + "/downloads/monaco.osm.pbf.part"
        var size: Int64 = 0
        for _ in 0..<500 {
            size = ((try? FileManager.default.attributesOfItem(atPath: part))?[.size] as? NSNumber)?.int64Value ?? 0
            if size > 150_000 { break }
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        let held = ((try FileManager.default.attributesOfItem(atPath: part))[.size] as! NSNumber).int64Value
        #expect(held > 150_000 && held < 687_235)
        try server.reset()
        let again = try Navsim.run(["maps", "download", "monaco", "--catalog", server.catalog, "--storage", storage])
        #expect(again.status == 0, "\(again)")
        let gets = try server.log().filter { $0.method == "GET" && $0.path == "/europe/monaco-latest.osm.pbf" }
        #expect(gets.map(\.range) == ["bytes=\(held)-"])
        #expect(MD5.file(try RegionStorage(root: storage).mapPath("monaco")) == "6b5c63d4c9ad8f7ad8f48187cdb4e1eb")
    }

    @Test func offlineCommandsSayTheyNeedTheNetworkAndSendNothing() throws {
        let server = try RegionServer()
        let storage = temporaryFolder()
        try server.reset()
        for args in [["maps", "download", "monaco"], ["maps", "regions"], ["maps", "update"]] {
            let r = try Navsim.run(args + ["--catalog", server.catalog, "--storage", storage, "--offline"])
            if args[1] == "update" {
                #expect(r.status == 0 && r.out.contains("no regions installed"))
            } else {
                #expect(r.status == 1)
                #expect(r.err.contains("needs the network, and offline mode is on"), "\(r.err)")
            }
        }
        #expect(try server.log().isEmpty)
    }

    @Test func routingAndSearchRunOnInstalledRegionsMergedIntoOneMap() throws {
        let server = try RegionServer()
        let storage = temporaryFolder()
        #expect(try Navsim.run(["maps", "download", "monaco", "andorra", "--catalog", server.catalog, "--storage", storage]).status == 0)
        let env = ["NAVSIM_STORAGE": storage]
        let route = try Navsim.run(["route", "43.7384,7.4246", "43.7310,7.4190", "--map", "monaco,andorra"], environment: env)
        #expect(route.status == 0 && route.out.hasPrefix("Route: "), "\(route)")
        // The merged extract went through the compiled-map cache: compiled by the first command, opened by the next.
        let compiled = Self.compiledMaps()
        #expect(compiled.count == 1, "\(compiled)")
        let andorra = try Navsim.run(["route", "42.5063,1.5218", "42.5430,1.5140", "--map", "andorra,monaco"], environment: env)
        #expect(andorra.status == 0 && andorra.out.hasPrefix("Route: "), "\(andorra)")
        #expect(Self.compiledMaps() == compiled, "the merged map was compiled again")
        let search = try Navsim.run(["search", "Meritxell", "--map", "monaco,andorra", "--near", "42.5078,1.5211", "--limit", "3"], environment: env)
        #expect(search.status == 0 && search.out.contains("Meritxell"), "\(search)")
        let searchMonaco = try Navsim.run(["search", "Princesse Grace", "--map", "monaco,andorra", "--near", "43.7384,7.4246", "--limit", "3"], environment: env)
        #expect(searchMonaco.status == 0 && searchMonaco.out.contains("Princesse Grace"), "\(searchMonaco)")
        // Places inside an installed region choose it without --map.
        let implicit = try Navsim.run(["route", "43.7384,7.4246", "43.7310,7.4190"], environment: env)
        #expect(implicit.out == route.out)
        // The merged map is derived data in the cache; an update clears it.
        let cache = MapCache(directory: storage + "/cache")
        #expect(cache.entries().keys.count == 1)
        #expect(try Navsim.run(["maps", "cache", "clear", "--storage", storage]).status == 0)
        #expect(cache.entries().keys.isEmpty)
        let unknown = try Navsim.run(["maps", "download", "atlantis", "--catalog", server.catalog, "--storage", storage])
        #expect(unknown.status == 1 && unknown.err.contains("unknown region 'atlantis'"))
    }
}

extension CrashRepairTests {
    /// The compiled maps in this test's compiled-map cache (`NAVSIM_MAP_CACHE`), by name, with their inode: a file
    /// compiled again is renamed into place as a new one, while opening it only refreshes its modification time.
    static func compiledMaps() -> [String: UInt64] {
        let folder = TemporaryFolder.shared(by: Test.current.map { "\($0.id)" } ?? "outside a test")
        let dir = TemporaryFolder.navsimEnvironment(in: folder)["NAVSIM_MAP_CACHE"]!
        var out = [String: UInt64]()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] where name.hasSuffix(".navsim") {
            out[name] = ((try? FileManager.default.attributesOfItem(atPath: dir + "/" + name))?[.systemFileNumber] as? NSNumber)?.uint64Value
        }
        return out
    }
}

/// The built `navsim` binary as a child process, hermetic: its caches and storage are the test's own temporary folder
/// (`TemporaryFolder.navsimEnvironment`), so `maps cache clear` never touches the user's compiled maps.
enum Navsim {
    static let binary = Repository.path(".build/debug/navsim")

    /// The child, not yet started: the process's environment, the test's folders over it, then `environment`.
    static func process(_ args: [String], environment: [String: String]) -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        let folder = TemporaryFolder.shared(by: Test.current.map { "\($0.id)" } ?? "outside a test")
        p.environment = ProcessInfo.processInfo.environment
            .merging(TemporaryFolder.navsimEnvironment(in: folder)) { $1 }
            .merging(environment) { $1 }
        return p
    }

    static func start(_ args: [String], environment: [String: String] = [:]) throws -> Process {
        let p = process(args, environment: environment)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    static func run(_ args: [String], environment: [String: String] = [:]) throws -> ChildResult {
        try runToEnd(process(args, environment: environment))
    }
}
