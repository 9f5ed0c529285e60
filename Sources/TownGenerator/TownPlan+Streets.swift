import Geo

extension TownPlan {
    static let residential: OSMTags = ["highway": "residential", "maxspeed": "30"]
    static let tertiary: OSMTags = ["highway": "tertiary", "maxspeed": "50"]
    static let secondary: OSMTags = ["highway": "secondary", "maxspeed": "50", "lanes": "2"]
    static let townPrimary: OSMTags = ["highway": "primary", "maxspeed": "30", "lanes": "2"]
    static let primary: OSMTags = ["highway": "primary", "maxspeed": "50", "lanes": "2"]
    static let ruralPrimary: OSMTags = ["highway": "primary", "maxspeed": "100", "lanes": "2"]

    /// Adds a named street; minor streets get a gentle bend between junctions.
    mutating func addStreet(_ name: String, _ points: [Point2D], _ tags: OSMTags, bends: Bool = false) {
        var pts = [points[0]]
        for (a, b) in zip(points, points.dropFirst()) {
            if bends, chance(0.6) {
                let d = PlaneMath.unit(b - a)
                pts.append(PlaneMath.along(a + (b - a) * uniform(0.35, 0.65), d, 0, uniform(-9, 9)))
            }
            pts.append(b)
        }
        streets.append(Street(name: name, points: pts, tags: tags.merging(Names.tags(name)) { a, _ in a }))
    }

    /// The index of the street called `name`.
    func street(_ name: String) -> Int {
        guard let i = streets.firstIndex(where: { $0.name == name }) else { preconditionFailure("no street \(name)") }
        return i
    }

    /// Adds `tags` to street `name` between the points of it closest to `from` and `to`.
    mutating func override(_ name: String, from: Point2D, to: Point2D, _ tags: OSMTags) {
        let i = street(name)
        streets[i].addSection(from: streets[i].distance(of: from), to: streets[i].distance(of: to), tags: tags)
    }

    mutating func planStreets() {
        let o = Point2D(x: 0, y: 0)
        let rows: [(String, OSMTags)?] = [
            ("Quay Road", Self.tertiary), ("Harbour Street", Self.residential), ("South Street", Self.secondary),
            ("Fisher Lane", Self.residential), nil, ("Church Lane", Self.residential.merging(["hgv": "no"]) { a, _ in a }),
            ("Castle Street", Self.secondary), ("Abbey Road", Self.residential), ("North Walls", Self.tertiary),
        ]
        for (j, row) in rows.enumerated() {
            guard let (name, tags) = row else { continue }
            addStreet(name, (0...8).map { g($0, j) }, tags, bends: tags["highway"] != "secondary")
        }
        let columns: [(String, OSMTags)?] = [
            ("West Walls", Self.tertiary), ("Mill Lane", Self.residential), ("Station Road", Self.secondary),
            ("Chapel Street", Self.residential), nil, ("Queen Street", Self.residential),
            ("King Street", Self.secondary), ("Brewery Lane", Self.residential), ("East Walls", Self.tertiary),
        ]
        for (i, column) in columns.enumerated() {
            guard let (name, tags) = column else { continue }
            var points = (0...8).map { g(i, $0) }
            if name == "Station Road" { points.append(Point2D(x: g(i, 8).x + 5, y: 1060)) }
            addStreet(name, points, tags, bends: tags["highway"] != "secondary")
        }
        // The four arms of Market Cross and their continuations to the ring and beyond.
        addStreet("High Street", [o] + (5...8).map { g(4, $0) }, Self.townPrimary)
        addStreet("North Road", [g(4, 8), Point2D(x: 5, y: 1250), Self.ring(90)], Self.primary)
        addStreet("Alton Road", [Self.ring(90), Point2D(x: 10, y: 1800), Point2D(x: -30, y: Self.extent)],
                  ["highway": "secondary", "maxspeed": "100", "ref": "B3006"])
        addStreet("Bridge Street", [o] + (0...3).reversed().map { g(4, $0) } + [Point2D(x: 8, y: -1300), Self.ring(270)],
                  Self.townPrimary)
        override("Bridge Street", from: g(4, 0), to: Self.ring(270), ["maxspeed": "50"])
        addStreet("Southampton Road", [Self.ring(270), Point2D(x: -20, y: -1800), Point2D(x: 15, y: -Self.extent)],
                  Self.ruralPrimary.merging(["ref": "A32"]) { a, _ in a })
        addStreet("West Street", [o] + (0...3).reversed().map { g($0, 4) }, Self.townPrimary)
        addStreet("Castle Hill", [g(0, 4), Point2D(x: -1175, y: 8), Self.ring(180)], Self.primary)
        addStreet("Winchester Road", [Self.ring(180), Point2D(x: -1700, y: 20), Point2D(x: -Self.extent, y: 60)],
                  Self.ruralPrimary.merging(["ref": "A272"]) { a, _ in a })
        addStreet("East Street", [o] + (5...8).map { g($0, 4) }, Self.townPrimary)
        addStreet("Eastgate", [g(8, 4), Self.ring(0)], Self.primary)
        addStreet("Kingsway", [o] + (5...8).map { g($0, $0) } + [Self.ring(45)],
                  ["highway": "secondary", "maxspeed": "30", "lanes": "2"])
        override("Kingsway", from: g(8, 8), to: Self.ring(45), ["maxspeed": "50"])
        addStreet("Tanner's Way", [g(3, 3), g(2, 2), g(1, 1)], Self.residential, bends: false)
        addStreet("Ferry Lane", [g(2, 0), Point2D(x: g(2, 0).x + 6, y: -1050), Self.ring(Self.ferryLaneRingAngle)],
                  Self.residential)

        // The ring road, counter-clockwise from Eastgate, closed on the very same point.
        var angles = Set(stride(from: 0.0, to: 360.0, by: 7.5))
        angles.formUnion([45, 90, 180, 270, Self.ferryLaneRingAngle])
        let ringPoints = angles.sorted().map { Self.ring($0) } + [Self.ring(0)]
        addStreet("Ring Road", ringPoints, ["highway": "trunk", "maxspeed": "80", "lanes": "2", "ref": "A3400"])
        let ringIndex = street("Ring Road")
        streets[ringIndex].addSection(from: Self.ringRadius * .pi / 3, to: Self.ringRadius * 2 * .pi / 3,
                                      tags: ["maxspeed": "70"])

        // One-way streets, the living street.
        override("Chapel Street", from: g(3, 4), to: g(3, 6), ["oneway": "yes"])
        override("Queen Street", from: g(5, 4), to: g(5, 6), ["oneway": "-1"])
        override("Harbour Street", from: g(3, 1), to: g(5, 1), ["oneway": "yes"])
        override("Abbey Road", from: g(3, 7), to: g(5, 7),
                 Names.tags("The Shambles").merging(["highway": "living_street", "maxspeed": "20"]) { a, _ in a })

        planServiceRoads()
        planJunctionControls()
    }

    /// Short service roads into blocks: yards, car parks, the hospital and the brewery (private).
    mutating func planServiceRoads() {
        let spurs: [(Int, Int, Double, Double, OSMTags)] = [
            (7, 1, 1, 1, ["highway": "service", "access": "private", "service": "driveway"]),
            (6, 0, 1, 1, ["highway": "service"]),
            (1, 6, 1, 1, ["highway": "service"]),
            (5, 3, 1, -1, ["highway": "service", "service": "parking_aisle"]),
            (3, 6, -1, -1, ["highway": "service", "service": "parking_aisle"]),
        ]
        for (n, (i, j, dx, dy, tags)) in spurs.enumerated() {
            let a = g(i, j), b = a + Point2D(x: dx * 55, y: dy * 55)
            streets.append(Street(name: "service \(n)", points: [a, b], tags: tags))
        }
        let forecourt = Point2D(x: g(2, 8).x + 5, y: 1060)
        streets.append(Street(name: "station forecourt", points: [forecourt, forecourt + Point2D(x: 70, y: 0)],
                              tags: ["highway": "service", "service": "parking_aisle"]))
    }

    /// Traffic signals at the main junctions, stop and give-way signs where minor roads join.
    mutating func planJunctionControls() {
        let signals: [Point2D] = [g(4, 2), g(4, 6), g(2, 4), g(6, 4), g(2, 2), g(2, 6), g(6, 2), g(6, 6),
                                  g(4, 0), g(4, 8), g(0, 4), g(8, 4), Self.ring(90), Self.ring(180), Self.ring(270)]
        for p in signals { nodeTags.append((p, ["highway": "traffic_signals"])) }
        for p in [g(1, 4), g(7, 4), Self.ring(Self.ferryLaneRingAngle), Self.ring(45), g(3, 2)] {
            nodeTags.append((p, ["highway": "stop"]))
        }
        for p in [g(1, 2), g(7, 6), g(3, 6), g(5, 2), Point2D(x: 10, y: 1800)] {
            nodeTags.append((p, ["highway": "give_way"]))
        }
    }
}
