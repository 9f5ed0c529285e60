import Foundation
import Geo
import MapData
import Testing
import TestSupport
@testable import Routing

/// Compiled maps (`.navsim`): a compiled map answers exactly as its source does, its bytes are deterministic, and a
/// damaged, truncated, foreign or old file is found (and, in the cache, rebuilt with a note) instead of trusted.
@Suite struct CompiledMapTests {
    static func compile(_ map: OSMMap, profiles: [RoutingProfile] = Router.compiledProfiles) -> [UInt8] {
        CompiledMapBuilder.compile(map, sourceHash: 42, producer: "navsim test", profiles: profiles)
    }

    static func open(_ bytes: [UInt8]) throws -> OSMMap {
        try OSMMap.open(compiled: try CompiledMapFile(data: Data(bytes), fileName: "test.navsim"))
    }

    /// Why `bytes`, opened as `x.navsim` with every section verified, is refused; nil when it opens.
    static func openError(_ bytes: [UInt8]) -> String? {
        do {
            let file = try CompiledMapFile(data: Data(bytes), fileName: "x.navsim")
            try file.verifyAll()
            _ = try OSMMap.open(compiled: file)
            return nil
        } catch { return error.description }
    }

    /// Everything a route answer shows, for comparing two routers.
    static func answer(_ router: Router, _ a: Coordinate, _ b: Coordinate, _ profile: RoutingProfile) -> String {
        guard let routes = try? router.routes(for: RouteRequest(waypoints: [a, b], profile: profile, alternatives: .one)) else {
            return "no route"
        }
        return routes.map { r in
            "\(r.geometry) \(r.duration) \(r.edges) \(r.maneuvers) \(r.features.count) \(r.segments.count)"
        }.joined(separator: "\n")
    }

    /// The compiled map holds the same network, features and statistics, and answers routes (from its stored
    /// hierarchies: the router builds none) and searches identically.
    static func expectSameAnswers(_ source: OSMMap, profiles: [RoutingProfile], pairs: Int, searches: [String]) throws {
        let compiled = try open(compile(source, profiles: profiles))
        #expect(compiled.name == source.name && compiled.bounds == source.bounds && compiled.attribution == source.attribution)
        #expect(compiled.statistics == source.statistics)
        let (n, m) = (source.network, compiled.network)
        #expect(n.vertices == m.vertices && n.edges == m.edges && n.shapePoints == m.shapePoints && n.roads == m.roads)
        #expect(n.restrictions == m.restrictions && n.pointFeatures == m.pointFeatures && n.edgeFeatures == m.edgeFeatures)
        // The bounds and the edge index are stored, not rebuilt: they answer as the built ones.
        #expect(n.bounds == m.bounds && n.edgeIndex.edges(in: n.bounds) == m.edgeIndex.edges(in: m.bounds))
        for v in stride(from: 0, to: n.vertices.count, by: max(1, n.vertices.count / 40)) {
            let p = n.vertices[v].coordinate
            #expect(n.edgeIndex.nearest(to: p, within: 150) == m.edgeIndex.nearest(to: p, within: 150))
        }
        let (f, g) = (source.features, compiled.features)
        #expect(f.pois == g.pois && f.areas == g.areas && f.buildings == g.buildings && f.lines == g.lines && f.places == g.places)
        #expect(f.query(in: source.bounds) == g.query(in: compiled.bounds))
        // The stored OpenMapTiles view: what styles draw is the source's, not a view derived from the network.
        let (v, w) = (source.openMapTiles(), compiled.openMapTiles())
        #expect(v.featureCount > 0)
        for name in OpenMapTilesView.layerNames { #expect(v.layer(name)?.features == w.layer(name)?.features, "\(name)") }
        let built = Router(network: n), opened = Router(network: m)
        var generator = SeededGenerator(seed: 7)
        for profile in profiles {
            for _ in 0..<pairs {
                let a = n.vertices[Int.random(in: 0..<n.vertices.count, using: &generator)].coordinate
                let b = n.vertices[Int.random(in: 0..<n.vertices.count, using: &generator)].coordinate
                #expect(answer(built, a, b, profile) == answer(opened, a, b, profile))
            }
        }
        #expect(opened.engineBuilds.value == 0, "every profile came from the file")
        let (s, t) = (SearchIndex(map: source), SearchIndex(map: compiled))
        for q in searches { #expect(s.search(q, near: source.bounds.center) == t.search(q, near: compiled.bounds.center)) }
    }

    @Test func compiledDefaultTownAnswersLikeItsSource() throws {
        try Self.expectSameAnswers(try OSMMap.defaultTown(), profiles: Router.compiledProfiles, pairs: 15,
                                   searches: ["High Street", "station", "cafe", "harbourne", "Mil Lane"])
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func compiledAndorraAnswersLikeItsSource() throws {
        let source = try OSMMap.load(path: SharedData.path("graphhopper/andorra.osm.pbf"))
        try Self.expectSameAnswers(source, profiles: [.car], pairs: 25, searches: ["Encamp", "Andorra la Vella", "farmacia", "Meritxel"])
    }

    @Test func sameMapGivesTheSameBytes() throws {
        let town = try OSMMap.defaultTown()
        let a = Self.compile(town, profiles: [.car]), b = Self.compile(try OSMMap.defaultTown(), profiles: [.car])
        #expect(a == b)
        #expect(a.count > 10_000)
    }

    @Test func truncatedCorruptedForeignAndOldFilesAreRejectedWithAReason() throws {
        let bytes = Self.compile(try OSMMap.defaultTown(), profiles: [.car])
        let failure = Self.openError
        #expect(failure(bytes) == nil)
        #expect(failure(Array(bytes.dropLast(100)))?.contains("truncated") == true)
        #expect(failure(Array(bytes.prefix(20)))?.contains("not a compiled navsim map") == true)
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x40
        #expect(failure(flipped)?.contains("checksum does not match") == true)
        var old = bytes
        old[8] = 0
        #expect(failure(old)?.contains("format version 0") == true)
        #expect(failure(Array("<?xml version='1.0'?><osm></osm>".utf8))?.contains("not a compiled navsim map") == true)
        #expect(failure([])?.contains("not a compiled navsim map") == true)
        var table = bytes
        table[48 + 9] ^= 0x01 // a section offset in the table
        #expect(failure(table)?.contains("section table") == true)
    }

    /// The cache is bounded: past its size the least recently used compiled map goes (a hit counts as a use), and
    /// `clear` empties it (`navsim maps cache clear`).
    @Test func cacheEvictsTheLeastRecentlyUsedPastItsSizeAndClears() throws {
        let dir = temporaryFolder()
        let town = try String(contentsOfFile: Repository.path("Maps/harbourne.osm"), encoding: .utf8)
        var sources: [String] = []
        for i in 0..<3 {  // three different sources (a comment makes the content, and so the key, differ)
            let path = dir + "/town\(i).osm"
            try town.replacingOccurrences(of: "<osm ", with: "<!-- \(i) --><osm ").write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        let probe = CompiledMapCache(directory: dir + "/probe", producer: "navsim test")
        _ = try probe.load(path: sources[0], compile: { m, h in CompiledMapBuilder.compile(m, sourceHash: h, producer: "navsim test", profiles: [.car]) }, note: { _ in })
        let one = probe.entries().bytes
        #expect(one > 10_000)
        // Room for two compiled maps, not three.
        let cache = CompiledMapCache(directory: dir + "/cache", producer: "navsim test", maxBytes: one * 2 + one / 2)
        func load(_ i: Int) throws {
            _ = try cache.load(path: sources[i], compile: { m, h in CompiledMapBuilder.compile(m, sourceHash: h, producer: "navsim test", profiles: [.car]) }, note: { _ in })
        }
        let key = { (i: Int) in cache.key(sourceHash: try Data(contentsOf: URL(fileURLWithPath: sources[i])).withUnsafeBytes { Checksum64.of($0) }) }
        try load(0)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: dir + "/cache/" + key(0))
        try load(1)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -30)], ofItemAtPath: dir + "/cache/" + key(1))
        try load(0)  // a hit: map 0 becomes the most recently used
        try load(2)  // over the size: map 1, the least recently used, goes
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir + "/cache"))
        #expect(names == [try key(0), try key(2)], "\(names)")
        #expect(cache.entries().count == 2 && cache.entries().bytes <= cache.maxBytes)
        cache.clear()
        #expect(cache.entries().count == 0)
    }

    @Test func theCacheBoundComesFromTheEnvironmentAndABadOneIsAnError() throws {
        #expect(try MapFiles.cacheLimit(environment: [:]) == 2_000_000_000)
        #expect(try MapFiles.cacheLimit(environment: ["NAVSIM_MAP_CACHE_MB": "500"]) == 500_000_000)
        for bad in ["lots", "0", "-3", "1.5", ""] {
            #expect(throws: MapDataError.self, "\(bad)") { try MapFiles.cacheLimit(environment: ["NAVSIM_MAP_CACHE_MB": bad]) }
        }
        do {
            _ = try MapFiles.cacheLimit(environment: ["NAVSIM_MAP_CACHE_MB": "lots"])
        } catch {
            #expect(error.description.contains("NAVSIM_MAP_CACHE_MB") && error.description.contains("'lots'"), "\(error)")
        }
    }

    @Test func cacheCompilesOnceRebuildsDamageWithANoteAndKeysOnContent() throws {
        let dir = temporaryFolder()
        let t = try TownCache(in: dir)
        let first = try t.load()
        #expect(t.compiles == 1 && t.notes.isEmpty)
        let second = try t.load()
        #expect(t.compiles == 1, "the second run opens the compiled map")
        #expect(second.network.edges == first.network.edges && second.network.precomputed != nil)
        let files = try FileManager.default.contentsOfDirectory(atPath: t.directory)
        #expect(files.count == 1 && files[0].hasSuffix(".navsim"), "no temporary file is left behind: \(files)")
        let cached = try t.cachedFile()
        // Damaged in place: found, noted, rebuilt.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cached)))
        bytes[bytes.count - 3] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: cached))
        _ = try t.load()
        #expect(t.compiles == 2)
        #expect(t.notes.count == 1 && t.notes[0].contains("unusable") && t.notes[0].contains("checksum"))
        _ = try t.load()
        #expect(t.compiles == 2, "the rebuilt file is used")
        // A foreign file under the key: rebuilt too.
        try Data("not a map".utf8).write(to: URL(fileURLWithPath: cached))
        _ = try t.load()
        #expect(t.compiles == 3 && t.notes.count == 2 && t.notes[1].contains("not a compiled navsim map"))
        // Another source content: another key.
        let town = try Data(contentsOf: URL(fileURLWithPath: t.source))
        try (town + Data("\n".utf8)).write(to: URL(fileURLWithPath: t.source))
        _ = try t.load()
        #expect(t.compiles == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: t.directory).count == 2)
        // A producer other than the one that wrote a file sees it as stale.
        let other = CompiledMapCache(directory: t.directory, producer: "navsim other")
        #expect(other.key(sourceHash: 1) != t.cache.key(sourceHash: 1))
    }

    /// A cached file of the previous format (6: hierarchy nodes numbered as the turn graph's states) is stale: found on
    /// open, noted with its version, and rebuilt in this one; the same file given directly is an error naming both.
    @Test func fileOfThePreviousFormatIsRebuiltWithANoteInTheCacheAndRejectedDirectly() throws {
        let dir = temporaryFolder()
        let t = try TownCache(in: dir)
        _ = try t.load()
        let cached = try t.cachedFile()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cached)))
        #expect(CompiledMapFormat.version == 10 && bytes[8] == 10)
        bytes[8] = 9
        try Data(bytes).write(to: URL(fileURLWithPath: cached))
        let map = try t.load()
        #expect(t.compiles == 2 && t.notes.count == 1)
        #expect(t.notes.first?.contains("unusable (compiled map format version 9, this navsim reads version 10)") == true, "\(t.notes)")
        #expect(Router(network: map.network).statistics(for: .car).shortcuts > 0)
        _ = try t.load()
        #expect(t.compiles == 2 && t.notes.count == 1, "the rebuilt file is used")
        let old = dir + "/old.navsim"
        try Data(bytes).write(to: URL(fileURLWithPath: old))
        var notes = [String]()
        do {
            _ = try t.cache.load(path: old, compile: { _, _ in [] }, note: { notes.append($0) })
            Issue.record("a file of the previous format was read")
        } catch {
            #expect(error.description.contains("old.navsim") && error.description.contains("format version 9"), "\(error)")
        }
        #expect(t.compiles == 2 && notes.isEmpty, "a file given directly is never rebuilt over")
    }

    @Test func damagedProfileSectionFallsBackToBuildingTheHierarchy() throws {
        let town = try OSMMap.defaultTown()
        var bytes = Self.compile(town, profiles: [.car])
        let file = try CompiledMapFile(data: Data(bytes), fileName: "x")
        let profile = try #require(file.sections(.profile).first)
        bytes[file.sections[profile].offset + file.sections[profile].length - 1] ^= 0x01
        let damaged = try OSMMap.open(compiled: try CompiledMapFile(data: Data(bytes), fileName: "x"))
        let router = Router(network: damaged.network)
        let a = town.network.vertices[3].coordinate, b = town.network.vertices[town.network.vertices.count - 2].coordinate
        #expect(Self.answer(router, a, b, .car) == Self.answer(Router(network: town.network), a, b, .car))
        #expect(router.engineBuilds.value == 1, "the damaged hierarchy is rebuilt, not read")
    }

    /// A compiled map given directly: the features and the OpenMapTiles view, decoded on first use with nothing to
    /// rebuild them from, are verified at open, so damage there is one error naming the file and the section, never
    /// a map with fewer features; a damaged routing section is verified only when read and rebuilt from the network.
    @Test func directCompiledMapRejectsDamagedFeaturesAndRebuildsDamagedProfiles() throws {
        let dir = temporaryFolder()
        let town = try OSMMap.defaultTown()
        let bytes = Self.compile(town, profiles: [.car])
        let file = try CompiledMapFile(data: Data(bytes), fileName: "x")
        let cache = CompiledMapCache(directory: nil, producer: "navsim test")
        func load(damaging kind: CompiledMapFormat.Kind) throws(MapDataError) -> OSMMap {
            let path = Self.damagedCopy(bytes, file, kind, in: dir)
            return try cache.load(path: path, compile: { _, _ in Issue.record("a compiled map is never compiled"); return [] }, note: { _ in })
        }
        for kind in [CompiledMapFormat.Kind.features, .openMapTiles, .meta, .network] {
            let error = #expect(throws: MapDataError.self) { _ = try load(damaging: kind) }
            #expect(error?.description.contains("\(kind.fourCC).navsim") == true, "\(error?.description ?? "")")
            #expect(error?.description.contains("the \(kind.fourCC) section's checksum does not match") == true, "\(error?.description ?? "")")
        }
        let map = try load(damaging: .profile)
        #expect(map.features.pois.count == town.features.pois.count && !town.features.pois.isEmpty)
        let router = Router(network: map.network)
        let a = town.network.vertices[3].coordinate, b = town.network.vertices[town.network.vertices.count - 2].coordinate
        #expect(Self.answer(router, a, b, .car) == Self.answer(Router(network: town.network), a, b, .car))
        #expect(router.engineBuilds.value == 1, "the damaged hierarchy is rebuilt, not read")
    }

    /// Opened for routing (`navsim route`): the features and the view are neither verified nor read at open, so damage
    /// there does not change a route; they are verified if read after all, and damaged bytes are never used (no
    /// features). Damage in what routing reads (the header, META, NETW) is still one error naming the file and section.
    @Test func routingOpenVerifiesWhatRoutingReadsAndNeverUsesUnverifiedFeatures() throws {
        let dir = temporaryFolder()
        let town = try OSMMap.defaultTown()
        let bytes = Self.compile(town, profiles: [.car])
        let file = try CompiledMapFile(data: Data(bytes), fileName: "x")
        let cache = CompiledMapCache(directory: nil, producer: "navsim test")
        func load(damaging kind: CompiledMapFormat.Kind, use: MapUse) throws(MapDataError) -> OSMMap {
            let path = Self.damagedCopy(bytes, file, kind, in: dir)
            return try cache.load(path: path, use: use,
                                  compile: { _, _ in Issue.record("a compiled map is never compiled"); return [] }, note: { _ in })
        }
        let a = town.network.vertices[3].coordinate, b = town.network.vertices[town.network.vertices.count - 2].coordinate
        let expected = Self.answer(Router(network: town.network), a, b, .car)
        for kind in [CompiledMapFormat.Kind.features, .openMapTiles] {
            let map = try load(damaging: kind, use: .routing)
            let router = Router(network: map.network)
            #expect(Self.answer(router, a, b, .car) == expected)
            #expect(router.engineBuilds.value == 0, "the stored hierarchy is read")
            if kind == .features {
                #expect(map.features.pois.isEmpty && !town.features.pois.isEmpty, "damaged features are never used")
            }
            #expect(throws: MapDataError.self, "opened for everything, the same file is refused") {
                _ = try load(damaging: kind, use: .everything)
            }
        }
        for kind in [CompiledMapFormat.Kind.meta, .network] {
            let error = #expect(throws: MapDataError.self) { _ = try load(damaging: kind, use: .routing) }
            #expect(error?.description.contains("\(kind.fourCC).navsim") == true, "\(error?.description ?? "")")
            #expect(error?.description.contains("the \(kind.fourCC) section's checksum does not match") == true)
        }
        // Undamaged, a map opened for routing reads its features on first use, verified, all of them.
        let path = dir + "/sound.navsim"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let map = try cache.load(path: path, use: .routing, compile: { _, _ in [] }, note: { _ in })
        #expect(map.features.pois.count == town.features.pois.count)
    }

    /// The cache, for routing: damage in what routing reads is found and the file rebuilt; damage in the features is
    /// left for the next command that draws, which finds it and rebuilds the file.
    @Test func cacheOpenedForRoutingRebuildsRoutingDamageAndLeavesFeatureDamageToTheNextFullOpen() throws {
        let t = try TownCache(in: temporaryFolder())
        _ = try t.load(.routing)
        let cached = try t.cachedFile()
        func damage(_ kind: CompiledMapFormat.Kind) throws {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cached)))
            let file = try CompiledMapFile(data: Data(bytes), fileName: "x")
            try Data(Self.damaged(bytes, file, kind)).write(to: URL(fileURLWithPath: cached))
        }
        try damage(.profile)
        _ = try t.load(.routing)
        #expect(t.compiles == 2 && t.notes.count == 1 && t.notes[0].contains("PROF section's checksum"), "\(t.notes)")
        try damage(.features)
        let routing = try t.load(.routing)
        #expect(t.compiles == 2 && t.notes.count == 1, "routing leaves the features unread")
        #expect(routing.features.pois.isEmpty, "and never uses them unverified")
        let full = try t.load(.everything)
        #expect(t.compiles == 3 && t.notes.count == 2 && t.notes[1].contains("FEAT section's checksum"), "\(t.notes)")
        #expect(!full.features.pois.isEmpty)
    }

    /// `bytes` (a compiled map read as `file`) with one bit flipped in the middle of its first `kind` section.
    static func damaged(_ bytes: [UInt8], _ file: CompiledMapFile, _ kind: CompiledMapFormat.Kind) -> [UInt8] {
        let s = file.sections[file.sections(kind)[0]]
        var damaged = bytes
        damaged[s.offset + s.length / 2] ^= 0x10
        return damaged
    }

    /// Writes `damaged(bytes, file, kind)` to `dir/FOURCC.navsim`, and returns that path.
    static func damagedCopy(_ bytes: [UInt8], _ file: CompiledMapFile, _ kind: CompiledMapFormat.Kind, in dir: String) -> String {
        let path = dir + "/\(kind.fourCC).navsim"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(damaged(bytes, file, kind))))
        return path
    }

    /// The fixture of the cache tests: the town's source copied into a folder, and a compiled-map cache in its
    /// `cache` subfolder that compiles the car profile, counting its compiles and keeping its notes.
    final class TownCache {
        let source: String
        let directory: String
        let cache: CompiledMapCache
        private(set) var compiles = 0
        private(set) var notes = [String]()

        init(in dir: String) throws {
            source = dir + "/town.osm"
            directory = dir + "/cache"
            try FileManager.default.copyItem(atPath: Repository.path("Maps/harbourne.osm"), toPath: source)
            cache = CompiledMapCache(directory: directory, producer: "navsim test")
        }

        /// The source, through the cache, for `use`.
        func load(_ use: MapUse = .everything) throws -> OSMMap {
            try cache.load(path: source, use: use, compile: { map, hash in
                compiles += 1
                return CompiledMapBuilder.compile(map, sourceHash: hash, producer: "navsim test", profiles: [.car])
            }, note: { notes.append($0) })
        }

        /// The path of the first compiled map in the cache (the only one until the source changes).
        func cachedFile() throws -> String {
            directory + "/" + (try FileManager.default.contentsOfDirectory(atPath: directory))[0]
        }
    }
}
