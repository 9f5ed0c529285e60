import Geo
import Testing
@testable import MapData

/// The id → index table finds every id it was built from (the last index of a repeated id), and no other, including
/// the extreme ids that a table with a marker value could not hold.
@Suite struct OSMIDMapTests {
    @Test func findsEveryIdAndNoOther() {
        var generator = SeededGenerator(seed: 17)
        var ids = (0..<20_000).map { _ in Int64(bitPattern: generator.next()) % 1_000_000_000 }
        ids += [Int64.min, Int64.max, 0, -1]
        let map = OSMIDMap(ids: ids)
        var last = [Int64: Int]()
        for (i, id) in ids.enumerated() { last[id] = i }
        for (id, i) in last { #expect(map.index(of: id) == i, "id \(id)") }
        var missing = 0
        for _ in 0..<20_000 {
            let probe = Int64(bitPattern: generator.next())
            if last[probe] == nil { missing += 1; #expect(map.index(of: probe) == nil) }
        }
        #expect(missing > 19_000)
    }

    /// A large table filled on several threads answers exactly as one filled on one, repeated ids included (the last
    /// index wins) and ids clustered so that probes run past the threads' slot ranges.
    @Test func tablesFilledOnSeveralThreadsAnswerAsOne() {
        var generator = SeededGenerator(seed: 18)
        var ids = [Int64]()
        for _ in 0..<(OSMIDMap.parallelThreshold + 20_000) { ids.append(Int64(bitPattern: generator.next()) >> 20) }
        ids += ids.prefix(5_000)  // repeats: the later index must win
        ids += [Int64.min, Int64.max]
        // Ids made to hash just below the middle and the end of the table, so that their probes run past the
        // threads' slot ranges (and wrap round at the end): id · φ has the chosen top bits when id = target · φ⁻¹.
        var bits = 4
        while (1 << bits) < (ids.count + 800) * 2 { bits += 1 }
        var inverse: UInt64 = 0x9E37_79B9_7F4A_7C15  // Newton's iteration for the inverse mod 2^64
        for _ in 0..<6 { inverse = inverse &* (2 &- 0x9E37_79B9_7F4A_7C15 &* inverse) }
        for home in [(1 << bits) / 2 - 4, (1 << bits) - 4] {
            for k in 0..<400 {
                let target = UInt64(home + k % 4) << UInt64(64 - bits) | UInt64(k + 1) << 8
                ids.append(Int64(bitPattern: target &* inverse))
            }
        }
        let serial = OSMIDMap(ids: ids, workers: 1)
        var last = [Int64: Int]()
        for (i, id) in ids.enumerated() { last[id] = i }
        for workers in [2, 3, 8] {
            let parallel = OSMIDMap(ids: ids, workers: workers)
            var wrong = 0
            for (id, i) in last where parallel.index(of: id) != i || serial.index(of: id) != i { wrong += 1 }
            #expect(wrong == 0, "\(workers) workers")
            for _ in 0..<1_000 {
                let probe = Int64(bitPattern: generator.next())
                #expect(parallel.index(of: probe) == last[probe])
            }
        }
    }

    @Test func emptyAndSingleTables() {
        #expect(OSMIDMap(ids: []).index(of: 0) == nil)
        #expect(OSMIDMap(ids: []).index(of: Int64.min) == nil)
        let one = OSMIDMap(ids: [Int64.min])
        #expect(one.index(of: Int64.min) == 0)
        #expect(one.index(of: 0) == nil)
    }
}
