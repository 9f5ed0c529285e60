import Testing
import NavsimKit

/// The directions list through its controller: data taken on reloadData, placement kept until invalidateLayout,
/// the current row following the navigator.
@Suite struct DirectionsListControllerTests {
    static let size = Size(width: 120, height: 40)

    static func placed(_ view: NavigationView) -> DirectionsListController {
        let list = DirectionsListController(navigator: view.navigator) { v in
            Rect(x: 0, y: v.headerLayoutGuide.maxY, width: 50, height: v.footerLayoutGuide.y - v.headerLayoutGuide.maxY)
        }
        view.addSubview(list)
        return list
    }

    @Test func listShowsTheRouteAndHighlightsTheNextManeuverAsTheDriveGoesOn() throws {
        let view = try EmbedFixture.demoView()
        let list = Self.placed(view)
        #expect(list.numberOfRows == view.navigator.route?.maneuvers.count)
        view.navigator.simulate(toFraction: 0.05)
        view.layout(in: Self.size)
        let frame = try #require(list.frame)
        #expect(frame.height == list.numberOfRows + 2, "the list takes the rows it needs, not the whole anchor")
        let early = EmbedFixture.rows(view.render())
        let marked = { (rows: [String]) in rows.firstIndex { $0.contains("│ ▶ ") } }
        let before = try #require(marked(early))
        view.navigator.simulate(toFraction: 0.9)
        view.layout(in: Self.size)
        let after = try #require(marked(EmbedFixture.rows(view.render())))
        #expect(after > before, "the highlighted row did not follow the drive")
    }

    @Test func placementIsKeptUntilInvalidateLayoutAndResizesInvalidateIt() throws {
        let view = try EmbedFixture.demoView(at: 0.1)
        let list = Self.placed(view)
        view.layout(in: Self.size)
        let first = try #require(list.frame)
        view.setHeaderAccessory(EmbedFixture.Rows(rows: 2))
        view.layout(in: Self.size)
        #expect(list.frame == first, "the controller placed itself again without invalidateLayout")
        list.invalidateLayout()
        view.layout(in: Self.size)
        #expect(list.frame?.y == first.y + 2)
        view.layout(in: Size(width: 80, height: 24))
        #expect(list.frame.map { $0.maxY <= 24 && $0.width <= 50 } == true, "a resize did not place it again")
    }

    @Test func reloadDataTakesTheNewRouteAndHiddenListsAreNotDrawn() throws {
        let view = try EmbedFixture.demoView()
        let list = Self.placed(view)
        let old = list.instructions
        let coordinates = try #require(view.navigator.route?.geometry.coordinates)
        try view.navigator.setDestinations([coordinates[coordinates.count / 3]], from: coordinates[0])
        #expect(list.instructions == old, "the list changed before reloadData")
        list.reloadData()
        #expect(list.instructions != old)
        #expect(list.numberOfRows == view.navigator.route?.maneuvers.count)
        list.isHidden = true
        view.layout(in: Self.size)
        #expect(list.frame == nil && !view.render().text.contains("Directions"))
    }

    @Test func scrollingMovesTheRowsAndFollowBringsTheCurrentOneBack() throws {
        let view = try EmbedFixture.demoView(at: 0.05)
        let list = DirectionsListController(navigator: view.navigator) { v in Rect(x: 0, y: v.headerLayoutGuide.maxY, width: 50, height: 4) }
        view.addSubview(list)
        view.layout(in: Self.size)
        let top = EmbedFixture.rows(view.render())
        list.scroll(by: 1)
        view.layout(in: Self.size)
        let scrolled = EmbedFixture.rows(view.render())
        #expect(top != scrolled)
        list.follow()
        view.layout(in: Self.size)
        #expect(EmbedFixture.rows(view.render()) == top)
    }
}
