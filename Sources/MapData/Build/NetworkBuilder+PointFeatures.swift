import Geo

extension NetworkBuilder {
    /// The point feature kind a node's tags describe, if any.
    static func pointKind(_ tags: OSMTags) -> PointFeatureKind? {
        switch tags["highway"] {
        case "traffic_signals": return .trafficSignals
        case "stop": return .stop
        case "give_way": return .giveWay
        case "speed_camera": return .speedCamera
        case "motorway_junction": return .motorwayJunction
        default: break
        }
        if tags["railway"] == "level_crossing" { return .levelCrossing }
        return nil
    }

    /// `direction=forward/backward` (also `traffic_signals:direction`), relative to the way's node order.
    static func direction(_ tags: OSMTags) -> FeatureDirection {
        switch tags["traffic_signals:direction"] ?? tags["direction"] {
        case "forward": return .forward
        case "backward": return .backward
        default: return .both
        }
    }

    /// Point features from tagged nodes that lie on a road, then speed cameras from enforcement relations.
    mutating func collectPointFeatures() {
        var onRoad = [Bool](repeating: false, count: nodes.count)
        for n in roadNodes where n >= 0 { onRoad[Int(n)] = true }
        for (id, tags) in source.taggedNodes {
            guard let kind = Self.pointKind(tags), let i = nodes.index(id) else { continue }
            // Cameras may stand beside the road; they are kept (enforcement relations place them on it).
            guard onRoad[i] || kind == .speedCamera else { continue }
            let limit: KilometersPerHour?
            if case .limit(let v) = tags["maxspeed"].flatMap(TagParsing.maxSpeed) { limit = v } else { limit = nil }
            let f = PointFeature(kind: kind, osmID: id, coordinate: nodes.coordinate(i), direction: Self.direction(tags),
                                 ref: tags["ref"], name: tags["name"], maxSpeed: limit,
                                 destination: kind == .motorwayJunction ? tags["exit_to"] ?? tags["destination"] : nil)
            if onRoad[i] { featureOfNode[i] = Int32(pointFeatures.count) }
            pointFeatures.append(f)
        }
        addEnforcementCameras(onRoad: onRoad)
    }

    /// `type=enforcement` + `enforcement=maxspeed` relations: the `device` member is the camera; when the device
    /// stands beside the road, the camera is placed on the road at the `from` member.
    private mutating func addEnforcementCameras(onRoad: [Bool]) {
        for rel in source.relations where rel.tags["type"] == "enforcement" {
            guard let e = rel.tags["enforcement"], e == "maxspeed" || e == "average_speed" else { continue }
            let limit: KilometersPerHour?
            if case .limit(let v) = rel.tags["maxspeed"].flatMap(TagParsing.maxSpeed) { limit = v } else { limit = nil }
            guard let device = rel.members.first(where: { $0.kind == .node && $0.role == "device" }),
                  let di = nodes.index(device.ref) else { continue }
            let from = rel.members.first(where: { $0.kind == .node && $0.role == "from" }).flatMap { nodes.index($0.ref) }
            let place = onRoad[di] ? di : (from.flatMap { onRoad[$0] ? $0 : nil })
            if let existing = pointFeatures.firstIndex(where: { $0.osmID == device.ref && $0.kind == .speedCamera }) {
                if pointFeatures[existing].maxSpeed == nil { pointFeatures[existing].maxSpeed = limit }
                if let place, featureOfNode[place] < 0 { featureOfNode[place] = Int32(existing) }
                continue
            }
            let f = PointFeature(kind: .speedCamera, osmID: device.ref, coordinate: nodes.coordinate(di),
                                 direction: .both, ref: rel.tags["ref"], name: rel.tags["name"], maxSpeed: limit)
            if let place, featureOfNode[place] < 0 { featureOfNode[place] = Int32(pointFeatures.count) }
            pointFeatures.append(f)
        }
    }
}
