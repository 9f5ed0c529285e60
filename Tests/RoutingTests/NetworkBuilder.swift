import Geo
import MapData

/// Builds small road networks for tests: nodes at coordinates, ways through them (every consecutive node pair becomes
/// one edge in each allowed direction), features at nodes, restrictions between ways.
struct NetworkBuilder {
    var nodes: [Coordinate] = []
    var roads: [Road] = []
    var wayNodes: [[Int]] = []
    var restrictions: [TurnRestriction] = []
    var nodeFeatures: [(PointFeature, node: Int)] = []

    /// A node `east`/`north` metres from a fixed origin.
    @discardableResult
    mutating func node(east: Meters, north: Meters) -> Int {
        let origin = Coordinate(50.0, 8.0)
        let p = LocalProjection(origin: origin).unproject(Point2D(x: east, y: north))
        nodes.append(p)
        return nodes.count - 1
    }

    @discardableResult
    mutating func way(_ path: [Int], _ highway: HighwayClass = .residential, name: String? = nil, ref: String? = nil,
                      oneway: Oneway = .no, maxSpeed: KilometersPerHour? = nil, flags: RoadFlags = [],
                      access: Access = .yes, maxHeight: Meters? = nil, destination: String? = nil) -> Int32 {
        roads.append(Road(osmID: Int64(roads.count + 1000), highway: highway, name: name, ref: ref, oneway: oneway,
                          maxSpeed: maxSpeed, flags: flags, access: access, maxHeight: maxHeight, destination: destination))
        wayNodes.append(path)
        return Int32(roads.count - 1)
    }

    mutating func feature(_ kind: PointFeatureKind, at node: Int, ref: String? = nil, name: String? = nil,
                          direction: FeatureDirection = .both) {
        nodeFeatures.append((PointFeature(kind: kind, osmID: Int64(9000 + nodeFeatures.count), coordinate: nodes[node],
                                          direction: direction, ref: ref, name: name), node))
    }

    mutating func restrict(_ value: String, from: Int32, via: Int, to: Int32) {
        restrictions.append(TurnRestriction(kind: value.hasPrefix("only") ? .mandatory : .prohibitive, value: value,
                                            osmID: Int64(restrictions.count + 1), fromRoad: from, viaVertex: Int32(via),
                                            toRoad: to))
    }

    mutating func restrict(_ value: String, from: Int32, viaRoads: [Int32], to: Int32) {
        restrictions.append(TurnRestriction(kind: value.hasPrefix("only") ? .mandatory : .prohibitive, value: value,
                                            osmID: Int64(restrictions.count + 1), fromRoad: from, viaVertex: nil,
                                            viaRoads: viaRoads, toRoad: to))
    }

    func build() -> RoadNetwork {
        struct Draft {
            var source: Int, target: Int, road: Int, forward: Bool, pair: Int
        }
        var drafts = [Draft]()
        var pairCount = 0
        for (r, path) in wayNodes.enumerated() {
            for k in 0..<(path.count - 1) {
                let a = path[k], b = path[k + 1]
                if roads[r].oneway != .backward { drafts.append(Draft(source: a, target: b, road: r, forward: true, pair: pairCount)) }
                if roads[r].oneway != .forward { drafts.append(Draft(source: b, target: a, road: r, forward: false, pair: pairCount)) }
                pairCount += 1
            }
        }
        drafts.sort { ($0.source, $0.pair, $0.forward ? 0 : 1) < ($1.source, $1.pair, $1.forward ? 0 : 1) }
        var shape = [Coordinate]()
        var edges = [Edge]()
        var edgeFeatures = [EdgeFeature]()
        let features = nodeFeatures.map(\.0)
        for d in drafts {
            let a = nodes[d.source], b = nodes[d.target]
            let length = a.distance(to: b)
            var list = [EdgeFeature]()
            for (i, f) in nodeFeatures.enumerated() {
                if f.node == d.target { list.append(EdgeFeature(feature: Int32(i), offset: length)) }
                if f.node == d.source { list.append(EdgeFeature(feature: Int32(i), offset: 0)) }
            }
            list.sort { $0.offset < $1.offset }
            edges.append(Edge(source: Int32(d.source), target: Int32(d.target), road: Int32(d.road), length: length,
                              shapeStart: Int32(shape.count), shapeCount: 2, reverse: -1, isForward: d.forward,
                              featureStart: Int32(edgeFeatures.count), featureCount: Int32(list.count)))
            shape += [a, b]
            edgeFeatures += list
        }
        var byPair = [Int: [Int]]()
        for (i, d) in drafts.enumerated() { byPair[d.pair, default: []].append(i) }
        for (_, list) in byPair where list.count == 2 {
            edges[list[0]].reverse = Int32(list[1])
            edges[list[1]].reverse = Int32(list[0])
        }
        let vertices = nodes.enumerated().map { Vertex(coordinate: $0.element, osmID: Int64($0.offset + 1)) }
        return RoadNetwork(vertices: vertices, edges: edges, shapePoints: shape, roads: roads, restrictions: restrictions,
                           pointFeatures: features, edgeFeatures: edgeFeatures)
    }

    /// A seeded random grid town: `size`×`size` junctions `spacing` apart, with one-way streets, varied classes and
    /// speeds, missing blocks, signals, and via-node and via-way restrictions.
    static func randomGrid(size: Int, spacing: Meters = 120, seed: UInt64) -> NetworkBuilder {
        var g = SeededGenerator(seed: seed)
        var b = NetworkBuilder()
        var id = [[Int]](repeating: [], count: size)
        for y in 0..<size {
            for x in 0..<size {
                let jitter = { (g: inout SeededGenerator) in Double.random(in: -20...20, using: &g) }
                id[y].append(b.node(east: Double(x) * spacing + jitter(&g), north: Double(y) * spacing + jitter(&g)))
            }
        }
        let classes: [HighwayClass] = [.residential, .residential, .tertiary, .secondary, .primary, .service]
        var ways = [(Int32, Int)]() // road, via node where it ends
        for y in 0..<size {
            for x in 0..<size {
                for (dx, dy) in [(1, 0), (0, 1)] where x + dx < size && y + dy < size {
                    if Int.random(in: 0..<10, using: &g) == 0 { continue }
                    let oneway: Oneway = [.no, .no, .no, .forward, .backward][Int.random(in: 0..<5, using: &g)]
                    let cls = classes[Int.random(in: 0..<classes.count, using: &g)]
                    let speed: KilometersPerHour? = Bool.random(using: &g) ? [20, 30, 50, 70][Int.random(in: 0..<4, using: &g)] : nil
                    let r = b.way([id[y][x], id[y + dy][x + dx]], cls, name: "Street \(y * size + x)", oneway: oneway, maxSpeed: speed)
                    ways.append((r, id[y + dy][x + dx]))
                }
            }
        }
        for y in stride(from: 1, to: size - 1, by: 2) { b.feature(.trafficSignals, at: id[y][y]) }
        // Restrictions between ways meeting at a node.
        for _ in 0..<(size * size / 3) {
            let (from, via) = ways[Int.random(in: 0..<ways.count, using: &g)]
            let candidates = ways.indices.filter { i in ways[i].0 != from && b.wayNodes[Int(ways[i].0)].contains(via) }
            guard let pick = candidates.randomElement(using: &g) else { continue }
            let kinds = ["no_left_turn", "no_right_turn", "no_straight_on", "only_straight_on", "no_u_turn"]
            let value = kinds[Int.random(in: 0..<kinds.count, using: &g)]
            b.restrict(value, from: from, via: via, to: value == "no_u_turn" ? from : ways[pick].0)
        }
        return b
    }
}
