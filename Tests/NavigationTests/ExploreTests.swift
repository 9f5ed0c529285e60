import Testing
@testable import Navigation

@Test func explore() throws {
    var v = SimulatedVehicle(route: Fixtures.cityDrive(), options: SimulationOptions(seed: 3))
    var out = [String]()
    while let s = v.next() { out.append("\(s.time) \(Int(v.offset)) \(String(format: "%.1f", s.speed! * 3.6))") }
    print(out.joined(separator: " | "))
    var v2 = SimulatedVehicle(route: Fixtures.lShape(), options: SimulationOptions(seed: 3, deviations: [Deviation(missTurnAt: 1)]))
    let runner = DriveRunner(source: v2, navigator: Navigator(route: Fixtures.lShape(), provider: FakeRouteProvider()))
    _ = v2.next()
    let s = try runner.runToArrival { e in if case .routeProgress = e {} else { print(EventFormat.jsonl.line(e)) } }
    print(s)
}
