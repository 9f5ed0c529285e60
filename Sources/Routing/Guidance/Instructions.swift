import Geo

/// Instruction texts for maneuvers, from the language tables (`InstructionTemplates`); English unless told.
public enum Instructions {
    /// The instruction for a maneuver: "Turn right onto Harbour Street", "At the roundabout, take the 2nd exit onto
    /// Elm Road", "Take exit 4 toward Old Town", "You have arrived. Your destination is on the left".
    public static func text(for m: Maneuver, language: InstructionLanguage = .english) -> String {
        capitalizedFirst(phrase(for: m, language.templates))
    }

    /// "In 450 m, turn right onto Harbour Street" (distance in the given units).
    public static func announcement(for m: Maneuver, in distance: Meters, units: UnitSystem,
                                    language: InstructionLanguage = .english) -> String {
        let t = language.templates
        return capitalizedFirst(t.distancePrefix.replacingPlaceholder("distance", with: format(distance, units, t)) + phrase(for: m, t))
    }

    /// A maneuver notification as the navigator words it: the action ("Turn right onto Harbour Street"), or with the
    /// distance ahead ("In 200 m, arrive at your destination"), and the maneuver right after it joined with "then".
    /// In English this is the navigator's own `ManeuverNotification.text`.
    public static func notification(for m: Maneuver, distance: Meters?, then next: Maneuver?, units: UnitSystem,
                                    language: InstructionLanguage = .english) -> String {
        let t = language.templates
        var text: String
        if let distance {
            let what: String
            switch m.kind {
            case .arrive: what = t.arriveUpcoming
            case .waypoint: what = t.waypointUpcoming
            default: what = phrase(for: m, t)
            }
            text = t.distancePrefix.replacingPlaceholder("distance", with: format(distance, units, t)) + what
        } else {
            text = phrase(for: m, t)
        }
        if let next { text += t.then + phrase(for: next, t) }
        return capitalizedFirst(text)
    }

    /// The mid-sentence form of a maneuver's instruction from one table ("turn right onto Harbour Street").
    /// The template is filled in one pass; each placeholder's value is worked out only if the template names it.
    static func phrase(for m: Maneuver, _ t: InstructionTemplates) -> String {
        guard let template = t.kinds[m.kind] else { return "" }
        let road = roadPhrase(template.road, m, t)
        var missingOrdinal = false
        var text = template.text.fillingPlaceholders { name in
            switch name {
            case "road": return road
            case "ordinal":
                guard let n = m.roundaboutExit else { missingOrdinal = true; return "" }
                return ordinal(n, t.ordinals)
            case "compass": return compass(m.bearingAfter, t)
            case "exit": return m.exitNumber.map { t.numberedExit.replacingPlaceholder("exit", with: $0) } ?? t.unnumberedExit
            case "waypoint": return String(m.leg + 1)
            default: return nil
            }
        }
        if missingOrdinal { return template.fallback ?? "" }
        if template.road == .onto, road.isEmpty, let fallback = template.fallback { return fallback }
        switch m.kind {
        case .waypoint:
            if let side = sideText(m.side, t) { text += t.waypointSide.replacingPlaceholder("side", with: side) }
        case .arrive:
            text += sideText(m.side, t).map { t.arriveSide.replacingPlaceholder("side", with: $0) } ?? t.arriveAhead
        default: break
        }
        return text
    }

    static func roadPhrase(_ kind: InstructionTemplates.RoadPhrase, _ m: Maneuver, _ t: InstructionTemplates) -> String {
        let onto = m.roadLabel.map { t.onto.replacingPlaceholder("label", with: $0) }
        let toward = m.destination.map { t.toward.replacingPlaceholder("destination", with: $0) }
        switch kind {
        case .none: return ""
        case .on: return m.roadLabel.map { t.on.replacingPlaceholder("label", with: $0) } ?? ""
        case .onto: return onto ?? ""
        case .ontoElseToward: return onto ?? toward ?? ""
        case .towardElseOnto: return toward ?? onto ?? ""
        case .plain: return m.roadLabel.map { " " + $0 } ?? ""
        }
    }

    static func sideText(_ side: Side?, _ t: InstructionTemplates) -> String? {
        switch side {
        case .left: t.left
        case .right: t.right
        case .straight, nil: nil
        }
    }

    /// A distance in the display units, with the language's decimal separator ("1.2 km", "1,2 km").
    public static func distance(_ d: Meters, units: UnitSystem, language: InstructionLanguage) -> String {
        format(d, units, language.templates)
    }

    static func format(_ d: Meters, _ units: UnitSystem, _ t: InstructionTemplates) -> String {
        let s = units.format(distance: d)
        return t.decimalSeparator == "." ? s : String(s.map { $0 == "." ? t.decimalSeparator : $0 })
    }

    /// "north", "northeast", ... for a bearing.
    public static func compass(_ bearing: Degrees, language: InstructionLanguage = .english) -> String {
        compass(bearing, language.templates)
    }

    static func compass(_ bearing: Degrees, _ t: InstructionTemplates) -> String {
        t.compassPoints[Int((Angle.normalized(bearing) + 22.5) / 45) % 8]
    }

    /// 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st.
    public static func ordinal(_ n: Int) -> String { ordinal(n, .englishSuffix) }

    static func ordinal(_ n: Int, _ style: InstructionTemplates.OrdinalStyle) -> String {
        switch style {
        case .trailingDot: return "\(n)."
        case .englishSuffix:
            let tens = n % 100
            if (11...13).contains(tens) { return "\(n)th" }
            switch n % 10 {
            case 1: return "\(n)st"
            case 2: return "\(n)nd"
            case 3: return "\(n)rd"
            default: return "\(n)th"
            }
        }
    }

    static func capitalizedFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.uppercased() + s.dropFirst()
    }
}

extension String {
    /// Replaces every `{name}` with a value.
    func replacingPlaceholder(_ name: String, with value: String) -> String {
        fillingPlaceholders { $0 == name ? value : nil }
    }

    /// The text with each `{name}` replaced by `value(name)`, in one pass over the UTF-8; a name the closure does not
    /// know (nil) stays as written.
    /// - Complexity: O(n) in the length of the text and the values.
    func fillingPlaceholders(_ value: (Substring) -> String?) -> String {
        let bytes = utf8
        guard bytes.contains(UInt8(ascii: "{")) else { return self }
        var out = ""
        out.reserveCapacity(bytes.count + 16)
        var rest = self[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = rest[rest.index(after: open)..<close]
            if let v = value(name) { out += v } else { out += rest[open...close] }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }
}
