import Dispatch
import MapData
import Testing
@testable import Routing

/// The router shared by threads: profiles are prepared once, outside the router's lock.
@Suite struct RouterConcurrencyTests {
    @Test func concurrentFirstQueriesForOneProfileBuildItOnce() throws {
        let router = Router(network: TownRoutingTests.map.network)
        DispatchQueue.concurrentPerform(iterations: 6) { i in
            router.prepare(i % 2 == 0 ? .car : .shortest)
        }
        #expect(router.engineBuilds.value == 2, "car and shortest, each built once")
        let car = router.statistics(for: .car)
        #expect(car.states > 0 && car.shortcuts > 0)
        #expect(router.engineBuilds.value == 2, "a prepared profile is not built again")
    }
}
