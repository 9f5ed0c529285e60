import Testing
import TermUI

@Suite struct LayoutTests {
    @Test func fixedPartsThenFillTakesTheRest() {
        let parts = Layout.vertical([.fixed(3), .fill(1), .fixed(1)]).split(Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(parts == [Rect(x: 0, y: 0, width: 80, height: 3), Rect(x: 0, y: 3, width: 80, height: 20), Rect(x: 0, y: 23, width: 80, height: 1)])
    }

    @Test func percentageAndWeightedFills() {
        #expect(Layout.lengths(total: 100, constraints: [.percentage(25), .fill(1), .fill(2)]) == [25, 25, 50])
        #expect(Layout.lengths(total: 10, constraints: [.fill(1), .fill(1), .fill(1)]) == [4, 3, 3])
    }

    @Test func minimumGetsItsMinimumAndGrowsWithLeftoverSpace() {
        #expect(Layout.lengths(total: 20, constraints: [.min(5), .fixed(5)]) == [15, 5])
        #expect(Layout.lengths(total: 8, constraints: [.min(5), .fixed(5)]) == [3, 5])
    }

    @Test func constraintsLargerThanTheSpaceAreClampedInOrder() {
        #expect(Layout.lengths(total: 5, constraints: [.fixed(3), .fixed(3), .fill(1)]) == [3, 2, 0])
        #expect(Layout.lengths(total: 0, constraints: [.fixed(3), .percentage(50)]) == [0, 0])
    }

    @Test func horizontalPartsTileTheRectangleWithoutOverlap() {
        let r = Rect(x: 5, y: 2, width: 37, height: 4)
        for constraints: [Constraint] in [[.fixed(10), .fill(1)], [.percentage(33), .percentage(33), .fill(1)], [.min(50), .fill(1)]] {
            let parts = Layout.horizontal(constraints).split(r)
            var x = r.x
            for p in parts {
                #expect(p.x == x && p.y == r.y && p.height == r.height)
                x = p.maxX
            }
            #expect(x <= r.maxX)
        }
    }

    @Test func centeredRectangleIsInsideAndCentred() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10).centered(width: 8, height: 4)
        #expect(r == Rect(x: 6, y: 3, width: 8, height: 4))
        #expect(Rect(x: 0, y: 0, width: 5, height: 2).centered(width: 8, height: 4) == Rect(x: 0, y: 0, width: 5, height: 2))
    }
}
