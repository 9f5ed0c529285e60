import Foundation
import Geo
import MapData
import Testing
@testable import Routing

/// Numbers in a compiled map have domains (`CompiledDomain`), checked as they are read. The compiled-map fuzz target
/// crashed navsim with a re-sealed file (checksums recomputed, as an attacker would) whose bearing was NaN: the
/// guidance trapped converting it to an index. Each case below writes one number out of its domain into a real
/// compiled map, re-seals it, and expects a refusal naming the number, never a trap or a wrong route.
@Suite struct CompiledMapNumberTests {
    /// `bytes` with its file length, section checksums and table checksum recomputed (what the fuzz target does).
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var b = bytes
        func get(_ at: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 | Int(b[at + $1]) << (8 * $1) } }
        func put(_ at: Int, _ v: UInt64) { for k in 0..<8 { b[at + k] = UInt8(truncatingIfNeeded: v >> (8 * UInt64(k))) } }
        func checksum(_ r: Range<Int>) -> UInt64 { Array(b[r]).withUnsafeBytes { Checksum64.of($0) } }
        let count = get(12, 4), tableEnd = 48 + count * 32
        for i in 0..<count {
            let at = 48 + i * 32, offset = get(at + 8, 8)
            put(at + 24, SectionChecksum.of(Array(b[offset..<(offset + get(at + 16, 8))])))
        }
        put(32, checksum(48..<tableEnd))
        return b
    }

    /// The compiled town with the first occurrence of `pattern` inside its first `kind` section overwritten by
    /// `replacement`, `skip` bytes after its start, re-sealed.
    static func tampered(_ bytes: [UInt8], _ kind: CompiledMapFormat.Kind, find pattern: [UInt8], write replacement: [UInt8],
                         skip: Int = 0) throws -> [UInt8] {
        let file = try CompiledMapFile(data: Data(bytes), fileName: "x")
        let s = file.sections[try #require(file.sections(kind).first)]
        let range = s.offset..<(s.offset + s.length - pattern.count)
        let at = try #require(range.first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }, "the pattern is in the section")
        var b = bytes
        b.replaceSubrange((at + skip)..<(at + skip + replacement.count), with: replacement)
        return resealed(b)
    }

    static func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
    static func bytes(_ v: [Double]) -> [UInt8] { v.flatMap { le($0.bitPattern) } }
    static func bytes(_ v: [Float]) -> [UInt8] { v.flatMap { le($0.bitPattern) } }

    @Test func theTownStillOpensAfterReseal() throws {
        let bytes = CompiledMapTests.compile(try OSMMap.defaultTown(), profiles: [.car])
        #expect(Self.resealed(bytes) == bytes, "resealing an intact file changes nothing")
        #expect(CompiledMapTests.openError(bytes) == nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 91, -90.5, 1e300])
    func aVertexLatitudeOffTheEarthIsRefused(_ bad: Double) throws {
        let town = try OSMMap.defaultTown()
        let bytes = CompiledMapTests.compile(town, profiles: [.car])
        let v = town.network.vertices
        // A vertex record: latitude, longitude, OSM id (format 8).
        let pattern = Self.bytes([v[0].coordinate.latitude, v[0].coordinate.longitude]) + Self.le(v[0].osmID)
        let error = CompiledMapTests.openError(try Self.tampered(bytes, .network, find: pattern, write: Self.bytes([bad])))
        #expect(error?.contains("x.navsim") == true && error?.contains("is not on the Earth") == true, "\(error ?? "opened")")
    }

    /// Columns read in place are checked in one pass over all their values: a bad value in the last point of the
    /// shape-point column, and one in the last of the vertices, are refused as the first would be.
    @Test(arguments: [Double.nan, 91])
    func theLastPointOfAColumnIsCheckedToo(_ bad: Double) throws {
        let town = try OSMMap.defaultTown()
        let bytes = CompiledMapTests.compile(town, profiles: [.car])
        let points = town.network.shapePoints
        try #require(points.count > 1024, "the shape points span more than one block")
        let last = points[points.count - 1], before = points[points.count - 2]
        let pattern = Self.bytes([before.latitude, before.longitude, last.latitude, last.longitude])
        let tampered = try Self.tampered(bytes, .network, find: pattern,
                                         write: Self.bytes([before.latitude, before.longitude, bad]))
        let error = CompiledMapTests.openError(tampered)
        #expect(error?.contains("is not on the Earth") == true, "\(error ?? "opened")")
        let vertex = town.network.vertices[town.network.vertices.count - 1].coordinate
        let lastVertex = try Self.tampered(bytes, .network, find: Self.bytes([vertex.latitude, vertex.longitude]), write: Self.bytes([bad]))
        let vertexError = CompiledMapTests.openError(lastVertex)
        #expect(vertexError?.contains("is not on the Earth") == true, "\(vertexError ?? "opened")")
    }

    @Test(arguments: [Double.nan, .infinity, -1, 1e300])
    func anEdgeLengthOutOfItsDomainIsRefused(_ bad: Double) throws {
        let town = try OSMMap.defaultTown()
        let bytes = CompiledMapTests.compile(town, profiles: [.car])
        // An edge record: source, target, road, 4 zero bytes, then the length (format 8).
        let e = town.network.edges[0]
        let head = Self.le(e.source) + Self.le(e.target) + Self.le(e.road) + Self.le(UInt32(0))
        let pattern = head + Self.bytes([e.length])
        let error = CompiledMapTests.openError(try Self.tampered(bytes, .network, find: pattern, write: head + Self.bytes([bad])))
        #expect(error?.contains("is outside 0.0...10000000.0") == true, "\(error ?? "opened")")
    }

    @Test func aRoadMeasureOutOfItsDomainIsRefused() throws {
        let town = try OSMMap.defaultTown()
        let bytes = CompiledMapTests.compile(town, profiles: [.car])
        let height = try #require(town.network.roads.lazy.compactMap(\.maxHeight).first, "the town has a height limit")
        // A road record holds its numbers as f64s side by side, which are present a bit field says (format 9).
        let pattern = Self.bytes([height])
        let error = CompiledMapTests.openError(try Self.tampered(bytes, .network, find: pattern, write: Self.bytes([1e300])))
        #expect(error?.contains("is outside 0.0...10000.0") == true, "\(error ?? "opened")")
    }

    @Test func aRoadFlagNoRoadHasIsRefused() throws {
        let town = try OSMMap.defaultTown()
        let bytes = CompiledMapTests.compile(town, profiles: [.car])
        let road = try #require(town.network.roads.first { !$0.flags.isEmpty }, "the town has a road with flags")
        // A road record starts with its OSM id, its seven numbers (0 when absent) and its lanes; the flags byte is at 94.
        let numbers = [road.maxSpeed, road.maxSpeedForward, road.maxSpeedBackward, road.maxHeight, road.maxWeight,
                       road.maxWidth, road.maxLength].map { $0 ?? 0 }
        let pattern = Self.le(road.osmID) + Self.bytes(numbers) + Self.le(Int64(road.lanes ?? 0))
        let intact = try Self.tampered(bytes, .network, find: pattern, write: [road.flags.rawValue], skip: 94)
        #expect(intact == bytes, "the record's flags byte is where the format says")
        let error = CompiledMapTests.openError(try Self.tampered(bytes, .network, find: pattern, write: [road.flags.rawValue | 0x80], skip: 94))
        #expect(error?.contains("unknown class, direction, access, flag") == true, "\(error ?? "opened")")
    }

    /// The crash the fuzz target found: a NaN bearing in a profile section. The section is refused when routing reads
    /// it, the hierarchy is rebuilt from the network, and the route (with its compass words) is the source's.
    @Test(arguments: [Float.nan, .infinity, 720])
    func aBearingOutOfItsDomainIsRefusedAndTheHierarchyRebuilt(_ bad: Float) throws {
        let town = try OSMMap.defaultTown()
        let bytes = CompiledMapTests.compile(town, profiles: [.car])
        let source = Router(network: town.network)
        let bearings = source.engine(for: .car).costing.startBearing
        let tampered = try Self.tampered(bytes, .profile, find: Self.bytes(Array(bearings.prefix(4))), write: Self.bytes([bad]))
        let map = try OSMMap.open(compiled: try CompiledMapFile(data: Data(tampered), fileName: "x"))
        let router = Router(network: map.network)
        let v = town.network.vertices
        for (a, b) in [(0, v.count - 1), (3, v.count - 2)] {
            #expect(CompiledMapTests.answer(router, v[a].coordinate, v[b].coordinate, .car)
                    == CompiledMapTests.answer(source, v[a].coordinate, v[b].coordinate, .car))
        }
        #expect(router.engineBuilds.value == 1, "the refused hierarchy is rebuilt, not read")
    }
}
