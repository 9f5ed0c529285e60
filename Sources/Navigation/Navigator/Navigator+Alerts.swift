import Geo
import MapData
import Routing

extension Navigator {
    /// `warning` events for the features of `SafetyWarningOptions.kinds`, in route order.
    func warningEvents(at t: Seconds, into events: inout [NavigationEvent]) {
        let w = options.safetyWarnings
        let notice = w.notice(forLimit: profileSpeed, profiles: options.notifications)
        var i = cursor.feature
        while i < warned.count {
            let f = warned[i]
            let d = f.offset - cursor.offset
            if d > notice { break }
            let target: SafetyWarningStage = d <= -w.passedDistance ? .passed : (d <= w.reachedDistance ? .reached : .ahead)
            let from = featureStages[i].map { Self.stageRank($0) + 1 } ?? 0
            let to = Self.stageRank(target)
            if from <= to {
                for k in from...to {
                    events.append(.warning(SafetyWarning(time: t, stage: SafetyWarningStage.allCases[k], feature: f, distance: d)))
                }
                featureStages[i] = target
            }
            if featureStages[i] == .passed && i == cursor.feature { cursor.feature += 1 }
            i += 1
        }
    }

    static func stageRank(_ s: SafetyWarningStage) -> Int { SafetyWarningStage.allCases.firstIndex(of: s) ?? 0 }

    /// `speedWarning` when the alert level changes (the escalation of a lasting minor alert included).
    func speedEvents(at t: Seconds, into events: inout [NavigationEvent]) {
        let kmh = UnitConversion.kmh(fromMps: speed)
        let thresholds = options.speedAlerts
        var level = SpeedAlertLevel.none
        if let limit, limit > 0 {
            speedLevel = thresholds.level(speed: kmh, limit: limit, current: speedLevel)
            level = speedLevel
            if speedLevel == .minor {
                let since = minorSince ?? t
                minorSince = since
                if let after = thresholds.escalateAfter, t - since >= after { level = .major }
            } else {
                minorSince = nil
            }
        } else {
            speedLevel = .none
            minorSince = nil
        }
        guard level != alertLevel else { return }
        alertLevel = level
        let l = limit ?? 0
        events.append(.speedWarning(SpeedWarning(time: t, level: level, speed: kmh, limit: l,
                                                 percent: SpeedAlertThresholds.percent(speed: kmh, limit: l))))
    }
}
