import Foundation
import MapData
import Testing
@testable import Routing

/// Each field of a compiled edge record is checked at open, and the refusal names the edge and what is wrong with
/// it (`RoadNetwork.fault(of:previousSource:_:)`, the one list of the edge checks). Each case writes one bad value
/// into the first edge record of the compiled town, re-seals the file and expects that field's message.
@Suite struct CompiledEdgeCheckTests {
    typealias Numbers = CompiledMapNumberTests

    /// The field at `offset` of edge 0's record (see `Edge.fileFields`) set to `value`, and the error opening it gives.
    static func openError(writing value: [UInt8], at offset: Int) throws -> String? {
        let town = try OSMMap.defaultTown()
        let bytes = CompiledMapTests.compile(town, profiles: [.car])
        let e = town.network.edges[0]
        let pattern = Numbers.le(e.source) + Numbers.le(e.target) + Numbers.le(e.road) + Numbers.le(UInt32(0)) + Numbers.bytes([e.length])
        return CompiledMapTests.openError(try Numbers.tampered(bytes, .network, find: pattern, write: value, skip: offset))
    }

    @Test(arguments: [
        (4, Numbers.le(Int32.max), "edge 0: an endpoint (2147483647) is outside 0..<"),
        (8, Numbers.le(Int32(-5)), "edge 0: its road (-5) is outside 0..<"),
        (28, Numbers.le(Int32(1)), "edge 0: its shape (1 points from"),
        (32, Numbers.le(Int32(-2)), "edge 0: its reverse (-2) is outside -1..<"),
        (36, [UInt8(2)], "edge 0: a flag (2) is neither 0 nor 1"),
        (44, Numbers.le(Int32(-1)), "edge 0: its features (-1 from"),
    ])
    func aBadFieldIsRefusedByName(offset: Int, value: [UInt8], message: String) throws {
        let error = try Self.openError(writing: value, at: offset)
        #expect(error?.contains(message) == true, "\(error ?? "opened")")
    }

    @Test func theFirstFieldsOwnValueStillOpens() throws {
        let town = try OSMMap.defaultTown()
        #expect(try Self.openError(writing: Numbers.le(town.network.edges[0].target), at: 4) == nil)
    }
}
