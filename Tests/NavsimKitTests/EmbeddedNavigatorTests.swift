import Testing
@testable import NavsimKit

/// The view's navigator: listeners on the event stream across drives, destinations, guidance state.
@Suite struct EmbeddedNavigatorTests {
    @Test func listenersHearTheStreamAndStayAttachedAcrossNewDestinations() throws {
        let view = try EmbedFixture.demoView()
        let counter = EmbedFixture.EventCounter()
        view.navigator.addListener(counter)
        view.navigator.simulate(toFraction: 0.2)
        #expect(counter.events.contains("routeProgress") && counter.events.contains("maneuverNotification"))
        let heard = counter.events.count
        // A new drive runs a new Navigation.Navigator: the listener is attached to it before its first sample.
        let destination = try #require(view.navigator.route?.geometry.coordinates.first)
        try view.navigator.setDestinations([destination])
        #expect(view.navigator.isGuidanceActive)
        view.navigator.simulate(toFraction: 1.01)
        #expect(counter.events.count > heard)
        #expect(counter.arrivals == 1, "the arrival on the new drive reached ArrivalListener")
        #expect(!view.navigator.isGuidanceActive)
        view.navigator.removeListener(counter)
        try view.navigator.setDestinations([destination], from: nil)
        let after = counter.events.count
        view.navigator.simulate(toFraction: 0.5)
        #expect(counter.events.count == after, "a removed listener still heard events")
    }

    @Test func advancePacesTheDriveByWallTimeAndPauseHoldsIt() throws {
        let view = try EmbedFixture.demoView()
        view.navigator.advance(by: 10)
        let t = try #require(view.navigator.state).time
        #expect(t > 5)
        view.navigator.speedMultiplier = 4
        view.navigator.advance(by: 10)
        #expect(try #require(view.navigator.state).time > t + 30)
        view.navigator.isPaused = true
        #expect(view.navigator.isPaused)
        let travelled = try #require(view.navigator.state).progress.distanceTravelled
        view.navigator.advance(by: 10)
        #expect(abs(try #require(view.navigator.state).progress.distanceTravelled - travelled) < 5)
    }

    @Test func clearingDestinationsLeavesTheMapAndAMapOnlyViewCanStartGuiding() throws {
        let view = try NavigationView(map: try EmbedFixture.town())
        #expect(!view.navigator.isGuidanceActive && view.navigator.route == nil)
        view.layout(in: Size(width: 80, height: 24))
        #expect(view.headerLayoutGuide.height == 0, "no header without guidance")
        let mapOnlyFooter = view.footerLayoutGuide
        #expect(!EmbedFixture.rows(view.render())[23].contains("arrival"), "no footer without guidance")
        let demo = try EmbedFixture.demoView()
        let coordinates = try #require(demo.navigator.route?.geometry.coordinates)
        try view.navigator.setDestinations([coordinates[coordinates.count - 1]], from: coordinates[0])
        view.navigator.simulate(toFraction: 0.1)
        #expect(view.navigator.isGuidanceActive)
        view.layout(in: Size(width: 80, height: 24))
        #expect(view.headerLayoutGuide.height >= 1)
        let vehicle = try #require(view.navigator.state?.matchedCoordinate)
        view.navigator.clearDestinations()
        #expect(view.navigator.route == nil && !view.navigator.isGuidanceActive)
        #expect(view.core.state.camera.centre.distance(to: vehicle) < 1, "the map jumped away from the vehicle")
        view.layout(in: Size(width: 80, height: 24))
        #expect(view.headerLayoutGuide.height == 0 && view.footerLayoutGuide == mapOnlyFooter)
    }

    @Test func unreachableDestinationsThrowAndTheDriveGoesOn() throws {
        let view = try EmbedFixture.demoView(at: 0.2)
        let route = view.navigator.route
        #expect(throws: RoutingError.self) { try view.navigator.setDestinations([]) }
        #expect(view.navigator.route?.geometry == route?.geometry)
    }
}
