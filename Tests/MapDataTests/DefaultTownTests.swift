import Foundation
import Testing
import TestSupport
@testable import MapData

@Suite struct DefaultTownTests {
    @Test func embeddedTownDecodesToTheSameMapAsMapsHarbourneOSM() throws {
        let town = try OSMMap.defaultTown()
        #expect(town.name == "harbourne" && town.attribution == "© OpenStreetMap contributors")
        let file = try OSMMap.load(path: Repository.path("Maps/harbourne.osm"))
        #expect(file.name == "harbourne")
        #expect(town.network.vertices == file.network.vertices && town.network.edges == file.network.edges)
        #expect(town.network.roads == file.network.roads && town.features.pois == file.features.pois)
    }

    @Test func embeddedTownHasEveryKindOfContent() throws {
        let town = try OSMMap.defaultTown()
        let n = town.network
        #expect(n.vertices.count > 50 && n.edges.count > 100)
        #expect(Set(n.roads.map(\.highway)).isSuperset(of: [.motorway, .motorwayLink, .primary, .secondary, .tertiary, .residential]))
        #expect(n.roads.contains { $0.flags.contains(.roundabout) } && n.roads.contains { $0.flags.contains(.tunnel) })
        #expect(n.roads.contains { $0.flags.contains(.bridge) } && n.roads.contains { $0.oneway != .no })
        #expect(n.roads.contains { !$0.localizedNames.isEmpty })
        let kinds = Set(n.pointFeatures.map(\.kind))
        #expect(kinds.isSuperset(of: [.trafficSignals, .stop, .speedCamera, .motorwayJunction]))
        #expect(!n.restrictions.isEmpty && town.statistics.invalidRestrictions == 0)
        #expect(town.features.pois.count >= 50 && !town.features.landmarks.isEmpty)
        #expect(!town.features.buildings.isEmpty && town.features.areas.contains { $0.kind == .water })
        let speeds = n.roads.compactMap(\.maxSpeed)
        #expect(speeds.min() ?? 0 <= 30 && speeds.max() ?? 0 >= 100)
    }
}
