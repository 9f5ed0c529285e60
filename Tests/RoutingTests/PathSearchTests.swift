import Geo
import MapData
import Testing
@testable import Routing

@Suite struct PathSearchTests {
    static let grid = NetworkBuilder.randomGrid(size: 14, seed: 7).build()

    static func randomPoints(_ n: Int, in network: RoadNetwork, seed: UInt64) -> [Coordinate] {
        var g = SeededGenerator(seed: seed)
        let b = network.bounds
        return (0..<n).map { _ in
            Coordinate(Double.random(in: b.minLatitude...b.maxLatitude, using: &g),
                       Double.random(in: b.minLongitude...b.maxLongitude, using: &g))
        }
    }

    @Test(arguments: [RoutingProfile.car, .shortest])
    func contractionHierarchyMatchesPlainDijkstraOn200RandomPairs(profile: RoutingProfile) throws {
        let router = Router(network: Self.grid)
        let points = Self.randomPoints(400, in: Self.grid, seed: 11)
        var compared = 0
        for i in 0..<200 {
            let (fast, reference) = try router.crossCheck(from: points[2 * i], to: points[2 * i + 1], profile: profile)
            #expect(fast?.weight == reference?.weight, "pair \(i)")
            if fast != nil { compared += 1 }
        }
        #expect(compared > 150)
    }

    @Test func routesNeverDriveOnewaysBackwardsNorTakeForbiddenTurns() throws {
        let router = Router(network: Self.grid)
        let points = Self.randomPoints(200, in: Self.grid, seed: 3)
        var routed = 0
        for i in 0..<100 {
            guard let route = try? router.routes(for: RouteRequest(waypoints: [points[2 * i], points[2 * i + 1]])).first else { continue }
            routed += 1
            #expect(RouteChecks.violations(route.edges, in: Self.grid) == [], "pair \(i)")
            #expect(route.length > 0 && route.duration > 0)
        }
        #expect(routed > 80)
    }

    @Test func heapPopsInKeyOrder() {
        var heap = QuadHeap()
        var g = SeededGenerator(seed: 1)
        let keys = (0..<500).map { _ in Int32.random(in: 0...100_000, using: &g) }
        for (i, k) in keys.enumerated() { heap.push(key: k, item: Int32(i)) }
        var popped = [Int32]()
        while let (k, _) = heap.pop() { popped.append(k) }
        #expect(popped == keys.sorted())
    }
}
