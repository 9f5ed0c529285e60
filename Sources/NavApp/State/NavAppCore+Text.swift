import Foundation
import Geo
import Navigation
import Routing

/// The texts the reducer puts in the status line and the logs.
extension NavAppCore {
    /// "Speed camera (50) in 300 m", "Traffic signals reached", "Stop sign passed".
    static func warningText(_ w: SafetyWarning, units: UnitSystem) -> String {
        var what: String
        switch w.feature.kind {
        case .trafficSignals: what = "Traffic signals"
        case .stop: what = "Stop sign"
        case .giveWay: what = "Give way"
        case .speedCamera: what = "Speed camera"
        case .levelCrossing: what = "Level crossing"
        case .motorwayJunction: what = "Exit " + (w.feature.ref ?? "")
        }
        if w.feature.kind == .speedCamera, let limit = w.feature.maxSpeed {
            what += " (\(Int(units.speed(limit).rounded())) \(units.speedUnit))"
        }
        switch w.stage {
        case .ahead: return what + " in " + units.format(distance: w.distance)
        case .reached: return what + " reached"
        case .passed: return what + " passed"
        }
    }

    /// "12:05:09" for seconds since midnight (wraps at 24 h).
    static func clock(_ s: Seconds) -> String {
        let t = Int(s.rounded(.down)) % 86_400
        let h = t / 3600, m = (t / 60) % 60, sec = t % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m):" + (sec < 10 ? "0" : "") + "\(sec)"
    }

    /// "2:13" for seconds (minutes are not wrapped).
    static func minutes(_ s: Seconds) -> String {
        let t = max(0, Int(s.rounded(.down)))
        return "\(t / 60):" + (t % 60 < 10 ? "0" : "") + "\(t % 60)"
    }

    static func factorText(_ f: Double) -> String {
        f == f.rounded() ? String(Int(f)) : String(format: "%.1f", f)
    }
}
