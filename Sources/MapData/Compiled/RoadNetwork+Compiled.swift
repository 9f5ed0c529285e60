import Geo

/// The road network's section of a compiled map (`NETW`): columns of fixed-width values, so that opening copies
/// arrays instead of decoding objects (roads, restrictions and point features, which hold strings, are records),
/// then the bounds and the edge index's cell rows (checked against the edges, not rebuilt).
/// Every index is checked on the way in, so a network read from a file can never index outside its arrays.
extension RoadNetwork {
    func encode(into w: inout CompiledWriter) {
        w.coordinates(vertices.lazy.map(\.coordinate))
        w.array(vertices.map(\.osmID))
        w.array(edges.map(\.source)); w.array(edges.map(\.target)); w.array(edges.map(\.road))
        w.doubles(edges.map(\.length))
        w.array(edges.map(\.shapeStart)); w.array(edges.map(\.shapeCount)); w.array(edges.map(\.reverse))
        w.array(edges.map { UInt8($0.isForward ? 1 : 0) })
        w.array(edges.map(\.featureStart)); w.array(edges.map(\.featureCount))
        w.coordinates(shapePoints)
        w.count(roads.count)
        for r in roads { r.encode(into: &w) }
        w.count(restrictions.count)
        for t in restrictions {
            w.u8(t.kind.rawValue); w.string(t.value); w.i64(t.osmID); w.i32(t.fromRoad); w.i32(t.viaVertex ?? -1)
            w.array(t.viaRoads); w.i32(t.toRoad)
        }
        w.count(pointFeatures.count)
        for f in pointFeatures {
            w.u8(f.kind.rawValue); w.i64(f.osmID); w.f64(f.coordinate.latitude); w.f64(f.coordinate.longitude)
            w.u8(f.direction.rawValue); w.optionalString(f.ref); w.optionalString(f.name); w.optionalF64(f.maxSpeed)
        }
        w.array(edgeFeatures.map(\.feature))
        w.doubles(edgeFeatures.map(\.offset))
        // Derived, but stored so that opening does not rebuild them (O(segments) at every open).
        w.bounds(bounds)
        let index = edgeIndex.storedRows
        w.array(index.cellStart); w.array(index.cellEdges); w.floats(index.cellBoxes)
    }

    static func decode(_ r: inout CompiledReader, precomputed: CompiledMapFile?) throws(MapDataError) -> RoadNetwork {
        let coords = try r.coordinates()
        let osmIDs = try r.array(Int64.self)
        guard osmIDs.count == coords.count else { throw r.failure("vertex columns differ in length") }
        let vertices = FreshPages.array(count: coords.count) { Vertex(coordinate: coords[$0], osmID: osmIDs[$0]) }
        let nv = Int32(vertices.count)
        let source = try r.indices(in: 0..<nv)
        let m = source.count
        let target = try r.indices(in: 0..<nv, count: m)
        let road = try r.array(Int32.self)
        let length = try r.doubles(in: CompiledDomain.meters)
        let shapeStart = try r.array(Int32.self), shapeCount = try r.array(Int32.self)
        let reverse = try r.indices(in: -1..<Int32(m), count: m)
        let forward = try r.array(UInt8.self)
        let featureStart = try r.array(Int32.self), featureCount = try r.array(Int32.self)
        guard [road.count, length.count, shapeStart.count, shapeCount.count, forward.count, featureStart.count, featureCount.count]
            .allSatisfy({ $0 == m }) else { throw r.failure("edge columns differ in length") }
        for i in 1..<max(1, m) where source[i - 1] > source[i] { throw r.failure("edges are not sorted by source") }
        let shapePoints = try r.coordinates()
        let roadCount = try r.count(minItemSize: 16)
        var roads = [Road]()
        roads.reserveCapacity(roadCount)
        for _ in 0..<roadCount { roads.append(try Road.decode(&r)) }
        let restrictionCount = try r.count(minItemSize: 16)
        var restrictions = [TurnRestriction]()
        let nr = Int32(roads.count)
        for _ in 0..<restrictionCount {
            let kind = try r.enumeration(TurnRestriction.Kind.self)
            let value = try r.string(), osmID = try r.i64(), from = try r.i32(), via = try r.i32()
            let viaRoads = try r.indices(in: 0..<nr)
            let to = try r.i32()
            guard (0..<nr).contains(from), (0..<nr).contains(to), via == -1 || (0..<nv).contains(via) else {
                throw r.failure("a turn restriction names a road or vertex that does not exist")
            }
            restrictions.append(TurnRestriction(kind: kind, value: value, osmID: osmID, fromRoad: from,
                                                viaVertex: via < 0 ? nil : via, viaRoads: viaRoads, toRoad: to))
        }
        let featureTotal = try r.count(minItemSize: 24)
        var points = [PointFeature]()
        points.reserveCapacity(featureTotal)
        for _ in 0..<featureTotal {
            let kind = try r.enumeration(PointFeatureKind.self)
            let osmID = try r.i64()
            let at = try r.coordinate()
            points.append(PointFeature(kind: kind, osmID: osmID, coordinate: at, direction: try r.enumeration(FeatureDirection.self),
                                       ref: try r.optionalString(), name: try r.optionalString(), maxSpeed: try r.optionalF64(in: CompiledDomain.kmh)))
        }
        let efFeature = try r.indices(in: 0..<Int32(points.count))
        let efOffset = try r.doubles(in: CompiledDomain.meters)
        guard efOffset.count == efFeature.count else { throw r.failure("edge feature columns differ in length") }
        let edgeFeatures = FreshPages.array(count: efFeature.count) { EdgeFeature(feature: efFeature[$0], offset: efOffset[$0]) }
        let bounds = try r.bounds()
        let cellStart = try r.array(Int32.self), cellEdges = try r.array(Int32.self), cellBoxes = try r.floats(in: CompiledDomain.boxDegrees)
        let edges = FreshPages.array(count: m) { i in
            Edge(source: source[i], target: target[i], road: road[i], length: length[i], shapeStart: shapeStart[i],
                 shapeCount: shapeCount[i], reverse: reverse[i], isForward: forward[i] != 0,
                 featureStart: featureStart[i], featureCount: featureCount[i])
        }
        guard indicesInRange(vertices: vertices.count, edges: edges, shapePoints: shapePoints.count, roads: roads.count,
                             edgeFeatures: edgeFeatures.count),
              edges.allSatisfy({ $0.shapeCount >= 2 && $0.featureCount >= 0 }) else {
            throw r.failure("an edge refers to a road, shape point or feature that does not exist")
        }
        guard let index = EdgeIndex(bounds: bounds, cellStart: cellStart, cellEdges: cellEdges, cellBoxes: cellBoxes, edges: edges, shapePoints: shapePoints) else {
            throw r.failure("the edge index does not match the bounds or the edges")
        }
        return RoadNetwork(vertices: vertices, edges: edges, shapePoints: shapePoints, roads: roads, restrictions: restrictions,
                           pointFeatures: points, edgeFeatures: edgeFeatures, precomputed: precomputed, stored: (bounds, index))
    }
}

extension Road {
    func encode(into w: inout CompiledWriter) {
        w.i64(osmID); w.u8(highway.rawValue); w.optionalString(name); w.stringMap(localizedNames); w.optionalString(ref)
        w.u8(oneway.rawValue); w.optionalF64(maxSpeed); w.optionalF64(maxSpeedForward); w.optionalF64(maxSpeedBackward)
        w.optionalInt(lanes); w.u8(flags.rawValue); w.u8(access.rawValue); w.optionalF64(maxHeight); w.optionalF64(maxWeight)
        w.optionalString(destination); w.optionalString(destinationRef); w.u8(UInt8(bitPattern: layer))
        w.bool(isSpeedUnlimited); w.u8(speedLimitUnit.rawValue)
        w.optionalF64(maxWidth); w.optionalF64(maxLength); w.optionalString(tunnelCategory?.rawValue)
    }

    static func decode(_ r: inout CompiledReader) throws(MapDataError) -> Road {
        var road = Road(osmID: try r.i64(), highway: try r.enumeration(HighwayClass.self), name: try r.optionalString(),
             localizedNames: try r.stringMap(), ref: try r.optionalString(), oneway: try r.enumeration(Oneway.self),
             maxSpeed: try r.optionalF64(in: CompiledDomain.kmh), maxSpeedForward: try r.optionalF64(in: CompiledDomain.kmh),
             maxSpeedBackward: try r.optionalF64(in: CompiledDomain.kmh),
             lanes: try r.optionalInt(), flags: RoadFlags(rawValue: try r.u8()), access: try r.enumeration(Access.self),
             maxHeight: try r.optionalF64(in: CompiledDomain.measure), maxWeight: try r.optionalF64(in: CompiledDomain.measure), destination: try r.optionalString(),
             destinationRef: try r.optionalString(), layer: Int8(bitPattern: try r.u8()), isSpeedUnlimited: try r.bool(),
             speedLimitUnit: try r.enumeration(SpeedUnit.self))
        road.maxWidth = try r.optionalF64(in: CompiledDomain.measure)
        road.maxLength = try r.optionalF64(in: CompiledDomain.measure)
        if let code = try r.optionalString() {
            guard let category = TunnelCategory(rawValue: code) else { throw r.failure("an unknown tunnel category") }
            road.tunnelCategory = category
        }
        return road
    }
}
