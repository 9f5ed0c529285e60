import Testing
import Geo
import MapData
import Routing
import TestSupport
@testable import Navigation

@Test func explore() throws {
    let route = Fixtures.cityDrive()
    var v = SimulatedVehicle(route: route, options: SimulationOptions(seed: 2))
    print("stops", v.path.stops.map { "\($0.offset) \($0.kind)" }, v.path.lookahead)
    let t = TrafficSignalTimer(seed: 2)
    while let s = v.next() { if s.time > 30 && s.time < 50 { print(s.time, v.offset, s.speed!, t.isGreen(at: route.features[0].coordinate, time: s.time)) } }
}
