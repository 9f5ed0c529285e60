import Geo

/// The OpenMapTiles view's section of a compiled map (`OMTV`): the base view's features (local names, international
/// view), layer by layer in `layerNames` order, so that a compiled map draws exactly what its source draws (a view
/// derived from the network alone has no sea, paths or boundaries). Decoded on first use, not at open; the grids are
/// rebuilt then.
extension OpenMapTilesView {
    func encode(into w: inout CompiledWriter) {
        let names = Self.layerNames + layers.keys.filter { !Self.layerNames.contains($0) }.sorted()
        w.count(names.count)
        for name in names {
            let features = layers[name]?.features ?? []
            w.string(name)
            w.count(features.count)
            for f in features {
                w.i64(f.id)
                switch f.geometry {
                case .point(let c): w.u8(0); w.coordinates([c])
                case .line(let cs): w.u8(1); w.coordinates(cs)
                case .polygon(let outer, let holes):
                    w.u8(2)
                    w.count(outer.count); for r in outer { w.coordinates(r) }
                    w.count(holes.count); for r in holes { w.coordinates(r) }
                }
                w.count(f.properties.count)
                for (key, value) in f.properties.sorted(by: { $0.key < $1.key }) {
                    w.string(key)
                    switch value {
                    case .string(let s): w.u8(0); w.string(s)
                    case .number(let d): w.u8(1); w.f64(d)
                    case .bool(let b): w.u8(2); w.bool(b)
                    }
                }
            }
        }
    }

    static func decode(_ r: inout CompiledReader) throws(MapDataError) -> [String: [OMTFeature]] {
        var out = [String: [OMTFeature]]()
        for _ in 0..<(try r.count(minItemSize: 12)) {
            let name = try r.string()
            var list = [OMTFeature]()
            for _ in 0..<(try r.count(minItemSize: 21)) {
                let id = try r.i64()
                let geometry: OMTGeometry
                switch try r.u8() {
                case 0:
                    guard let c = try r.coordinates().first else { throw r.failure("a point feature without its point") }
                    geometry = .point(c)
                case 1: geometry = .line(try r.coordinates())
                case 2:
                    var outer = [[Coordinate]](), holes = [[Coordinate]]()
                    for _ in 0..<(try r.count(minItemSize: 8)) { outer.append(try r.coordinates()) }
                    for _ in 0..<(try r.count(minItemSize: 8)) { holes.append(try r.coordinates()) }
                    geometry = .polygon(outer: outer, holes: holes)
                default: throw r.failure("an unknown OpenMapTiles geometry kind")
                }
                var properties = [String: OMTValue]()
                for _ in 0..<(try r.count(minItemSize: 5)) {
                    let key = try r.string()
                    switch try r.u8() {
                    case 0: properties[key] = .string(try r.string())
                    case 1: properties[key] = .number(try r.f64(in: CompiledDomain.finite))
                    case 2: properties[key] = .bool(try r.bool())
                    default: throw r.failure("an unknown OpenMapTiles value kind")
                    }
                }
                list.append(OMTFeature(layer: name, id: id, geometry: geometry, properties: properties))
            }
            out[name] = list
        }
        return out
    }
}
