import Geo
import MapData
import Testing
@testable import Routing

/// Routes on the embedded town, Harbourne (see Maps/README.md for the places used here).
@Suite struct TownRoutingTests {
    static let map = try! OSMMap.defaultTown()
    static let router = Router(network: map.network)

    static func route(_ from: String, _ to: String, profile: RoutingProfile = .car) throws -> Route {
        let a = try #require(Coordinate(parsing: from)), b = try #require(Coordinate(parsing: to))
        return try #require(router.routes(for: RouteRequest(waypoints: [a, b], profile: profile)).first)
    }

    @Test func motorwayDriveTakesExit7ThroughTheTunnelPastTheCamera() throws {
        let r = try Self.route("51.020000,-1.027126", "51.035468,-1.029985")
        #expect(r.maneuvers.contains { $0.kind == .enterMotorway && $0.roadRef == "M7" })
        let exit = try #require(r.maneuvers.first { $0.kind == .exitLeft || $0.kind == .exitRight })
        #expect(exit.exitNumber == "7")
        #expect(exit.instruction.hasPrefix("Take exit 7"))
        #expect(exit.instruction.contains("Hill Road"))
        let names = r.attributeSpans.map(\.attribute)
        #expect(names.contains(.tunnel) && names.contains(.motorway))
        #expect(r.features.contains { $0.kind == .speedCamera && $0.maxSpeed == 110 })
        #expect(RouteChecks.violations(r.edges, in: Self.map.network) == [])
    }

    @Test func marketCrossFromBridgeStreetToHighStreetIsTheSecondExitClockwise() throws {
        let r = try Self.route("51.019101,-1.050000", "51.023500,-1.050010")
        let round = try #require(r.maneuvers.first { $0.kind == .roundabout })
        #expect(round.instruction == "At the roundabout, take the 2nd exit onto High Street")
    }

    @Test func bannedRightTurnOntoCastleStreetIsAvoided() throws {
        let r = try Self.route("51.022698,-1.050000", "51.024030,-1.046800")
        #expect(RouteChecks.violations(r.edges, in: Self.map.network) == [])
        #expect(r.length > 500) // the banned direct turn would be about 300 m
    }

    @Test func truckAvoidsTheLowRailwayBridgeAndTheWeakOldBridge() throws {
        let network = Self.map.network
        let truck = RoutingProfile.truck(VehicleSpec(height: 4, weight: 18))
        let points = ["51.029934,-1.063365", "51.009683,-1.056379"]
        for p in points {
            let c = try #require(Coordinate(parsing: p))
            let snaps = network.edgeIndex.nearest(to: c, within: 20)
            let restricted = snaps.filter { s in
                let road = network.roads[Int(network.edges[Int(s.edge)].road)]
                return road.maxHeight.map { $0 < 4 } ?? false || road.maxWeight.map { $0 < 18 } ?? false
            }
            #expect(!restricted.isEmpty, "a restricted road near \(p)")
        }
        func usesRestricted(_ r: Route) -> Bool {
            r.edges.contains { e in
                let road = network.roads[Int(network.edges[Int(e)].road)]
                return (road.maxHeight ?? 99) < 4 || (road.maxWeight ?? 99) < 18
            }
        }
        // Along the ring road under the railway bridge, and down Ferry Lane over the Old Bridge.
        for (a, b) in [("51.03182,-1.05876", "51.02748,-1.06698"), ("51.0110,-1.05638", "51.0080,-1.05638")] {
            #expect(usesRestricted(try Self.route(a, b)), "the car takes the direct road from \(a)")
            #expect(!usesRestricted(try Self.route(a, b, profile: truck)), "the truck avoids it from \(a)")
        }
    }

    @Test func searchFindsTownPlacesWithTypos() {
        let index = SearchIndex(map: Self.map)
        #expect(index.search("harbourne castel").first?.name == "Harbourne Castle")
        #expect(index.search("kings head").first?.name == "The King's Head")
        #expect(index.search("abbey ruins").first?.kind == "landmark")
    }
}
