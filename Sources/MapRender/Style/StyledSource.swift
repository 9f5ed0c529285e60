import Geo
import MapData

/// OpenMapTiles features projected once to normalized Web Mercator, by source layer, with a box per feature, so
/// that a frame culls and draws them without a logarithm per point.
public final class StyledSource: Sendable {
    /// One source layer's features and their projected geometry.
    public struct Layer: Sendable {
        public let features: [OMTFeature]
        /// All points of the layer; `parts(i)` lists feature i's rings or line (ranges into `points`).
        public let points: [Point2D]
        /// Every feature's parts, one after the other: feature i's are `partRanges[partStart[i]..<partStart[i + 1]]`
        /// (one flat array: a frame reads them per feature without following a pointer per feature).
        public let partRanges: [Range<Int>]
        public let partStart: [Int]
        /// Per feature: how many leading parts are outer rings (the rest are holes).
        public let outerCount: [Int]
        public let boxes: [MercatorBox]
        /// Per feature: true for a polygon (read in the frame loop without copying the feature).
        public let isPolygon: [Bool]

        /// Feature i's rings (outer ones first) or line, as ranges into `points`.
        @inline(__always) public func parts(_ i: Int) -> ArraySlice<Range<Int>> { partRanges[partStart[i]..<partStart[i + 1]] }
        /// How many parts feature i has.
        @inline(__always) public func partCount(_ i: Int) -> Int { partStart[i + 1] - partStart[i] }
    }

    public let layers: [String: Layer]
    /// Per feature of the `poi` layer: the index of the map's POI it stands for (`MapFeatures.pois`), or -1 for a
    /// point the map keeps no POI for; empty when the source was made without its map. The feature layers' filters
    /// (`pois` categories, `landmarks`) reach the style's POIs through it.
    public let poiOrigins: [Int32]

    /// - Complexity: O(points).
    public init(layers features: [String: [OMTFeature]], poiOrigins: [Int32] = []) {
        self.poiOrigins = poiOrigins
        var out = [String: Layer]()
        for (name, list) in features {
            var pts = [Point2D](), ranges = [Range<Int>](), starts = [0], outer = [Int](), boxes = [MercatorBox](), polygon = [Bool]()
            for f in list {
                var box = MercatorBox.empty
                let first = ranges.count
                func add(_ cs: [Coordinate], extend: Bool) {
                    let s = pts.count
                    for c in cs {
                        let p = WebMercator.normalized(c)
                        pts.append(p)
                        if extend { box.extend(p) }
                    }
                    ranges.append(s..<pts.count)
                }
                switch f.geometry {
                case .point(let c): add([c], extend: true)
                case .line(let cs): add(cs, extend: true)
                case .polygon(let o, let h):
                    for r in o { add(r, extend: true) }
                    for r in h { add(r, extend: false) }
                }
                if case .polygon(let o, _) = f.geometry { outer.append(o.count); polygon.append(true) } else {
                    outer.append(ranges.count - first)
                    polygon.append(false)
                }
                starts.append(ranges.count)
                boxes.append(box)
            }
            out[name] = Layer(features: list, points: pts, partRanges: ranges, partStart: starts, outerCount: outer, boxes: boxes,
                              isPolygon: polygon)
        }
        layers = out
    }

    /// Convenience for a list of features of any layers.
    public convenience init(features: [OMTFeature]) {
        self.init(layers: Dictionary(grouping: features, by: \.layer))
    }
}

extension StyledSource {
    /// The OpenMapTiles view of a map (MapData builds it), projected.
    public convenience init(map: OSMMap, options: OMTViewOptions = OMTViewOptions()) {
        let view = map.openMapTiles(options)
        self.init(layers: view.layers.mapValues(\.features),
                  poiOrigins: Self.poiOrigins(view.layers["poi"]?.features ?? [], pois: map.features.pois))
    }

    /// Each OpenMapTiles POI's map POI: the same OSM id and name (node and way ids may coincide), else -1.
    /// - Complexity: O(POIs + poi features).
    static func poiOrigins(_ features: [OMTFeature], pois: [POI]) -> [Int32] {
        var byID = [Int64: [Int32]]()
        for (i, p) in pois.enumerated() { byID[p.osmID, default: []].append(Int32(i)) }
        return features.map { f in
            guard let list = byID[f.id] else { return -1 }
            if list.count == 1 { return list[0] }
            let name: String? = if case .string(let n)? = f.properties["name"] { n } else { nil }
            return list.first { pois[Int($0)].name == name } ?? list[0]
        }
    }

    public convenience init(view: OpenMapTilesView) {
        self.init(layers: view.layers.mapValues(\.features))
    }
}
