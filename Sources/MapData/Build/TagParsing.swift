import Geo

/// How OSM tag values become road attributes. Public so the tables can be tested and cited.
public enum TagParsing {
    /// Speed for `maxspeed=walk` (OSM wiki: "walking pace", usually taken as 5 to 7 km/h; we use 7 like OSRM's walking speed bound).
    public static let walkSpeed: KilometersPerHour = 7

    /// Implicit limits by country code (https://wiki.openstreetmap.org/wiki/Key:maxspeed#Implicit_max_speed_values).
    /// A nil value means "no limit" (as `none`).
    public static let implicitSpeeds: [String: KilometersPerHour?] = [
        "DE:urban": 50, "DE:rural": 100, "DE:motorway": nil, "DE:living_street": 7, "DE:bicycle_road": 30, "DE:zone30": 30, "DE:zone:30": 30,
        "AT:urban": 50, "AT:rural": 100, "AT:trunk": 100, "AT:motorway": 130,
        "CH:urban": 50, "CH:rural": 80, "CH:trunk": 100, "CH:motorway": 120,
        "FR:urban": 50, "FR:rural": 80, "FR:zone30": 30, "FR:motorway": 130,
        "IT:urban": 50, "IT:rural": 90, "IT:trunk": 110, "IT:motorway": 130,
        "ES:urban": 50, "ES:rural": 90, "ES:trunk": 100, "ES:motorway": 120, "ES:zone30": 30,
        "AD:urban": 50, "AD:rural": 90,
        "MC:urban": 50,
        "NL:urban": 50, "NL:rural": 80, "NL:trunk": 100, "NL:motorway": 130,
        "BE:urban": 50, "BE:rural": 70, "BE:motorway": 120,
        "DK:urban": 50, "DK:rural": 80, "DK:motorway": 130,
        "PL:urban": 50, "PL:rural": 90, "PL:motorway": 140,
        "CZ:urban": 50, "CZ:rural": 90, "CZ:motorway": 130,
        "RU:urban": 60, "RU:rural": 90, "RU:motorway": 110, "RU:living_street": 20,
        "GB:nsl_single": 96.56, "GB:nsl_dual": 112.65, "GB:motorway": 112.65,
        "UK:nsl_single": 96.56, "UK:nsl_dual": 112.65, "UK:motorway": 112.65,
    ]

    /// Limits outside this range are tagging errors ("0.5", "1000"), read as unknown: a limit of a fraction of a
    /// km/h would make the road weigh days.
    public static let plausibleLimits: ClosedRange<KilometersPerHour> = 1...399

    /// The largest measure a tag can give (metres of height, width, length or elevation, tonnes of weight): a value past
    /// it is a tagging error, read as untagged. Without a bound a long run of digits parsed to infinity, and a sign
    /// or a label trapped converting it (`maxheight=999…9` crashed the vehicle-restriction signs).
    public static let measureLimit: Double = 10_000
    /// The most storeys `building:levels` and `building:min_level` can give (the tallest building has 163).
    public static let levelLimit = 300

    /// The result of reading a `maxspeed` value.
    public enum SpeedLimit: Equatable, Sendable {
        /// A posted or implied limit.
        case limit(KilometersPerHour)
        /// `none` (or an implicit code meaning no limit): routing uses the class default, the road has no legal limit.
        case unlimited
    }

    /// Parses `maxspeed`: "50", "50 km/h", "30 mph", "10 knots", "walk", "none", "signals"/"variable" (nil: unknown),
    /// country codes ("DE:urban", "GB:nsl_single"); with several values ("50;30") the first is used. Nil when unusable.
    public static func maxSpeed(_ raw: String) -> SpeedLimit? {
        if let v = Int(raw) { return plausibleLimits.contains(Double(v)) ? .limit(Double(v)) : nil }  // the common case: plain km/h
        let value = raw.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        switch value.lowercased() {
        case "": return nil
        case "none", "unlimited": return .unlimited
        case "walk": return .limit(walkSpeed)
        case "signals", "variable", "no", "unknown", "default": return nil
        default: break
        }
        if let implicit = implicitSpeeds[value] { return implicit.map { .limit($0) } ?? .unlimited }
        var number = ""
        var rest = Substring(value)
        while let c = rest.first, c.isNumber || c == "." || c == "," {
            number.append(c == "," ? "." : c)
            rest = rest.dropFirst()
        }
        guard let v = Double(number), plausibleLimits.contains(v) else { return nil }
        switch rest.trimmingCharacters(in: .whitespaces).lowercased() {
        case "", "km/h", "kmh", "kph", "km": return .limit(v)
        case "mph": return .limit((v * UnitConversion.kmhPerMph * 100).rounded() / 100)
        case "knots", "kn": return .limit((v * 1.852 * 100).rounded() / 100)
        default: return nil
        }
    }

    /// The unit a `maxspeed` value is posted in: "30 mph" and the British national limits ("GB:nsl_single") are
    /// miles per hour, "10 knots" knots, plain numbers, "km/h" and other country codes kilometres per hour
    /// (https://wiki.openstreetmap.org/wiki/Key:maxspeed: "km/h is the default unit").
    public static func postedUnit(_ raw: String) -> SpeedUnit {
        let value = (raw.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "").lowercased()
        if value.hasPrefix("gb:") || value.hasPrefix("uk:") || value.hasSuffix("mph") { return .milesPerHour }
        if value.hasSuffix("knots") || value.hasSuffix("kn") { return .knots }
        return .kilometersPerHour
    }

    /// `oneway` with the implied defaults: motorways (and, as OSRM does, motorway links) and roundabouts
    /// are one-way unless tagged `oneway=no`; `oneway=yes/1/true` forward, `-1/reverse` backward.
    public static func oneway(_ value: String?, highway: HighwayClass, roundabout: Bool) -> Oneway {
        guard let value else { return highway == .motorway || highway == .motorwayLink || roundabout ? .forward : .no }
        switch value.lowercased() {
        case "yes", "1", "true": return .forward
        case "-1", "reverse": return .backward
        case "no", "0", "false": return .no
        default:
            // "reversible", "alternating" and unknown values: treat as two-way, unless implied.
            return highway == .motorway || highway == .motorwayLink || roundabout ? .forward : .no
        }
    }

    /// One access value.
    public static func access(_ value: String?) -> Access? {
        guard let value else { return nil }
        switch value.lowercased() {
        case "yes", "permissive", "designated", "official", "public": return .yes
        case "destination", "customers", "delivery", "agricultural;destination": return .destination
        case "private", "permit": return .private
        case "no", "agricultural", "forestry", "use_sidepath", "discouraged": return .no
        default: return nil
        }
    }

    /// Car access from `access`, `motor_vehicle`, `motorcar`, the most specific tag that is set winning.
    public static func carAccess(_ tags: OSMTags) -> Access {
        access(tags["motorcar"]) ?? access(tags["motor_vehicle"]) ?? access(tags["vehicle"]) ?? access(tags["access"]) ?? .yes
    }

    /// `maxheight` in metres: "3.5", "3.5 m", "12'6\"", "12 ft"; nil for "default", "none", "below_default".
    public static func maxHeight(_ raw: String) -> Meters? {
        let s = raw.trimmingCharacters(in: .whitespaces)
        if s.contains("'") || s.contains("\u{2032}") {
            let parts = s.split(whereSeparator: { $0 == "'" || $0 == "\"" || $0 == "\u{2032}" || $0 == "\u{2033}" || $0 == " " })
            guard let feet = parts.first.flatMap({ Double($0) }) else { return nil }
            let inches = parts.count > 1 ? Double(parts[1]) ?? 0 : 0
            let meters = ((feet * 12 + inches) * 0.0254 * 100).rounded() / 100
            return (0...measureLimit).contains(meters) ? meters : nil  // NaN and infinities ("inf'", "nan'") too
        }
        return measure(s, units: ["m": 1, "ft": UnitConversion.metersPerFoot, "": 1])
    }

    /// `maxweight` in tonnes: "7.5", "7.5 t", "3500 kg", "10 st" (short tons).
    public static func maxWeight(_ raw: String) -> Double? {
        measure(raw.trimmingCharacters(in: .whitespaces), units: ["t": 1, "": 1, "kg": 0.001, "st": 0.90718474, "lbs": 0.00045359237])
    }

    private static func measure(_ s: String, units: [String: Double]) -> Double? {
        var number = ""
        var rest = Substring(s)
        while let c = rest.first, c.isNumber || c == "." || c == "," {
            number.append(c == "," ? "." : c)
            rest = rest.dropFirst()
        }
        guard let v = Double(number), v > 0, let f = units[rest.trimmingCharacters(in: .whitespaces).lowercased()],
              v * f <= measureLimit else { return nil }
        return v * f
    }

    /// `building:levels` or `building:min_level` as a count of storeys, 0 to `levelLimit` ("3", "2.5"); nil otherwise.
    public static func levels(_ raw: String) -> Double? {
        guard let v = Double(raw), (0...Double(levelLimit)).contains(v) else { return nil }
        return v
    }

    /// `building:levels` as a whole number of storeys (`levels` rounded down: "3.0" is 3, "2.5" two full storeys);
    /// nil where `levels` is.
    public static func wholeLevels(_ raw: String) -> Int? { levels(raw).map { Int($0.rounded(.down)) } }

    /// A tag that is "yes" in any of its common spellings (tunnel/bridge/toll also accept specific kinds).
    public static func isYes(_ v: String?) -> Bool {
        guard let v else { return false }
        return v != "no" && v != "false" && v != "0"
    }

    /// `tunnel`: yes, building_passage, culvert, ... (anything but no).
    public static func isTunnel(_ v: String?) -> Bool { isYes(v) }

    /// `layer` clamped to -5...5.
    public static func layer(_ v: String?) -> Int8 {
        guard let v, let n = Int(v.trimmingCharacters(in: .whitespaces)) else { return 0 }
        return Int8(max(-5, min(5, n)))
    }

    /// `lanes` (the first number of "2;3").
    public static func lanes(_ v: String?) -> Int? {
        guard let v, let n = Int(v.split(separator: ";").first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""), n > 0, n < 50 else {
            return nil
        }
        return n
    }
}
