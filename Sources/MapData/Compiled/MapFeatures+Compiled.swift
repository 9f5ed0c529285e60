import Geo

/// The drawn features' section of a compiled map (`FEAT`). The spatial grids are rebuilt on open (O(n), measured in
/// the bench's scale section) rather than stored: they are derived from the bounds stored here.
extension MapFeatures {
    func encode(into w: inout CompiledWriter) {
        w.count(pois.count)
        for p in pois {
            w.i64(p.osmID); w.string(p.name); w.stringMap(p.localizedNames); w.string(p.key); w.string(p.value)
            w.f64(p.coordinate.latitude); w.f64(p.coordinate.longitude); w.bool(p.isLandmark); w.stringMap(p.details)
        }
        w.count(areas.count)
        for a in areas {
            w.i64(a.osmID); w.u8(a.kind.rawValue); w.optionalString(a.name)
            w.count(a.rings.count); for ring in a.rings { w.coordinates(ring) }
            w.count(a.holes.count); for hole in a.holes { w.coordinates(hole) }
        }
        w.count(buildings.count)
        for b in buildings {
            w.i64(b.osmID); w.coordinates(b.footprint); w.optionalInt(b.levels); w.optionalString(b.name)
            w.optionalF64(b.height); w.optionalF64(b.minHeight)
        }
        w.count(lines.count)
        for l in lines {
            w.i64(l.osmID); w.u8(l.kind.rawValue); w.optionalString(l.name); w.coordinates(l.points); w.bool(l.tunnel); w.bool(l.bridge)
        }
        w.count(places.count)
        for p in places {
            w.i64(p.osmID); w.string(p.name); w.stringMap(p.localizedNames); w.string(p.kind.rawValue); w.optionalInt(p.population)
            w.f64(p.coordinate.latitude); w.f64(p.coordinate.longitude)
        }
    }

    static func decode(_ r: inout CompiledReader) throws(MapDataError) -> MapFeatures {
        var pois = [POI]()
        for _ in 0..<(try r.count(minItemSize: 40)) {
            pois.append(POI(osmID: try r.i64(), name: try r.string(), localizedNames: try r.stringMap(), key: try r.string(),
                            value: try r.string(), coordinate: try r.coordinate(),
                            isLandmark: try r.bool(), details: try r.stringMap()))
        }
        var areas = [Area]()
        for _ in 0..<(try r.count(minItemSize: 29)) {
            let id = try r.i64(), kind = try r.enumeration(AreaKind.self), name = try r.optionalString()
            var rings = [[Coordinate]](), holes = [[Coordinate]]()
            for _ in 0..<(try r.count(minItemSize: 8)) { rings.append(try r.coordinates()) }
            for _ in 0..<(try r.count(minItemSize: 8)) { holes.append(try r.coordinates()) }
            areas.append(Area(osmID: id, kind: kind, name: name, rings: rings, holes: holes))
        }
        var buildings = [Building]()
        for _ in 0..<(try r.count(minItemSize: 21)) {
            buildings.append(Building(osmID: try r.i64(), footprint: try r.coordinates(), levels: try r.optionalInt(), name: try r.optionalString(),
                                      height: try r.optionalF64(in: CompiledDomain.measure), minHeight: try r.optionalF64(in: CompiledDomain.measure)))
        }
        var lines = [LineFeature]()
        for _ in 0..<(try r.count(minItemSize: 23)) {
            lines.append(LineFeature(osmID: try r.i64(), kind: try r.enumeration(LineKind.self), name: try r.optionalString(),
                                     points: try r.coordinates(), tunnel: try r.bool(), bridge: try r.bool()))
        }
        var places = [Place]()
        for _ in 0..<(try r.count(minItemSize: 37)) {
            let id = try r.i64(), name = try r.string(), names = try r.stringMap(), rawKind = try r.string()
            guard let kind = PlaceKind(rawValue: rawKind) else { throw r.failure("an unknown place kind") }
            places.append(Place(osmID: id, name: name, localizedNames: names, kind: kind, population: try r.optionalInt(),
                                coordinate: try r.coordinate()))
        }
        return MapFeatures(pois: pois, areas: areas, buildings: buildings, lines: lines, places: places)
    }
}
