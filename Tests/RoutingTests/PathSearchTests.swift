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

    /// As the hierarchy's search uses it: 128-bit entries, pushes and pops interleaved (entries pushed below the
    /// current minimum, the heap emptied and refilled), against a sorted list.
    @Test func packedHeapPopsInOrderWithPushesBetweenPops() {
        var heap = PackedQuadHeap<UInt128>()
        var model = [UInt128]()
        var g = SeededGenerator(seed: 3)
        var popped = 0
        for round in 0..<4_000 {
            for _ in 0..<Int.random(in: 0...(round % 500 == 0 ? 40 : 3), using: &g) {
                let key = UInt128(UInt32.random(in: 0...5_000, using: &g))
                let entry = key << 64 | UInt128(UInt64.random(in: 0...UInt64.max, using: &g))
                heap.push(entry)
                model.append(entry)
            }
            for _ in 0..<Int.random(in: 0...3, using: &g) {
                model.sort(by: >)
                let expected = model.popLast()
                #expect(heap.popFirst() == expected)
                if expected != nil { popped += 1 }
            }
            #expect(heap.count == model.count)
            #expect(heap.first == model.min())
        }
        #expect(popped > 3_000)
    }
}

@Suite struct RouterSharingTests {
    @Test func concurrentQueriesGiveTheSameRoutesAsSequentialOnes() async throws {
        let network = NetworkBuilder.randomGrid(size: 12, seed: 21).build()
        let router = Router(network: network)
        let points = PathSearchTests.randomPoints(80, in: network, seed: 5)
        let pairs = (0..<40).map { [points[2 * $0], points[2 * $0 + 1]] }
        let sequential = pairs.map { (try? router.routes(for: RouteRequest(waypoints: $0)))?.first?.edges }
        let concurrent = await withTaskGroup(of: (Int, [Int32]?).self) { group in
            for (i, p) in pairs.enumerated() {
                group.addTask { (i, (try? router.routes(for: RouteRequest(waypoints: p)))?.first?.edges) }
            }
            var out = [[Int32]?](repeating: nil, count: pairs.count)
            for await (i, edges) in group { out[i] = edges }
            return out
        }
        #expect(concurrent == sequential)
        #expect(sequential.compactMap { $0 }.count > 30)
    }

    @Test func startHeadingPrefersLeavingInThatDirection() throws {
        var b = NetworkBuilder()
        let w = b.node(east: 0, north: 0), e = b.node(east: 1000, north: 0)
        let ne = b.node(east: 1000, north: 300), nw = b.node(east: 0, north: 300)
        b.way([w, e], name: "South Side")
        b.way([e, ne, nw, w], name: "Loop")
        let net = b.build()
        let start = net.vertices[0].coordinate.interpolated(to: net.vertices[1].coordinate, fraction: 0.5)
        let goal = net.vertices[2].coordinate.interpolated(to: net.vertices[3].coordinate, fraction: 0.45)
        let router = Router(network: net)
        let east = try #require(router.routes(for: RouteRequest(waypoints: [start, goal], startHeading: 90)).first)
        let west = try #require(router.routes(for: RouteRequest(waypoints: [start, goal], startHeading: 270)).first)
        #expect(Instructions.compass(east.maneuvers[0].bearingAfter) == "east")
        #expect(Instructions.compass(west.maneuvers[0].bearingAfter) == "west")
    }
}
