import Geo
@testable import MapData
import Testing

@Suite struct OMTCoastlineTests {
    let box = BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 1, maxLongitude: 1)

    func seaContains(_ seas: [(outer: [Coordinate], holes: [[Coordinate]])], _ p: Coordinate) -> Bool {
        seas.contains { p.isInside(ring: $0.outer) && !$0.holes.contains { p.isInside(ring: $0) } }
    }

    @Test func aCoastRunningEastHasTheSeaToItsSouth() {
        // Land on the left of the coastline's direction: going east, the land is north.
        let coast = [Coordinate(0.5, -0.1), Coordinate(0.5, 0.5), Coordinate(0.5, 1.1)]
        let seas = OMTCoastline.sea(lines: [coast], bounds: box)
        #expect(seas.count == 1)
        #expect(seaContains(seas, Coordinate(0.2, 0.5)))
        #expect(!seaContains(seas, Coordinate(0.8, 0.5)))
    }

    @Test func aCoastCutInsideTheBoundsIsCarriedToTheNearestSide() {
        // A bay: the coast comes from the north-east, dips south and goes back north-west, ending short of the edge;
        // land on its left is everything around the V, the sea is inside it.
        let coast = [Coordinate(0.95, 0.8), Coordinate(0.3, 0.5), Coordinate(0.95, 0.2)]
        let seas = OMTCoastline.sea(lines: [coast], bounds: box)
        #expect(seaContains(seas, Coordinate(0.8, 0.5)), "inside the bay")
        #expect(!seaContains(seas, Coordinate(0.1, 0.5)), "the land south of it")
    }

    @Test func anIslandIsAHoleInSeaThatFillsTheBounds() {
        let island = [Coordinate(0.4, 0.4), Coordinate(0.4, 0.6), Coordinate(0.6, 0.6), Coordinate(0.6, 0.4), Coordinate(0.4, 0.4)]
        let seas = OMTCoastline.sea(lines: [island], bounds: box)
        #expect(seaContains(seas, Coordinate(0.1, 0.1)))
        #expect(!seaContains(seas, Coordinate(0.5, 0.5)))
    }

    @Test(.sharedData) func monacosSeaIsWaterAndItsOldTownIsNot() throws {
        for map in [try RealExtracts.monaco2016PBF.get(), try RealExtracts.monaco2012.get()] {
            let oceans = (map.openMapTiles().layer("water")?.features ?? []).filter { $0.properties["class"] == .string("ocean") }
            let seas = oceans.compactMap { f -> (outer: [Coordinate], holes: [[Coordinate]])? in
                guard case .polygon(let outer, let holes) = f.geometry, let o = outer.first else { return nil }
                return (o, holes)
            }
            #expect(!seas.isEmpty, "\(map.name): no ocean")
            #expect(seaContains(seas, Coordinate(43.725, 7.435)), "\(map.name): the sea off Fontvieille")
            #expect(!seaContains(seas, Coordinate(43.7384, 7.4246)), "\(map.name): Monaco-Ville is land")
            #expect(!seaContains(seas, Coordinate(43.7400, 7.4180)), "\(map.name): Moneghetti is land")
        }
    }
}
