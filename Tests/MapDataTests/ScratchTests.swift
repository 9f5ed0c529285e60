import Testing
import Foundation
@testable import MapData
import TestSupport

@Test func scratchLoadAll() throws {
    for f in ["graphhopper/monaco.osm.gz", "osrm-backend/monaco.osm.pbf", "osrm-backend/monaco.osm.bz2", "graphhopper/andorra.osm.gz", "graphhopper/andorra.osm.pbf", "graphhopper/north-bayreuth.osm.gz"] {
        let t0 = ContinuousClock.now
        do {
            let m = try OSMMap.load(path: SharedData.path(f))
            let n = m.network
            let total = n.edges.filter(\.isCanonical).reduce(0.0) { $0 + $1.length }
            print(f, ContinuousClock.now - t0, "v", n.vertices.count, "e", n.edges.count, "roads", n.roads.count, "len", total, "pf", n.pointFeatures.count, "ef", n.edgeFeatures.count, "restr", n.restrictions.count, "poi", m.features.pois.count, "lm", m.features.landmarks.count, "ar", m.features.areas.count, "bld", m.features.buildings.count, "ln", m.features.lines.count, m.statistics.brokenMultipolygons)
        } catch { print(f, error) }
    }
}
