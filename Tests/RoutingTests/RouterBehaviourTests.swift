import Geo
import MapData
import Testing
@testable import Routing

/// Small hand-made networks, each showing one rule.
@Suite struct RouterBehaviourTests {
    static func point(_ east: Meters, _ north: Meters) -> Coordinate {
        var b = NetworkBuilder()
        return b.nodes[b.node(east: east, north: north)]
    }

    /// A plus junction C with arms W, E, N, S (100 m) and a corner road N–NW–W.
    static func plus(restrictLeftFromSouth: Bool = false) -> RoadNetwork {
        var b = NetworkBuilder()
        let c = b.node(east: 0, north: 0), w = b.node(east: -100, north: 0), e = b.node(east: 100, north: 0)
        let n = b.node(east: 0, north: 100), s = b.node(east: 0, north: -100), nw = b.node(east: -100, north: 100)
        let south = b.way([s, c], name: "Main Street")
        b.way([c, n], name: "Main Street")
        let west = b.way([c, w], name: "Mill Lane")
        b.way([c, e], name: "Harbour Street")
        b.way([n, nw, w], name: "Corner Road")
        if restrictLeftFromSouth { b.restrict("no_left_turn", from: south, via: c, to: west) }
        return b.build()
    }

    func route(_ network: RoadNetwork, _ points: [Coordinate], profile: RoutingProfile = .car,
               alternatives: AlternativesStrategy = .none) throws -> [Route] {
        try Router(network: network).routes(for: RouteRequest(waypoints: points, profile: profile, alternatives: alternatives))
    }

    @Test func turnRightOntoNamedStreet() throws {
        let r = try #require(route(Self.plus(), [Self.point(0, -90), Self.point(90, 0)]).first)
        #expect(r.maneuvers.map(\.kind) == [.depart, .right, .arrive])
        #expect(r.maneuvers[1].instruction == "Turn right onto Harbour Street")
        #expect(r.maneuvers[0].instruction == "Head north on Main Street")
        #expect(Instructions.announcement(for: r.maneuvers[1], in: 450, units: .metric) == "In 450 m, turn right onto Harbour Street")
        #expect(Instructions.announcement(for: r.maneuvers[1], in: 1609.344 * 0.5, units: .imperial) == "In 0.5 mi, turn right onto Harbour Street")
        #expect(abs(r.length - 180) < 1)
        #expect(r.segments.map(\.name) == ["Main Street", "Harbour Street"])
    }

    @Test func straightThroughJunctionOnSameStreetHasNoManeuver() throws {
        let r = try #require(route(Self.plus(), [Self.point(0, -90), Self.point(0, 90)]).first)
        #expect(r.maneuvers.map(\.kind) == [.depart, .arrive])
    }

    @Test func noLeftTurnRestrictionForcesTheDetour() throws {
        let free = try #require(route(Self.plus(), [Self.point(0, -90), Self.point(-90, 0)]).first)
        #expect(abs(free.length - 180) < 1)
        let net = Self.plus(restrictLeftFromSouth: true)
        let r = try #require(route(net, [Self.point(0, -90), Self.point(-90, 0)]).first)
        #expect(abs(r.length - 400) < 1)
        #expect(RouteChecks.violations(r.edges, in: net) == [])
    }

    @Test func viaWayRestrictionForbidsTheChainButNotItsParts() throws {
        var b = NetworkBuilder()
        let a0 = b.node(east: -200, north: 0), j = b.node(east: 0, north: 0), k = b.node(east: 0, north: 100)
        let c1 = b.node(east: 200, north: 100), d = b.node(east: 200, north: 0), s = b.node(east: 0, north: -100)
        let from = b.way([a0, j], name: "A")
        let via = b.way([j, k], name: "B")
        let to = b.way([k, c1], name: "C")
        b.way([j, d, c1], name: "D")
        b.way([s, j], name: "E")
        b.restrict("no_right_turn", from: from, viaRoads: [via], to: to)
        let net = b.build()
        let blocked = try #require(route(net, [Self.point(-190, 0), Self.point(100, 100)]).first)
        #expect(abs(blocked.length - 590) < 1)
        #expect(RouteChecks.violations(blocked.edges, in: net) == [])
        // The checker itself sees the forbidden chain A → B → C.
        let edge = { (road: Int32, target: Int) in Int32(net.edges.indices.first { net.edges[$0].road == road && net.edges[$0].target == Int32(target) }!) }
        #expect(RouteChecks.viaWayViolations([edge(from, j), edge(via, k), edge(to, c1)], in: net).count == 1)
        let allowed = try #require(route(net, [Self.point(0, -90), Self.point(100, 100)]).first)
        #expect(abs(allowed.length - 290) < 1)
    }

    @Test func startAndEndOnTheSameEdgeWithTargetBehindGoesAround() throws {
        var b = NetworkBuilder()
        let a = b.node(east: 0, north: 0), e = b.node(east: 1000, north: 0)
        let ne = b.node(east: 1000, north: 200), nw = b.node(east: 0, north: 200)
        b.way([a, e], name: "One Way", oneway: .forward)
        b.way([e, ne, nw, a], name: "Loop")
        let r = try #require(route(b.build(), [Self.point(700, 0), Self.point(100, 0)]).first)
        #expect(abs(r.length - 1800) < 2)
        let ahead = try #require(route(b.build(), [Self.point(100, 0), Self.point(700, 0)]).first)
        #expect(abs(ahead.length - 600) < 1)
    }

    @Test func roundaboutCountsExits() throws {
        var b = NetworkBuilder()
        let rs = b.node(east: 0, north: -30), re = b.node(east: 30, north: 0), rn = b.node(east: 0, north: 30), rw = b.node(east: -30, north: 0)
        b.way([rs, re, rn, rw, rs], .tertiary, name: "Market Circle", oneway: .forward, flags: .roundabout)
        b.way([b.node(east: 0, north: -200), rs], .tertiary, name: "South Road")
        b.way([re, b.node(east: 200, north: 0)], .tertiary, name: "East Road")
        b.way([rn, b.node(east: 0, north: 200)], .tertiary, name: "Elm Road")
        b.way([rw, b.node(east: -200, north: 0)], .tertiary, name: "West Road")
        let r = try #require(route(b.build(), [Self.point(0, -190), Self.point(0, 190)]).first)
        let round = try #require(r.maneuvers.first { $0.kind == .roundabout })
        #expect(round.roundaboutExit == 2)
        #expect(round.instruction == "At the roundabout, take the 2nd exit onto Elm Road")
        // One step, as OSRM and GraphHopper give: the exit is part of the roundabout maneuver, so the next
        // maneuver is the arrival, and the roundabout's step runs from the entry to it.
        #expect(r.maneuvers.map(\.kind) == [.depart, .roundabout, .arrive])
        #expect(abs(round.stepLength - (r.maneuvers[2].offset - round.offset)) < 0.01)
        #expect(abs(Angle.turn(from: round.bearingAfter, to: 0)) < 20, "leaves north onto Elm Road: \(round.bearingAfter)")
        #expect(r.attributeSpans.contains { $0.attribute == .roundabout })
    }

    @Test func aRouteStartingOnTheRoundaboutGetsItsExitAsOneRoundaboutStep() throws {
        var b = NetworkBuilder()
        let rs = b.node(east: 0, north: -30), re = b.node(east: 30, north: 0), rn = b.node(east: 0, north: 30), rw = b.node(east: -30, north: 0)
        b.way([rs, re, rn, rw, rs], .tertiary, name: "Market Circle", oneway: .forward, flags: .roundabout)
        b.way([b.node(east: 0, north: -200), rs], .tertiary, name: "South Road")
        b.way([re, b.node(east: 200, north: 0)], .tertiary, name: "East Road")
        b.way([rn, b.node(east: 0, north: 200)], .tertiary, name: "Elm Road")
        b.way([rw, b.node(east: -200, north: 0)], .tertiary, name: "West Road")
        // From the ring between the south and east arms (counter-clockwise order rs → re → rn) to Elm Road.
        let r = try #require(route(b.build(), [Self.point(22, -22), Self.point(0, 190)]).first)
        let kinds = r.maneuvers.map(\.kind)
        #expect(kinds.filter { $0 == .roundabout }.count == 1, "\(kinds)")
        let round = try #require(r.maneuvers.first { $0.kind == .roundabout })
        #expect(round.roadName == "Elm Road" && round.roundaboutExit == 2)
    }

    static func motorway() -> RoadNetwork {
        var b = NetworkBuilder()
        let m0 = b.node(east: -1000, north: 0), j = b.node(east: 0, north: 0), m1 = b.node(east: 1000, north: 0)
        let l1 = b.node(east: 200, north: -60), town = b.node(east: 400, north: -300), far = b.node(east: 400, north: 300)
        b.way([m0, j, m1], .motorway, ref: "M7", oneway: .forward)
        b.way([j, l1], .motorwayLink, oneway: .forward, destination: "Old Town")
        b.way([l1, town], .primary, name: "Old Town Road")
        b.way([b.node(east: -600, north: -200), b.node(east: -500, north: -40), m0], .motorwayLink, oneway: .forward)
        b.way([m1, far], .primary, name: "North Road")
        b.feature(.motorwayJunction, at: j, ref: "4", name: "Old Town")
        return b.build()
    }

    @Test func motorwayExitHasNumberAndDestination() throws {
        let r = try #require(route(Self.motorway(), [Self.point(-900, 0), Self.point(380, -280)]).first)
        let exit = try #require(r.maneuvers.first { $0.kind == .exitRight })
        #expect(exit.exitNumber == "4")
        #expect(exit.instruction == "Take exit 4 toward Old Town")
        #expect(r.attributeSpans.contains { $0.attribute == .motorway })
        #expect(r.features.contains { $0.kind == .motorwayJunction })
    }

    @Test func linkOntoMotorwayIsEnterMotorway() throws {
        let r = try #require(route(Self.motorway(), [Self.point(-600, -190), Self.point(500, 0)]).first)
        #expect(r.maneuvers.contains { $0.kind == .enterMotorway })
    }

    @Test func arrivalSideFollowsTheCrossProduct() throws {
        let left = try #require(route(Self.plus(), [Self.point(0, -90), Self.point(-20, 50)]).first)
        #expect(left.maneuvers.last?.side == .left)
        #expect(left.maneuvers.last?.instruction == "You have arrived. Your destination is on the left")
        let right = try #require(route(Self.plus(), [Self.point(0, -90), Self.point(20, 50)]).first)
        #expect(right.maneuvers.last?.side == .right)
    }

    @Test func truckAvoidsLowBridgeThatCarsUse() throws {
        var b = NetworkBuilder()
        let a = b.node(east: 0, north: 0), z = b.node(east: 1000, north: 0), up = b.node(east: 500, north: 400)
        b.way([a, z], .primary, name: "Low Bridge Road", maxHeight: 3.5)
        b.way([a, up, z], .primary, name: "Hill Road")
        let net = b.build()
        let pts = [Self.point(10, 0), Self.point(990, 0)]
        let car = try #require(route(net, pts).first)
        let truck = try #require(route(net, pts, profile: .truck(VehicleSpec(height: 4, weight: 18))).first)
        #expect(abs(car.length - 980) < 1)
        #expect(truck.length > 1200)
    }

    @Test func privateRoadsAreNeverUsedAndDestinationRoadsOnlyAtTheEnds() throws {
        var b = NetworkBuilder()
        let a = b.node(east: 0, north: 0), z = b.node(east: 1000, north: 0), up = b.node(east: 500, north: 400)
        let m = b.node(east: 500, north: 0), gate = b.node(east: 500, north: -300)
        b.way([a, m, z], name: "Estate Road", access: .destination)
        b.way([a, up, z], name: "Hill Road")
        b.way([m, gate], name: "Private Drive", access: .private)
        let net = b.build()
        let through = try #require(route(net, [Self.point(-5, 50), Self.point(1005, 50)]).first)
        #expect(through.length > 1200)
        let into = try #require(route(net, [Self.point(0, 380), Self.point(600, 0)]).first)
        #expect(into.segments.last?.name == "Estate Road")
        // A point beside the private drive snaps to the estate road instead.
        let beside = try #require(route(net, [Self.point(0, 380), Self.point(500, -290)]).first)
        #expect(!beside.segments.contains { $0.name == "Private Drive" })
        #expect(RouteChecks.violations(beside.edges, in: net) == [])
    }

    @Test func errorsSayWhatWentWrong() throws {
        var b = NetworkBuilder()
        b.way([b.node(east: 0, north: 0), b.node(east: 100, north: 0)], name: "Island A")
        b.way([b.node(east: 0, north: 1000), b.node(east: 100, north: 1000)], name: "Island B")
        let net = b.build()
        #expect(throws: RoutingError.noRoute(fromIndex: 0, toIndex: 1)) { try route(net, [Self.point(50, 0), Self.point(50, 1000)]) }
        #expect {
            try route(net, [Self.point(50, 0), Self.point(50, 5000)])
        } throws: { error in
            guard case .noRoadNear(1, _, 500) = error as? RoutingError else { return false }
            return "\(error)".contains("no usable road within 500 m of waypoint 2")
        }
        #expect(throws: RoutingError.tooFewWaypoints) { try route(net, [Self.point(50, 0)]) }
        #expect(throws: RoutingError.self) { try route(net, [Coordinate(.nan, 8), Self.point(50, 0)]) }
        #expect(throws: RoutingError.self) { try route(net, [Self.point(50, 0), Coordinate(95, 400)]) }
    }

    @Test func pointNearestToADeadEndOneWayStubAlsoSnapsToTheMainNetwork() throws {
        var b = NetworkBuilder()
        let a = b.node(east: 0, north: 0), z = b.node(east: 400, north: 0)
        b.way([a, z], name: "Main Road")
        // A one-way slip leaving the extract: it can be entered, never left; and one that can be left, never entered.
        b.way([b.node(east: 300, north: 400), b.node(east: 300, north: 200)], .motorwayLink, oneway: .forward)
        let net = b.build()
        let r = try #require(route(net, [Self.point(10, 0), Self.point(300, 195)]).first)
        #expect(r.segments.last?.name == "Main Road")
        let back = try #require(route(net, [Self.point(300, 195), Self.point(10, 0)]).first)
        #expect(back.segments.first?.name == "Main Road")
    }

    @Test func waypointsMakeLegsAndAWaypointManeuver() throws {
        let r = try #require(route(Self.plus(), [Self.point(0, -90), Self.point(0, 50), Self.point(90, 0)]).first)
        #expect(r.legs.count == 2)
        #expect(r.maneuvers.filter { $0.kind == .waypoint }.count == 1)
        #expect(abs(r.legs[0].length - 140) < 1 && abs(r.legs[1].length - 140) < 1)
        #expect(r.maneuvers.map(\.stepLength).reduce(0, +) - r.length < 0.01)
    }

    @Test func alternativesAreGenuinelyDifferentAndRankedByDuration() throws {
        let net = NetworkBuilder.randomGrid(size: 10, seed: 5).build()
        let b = net.bounds
        let a = Coordinate(b.minLatitude + 0.1 * (b.maxLatitude - b.minLatitude), b.minLongitude + 0.1 * (b.maxLongitude - b.minLongitude))
        let z = Coordinate(b.minLatitude + 0.9 * (b.maxLatitude - b.minLatitude), b.minLongitude + 0.9 * (b.maxLongitude - b.minLongitude))
        let routes = try route(net, [a, z], alternatives: .all)
        #expect(routes.count == 3)
        #expect(routes.dropFirst().map(\.duration) == routes.dropFirst().map(\.duration).sorted())
        for alt in routes.dropFirst() {
            let shared = Set(alt.edges).intersection(routes[0].edges)
            let sharedLength = shared.reduce(0.0) { $0 + net.edges[Int($1)].length }
            #expect(sharedLength <= 0.8 * min(alt.length, routes[0].length) + 1)
            #expect(RouteChecks.violations(alt.edges, in: net) == [])
        }
        #expect(try route(net, [a, z], alternatives: .one).count == 2)
    }

    @Test func directionalFeaturesApplyOnlyToTheirDirection() throws {
        var b = NetworkBuilder()
        let a = b.node(east: 0, north: 0), m = b.node(east: 500, north: 0), z = b.node(east: 1000, north: 0)
        b.way([a, m, z], name: "Camera Road")
        b.feature(.speedCamera, at: m, direction: .forward)
        let net = b.build()
        let along = try #require(route(net, [Self.point(10, 0), Self.point(990, 0)]).first)
        let against = try #require(route(net, [Self.point(990, 0), Self.point(10, 0)]).first)
        #expect(along.features.map(\.kind) == [.speedCamera])
        #expect(against.features.isEmpty)
    }

    @Test func linkFromOneMotorwayOntoAnotherIsAMerge() throws {
        var b = NetworkBuilder()
        let a0 = b.node(east: -1000, north: 0), j = b.node(east: 0, north: 0), a1 = b.node(east: 1000, north: 0)
        let k = b.node(east: 300, north: 300), b0 = b.node(east: 300, north: -1000), b1 = b.node(east: 300, north: 1500)
        b.way([a0, j, a1], .motorway, ref: "M1", oneway: .forward)
        b.way([j, b.node(east: 200, north: 150), k], .motorwayLink, oneway: .forward)
        b.way([b0, k, b1], .motorway, ref: "M2", oneway: .forward)
        let r = try #require(route(b.build(), [Self.point(-900, 0), Self.point(300, 1400)]).first)
        #expect(r.maneuvers.map(\.kind).contains(.merge))
        #expect(r.maneuvers.first { $0.kind == .merge }?.instruction == "Merge onto M2")
        #expect(r.maneuvers.contains { $0.kind == .exitLeft || $0.kind == .exitRight })
    }

    @Test func trafficSignalsAlongTheRouteAreListedOnceAndCostTime() throws {
        var b = NetworkBuilder()
        let a = b.node(east: 0, north: 0), m = b.node(east: 500, north: 0), z = b.node(east: 1000, north: 0)
        b.way([a, m], name: "Long Road", maxSpeed: 36)
        b.way([m, z], name: "Long Road", maxSpeed: 36)
        b.feature(.trafficSignals, at: m)
        let r = try #require(route(b.build(), [Self.point(0, 0), Self.point(1000, 0)]).first)
        #expect(r.features.map(\.kind) == [.trafficSignals])
        #expect(abs(r.features[0].offset - 500) < 1)
        #expect(abs(r.duration - (100 + EdgeCosting.trafficSignal)) < 0.5)
    }
}
