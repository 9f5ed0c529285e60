import Geo
import MapData
import TermUI

/// Areas, waterways and railways, buildings and roads.
extension MapFrame {
    /// Area kinds in fill order: land use first, then green, then water on top.
    static let areaOrder: [[AreaKind]] = [
        [.residential, .commercial, .industrial, .retail, .farmland],
        [.grass, .park, .forest, .cemetery, .parking],
        [.water],
    ]

    mutating func drawAreas(_ map: ProjectedMap) {
        let areas = map.map.features.areas
        for group in Self.areaOrder {
            for (i, a) in areas.enumerated() where group.contains(a.kind) {
                guard zoom >= style.areas[a.kind].minZoom, map.areaBoxes[i].intersects(visible) else { continue }
                resetRings()
                for ring in map.areaRings[i] { appendRing(map.ringPoints[ring.range]) }
                guard !ringRanges.isEmpty else { continue }
                fill.fill(points: ringScratch, rings: ringRanges, kind: a.kind.rawValue + 1)
                if let name = a.name, Self.labelledAreas.contains(a.kind) { addAreaCandidate(name: name, kind: a.kind, outer: map.areaRings[i]) }
            }
        }
    }

    /// Area kinds whose names are drawn (land use is not).
    static let labelledAreas: Set<AreaKind> = [.water, .park, .forest, .grass, .cemetery]

    /// Records an area's name at the middle of its visible outer rings' box.
    mutating func addAreaCandidate(name: String, kind: AreaKind, outer: [ProjectedMap.RingRef]) {
        var lo = Point2D(x: Double.infinity, y: Double.infinity), hi = Point2D(x: -Double.infinity, y: -Double.infinity)
        for (k, r) in ringRanges.enumerated() where k < outer.count && !outer[k].isHole {
            for p in ringScratch[r] {
                lo = Point2D(x: min(lo.x, p.x), y: min(lo.y, p.y))
                hi = Point2D(x: max(hi.x, p.x), y: max(hi.y, p.y))
            }
        }
        lo = Point2D(x: max(lo.x, 0), y: max(lo.y, Double(firstGroundRow)))
        hi = Point2D(x: min(hi.x, Double(width)), y: min(hi.y, Double(height)))
        guard hi.x > lo.x, hi.y > lo.y else { return }
        areaCandidates.append((TerminalText.sanitizedLabel(name), kind, Point2D(x: (lo.x + hi.x) / 2, y: (lo.y + hi.y) / 2), hi.x - lo.x))
    }

    mutating func drawLineFeatures(_ map: ProjectedMap) {
        for (i, l) in map.map.features.lines.enumerated() {
            let s = style.lines[l.kind]
            guard zoom >= s.minZoom, map.lineBoxes[i].intersects(visible) else { continue }
            stroke(map.linePoints[map.lineRanges[i]], weight: .braille, color: s.color)
        }
    }

    /// Buildings smaller than this on screen (braille dots across) are left out: far away under tilt they are noise.
    static let minBuildingDots = 3.0

    /// Whether a building with this projected box is drawn (outlined or extruded): its centre is in front of the
    /// camera and it spans at least `minBuildingDots` there.
    func isLargeEnoughOnScreen(_ b: MercatorBox) -> Bool {
        let g = t.ground(Point2D(x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2))
        guard t.isVisible(ground: g) else { return false }
        return max(b.maxX - b.minX, b.maxY - b.minY) * t.scale * t.perspectiveScale(ground: g) >= Self.minBuildingDots
    }

    mutating func drawBuildings(_ map: ProjectedMap) {
        guard !ascii else { return }
        let color = style.colors.building
        for i in map.buildingBoxes.indices where map.buildingBoxes[i].intersects(visible) {
            let r = map.buildingRanges[i]
            guard r.count >= 2, isLargeEnoughOnScreen(map.buildingBoxes[i]) else { continue }
            stroke(map.buildingPoints[r], weight: .braille, color: color)
            if let f = map.buildingPoints[r].first, let l = map.buildingPoints[r].last, f != l {
                stroke([l, f], weight: .braille, color: color)
            }
        }
    }

    /// Draw rank of a road class: minor roads first so major roads end up on top.
    static func rank(_ c: HighwayClass) -> Int { 8 - Int(c.mainClass.rawValue) }

    mutating func drawRoads(_ map: ProjectedMap) {
        let net = map.map.network
        let candidates = net.edgeIndex.edges(in: visible.boundingBox)
        var buckets = [[Int32]](repeating: [], count: 9)
        for e in candidates {
            let road = net.roads[Int(net.edges[Int(e)].road)]
            guard zoom >= style.roads[road.highway].minZoom else { continue }
            buckets[Self.rank(road.highway)].append(e)
        }
        let wantLabels = view.layers.contains(.labels)
        for bucket in buckets {
            for e in bucket {
                let edge = net.edges[Int(e)]
                let ri = Int(edge.road)
                let road = net.roads[ri]
                let s = style.roads[road.highway]
                let range = Int(edge.shapeStart)..<Int(edge.shapeStart + edge.shapeCount)
                // Tunnels are drawn thin whatever their class: the road is out of sight.
                stroke(map.shapePoints[range], weight: road.flags.contains(.tunnel) ? .braille : s.weight, color: s.color)
                if wantLabels, zoom >= s.labelMinZoom, let name = map.roadLabels[ri] {
                    addStreetCandidate(name: name, rank: Self.rank(road.highway), points: map.shapePoints[range])
                }
            }
        }
    }
}
