import Geo

extension TownPlan {
    /// Half the distance between the two carriageway centre lines.
    static let carriagewayOffset = 15.0
    /// How far the slip roads reach along the motorway from the bridge of their junction.
    static let slipReach = 350.0
    /// The y of the cross roads of exits 6 and 7.
    static let exit6Y = 0.0
    static let exit7Y = 1700.0
    /// The motorway tunnel under Harbourne Hill (y range).
    static let tunnelSouthY = 550.0
    static let tunnelNorthY = 1150.0

    static func northbound(_ y: Double) -> Point2D { Point2D(x: motorwayX(y) - carriagewayOffset, y: y) }
    static func southbound(_ y: Double) -> Point2D { Point2D(x: motorwayX(y) + carriagewayOffset, y: y) }
    /// The west and east ends of the junction bridge where the slips meet the cross road.
    static func westTerminal(_ y: Double) -> Point2D { Point2D(x: motorwayX(y) - 75, y: y) }
    static func eastTerminal(_ y: Double) -> Point2D { Point2D(x: motorwayX(y) + 75, y: y) }

    /// The M7: two one-way carriageways (UK: northbound on the west), exits 6 and 7 as diamond
    /// junctions, the toll section south of exit 6 and the Harbourne Hill tunnel between them.
    mutating func planMotorway() {
        let cameraNorthY = 850.0, cameraSouthY = -1000.0
        let special = [Self.exit6Y - Self.slipReach, Self.exit6Y + Self.slipReach,
                       Self.exit7Y - Self.slipReach, Self.exit7Y + Self.slipReach, Self.tunnelSouthY, Self.tunnelNorthY, cameraNorthY, cameraSouthY]
        let ys = Set(stride(from: -Self.extent, through: Self.extent, by: 150)).union(special).sorted()
        let mway: OSMTags = ["highway": "motorway", "ref": "M7", "oneway": "yes", "maxspeed": "130", "lanes": "3"]
        streets.append(Street(name: "M7 northbound", points: ys.map(Self.northbound), tags: mway))
        streets.append(Street(name: "M7 southbound", points: ys.reversed().map(Self.southbound), tags: mway))
        let nb = street("M7 northbound"), sb = street("M7 southbound")
        let tunnel: OSMTags = ["tunnel": "yes", "layer": "-1", "maxspeed": "110", "tunnel:name": "Harbourne Hill Tunnel",
                               "tunnel:name:ja": Names.japanese["Harbourne Hill Tunnel"] ?? ""]
        for (k, f) in [(nb, Self.northbound), (sb, Self.southbound)] as [(Int, (Double) -> Point2D)] {
            streets[k].addSection(from: streets[k].distance(of: f(Self.tunnelSouthY)),
                                  to: streets[k].distance(of: f(Self.tunnelNorthY)), tags: tunnel)
            streets[k].addSection(from: streets[k].distance(of: f(-Self.extent)),
                                  to: streets[k].distance(of: f(Self.exit6Y - Self.slipReach)), tags: ["toll": "yes"])
        }
        nodeTags.append((Self.northbound(cameraNorthY), ["highway": "speed_camera", "maxspeed": "110"]))
        nodeTags.append((Self.southbound(cameraSouthY), ["highway": "speed_camera", "maxspeed": "130"]))

        planJunction(number: "6", name: "Harbourne", y: Self.exit6Y, crossRoad: "London Road", crossRef: "A272",
                     north: ("Alton;Basingstoke", "M7"), south: ("Southampton", "M7"))
        planJunction(number: "7", name: "Harbourne North", y: Self.exit7Y, crossRoad: "Hill Road", crossRef: "B3006",
                     north: ("Basingstoke", "M7"), south: ("Southampton", "M7"))

        let w6 = Self.westTerminal(Self.exit6Y), e6 = Self.eastTerminal(Self.exit6Y)
        addStreet("London Road", [Self.ring(0), Point2D(x: 1600, y: 0), w6, e6, Point2D(x: Self.extent, y: -20)],
                  ["highway": "primary", "maxspeed": "70", "lanes": "2", "ref": "A272"])
        let london = street("London Road")
        let d6 = streets[london].distance(of: w6)
        streets[london].addSection(from: d6 + 25, to: d6 + 125, tags: ["bridge": "yes", "layer": "1"])
        streets[london].addSection(from: streets[london].distance(of: e6), to: streets[london].length,
                                   tags: ["maxspeed": "100"])
        let w7 = Self.westTerminal(Self.exit7Y), e7 = Self.eastTerminal(Self.exit7Y)
        addStreet("Hill Road", [Point2D(x: Self.extent, y: 1720), e7, w7, Point2D(x: 1400, y: 1720),
                                Point2D(x: 800, y: 1760), Point2D(x: 300, y: 1790), Point2D(x: 10, y: 1800)],
                  ["highway": "secondary", "maxspeed": "100", "ref": "B3006"], bends: false)
        let hill = street("Hill Road")
        let d7 = streets[hill].distance(of: e7)
        streets[hill].addSection(from: d7 + 25, to: d7 + 125, tags: ["bridge": "yes", "layer": "1"])
        for p in [w6, e6, w7, e7] { nodeTags.append((p, ["highway": "traffic_signals"])) }
    }

    /// One diamond junction: four slip roads between the carriageways and the cross road at `y`.
    mutating func planJunction(number: String, name: String, y: Double, crossRoad: String, crossRef: String,
                               north: (String, String), south: (String, String)) {
        let r = Self.slipReach, w = Self.westTerminal(y), e = Self.eastTerminal(y)
        let off: OSMTags = ["highway": "motorway_link", "oneway": "yes", "maxspeed": "70", "lanes": "1",
                            "destination": "\(name);\(crossRoad)", "destination:ref": crossRef]
        func on(_ dest: (String, String)) -> OSMTags {
            ["highway": "motorway_link", "oneway": "yes", "maxspeed": "70", "lanes": "1",
             "destination": dest.0, "destination:ref": dest.1]
        }
        func westBend(_ dy: Double, _ dx: Double) -> Point2D { Point2D(x: Self.motorwayX(y + dy) - dx, y: y + dy) }
        func eastBend(_ dy: Double, _ dx: Double) -> Point2D { Point2D(x: Self.motorwayX(y + dy) + dx, y: y + dy) }
        let slips: [(String, [Point2D], OSMTags)] = [
            ("exit \(number) northbound off", [Self.northbound(y - r), westBend(-200, 35), westBend(-80, 60), w], off),
            ("exit \(number) northbound on", [w, westBend(80, 60), westBend(200, 35), Self.northbound(y + r)], on(north)),
            ("exit \(number) southbound off", [Self.southbound(y + r), eastBend(200, 35), eastBend(80, 60), e], off),
            ("exit \(number) southbound on", [e, eastBend(-80, 60), eastBend(-200, 35), Self.southbound(y - r)], on(south)),
        ]
        for (label, points, tags) in slips { streets.append(Street(name: label, points: points, tags: tags)) }
        let junction: OSMTags = ["highway": "motorway_junction", "ref": number, "name": name,
                                 "name:ja": Names.japanese[name] ?? ""]
        nodeTags.append((Self.northbound(y - r), junction))
        nodeTags.append((Self.southbound(y + r), junction))
    }
}
