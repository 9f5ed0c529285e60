import Geo
import Testing
@testable import Routing

/// The per-search scratch: a node is reached only in the search that reached it, a reset forgets exactly what the
/// last search reached (whatever its size, up to every node of it), and distances only
/// ever go down within a search.
@Suite struct SearchSpaceTests {
    @Test(arguments: [1, 63, 64, 65, 1000, 300_000])
    func aResetForgetsEveryNodeTheLastSearchReached(count: Int) {
        let space = SearchSpace(count: count)
        var generator = SeededGenerator(seed: 5)
        for round in 0..<4 {
            space.reset()
            // Round 3 reaches every node, so every word of the reached set is set and must be cleared.
            let picked = round == 3 ? Array(0..<count) : (0..<min(count, 500)).map { _ in Int.random(in: 0..<count, using: &generator) }
            #expect((0..<count).filter { space.isReached($0) || space.distance($0) != Int32.max }.isEmpty, "round \(round)")
            for (i, v) in picked.enumerated() { _ = space.improve(v, Int32(1000 + i % 7), parent: Int32(i), from: -1) }
            let reached = Set(picked)
            #expect((0..<count).filter { space.isReached($0) != reached.contains($0) }.isEmpty, "round \(round)")
            #expect(reached.allSatisfy { (1000...1006).contains(space.distance($0)) })
        }
    }

    @Test func improveLowersOnlyAndRefusesTheUnreachableSum() {
        let space = SearchSpace(count: 200)
        space.reset()
        #expect(!space.improve(7, Weight.unreachable.raw, parent: 1), "a saturated sum never reaches a node")
        #expect(!space.isReached(7))
        #expect(space.improve(7, 50, parent: 1, from: 3))
        #expect(!space.improve(7, 50, parent: 2), "an equal distance is no improvement")
        #expect(!space.improve(7, 60, parent: 2))
        #expect(space.distance(7) == 50 && space.parent[7] == 1 && space.predecessor[7] == 3)
        #expect(space.improve(7, 40, parent: 4, from: 9))
        #expect(space.distance(7) == 40 && space.parent[7] == 4 && space.predecessor[7] == 9)
        space.store(130, 12)
        #expect(space.isReached(130) && space.dist[130] == 12)
        space.reset()
        #expect(!space.isReached(7) && !space.isReached(130))
        #expect(space.improve(7, 90, parent: 5), "after a reset any distance reaches the node again")
    }
}
