import Testing
@testable import MapData

/// The one CSR index: built from lengths, from sorted rows, or by grouping; its invariant is checkable.
@Suite struct CompressedRowsTests {
    @Test func lengthsSortedRowsAndGroupingAgree() {
        let fromLengths = CompressedRows(lengths: [2, 0, 3, 1])
        #expect(fromLengths.offsets == [0, 2, 2, 5, 6])
        #expect(fromLengths.rowCount == 4 && fromLengths.itemCount == 6)
        #expect(fromLengths[2] == 2..<5 && fromLengths[1].isEmpty)
        let sorted = CompressedRows(sortedRows: [0, 0, 2, 2, 2, 3] as [Int32], rowCount: 4)
        #expect(sorted == fromLengths)
        let (grouped, order) = CompressedRows.grouping(rows: [2, 0, 3, 2, 0, 2] as [Int32], rowCount: 4)
        #expect(grouped == fromLengths)
        #expect(order == [1, 4, 0, 3, 5, 2], "stable within a row")
    }

    @Test func theInvariantRejectsDecreasingOrShiftedOffsets() {
        #expect(CompressedRows(lengths: [1, 2]).isValid)
        #expect(CompressedRows(lengths: [Int]()).rowCount == 0)
        // The initializers assert in debug builds; the check itself is testable without trapping.
        #expect(!CompressedRows.isValid([0, 3, 2]) && !CompressedRows.isValid([1, 2, 3]) && CompressedRows.isValid([0, 0, 0]))
    }

    @Test func theRoadNetworkUsesItForBothDirections() throws {
        let network = try OSMMap.defaultTown().network
        #expect(network.edgeRows.isValid && network.incomingRows.isValid)
        for v in 0..<min(200, network.vertices.count) {
            for e in network.outgoing(Int32(v)) { #expect(network.edges[e].source == Int32(v)) }
            for e in network.incoming(Int32(v)) { #expect(network.edges[Int(e)].target == Int32(v)) }
        }
    }
}
