import Testing
import Text

/// `BinarySearch`, the one binary search the modules share, against walks on sorted lists.
@Suite struct BinarySearchTests {
    /// Sorted lists with repeats, of sizes around the search's halvings, and keys before, on, between and after them.
    static func cases() -> [(values: [Int], keys: [Int])] {
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 59)
        }
        return [0, 1, 2, 3, 4, 7, 8, 31, 64, 100].map { size in
            let values = (0..<size).map { _ in next() }.sorted()
            return (values, Array(-1...33))
        }
    }

    @Test func partitionPointIsWhereAWalkFromTheStartStops() {
        for (values, keys) in Self.cases() {
            for key in keys {
                var walked = 0
                while walked < values.count && values[walked] < key { walked += 1 }
                #expect(BinarySearch.partitionPoint(values.indices) { values[$0] < key } == walked,
                        "\(values.count) values, key \(key)")
            }
        }
    }

    @Test func lastIndexIsTheLastThatStartsAtOrBeforeAndTheFirstWhenNone() {
        for (values, keys) in Self.cases() where !values.isEmpty {
            for key in keys {
                let expected = values.lastIndex { $0 <= key } ?? 0
                #expect(BinarySearch.lastIndex(values.indices) { values[$0] <= key } == expected,
                        "\(values.count) values, key \(key)")
            }
        }
        // An empty range answers its lower bound; the question is never asked.
        #expect(BinarySearch.lastIndex(0..<0) { _ in Issue.record("asked"); return true } == 0)
        #expect(BinarySearch.partitionPoint(5..<5) { _ in Issue.record("asked"); return true } == 5)
    }

    @Test func aHintedSearchAnswersAsTheSearchAndKeepsWhereItEnded() {
        // From any hint (before, on, after the answer, outside the range), the same index as the plain search, and the
        // hint left on it; a caller moving on walks from there.
        for (values, keys) in Self.cases() where !values.isEmpty {
            for key in keys {
                let expected = BinarySearch.lastIndex(values.indices) { values[$0] <= key }
                for start in [-3, 0, expected - 1, expected, expected + 1, values.count - 1, values.count, 1_000] {
                    var hint = start
                    #expect(BinarySearch.lastIndex(values.indices, from: &hint) { values[$0] <= key } == expected,
                            "\(values.count) values, key \(key), hint \(start)")
                    #expect(hint == expected)
                }
            }
        }
        // Moving on from the last answer asks about the indices passed and one more, not the whole list.
        let values = Array(0..<100)
        var hint = 10, asked = 0
        #expect(BinarySearch.lastIndex(values.indices, from: &hint) { asked += 1; return values[$0] <= 13 } == 13)
        #expect(asked == 5)
    }

    @Test func aRangeNotFromZeroAnswersWithinIt() {
        // The replay's seek searches all but the last fix, so that a time past the end lands on the last.
        let times = [0, 10, 20, 30, 40]
        for (target, expected) in [(-5, 0), (0, 0), (15, 2), (40, 4), (99, 4)] {
            #expect(BinarySearch.partitionPoint(0..<(times.count - 1)) { times[$0] < target } == expected, "\(target)")
        }
        // Only the indices of the range are asked about.
        var asked = Set<Int>()
        let found = BinarySearch.partitionPoint(3..<9) { asked.insert($0); return $0 < 6 }
        #expect(found == 6)
        #expect(asked.allSatisfy { (3..<9).contains($0) })
        // A question that throws ends the search with its error.
        struct Stop: Error {}
        #expect(throws: Stop.self) { try BinarySearch.partitionPoint(0..<10) { _ in throw Stop() } }
    }
}
