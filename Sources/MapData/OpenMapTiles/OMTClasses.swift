/// The OpenMapTiles schema's class mappings from OSM tags (openmaptiles/openmaptiles `layers/*/mapping.yaml` and
/// `class.sql`): which tag values make which `class` in each layer.
enum OMTClasses {
    // MARK: transportation

    /// The transportation `class` and `subclass` of a way's tags, and whether it is a ramp (a `*_link`).
    static func transportation(_ tags: OSMTags) -> (class: String, subclass: String?, ramp: Bool)? {
        if let h = tags["highway"] {
            switch h {
            case "motorway", "trunk", "primary", "secondary", "tertiary": return (h, nil, false)
            case "motorway_link", "trunk_link", "primary_link", "secondary_link", "tertiary_link":
                return (String(h.dropLast(5)), nil, true)
            case "unclassified", "residential", "living_street", "road": return ("minor", nil, false)
            case "service": return ("service", nil, false)
            case "track": return ("track", nil, false)
            case "pedestrian", "path", "footway", "cycleway", "steps", "bridleway", "corridor", "platform":
                return ("path", h, h == "steps")
            case "raceway", "busway", "bus_guideway": return (h, nil, false)
            case "construction":
                let c = tags["construction"].flatMap { transportation(OSMTags([OSMTag(key: "highway", value: $0)]))?.class } ?? "minor"
                return (c + "_construction", nil, false)
            default: break
            }
        }
        if let r = tags["railway"] {
            switch r {
            case "rail", "narrow_gauge", "preserved", "funicular": return ("rail", r, false)
            case "subway", "light_rail", "monorail", "tram": return ("transit", r, false)
            default: break
            }
        }
        if let a = tags["aerialway"] {
            switch a {
            case "cable_car", "gondola", "chair_lift", "drag_lift", "mixed_lift", "t-bar", "j-bar", "platter", "rope_tow", "zip_line":
                return ("aerialway", a, false)
            default: break
            }
        }
        if tags["route"] == "ferry" { return ("ferry", nil, false) }
        if tags["man_made"] == "pier" { return ("pier", nil, false) }
        return nil
    }

    /// `service` values the schema keeps.
    static let serviceValues: Set<String> = ["spur", "yard", "siding", "crossover", "driveway", "alley", "parking_aisle"]

    // MARK: water, waterway

    /// The water `class` of an area's tags, nil when it is not water.
    static func water(_ tags: OSMTags) -> String? {
        if tags["leisure"] == "swimming_pool" { return "swimming_pool" }
        let natural = tags["natural"], landuse = tags["landuse"], waterway = tags["waterway"]
        guard natural == "water" || natural == "bay" || landuse == "reservoir" || landuse == "basin"
            || waterway == "riverbank" || waterway == "dock" || tags["water"] != nil && natural != "wetland" else { return nil }
        if natural == "bay" { return "ocean" }
        if waterway == "dock" { return "dock" }
        switch tags["water"] {
        case "river", "canal", "stream", "ditch", "drain", "oxbow", "rapids", "lock", "moat", "wastewater": return "river"
        case "pond": return "pond"
        default: return waterway == "riverbank" ? "river" : "lake"
        }
    }

    static let waterwayClasses: Set<String> = ["stream", "river", "canal", "drain", "ditch"]

    // MARK: landcover, landuse, park

    /// The landcover `class` and `subclass` of an area's tags.
    static func landcover(_ tags: OSMTags) -> (class: String, subclass: String)? {
        if tags["natural"] == "wetland", let w = tags["wetland"], let c = landcoverClass[w] { return (c, w) }
        for key in ["landuse", "natural", "leisure", "wetland"] {
            if let v = tags[key], let c = landcoverClass[v], key != "leisure" || v == "park" || v == "garden" { return (c, v) }
        }
        return nil
    }

    static let landcoverClass: [String: String] = {
        var m = [String: String]()
        for v in ["farmland", "farm", "orchard", "vineyard", "plant_nursery"] { m[v] = "farmland" }
        for v in ["glacier", "ice_shelf"] { m[v] = "ice" }
        for v in ["wood", "forest"] { m[v] = "wood" }
        for v in ["bare_rock", "scree"] { m[v] = "rock" }
        for v in ["fell", "grassland", "heath", "scrub", "shrubbery", "tundra", "grass", "meadow", "allotments", "park",
                  "village_green", "recreation_ground", "garden", "flowerbed"] { m[v] = "grass" }
        for v in ["wetland", "bog", "swamp", "wet_meadow", "marsh", "reedbed", "saltern", "tidalflat", "saltmarsh", "mangrove"] {
            m[v] = "wetland"
        }
        for v in ["beach", "sand", "dune"] { m[v] = "sand" }
        return m
    }()

    /// The landuse `class` of an area's tags.
    static func landuse(_ tags: OSMTags) -> String? {
        if let v = tags["landuse"] {
            switch v {
            case "railway", "cemetery", "military", "residential", "commercial", "industrial", "garages", "retail", "quarry": return v
            default: break
            }
        }
        if let v = tags["amenity"] {
            switch v {
            case "bus_station", "school", "university", "kindergarten", "college", "library", "hospital": return v
            case "grave_yard": return "cemetery"
            default: break
            }
        }
        if let v = tags["leisure"], ["stadium", "pitch", "playground", "track"].contains(v) { return v }
        if let v = tags["tourism"], v == "theme_park" || v == "zoo" { return v }
        if let v = tags["place"], v == "suburb" || v == "quarter" || v == "neighbourhood" { return v }
        if tags["waterway"] == "dam" { return "dam" }
        return nil
    }

    /// The park `class`: protected areas by their kind, and public parks (`leisure=park`) as `public_park`, as the
    /// schema's park layer classes them (`park/class.sql`).
    static func park(_ tags: OSMTags) -> String? {
        let leisure = tags["leisure"], boundary = tags["boundary"]
        if leisure == "nature_reserve" { return "nature_reserve" }
        if boundary == "national_park" { return "national_park" }
        if boundary == "protected_area" { return "protected_area" }
        if leisure == "park" { return "public_park" }
        return nil
    }

    // MARK: poi

    /// Keys a POI is classed by, in order of precedence, and the values of other keys that make a POI.
    static let poiKeys = ["amenity", "shop", "tourism", "historic", "leisure", "office", "sport"]

    /// The poi `class` and `subclass` of an element's tags (named elements only).
    static func poi(_ tags: OSMTags) -> (class: String, subclass: String)? {
        for key in poiKeys {
            guard let v = tags[key], v != "no", v != "yes" || key == "shop" || key == "office" else { continue }
            let sub = v == "yes" ? key : v
            if key == "shop" { return (poiClass[sub] ?? "shop", sub) }
            if key == "office" { return ("office", sub) }
            return (poiClass[sub] ?? sub, sub)
        }
        switch tags["railway"] {
        case "station", "halt", "tram_stop", "subway_entrance", "train_station_entrance":
            return ("railway", tags["railway"]!)
        default: break
        }
        if tags["highway"] == "bus_stop" { return ("bus", "bus_stop") }
        if tags["aerialway"] == "station" { return ("aerialway", "station") }
        if tags["waterway"] == "dock" { return ("harbor", "dock") }
        return nil
    }

    static let poiClass: [String: String] = {
        let groups: [(String, [String])] = [
            ("town_hall", ["townhall", "public_building", "courthouse", "community_centre"]),
            ("golf", ["golf", "golf_course", "miniature_golf"]),
            ("fast_food", ["fast_food", "food_court"]),
            ("park", ["park", "bbq"]),
            ("bus", ["bus_stop", "bus_station"]),
            ("railway", ["halt", "station", "subway_entrance", "train_station_entrance", "tram_stop"]),
            ("campsite", ["camp_site", "caravan_site"]),
            ("laundry", ["laundry", "dry_cleaning"]),
            ("grocery", ["supermarket", "deli", "delicatessen", "department_store", "greengrocer", "marketplace"]),
            ("library", ["books", "library"]),
            ("college", ["university", "college"]),
            ("lodging", ["hotel", "motel", "bed_and_breakfast", "guest_house", "hostel", "chalet", "alpine_hut", "dormitory"]),
            ("ice_cream", ["chocolate", "confectionery", "ice_cream"]),
            ("post", ["post_box", "post_office", "parcel_locker"]),
            ("cafe", ["cafe"]),
            ("school", ["school", "kindergarten"]),
            ("alcohol_shop", ["alcohol", "beverages", "wine"]),
            ("bar", ["bar", "nightclub"]),
            ("harbor", ["marina", "dock"]),
            ("car", ["car", "car_repair", "car_parts", "taxi"]),
            ("hospital", ["hospital", "nursing_home", "clinic"]),
            ("cemetery", ["grave_yard", "cemetery"]),
            ("attraction", ["attraction", "viewpoint"]),
            ("beer", ["beer", "pub"]),
            ("music", ["music", "musical_instrument"]),
            ("stadium", ["american_football", "stadium", "soccer"]),
            ("art_gallery", ["art", "artwork", "gallery", "arts_centre"]),
            ("clothing_store", ["bag", "clothes"]),
            ("swimming", ["swimming_area", "swimming"]),
            ("castle", ["castle", "ruins"]),
            ("atm", ["atm"]),
            ("fuel", ["fuel", "charging_station"]),
        ]
        var m = [String: String]()
        for (c, values) in groups { for v in values where m[v] == nil { m[v] = c } }
        return m
    }()

    /// The schema's importance of a poi class (`poi_class_rank`): lower is more important.
    static func poiClassRank(_ c: String) -> Int {
        switch c {
        case "hospital": 20
        case "railway": 40
        case "bus": 50
        case "attraction": 70
        case "harbor": 75
        case "college": 80
        case "school": 85
        case "stadium": 90
        case "zoo": 95
        case "town_hall": 100
        case "campsite": 110
        case "cemetery": 115
        case "park": 120
        case "library": 130
        case "police": 135
        case "post": 140
        case "golf": 150
        case "shop": 400
        case "grocery": 500
        case "fast_food": 600
        case "clothing_store": 700
        case "bar": 800
        default: 1000
        }
    }

    // MARK: place

    static let placeClasses: Set<String> = ["continent", "country", "state", "province", "city", "town", "village", "hamlet",
                                            "suburb", "quarter", "neighbourhood", "isolated_dwelling", "island"]

    /// The place `rank`: cities 1–10 by population (larger is more important, so lower), then every smaller class
    /// in order from 11, as the schema ranks places without Natural Earth data.
    static func placeRank(class c: String, population: Int?) -> Int {
        let p = population ?? 0
        switch c {
        case "country", "state", "province", "continent": return 1
        case "city":
            let thresholds = [5_000_000, 2_000_000, 1_000_000, 500_000, 200_000, 100_000, 50_000, 20_000, 10_000]
            return (thresholds.firstIndex { p >= $0 } ?? thresholds.count) + 1
        case "town": return p >= 20_000 ? 11 : 12
        case "village": return 13
        case "suburb": return 14
        case "hamlet": return 15
        case "quarter": return 16
        case "neighbourhood": return 17
        case "island": return 18
        default: return 19
        }
    }
}
