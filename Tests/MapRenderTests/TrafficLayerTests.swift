import Geo
import MapData
import TermUI
import Testing
import TestSupport
import Traffic
@testable import MapRender

/// The traffic layers over the default town at the morning peak, with a staged closure and accident.
@Suite struct TrafficLayerTests {
    static let model: TrafficModel? = {
        guard let map = Harbourne.map else { return nil }
        let m = TrafficModel(network: map.network, options: TrafficOptions(seed: 11, incidentRate: 0))
        let net = map.network
        func incident(_ id: String, _ type: IncidentType, near c: Coordinate) -> TrafficIncident? {
            guard let s = net.edgeIndex.nearest(to: c, within: 100).first else { return nil }
            let e = net.edges[Int(s.edge)]
            return TrafficIncident(id: id, type: type, criticality: .critical, start: 7 * 3600, end: 9 * 3600,
                                   coordinate: s.coordinate, edges: e.reverse >= 0 ? [s.edge, e.reverse] : [s.edge],
                                   offset: s.offset, description: type.phrase)
        }
        if let c = incident("c", .roadClosure, near: Coordinate(51.0207, -1.0500)) { m.inject(c) }
        if let a = incident("a", .accident, near: Coordinate(51.0200, -1.0515)) { m.inject(a) }
        return m
    }()

    static func view(flow: TrafficOverlay.FlowMode?, incidents: Bool, types: Set<IncidentType>? = nil) throws -> MapView {
        let map = try #require(Harbourne.projected), model = try #require(model)
        var v = MapView(map: map, camera: Camera(centre: Harbourne.marketCross, zoom: 16, width: 120, height: 40))
        v.traffic = TrafficOverlay(snapshot: model.snapshot(at: 8 * 3600), flow: flow, showsIncidents: incidents,
                                   incidentTypes: types)
        return v
    }

    static func render(_ v: MapView) -> Buffer {
        var b = Buffer(width: 120, height: 40)
        v.render(in: b.area, into: &b)
        return b
    }

    @Test func flowWithFreeFlowAndIncidentsSnapshot() throws {
        let b = Self.render(try Self.view(flow: .withFreeFlow, incidents: true))
        #expect(b.text.contains(IncidentType.roadClosure.glyph) && b.text.contains(IncidentType.accident.glyph))
        if let diff = Snapshot.mismatch(b.text + "\n" + b.styleMap, named: "traffic-flow-free-incidents-120x40.styled") {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test func flowWithoutFreeFlowSnapshotDrawsOnlySlowedRoads() throws {
        let without = Self.render(try Self.view(flow: .withoutFreeFlow, incidents: false))
        let with = Self.render(try Self.view(flow: .withFreeFlow, incidents: false))
        func count(_ b: Buffer, _ c: Color) -> Int {
            var n = 0
            for y in 0..<b.area.height { for x in 0..<b.area.width where b[x, y].style.foreground == c { n += 1 } }
            return n
        }
        #expect(count(with, TrafficOverlay.color(.free)) > 0)
        #expect(count(without, TrafficOverlay.color(.free)) == 0)
        #expect(count(without, TrafficOverlay.color(.moderate)) > 0)
        if let diff = Snapshot.mismatch(without.text + "\n" + without.styleMap, named: "traffic-flow-slowed-120x40.styled") {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test func incidentFilterHidesAndShowsTheRightTypes() throws {
        let closuresOnly = Self.render(try Self.view(flow: nil, incidents: true, types: [.roadClosure])).text
        #expect(closuresOnly.contains(IncidentType.roadClosure.glyph))
        #expect(!closuresOnly.contains(IncidentType.accident.glyph))
        let accidentsOnly = Self.render(try Self.view(flow: nil, incidents: true, types: [.accident])).text
        #expect(accidentsOnly.contains(IncidentType.accident.glyph))
        #expect(!accidentsOnly.contains(IncidentType.roadClosure.glyph))
        let none = Self.render(try Self.view(flow: nil, incidents: false)).text
        #expect(!none.contains(IncidentType.accident.glyph) && !none.contains(IncidentType.roadClosure.glyph))
    }

    @Test func monochromeStillTellsHeavyFromFreeByGlyphs() throws {
        // Without colour the closed road keeps its × marks and heavy roads their heavy box lines.
        let text = Self.render(try Self.view(flow: .withFreeFlow, incidents: false)).text
        #expect(text.contains("×"))
        #expect(text.contains("━") || text.contains("┃"))
    }
}
