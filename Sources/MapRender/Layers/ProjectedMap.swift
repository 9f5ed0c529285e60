import Geo
import MapData
import TermUI
import Text

/// A map's geometry in normalized Web Mercator units (0 ... 1, x east, y south), computed once per map so that
/// frames never evaluate a logarithm per point. Arrays mirror the map's: `shapePoints[i]` is
/// `network.shapePoints[i]`, and so on. Boxes are in the same units.
public final class ProjectedMap: Sendable {
    public let map: OSMMap
    /// Per network shape point.
    public let shapePoints: [Point2D]
    /// Per network vertex.
    public let vertices: [Point2D]
    /// Per network point feature.
    public let pointFeatures: [Point2D]
    /// Per POI.
    public let pois: [Point2D]
    /// Per area: rings then holes, flattened; `areaRings[a]` lists (start, count, isHole) into `ringPoints`.
    public let ringPoints: [Point2D]
    public let areaRings: [[RingRef]]
    public let areaBoxes: [MercatorBox]
    /// Per building: its footprint, as a range of `buildingPoints`.
    public let buildingPoints: [Point2D]
    public let buildingRanges: [Range<Int>]
    public let buildingBoxes: [MercatorBox]
    /// Per line feature.
    public let linePoints: [Point2D]
    public let lineRanges: [Range<Int>]
    public let lineBoxes: [MercatorBox]
    /// Road names made safe for the terminal, per road (nil when unnamed).
    public let roadLabels: [String?]
    /// POI names made safe for the terminal.
    public let poiLabels: [String]
    /// The map's OpenMapTiles views, projected (what Style Spec styles draw), made on first use per view options and
    /// shared with the `labelled(in:)` copies.
    private let styledSources: Locked<[OMTViewOptions: StyledSource]>

    /// A ring inside `ringPoints`.
    public struct RingRef: Sendable, Hashable {
        public var range: Range<Int>
        public var isHole: Bool
    }

    /// The same projection with other labels (`labelled(in:)`): the arrays are shared, not copied.
    init(_ other: ProjectedMap, roadLabels: [String?], poiLabels: [String]) {
        map = other.map
        shapePoints = other.shapePoints; vertices = other.vertices; pointFeatures = other.pointFeatures; pois = other.pois
        ringPoints = other.ringPoints; areaRings = other.areaRings; areaBoxes = other.areaBoxes
        buildingPoints = other.buildingPoints; buildingRanges = other.buildingRanges; buildingBoxes = other.buildingBoxes
        linePoints = other.linePoints; lineRanges = other.lineRanges; lineBoxes = other.lineBoxes
        self.roadLabels = roadLabels
        self.poiLabels = poiLabels
        styledSources = other.styledSources
    }

    /// - Complexity: O(points of the map).
    public init(_ map: OSMMap) {
        self.map = map
        let n = map.network
        shapePoints = n.shapePoints.map(WebMercator.normalized)
        vertices = n.vertices.map { WebMercator.normalized($0.coordinate) }
        pointFeatures = n.pointFeatures.map { WebMercator.normalized($0.coordinate) }
        pois = map.features.pois.map { WebMercator.normalized($0.coordinate) }
        var rp = [Point2D](), rings = [[RingRef]](), boxes = [MercatorBox]()
        for a in map.features.areas {
            var refs = [RingRef]()
            var box = MercatorBox.empty
            for (ringList, hole) in [(a.rings, false), (a.holes, true)] {
                for ring in ringList where ring.count >= 3 {
                    let start = rp.count
                    for c in ring {
                        let p = WebMercator.normalized(c)
                        rp.append(p)
                        if !hole { box.extend(p) }
                    }
                    refs.append(RingRef(range: start..<rp.count, isHole: hole))
                }
            }
            rings.append(refs)
            boxes.append(box)
        }
        ringPoints = rp
        areaRings = rings
        areaBoxes = boxes
        (buildingPoints, buildingRanges, buildingBoxes) = Self.flatten(map.features.buildings.map(\.footprint))
        (linePoints, lineRanges, lineBoxes) = Self.flatten(map.features.lines.map(\.points))
        (roadLabels, poiLabels) = Self.labels(map, language: .local)
        styledSources = Locked([:])
    }

    static func flatten(_ lists: [[Coordinate]]) -> ([Point2D], [Range<Int>], [MercatorBox]) {
        var pts = [Point2D](), ranges = [Range<Int>](), boxes = [MercatorBox]()
        pts.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists {
            let start = pts.count
            var box = MercatorBox.empty
            for c in list {
                let p = WebMercator.normalized(c)
                pts.append(p)
                box.extend(p)
            }
            ranges.append(start..<pts.count)
            boxes.append(box)
        }
        return (pts, ranges, boxes)
    }
}

/// An axis-aligned box in normalized Mercator units.
public struct MercatorBox: Sendable, Hashable {
    public var minX, minY, maxX, maxY: Double
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public static let empty = MercatorBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    public mutating func extend(_ p: Point2D) {
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    public func intersects(_ o: MercatorBox) -> Bool { !(o.minX > maxX || o.maxX < minX || o.minY > maxY || o.maxY < minY) }
    public func contains(_ p: Point2D) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }

    /// The geographic box (for `EdgeIndex.edges(in:)`).
    public var boundingBox: BoundingBox {
        let nw = WebMercator.coordinate(normalized: Point2D(x: minX, y: minY))
        let se = WebMercator.coordinate(normalized: Point2D(x: maxX, y: maxY))
        return BoundingBox(minLatitude: se.latitude, minLongitude: nw.longitude, maxLatitude: nw.latitude, maxLongitude: se.longitude)
    }
}

extension ProjectedMap {
    /// The OpenMapTiles view in a language and political view, projected; built on first use (the view build is the
    /// cost: about 50 ms for Andorra) and kept for the life of the map.
    public func styledSource(_ options: OMTViewOptions = OMTViewOptions()) -> StyledSource {
        if let made = madeStyledSource(options) { return made }
        let made = StyledSource(map: map, options: options)
        return styledSources.withLock { cache in
            if let raced = cache[options] { return raced }
            cache[options] = made
            return made
        }
    }

    /// The projected view in these options when it has been made (never makes it).
    public func madeStyledSource(_ options: OMTViewOptions = OMTViewOptions()) -> StyledSource? {
        styledSources.withLock { $0[options] }
    }
}
