import Foundation
import Testing
import TestSupport
@testable import MapData
@testable import Routing

/// Loading a source on several cores gives exactly the map that one core gives: the compiled bytes (network,
/// hierarchy, features, search index) are equal, so routes are too. Checked on Andorra rewritten into blocks of 300
/// objects (245 blobs, so that the workers really interleave and finish out of order).
@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote))) struct ParallelLoadDeterminismTests {
    static let andorra = SharedData.path("graphhopper/andorra.osm.pbf")

    static func manyBlocks() throws -> [UInt8] {
        try OSMStore.readPBF(path: andorra).pbfBytes(writingProgram: "navsim test", objectsPerBlock: 300)
    }

    static func blockCount(_ bytes: [UInt8]) throws -> Int {
        var n = 0
        try bytes.withUnsafeBytes { raw in
            try PBFReader.walkBlobs(raw) { _, _, _ in n += 1; return true }
        }
        return n
    }

    static func compiled(_ bytes: [UInt8], workers: Int) throws -> [UInt8] {
        let map = try OSMMap.parse(data: bytes, name: "andorra", fileName: "andorra.osm.pbf", workers: workers)
        return CompiledMapBuilder.compile(map, sourceHash: 17, producer: "navsim test", profiles: [.car])
    }

    @Test func parallelLoadsCompileToTheSerialBytes() throws {
        let bytes = try Self.manyBlocks()
        #expect(try Self.blockCount(bytes) > 200)
        let serial = try Self.compiled(bytes, workers: 1)
        #expect(serial.count > 1_000_000)
        for workers in [2, 7] {
            let parallel = try Self.compiled(bytes, workers: workers)
            #expect(parallel == serial, "\(workers) workers: \(parallel.count) bytes against \(serial.count)")
        }
    }

    @Test func theSameMapWhateverTheBlockSize() throws {
        // The extract as published (a header and 10 data blocks of up to 8,000 objects) and rewritten into 300-object blocks hold the same
        // objects, so their networks are the same (the blocks are merged in order, whatever their size).
        let original = try OSMMap.parse(data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.andorra))), name: "a",
                                        fileName: "andorra.osm.pbf", workers: 2)
        let rewritten = try OSMMap.parse(data: try Self.manyBlocks(), name: "a", fileName: "andorra.osm.pbf", workers: 2)
        #expect(original.network.edges == rewritten.network.edges)
        #expect(original.network.vertices == rewritten.network.vertices)
        #expect(original.network.shapePoints == rewritten.network.shapePoints)
        #expect(original.statistics == rewritten.statistics)
    }
}
