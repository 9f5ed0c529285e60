import Geo

/// English instruction texts for maneuvers.
public enum Instructions {
    /// The instruction for a maneuver: "Turn right onto Harbour Street", "At the roundabout, take the 2nd exit onto
    /// Elm Road", "Take exit 4 toward Old Town", "You have arrived. Your destination is on the left".
    public static func text(for m: Maneuver) -> String {
        let toward = m.destination.map { " toward \($0)" } ?? ""
        let onto = m.roadLabel.map { " onto \($0)" } ?? toward
        switch m.kind {
        case .depart:
            return "Head \(compass(m.bearingAfter))" + (m.roadLabel.map { " on \($0)" } ?? "")
        case .continue, .nameChange:
            return m.roadLabel.map { "Continue onto \($0)" } ?? "Continue straight"
        case .slightLeft: return "Turn slightly left" + onto
        case .left: return "Turn left" + onto
        case .sharpLeft: return "Turn sharp left" + onto
        case .slightRight: return "Turn slightly right" + onto
        case .right: return "Turn right" + onto
        case .sharpRight: return "Turn sharp right" + onto
        case .uTurn: return "Make a U-turn" + onto
        case .keepLeft: return "Keep left" + (toward.isEmpty ? onto : toward)
        case .keepRight: return "Keep right" + (toward.isEmpty ? onto : toward)
        case .merge: return "Merge" + onto
        case .enterMotorway: return m.roadLabel.map { "Join the motorway \($0)" } ?? "Join the motorway"
        case .exitLeft, .exitRight:
            let exit = m.exitNumber.map { "exit \($0)" } ?? "the exit"
            let side = m.kind == .exitLeft ? " on the left" : ""
            return "Take \(exit)\(side)" + (toward.isEmpty ? onto : toward)
        case .roundabout:
            guard let n = m.roundaboutExit else { return "Enter the roundabout" }
            return "At the roundabout, take the \(ordinal(n)) exit" + onto
        case .waypoint:
            let which = "You have reached waypoint \(m.leg + 1)"
            return which + (sideText(m.side).map { ". It is \($0)" } ?? "")
        case .arrive:
            return "You have arrived." + (sideText(m.side).map { " Your destination is \($0)" } ?? " Your destination is ahead")
        }
    }

    /// "In 450 m, turn right onto Harbour Street" (distance in the given units).
    public static func announcement(for m: Maneuver, in distance: Meters, units: UnitSystem) -> String {
        let t = text(for: m)
        guard let first = t.first else { return t }
        return "In \(units.format(distance: distance)), " + first.lowercased() + t.dropFirst()
    }

    static func sideText(_ side: Side?) -> String? {
        switch side {
        case .left: "on the left"
        case .right: "on the right"
        case .straight, nil: nil
        }
    }

    /// "north", "northeast", ... for a bearing.
    public static func compass(_ bearing: Degrees) -> String {
        let names = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
        return names[Int((Angle.normalized(bearing) + 22.5) / 45) % 8]
    }

    /// 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st.
    public static func ordinal(_ n: Int) -> String {
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
