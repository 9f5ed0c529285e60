import Foundation
import Geo
import JSONInput
import MapData
import Text

/// A traffic scenario file: incidents to replay, and optionally the seeded world's settings. Schema in
/// `Routes/README.md` ("Traffic scenarios"). A bad file is one `SourceError` naming the file and the JSON path.
public struct TrafficScenario: Sendable {
    public var incidents: [TrafficIncident]
    /// `seed` and `incidentRate` when the file sets them.
    public var seed: UInt64?
    public var incidentRate: Double?

    /// The furthest an incident's location may be from a road it attaches to.
    public static let maxSnapDistance: Meters = 100

    /// Reads and resolves a scenario against a network (each location snaps to the nearest road).
    public static func load(path: String, network: RoadNetwork) throws(SourceError) -> TrafficScenario {
        try parse(Data(try InputFile.read(path, expecting: "traffic scenario file")), file: path, network: network)
    }

    public static func parse(_ data: Data, file: String, network: RoadNetwork) throws(SourceError) -> TrafficScenario {
        let root = try JSONFields.document(data, file: file)
        do throws(SourceError) {
            let top = try JSONFields(root, path: "$", allowed: ["description", "seed", "incidentRate", "incidents"])
            var out = TrafficScenario(incidents: [])
            if let s = try top.number("seed", in: 0...9_007_199_254_740_991) {
                guard s == s.rounded() else { throw top.problem("seed", "expected a whole number") }
                out.seed = UInt64(s)
            }
            out.incidentRate = try top.number("incidentRate", in: 0...100)
            _ = try top.string("description")
            for (i, item) in try top.list("incidents").enumerated() {
                out.incidents.append(try incident(item, path: "$.incidents[\(i)]", index: i, network: network))
            }
            return out
        } catch {
            throw error.naming(file)
        }
    }

    static let incidentFields: Set<String> = ["id", "type", "criticality", "start", "end", "location", "heading",
                                              "description"]

    static func incident(_ value: Any, path: String, index: Int, network: RoadNetwork) throws(SourceError) -> TrafficIncident {
        let f = try JSONFields(value, path: path, allowed: incidentFields)
        guard let typeName = try f.string("type") else { throw f.problem("type", "required") }
        guard let type = IncidentType(rawValue: typeName) else {
            throw f.problem("type", "unknown type '\(typeName)' (expected one of \(IncidentType.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        var criticality = IncidentCriticality.major
        if let c = try f.string("criticality") {
            guard let v = IncidentCriticality(rawValue: c) else {
                throw f.problem("criticality", "unknown criticality '\(c)' (expected critical, major, minor or lowImpact)")
            }
            criticality = v
        }
        guard let start = try f.time("start") else { throw f.problem("start", "required") }
        let end = try f.time("end") ?? start + 3600
        guard end > start else { throw f.problem("end", "must be after start") }
        let location = try f.coordinate("location")
        let heading = try f.number("heading", in: 0...360)
        guard let placed = place(location, heading: heading, network: network) else {
            throw f.problem("location", "no road within \(Int(maxSnapDistance)) m of \(location.latitude),\(location.longitude)")
        }
        let (edges, offset, coordinate) = placed
        let e = network.edges[Int(edges[0])]
        let road = network.roads[Int(e.road)]
        let id = try f.string("id") ?? "f-\(index)"
        let description = try f.string("description") ?? type.phrase + " on " + (road.name ?? road.ref ?? "the road")
        return TrafficIncident(id: id, type: type, criticality: criticality, start: start, end: end,
                               coordinate: coordinate, edges: edges, offset: offset, description: description)
    }

    /// The directed edges an incident at a point affects: the nearest road piece within `maxSnapDistance`, both
    /// directions, or with a heading only the direction closest to it; the offset on the first edge.
    public static func place(_ location: Coordinate, heading: Degrees?, network: RoadNetwork)
        -> (edges: [Int32], offset: Meters, coordinate: Coordinate)? {
        guard let best = network.edgeIndex.nearest(to: location, within: maxSnapDistance, limit: 8).first else { return nil }
        var edge = Int(best.edge), offset = best.offset
        let e = network.edges[edge]
        var edges = [Int32(edge)]
        if let h = heading {
            if e.reverse >= 0, let b = network.polyline(of: edge).bearing(at: offset), abs(Angle.turn(from: h, to: b)) > 90 {
                edge = Int(e.reverse)
                offset = max(0, network.edges[edge].length - offset)
                edges = [Int32(edge)]
            }
        } else if e.reverse >= 0 {
            edges.append(e.reverse)
        }
        return (edges, offset, best.coordinate)
    }
}
