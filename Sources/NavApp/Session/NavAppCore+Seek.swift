import Geo
import Navigation

extension NavAppCore {
    /// Where to stop a headless advance.
    public enum SeekTarget: Sendable, Equatable {
        /// A fraction of the route's length, 0 ... 1.
        case fraction(Double)
        /// Simulated seconds since the start.
        case time(Seconds)
    }

    /// Takes samples (no wall pacing) until the target is reached or the drive ends; returns the samples taken.
    @discardableResult
    public func seek(to target: SeekTarget, maxSamples: Int = 1_000_000) -> Int {
        var taken = 0
        defer { if taken > 0 { revision &+= 1; advanceFollowZoom(by: .infinity) } }
        // The first sample puts the vehicle on the route (before it the header has nothing to announce).
        if session.state?.sample == nil, !session.isFinished {
            let events = session.step()
            if !events.isEmpty { dispatch(.navigation(events)) }
            taken = 1
        }
        while taken < maxSamples, !session.isFinished, let s = session.state {
            switch target {
            case .fraction(let f): if s.progress.fraction >= f { return taken }
            case .time(let t): if s.time >= t { return taken }
            }
            let events = session.step()
            if !events.isEmpty { dispatch(.navigation(events)) }
            taken += 1
        }
        return taken
    }
}
