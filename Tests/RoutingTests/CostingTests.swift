import Geo
import MapData
import Testing
@testable import Routing

@Suite struct CostingTests {
    static func roundabout(clockwise: Bool) -> RoadNetwork {
        var b = NetworkBuilder()
        let s = b.node(east: 0, north: -30), e = b.node(east: 30, north: 0), n = b.node(east: 0, north: 30), w = b.node(east: -30, north: 0)
        b.way(clockwise ? [s, w, n, e, s] : [s, e, n, w, s], .tertiary, oneway: .forward, flags: .roundabout)
        b.way([b.node(east: 0, north: -200), s], .tertiary)
        return b.build()
    }

    @Test func drivingSideFollowsTheRoundabouts() {
        #expect(DrivingSide.inferred(from: Self.roundabout(clockwise: false)) == .right)
        #expect(DrivingSide.inferred(from: Self.roundabout(clockwise: true)) == .left)
        #expect(DrivingSide.inferred(from: RouterBehaviourTests.plus()) == .right)
        #expect(Router(network: TownRoutingTests.map.network).drivingSide == .left)
    }

    @Test func turnsAcrossTrafficCostMoreAndScaleWithTheAngle() throws {
        let net = RouterBehaviourTests.plus()
        // From the south arm into C: find the edges north-bound into C, and out to W (left) and E (right).
        let names = { (e: Int) in net.roads[Int(net.edges[e].road)].name }
        let inbound = try #require(net.edges.indices.first { names($0) == "Main Street" && net.edges[$0].target == 0 && net.edges[$0].source == 4 })
        let left = try #require(net.outgoing(0).first { names($0) == "Mill Lane" })
        let right = try #require(net.outgoing(0).first { names($0) == "Harbour Street" })
        let straight = try #require(net.outgoing(0).first { names($0) == "Main Street" && net.edges[$0].target == 3 })
        let rightHand = EdgeCosting(network: net, profile: .car, drivingSide: .right)
        let leftHand = EdgeCosting(network: net, profile: .car, drivingSide: .left)
        #expect(abs(rightHand.turnSeconds(from: inbound, to: left, isUTurn: false) - EdgeCosting.farSideTurn) < 0.5)
        #expect(abs(rightHand.turnSeconds(from: inbound, to: right, isUTurn: false) - EdgeCosting.nearSideTurn) < 0.5)
        #expect(abs(leftHand.turnSeconds(from: inbound, to: right, isUTurn: false) - EdgeCosting.farSideTurn) < 0.5)
        #expect(rightHand.turnSeconds(from: inbound, to: straight, isUTurn: false) == 0)
        #expect(rightHand.turnSeconds(from: inbound, to: Int(net.edges[inbound].reverse), isUTurn: true) == EdgeCosting.uTurn)
    }

    @Test func uTurnsOnlyWhereNothingElseIsAllowed() {
        let net = RouterBehaviourTests.plus()
        let rules = TurnRules(network: net)
        let all = [Int32](repeating: 0, count: net.edges.count)
        for e in net.edges.indices {
            let turns = rules.allowedTurns(from: e, stateOfEdge: all)
            let uTurn = turns.contains { Int32($0) == net.edges[e].reverse }
            #expect(uTurn == (net.outgoing(net.edges[e].target).count == 1), "edge \(e)")
        }
    }
}
