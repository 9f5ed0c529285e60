import Testing
import NavsimKit

/// The header's secondary row through the public `AccessoryView` protocol: height negotiation, invalidation,
/// removal with nil, and the built-in lane guidance on the same protocol.
@Suite struct HeaderAccessoryTests {
    static let size = Size(width: 120, height: 40)

    @Test func accessoryIsAskedOnceAndAgainOnlyAfterInvalidateLayout() throws {
        let view = try EmbedFixture.demoView(at: 0.1)
        let accessory = EmbedFixture.CountingAccessory(wanted: 1)
        view.setHeaderAccessory(accessory)
        view.layout(in: Self.size)
        view.layout(in: Self.size)
        #expect(accessory.asked == 1, "asked again without an invalidation")
        #expect(view.headerAccessoryRows == 1)
        let guide = view.headerLayoutGuide
        accessory.wanted = 3
        view.layout(in: Self.size)
        #expect(view.headerAccessoryRows == 1, "a new height was taken without invalidateLayout(forAccessoryView:)")
        view.invalidateLayout(forAccessoryView: accessory)
        view.layout(in: Self.size)
        #expect(accessory.asked == 2)
        #expect(view.headerAccessoryRows == 3)
        #expect(view.headerLayoutGuide.maxY == guide.maxY + 2, "the header guide follows the accessory's rows")
        #expect(view.mapFrame.y == view.headerLayoutGuide.maxY)
        // The accessory's rows are painted by it, under the header's primary rows.
        let rows = EmbedFixture.rows(view.render())
        let first = try #require(rows.firstIndex { $0.hasPrefix("000") })
        #expect(rows[first + 1].hasPrefix("111") && rows[first + 2].hasPrefix("222"))
    }

    @Test func anotherSizeAsksAgainWithTheRoomTheMapCanSpare() throws {
        let view = try EmbedFixture.demoView(at: 0.1)
        let accessory = EmbedFixture.CountingAccessory(wanted: 50)
        view.setHeaderAccessory(accessory)
        view.layout(in: Self.size)
        let room = try #require(accessory.lastRoom)
        #expect(room.width == 120)
        #expect(view.headerAccessoryRows == room.height, "an answer above the room is clamped to it")
        // The map keeps ten rows under the header's primary rows (one or two); the "Then" row may take one of them.
        #expect((28...29).contains(room.height))
        #expect(view.mapFrame.height >= 9)
        view.layout(in: Size(width: 80, height: 24))
        #expect(accessory.asked == 2)
        #expect(accessory.lastRoom?.width == 80 && (accessory.lastRoom?.height ?? 99) < room.height)
    }

    @Test func nilRemovesTheAccessoryAndGivesItsRowsBackToTheMap() throws {
        let view = try EmbedFixture.demoView(at: 0.1)
        view.layout(in: Self.size)
        let bare = view.mapFrame
        view.setHeaderAccessory(EmbedFixture.Rows(rows: 2))
        view.layout(in: Self.size)
        #expect(view.mapFrame.height == bare.height - 2)
        #expect(view.render().text.contains("########"))
        view.setHeaderAccessory(nil)
        view.layout(in: Self.size)
        #expect(view.mapFrame == bare)
        #expect(!view.render().text.contains("########"))
    }

    @Test func invalidatingAValueReplacesItAndOtherViewsAreIgnored() throws {
        let view = try EmbedFixture.demoView(at: 0.1)
        view.setHeaderAccessory(EmbedFixture.Rows(rows: 1))
        view.layout(in: Self.size)
        #expect(view.headerAccessoryRows == 1)
        view.invalidateLayout(forAccessoryView: EmbedFixture.CountingAccessory(wanted: 4))
        view.layout(in: Self.size)
        #expect(view.headerAccessoryRows == 1, "a view that is not the accessory changed the layout")
        view.invalidateLayout(forAccessoryView: EmbedFixture.Rows(rows: 3, glyph: "%"))
        view.layout(in: Self.size)
        #expect(view.headerAccessoryRows == 3)
        #expect(view.render().text.contains("%%%%"))
    }

    @Test func builtInLaneGuidanceIsAnAccessoryViewInTheSecondaryRow() throws {
        let view = try EmbedFixture.demoView(at: 0.1)
        let lanes = LaneGuidance(lanes: [.init(directions: [.left], isRecommended: false),
                                         .init(directions: [.continue, .right], isRecommended: true)])
        view.setHeaderAccessory(lanes)
        view.layout(in: Self.size)
        #expect(view.headerAccessoryRows == 1)
        let buffer = view.render()
        let rows = EmbedFixture.rows(buffer)
        let row = try #require(rows.firstIndex { $0.contains("│ ← │ ↑→ │") }, "no lane row in:\n\(buffer.text)")
        #expect(row < view.headerLayoutGuide.maxY && row >= view.headerLayoutGuide.y)
        let x = try #require(rows[row].range(of: "↑→").map { rows[row].distance(from: rows[row].startIndex, to: $0.lowerBound) })
        #expect(buffer[x, row].style == lanes.recommendedStyle)
    }

    @Test func tooSmallAScreenHasNoAccessoryAndZeroHeightGuides() throws {
        let view = try EmbedFixture.demoView(at: 0.1)
        view.setHeaderAccessory(EmbedFixture.Rows(rows: 1))
        view.layout(in: Size(width: 30, height: 10))
        #expect(view.headerAccessoryRows == 0)
        #expect(view.headerLayoutGuide.height == 0 && view.footerLayoutGuide.height == 0)
        #expect(view.render().text.contains("too small"))
    }
}
