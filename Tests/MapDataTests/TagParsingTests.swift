import Testing
import Geo
@testable import MapData

@Suite struct TagParsingTests {
    @Test(arguments: [
        ("50", TagParsing.SpeedLimit.limit(50)), ("50 km/h", .limit(50)), ("30 mph", .limit(48.28)), ("20mph", .limit(32.19)),
        ("walk", .limit(7)), ("none", .unlimited), ("DE:urban", .limit(50)), ("DE:rural", .limit(100)), ("DE:motorway", .unlimited),
        ("FR:urban", .limit(50)), ("FR:rural", .limit(80)), ("GB:nsl_single", .limit(96.56)), ("GB:nsl_dual", .limit(112.65)),
        ("RU:living_street", .limit(20)), ("90;30;90", .limit(90)), ("10 knots", .limit(18.52)),
    ])
    func maxspeedValuesBecomeKilometresPerHour(raw: String, expected: TagParsing.SpeedLimit) {
        #expect(TagParsing.maxSpeed(raw) == expected)
    }

    @Test(arguments: ["", "signals", "variable", "fast", "0", "-5", "50 furlongs", "XX:urban", "0.5", "0.5 mph", "400"])
    func unusableMaxspeedValuesGiveNil(raw: String) {
        #expect(TagParsing.maxSpeed(raw) == nil)
    }

    @Test func onewayValuesAndImpliedOneways() {
        #expect(TagParsing.oneway("yes", highway: .residential, roundabout: false) == .forward)
        #expect(TagParsing.oneway("1", highway: .residential, roundabout: false) == .forward)
        #expect(TagParsing.oneway("true", highway: .residential, roundabout: false) == .forward)
        #expect(TagParsing.oneway("-1", highway: .residential, roundabout: false) == .backward)
        #expect(TagParsing.oneway("reverse", highway: .primary, roundabout: false) == .backward)
        #expect(TagParsing.oneway("no", highway: .residential, roundabout: false) == .no)
        #expect(TagParsing.oneway(nil, highway: .residential, roundabout: false) == .no)
        #expect(TagParsing.oneway(nil, highway: .motorway, roundabout: false) == .forward)
        #expect(TagParsing.oneway(nil, highway: .motorwayLink, roundabout: false) == .forward)
        #expect(TagParsing.oneway(nil, highway: .tertiary, roundabout: true) == .forward)
        #expect(TagParsing.oneway("no", highway: .motorway, roundabout: false) == .no)
        #expect(TagParsing.oneway(nil, highway: .trunkLink, roundabout: false) == .no)
    }

    @Test func mostSpecificAccessTagWins() {
        #expect(TagParsing.carAccess(OSMTags([("access", "private")])) == .private)
        #expect(TagParsing.carAccess(OSMTags([("access", "no"), ("motor_vehicle", "destination")])) == .destination)
        #expect(TagParsing.carAccess(OSMTags([("access", "private"), ("motor_vehicle", "permissive")])) == .yes)
        #expect(TagParsing.carAccess(OSMTags([("motor_vehicle", "yes"), ("motorcar", "no")])) == .no)
        #expect(TagParsing.carAccess(OSMTags([("highway", "residential")])) == .yes)
        #expect(TagParsing.carAccess(OSMTags([("access", "weird")])) == .yes)
    }

    @Test func maxheightInMetresAndFeet() throws {
        #expect(TagParsing.maxHeight("3.5") == 3.5)
        #expect(TagParsing.maxHeight("3.5 m") == 3.5)
        #expect(TagParsing.maxHeight("4,2") == 4.2)
        #expect(TagParsing.maxHeight("12'6\"") == 3.81)
        #expect(TagParsing.maxHeight("default") == nil)
        #expect(TagParsing.maxHeight("none") == nil)
        let ft = try #require(TagParsing.maxHeight("10 ft"))
        #expect(abs(ft - 3.048) < 1e-9)
    }

    @Test func maxweightInTonnes() {
        #expect(TagParsing.maxWeight("7.5") == 7.5)
        #expect(TagParsing.maxWeight("3.5 t") == 3.5)
        #expect(TagParsing.maxWeight("3500 kg") == 3.5)
        #expect(TagParsing.maxWeight("heavy") == nil)
    }

    @Test func lanesAndLayer() {
        #expect(TagParsing.lanes("2") == 2)
        #expect(TagParsing.lanes("2;3") == 2)
        #expect(TagParsing.lanes("many") == nil)
        #expect(TagParsing.layer("-3") == -3)
        #expect(TagParsing.layer("12") == 5)
        #expect(TagParsing.layer(nil) == 0)
    }

    /// One parser of storeys: the drawn building's whole number and the tiles' fractional one agree.
    @Test func buildingLevelsWholeAndFractional() {
        #expect(TagParsing.levels("2.5") == 2.5)
        #expect(TagParsing.wholeLevels("3") == 3)
        #expect(TagParsing.wholeLevels("3.0") == 3)
        #expect(TagParsing.wholeLevels("2.5") == 2, "two full storeys")
        #expect(TagParsing.wholeLevels("0") == 0)
        for bad in ["", "-1", "301", "three", "nan", "inf", "1e400"] {
            #expect(TagParsing.levels(bad) == nil && TagParsing.wholeLevels(bad) == nil, "\(bad)")
        }
        #expect(TagParsing.wholeLevels("300") == 300)
    }

    @Test func roadFromTagsReadsEveryAttribute() throws {
        let tags = OSMTags([("highway", "motorway_link"), ("name", "Zubringer"), ("name:ja", "ザブリンガー"), ("ref", "A 9"),
                            ("maxspeed", "DE:motorway"), ("maxspeed:forward", "80"), ("lanes", "2"), ("tunnel", "building_passage"),
                            ("bridge", "yes"), ("toll", "yes"), ("hgv", "no"), ("maxheight", "3.8"), ("maxweight", "7.5"),
                            ("destination", "Nürnberg"), ("destination:ref", "A 9"), ("layer", "1"), ("motorcar", "destination")])
        let r = try #require(NetworkBuilder.road(osmID: 7, tags: tags))
        #expect(r.highway == .motorwayLink)
        #expect(r.oneway == .forward)
        #expect(r.maxSpeed == nil && r.isSpeedUnlimited)
        #expect(r.speedLimit(forward: true) == 80)
        #expect(r.flags == [.tunnel, .bridge, .toll, .noHGV])
        #expect(r.access == .destination)
        #expect(r.maxHeight == 3.8 && r.maxWeight == 7.5 && r.lanes == 2 && r.layer == 1)
        #expect(r.destination == "Nürnberg" && r.destinationRef == "A 9")
        #expect(r.name(language: "ja") == "ザブリンガー" && r.name(language: "de") == "Zubringer")
    }

    @Test func nonCarHighwaysAndAreasAreNotRoads() {
        #expect(NetworkBuilder.road(osmID: 1, tags: OSMTags([("highway", "footway")])) == nil)
        #expect(NetworkBuilder.road(osmID: 1, tags: OSMTags([("highway", "cycleway")])) == nil)
        #expect(NetworkBuilder.road(osmID: 1, tags: OSMTags([("highway", "service"), ("area", "yes")])) == nil)
        #expect(NetworkBuilder.road(osmID: 1, tags: OSMTags([("highway", "service")])) != nil)
    }
}

@Suite struct OSMTagTests {
    @Test func controlCharactersAndEscapeSequencesAreStrippedFromTagText() {
        #expect(OSMTag(key: "name", value: "Rue\u{1b}[31m Rouge\u{7}").value == "Rue Rouge")  // the one policy: whole escape sequences go
        #expect(OSMTag(key: "name", value: "Line\nbreak\u{9b}2J").value == "Linebreak")
        #expect(OSMTag(key: "name", value: "Café Ünïcödé 本通り").value == "Café Ünïcödé 本通り")
    }

    @Test func tagTextFromAFileIsSanitized() throws {
        let xml = SmallTownFixture.xml.replacingOccurrences(of: "Main Street", with: "Main&#27;[2J Street")
        let map = try OSMMap.parse(data: Array(xml.utf8), name: "t")
        #expect(map.network.roads.first { $0.osmID == 10 }?.name == "Main Street")  // the one policy: whole escape sequences go
    }
}

/// The unit a limit is posted in survives the conversion to km/h, so a sign can show it as posted.
@Suite struct PostedSpeedUnitTests {
    @Test(arguments: [
        ("50", SpeedUnit.kilometersPerHour), ("50 km/h", .kilometersPerHour), ("DE:urban", .kilometersPerHour),
        ("30 mph", .milesPerHour), ("20mph", .milesPerHour), ("GB:nsl_single", .milesPerHour), ("UK:motorway", .milesPerHour),
        ("10 knots", .knots),
    ])
    func maxspeedValuesKeepTheirPostedUnit(raw: String, unit: SpeedUnit) {
        #expect(TagParsing.postedUnit(raw) == unit)
    }

    @Test func aMilesPerHourRoadShowsItsPostedNumber() throws {
        let r = try #require(NetworkBuilder.road(osmID: 1, tags: OSMTags([("highway", "residential"), ("maxspeed", "30 mph")])))
        #expect(r.speedLimitUnit == .milesPerHour)
        #expect(r.speedLimitUnit.posted(try #require(r.maxSpeed)) == 30)
        let k = try #require(NetworkBuilder.road(osmID: 2, tags: OSMTags([("highway", "residential"), ("maxspeed", "50")])))
        #expect(k.speedLimitUnit == .kilometersPerHour && k.speedLimitUnit.posted(50) == 50)
        let nsl = try #require(NetworkBuilder.road(osmID: 3, tags: OSMTags([("highway", "primary"), ("maxspeed", "GB:nsl_single")])))
        #expect(nsl.speedLimitUnit.posted(try #require(nsl.maxSpeed)) == 60)
    }
}
