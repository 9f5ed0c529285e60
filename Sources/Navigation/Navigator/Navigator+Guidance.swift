import Geo
import MapData
import Routing

extension Navigator {
    /// `currentRoadChanged`, `speedLimitChanged`, `roadAttributesChanged`.
    func roadEvents(at t: Seconds, into events: inout [NavigationEvent]) {
        // A match clamped onto a maneuver point (a missed turn) must not already count as the next road.
        let probe = max(0, cursor.offset - Self.roadChangeSlack)
        let seg = route.segments.isEmpty ? nil : route.segments[route.segmentIndex(at: probe)]
        let change = RoadChange(time: t, name: seg?.name, ref: seg?.ref, highway: seg?.highway)
        if road == nil || road?.name != change.name || road?.ref != change.ref {
            road = change
            events.append(.currentRoadChanged(change))
        }
        let newLimit = seg?.speedLimit, newUnit = seg?.speedLimitUnit ?? .kilometersPerHour
        if !limitKnown || newLimit != limit || (newLimit != nil && newUnit != limitUnit) {
            limitKnown = true
            limit = newLimit
            limitUnit = newUnit
            events.append(.speedLimitChanged(SpeedLimitChange(time: t, limit: newLimit, unit: newUnit)))
        }
        let now = route.attributes(at: probe)
        if now != attributes {
            let entered = now.subtracting(attributes), left = attributes.subtracting(now)
            attributes = now
            events.append(.roadAttributesChanged(RoadAttributesChange(time: t, entered: entered, left: left, current: now)))
        }
    }

    /// Roads, limits and attributes change this far past their start.
    static let roadChangeSlack: Meters = 2

    /// A stage is skipped when the maneuver is already within this factor of the next stage's distance.
    static let stageMergeFactor = 1.25

    /// The limit used to choose the notification profile: the limit in force, else the speed.
    var profileSpeed: KilometersPerHour {
        limit ?? UnitConversion.kmh(fromMps: speed)
    }

    /// `maneuverPassed`, `waypointReached`, `maneuverNotification`.
    func guidanceEvents(at t: Seconds, into events: inout [NavigationEvent]) {
        let ms = route.maneuvers
        let profile = options.notifications.profile(forLimit: profileSpeed)
        while cursor.step < ms.count && ms[cursor.step].kind != .arrive
                && cursor.offset >= ms[cursor.step].offset + options.maneuverPassedDistance {
            if announced[cursor.step] == nil {
                // Passed before any announcement (two maneuvers very close): announce it now, then pass it.
                events.append(.maneuverNotification(notification(cursor.step, stage: .action, at: t, profile: profile)))
                announced[cursor.step] = .action
            }
            events.append(.maneuverPassed(ManeuverPassage(time: t, maneuverIndex: cursor.step, maneuver: ms[cursor.step])))
            cursor.step += 1
        }
        while cursor.leg < route.legs.count - 1 && cursor.offset >= route.legs[cursor.leg].endOffset - options.arrivalDistance {
            cursor.leg += 1
            events.append(.waypointReached(WaypointArrival(time: t, waypoint: waypointBase + cursor.leg)))
        }
        guard cursor.step < ms.count else { return }
        let distance = ms[cursor.step].offset - cursor.offset
        let time = speed > 0.5 ? distance / speed : .infinity
        var reached: ManeuverNotificationStage?
        for stage in ManeuverNotificationStage.allCases {
            let trig = profile.trigger(stage)
            if distance <= trig.distance || time <= trig.time { reached = stage }
        }
        // A stage whose successor is only a little further on is skipped (no "in 550 m" just before "in 500 m").
        if let stage = reached, stage != .action, announced[cursor.step] == nil || announced[cursor.step].map({ $0 < stage }) == true {
            let next = ManeuverNotificationStage.allCases[stage.rank + 1]
            let trig = profile.trigger(next)
            if distance <= trig.distance * Self.stageMergeFactor || time <= trig.time * Self.stageMergeFactor {
                reached = announced[cursor.step]
            }
        }
        if let stage = reached, announced[cursor.step].map({ $0 < stage }) ?? true {
            announced[cursor.step] = stage
            events.append(.maneuverNotification(notification(cursor.step, stage: stage, at: t, profile: profile)))
        }
    }

    func notification(_ i: Int, stage: ManeuverNotificationStage, at t: Seconds,
                      profile: NotificationProfile) -> ManeuverNotification {
        let ms = route.maneuvers
        let m = ms[i]
        let distance = max(0, m.offset - cursor.offset)
        var thenIndex: Int?
        if i + 1 < ms.count && ms[i + 1].offset - m.offset <= profile.combineDistance && m.kind != .depart {
            thenIndex = i + 1
        }
        var text = Self.instruction(m)
        if stage != .action {
            switch m.kind {
            case .arrive: text = "arrive at your destination"
            case .waypoint: text = "arrive at your waypoint"
            default: break
            }
            text = "In \(options.units.format(distance: distance)), " + Self.lowercasedFirst(text)
        }
        if let j = thenIndex { text += ", then " + Self.lowercasedFirst(Self.instruction(ms[j])) }
        return ManeuverNotification(time: t, stage: stage, maneuverIndex: i, maneuver: m, distance: distance,
                                    thenIndex: thenIndex, then: thenIndex.map { ms[$0] }, text: text)
    }

    /// The router's instruction, or one made from the maneuver's kind when it has none.
    static func instruction(_ m: Maneuver) -> String {
        var s = m.instruction.trimmingCharacters(in: .whitespacesAndNewlines)
        if s.hasSuffix(".") { s.removeLast() }
        if !s.isEmpty { return s }
        let onto = m.roadLabel.map { " onto \($0)" } ?? ""
        switch m.kind {
        case .depart: return "Depart" + (m.roadLabel.map { " on \($0)" } ?? "")
        case .continue, .nameChange: return "Continue" + onto
        case .slightLeft: return "Bear left" + onto
        case .left: return "Turn left" + onto
        case .sharpLeft: return "Turn sharp left" + onto
        case .slightRight: return "Bear right" + onto
        case .right: return "Turn right" + onto
        case .sharpRight: return "Turn sharp right" + onto
        case .uTurn: return "Make a U-turn"
        case .keepLeft: return "Keep left" + onto
        case .keepRight: return "Keep right" + onto
        case .merge: return "Merge" + onto
        case .enterMotorway: return "Join the motorway" + onto
        case .exitLeft, .exitRight: return "Take exit \(m.exitNumber ?? "")".trimmingCharacters(in: .whitespaces) + onto
        case .roundabout: return "At the roundabout, take exit \(m.roundaboutExit ?? 1)" + onto
        case .waypoint: return "You have reached your waypoint"
        case .arrive: return "Arrive at your destination"
        }
    }

    static func lowercasedFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        // Keep acronyms and road refs ("A9 ...") as they are.
        if s.count > 1, s[s.index(after: s.startIndex)].isUppercase || s[s.index(after: s.startIndex)].isNumber { return s }
        return f.lowercased() + s.dropFirst()
    }
}

import Foundation
