import Foundation
import Testing
import TestSupport
@testable import MapData

/// PBF blocks decoded on several threads give exactly what the serial reading gives: the same primitives in the same
/// order, the same map, and the same first error for a damaged file.
@Suite(.sharedData) struct PBFParallelDecodeTests {
    static let andorra = SharedData.path("graphhopper/andorra.osm.pbf")

    static func read(_ bytes: [UInt8], workers: Int) -> Result<OSMData, MapDataError> {
        let data = OSMData()
        do throws(MapDataError) { try PBFReader.read(bytes, into: data, workers: workers) } catch { return .failure(error) }
        data.finish()
        return .success(data)
    }

    static func same(_ a: OSMData, _ b: OSMData) -> Bool {
        a.nodeIDs == b.nodeIDs && a.nodeLat == b.nodeLat && a.nodeLon == b.nodeLon && a.wayIDs == b.wayIDs
            && a.wayRefStart == b.wayRefStart && a.wayRefs == b.wayRefs && a.wayTags == b.wayTags && a.relations == b.relations
            && a.taggedNodes.map(\.id) == b.taggedNodes.map(\.id) && a.taggedNodes.map(\.tags) == b.taggedNodes.map(\.tags)
            && a.bounds == b.bounds
    }

    @Test func parallelDecodeGivesTheSerialData() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.andorra)))
        let serial = try Self.read(bytes, workers: 1).get()
        #expect(serial.nodeIDs.count > 50_000)
        for workers in [2, 3, 8] {
            let parallel = try Self.read(bytes, workers: workers).get()
            #expect(Self.same(serial, parallel), "\(workers) workers")
        }
    }

    @Test func parallelDecodeBuildsTheSameMap() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.andorra)))
        let (a, _) = try OSMReader.read(bytes, fileName: "andorra.osm.pbf")
        let serial = try Self.read(bytes, workers: 1).get()
        #expect(Self.same(a, serial), "the default reading (all cores) equals the serial one")
    }

    @Test func damagedFileFailsWithTheSameFirstErrorEitherWay() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.andorra)))
        // Truncated in the middle of a block, and a block corrupted in the middle of the file with the tail cut off too
        // (the earlier failure, in file order, must win in both readings).
        var corrupted = bytes
        for k in (bytes.count / 3)..<(bytes.count / 3 + 64) { corrupted[k] ^= 0x5A }
        for input in [Array(bytes.prefix(bytes.count / 2)), corrupted, Array(corrupted.prefix(bytes.count * 3 / 4))] {
            guard case .failure(let serial) = Self.read(input, workers: 1) else { Issue.record("serial reading accepted damage"); continue }
            guard case .failure(let parallel) = Self.read(input, workers: 2) else { Issue.record("parallel reading accepted damage"); continue }
            #expect(serial == parallel)
        }
    }
}
