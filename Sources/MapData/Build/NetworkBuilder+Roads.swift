import Geo

extension NetworkBuilder {
    /// The road attributes of a routable way, or nil when the way is not a car road
    /// (not a car `highway` class, or `area=yes`).
    static func road(osmID: Int64, tags: OSMTags) -> Road? {
        guard let hw = tags["highway"], let highway = HighwayClass(osm: hw) else { return nil }
        if tags["area"] == "yes" { return nil }
        let junction = tags["junction"]
        let roundabout = junction == "roundabout" || junction == "circular"
        var flags: RoadFlags = []
        if TagParsing.isTunnel(tags["tunnel"]) { flags.insert(.tunnel) }
        if TagParsing.isYes(tags["bridge"]) { flags.insert(.bridge) }
        if TagParsing.isYes(tags["toll"]) || TagParsing.isYes(tags["toll:motorcar"]) { flags.insert(.toll) }
        if roundabout { flags.insert(.roundabout) }
        switch tags["hgv"] { case "no", "destination", "delivery", "private": flags.insert(.noHGV) default: break }
        if tags["hazmat"] == "no" { flags.insert(.noHazmat) }
        var maxSpeed: KilometersPerHour?
        var unlimited = false
        switch tags["maxspeed"].flatMap(TagParsing.maxSpeed) {
        case .limit(let v): maxSpeed = v
        case .unlimited: unlimited = true
        case nil: break
        }
        func directional(_ key: String) -> KilometersPerHour? {
            if case .limit(let v) = tags[key].flatMap(TagParsing.maxSpeed), v != maxSpeed { return v }
            return nil
        }
        var names = tags.localizedNames
        names.removeValue(forKey: "")
        return Road(
            osmID: osmID, highway: highway, name: tags["name"], localizedNames: names, ref: tags["ref"],
            oneway: TagParsing.oneway(tags["oneway"], highway: highway, roundabout: roundabout),
            maxSpeed: maxSpeed, maxSpeedForward: directional("maxspeed:forward"), maxSpeedBackward: directional("maxspeed:backward"),
            lanes: TagParsing.lanes(tags["lanes"]), flags: flags, access: TagParsing.carAccess(tags),
            maxHeight: (tags["maxheight"] ?? tags["maxheight:physical"]).flatMap(TagParsing.maxHeight),
            maxWeight: tags["maxweight"].flatMap(TagParsing.maxWeight),
            destination: tags["destination"], destinationRef: tags["destination:ref"],
            layer: TagParsing.layer(tags["layer"]), isSpeedUnlimited: unlimited,
            speedLimitUnit: (tags["maxspeed"] ?? tags["maxspeed:forward"] ?? tags["maxspeed:backward"]).map(TagParsing.postedUnit)
                ?? .kilometersPerHour,
            maxWidth: (tags["maxwidth"] ?? tags["maxwidth:physical"]).flatMap(TagParsing.maxHeight),
            maxLength: tags["maxlength"].flatMap(TagParsing.maxHeight),
            tunnelCategory: tags["hazmat:adr_tunnel_cat"].flatMap { TunnelCategory(rawValue: $0.uppercased()) })
    }
}
