import Foundation
import Geo
import MapData
import Navigation
import Routing
import Traces

/// What `navsim batch` does to one input, over the map and router every job shares (both are read-only and
/// `Sendable`; the router hands each query its own scratch space). Per-input state (a matcher, a navigator, a
/// place resolver) is made per input, so jobs never share mutable state.
struct BatchJob: Sendable {
    enum Mode: String, CaseIterable, Sendable {
        case match, replay, drive

        /// Extensions a folder's files must have to be inputs of this mode.
        var extensions: Set<String> {
            switch self {
            case .match, .replay: ["gpx", "nmea", "log", "txt", "json", "jsonl"]
            case .drive: ["json"]
            }
        }
    }

    let mode: Mode
    let map: OSMMap
    let router: Router
    let matcher: MatcherOptions

    /// The input's record: its figures, or status "error" with the reason (never a throw: the batch goes on).
    func run(_ input: String) -> BatchRecord {
        do {
            switch mode {
            case .match: return try match(input)
            case .replay: return try replay(input)
            case .drive: return try drive(input)
            }
        } catch {
            return .failed(input, error.description)
        }
    }

    private func match(_ input: String) throws(CLIError) -> BatchRecord {
        let fixes = try MatchCommand.readFixes(input)
        let result = MapMatcher(network: map.network, options: matcher).match(fixes)
        guard result.matchedCount > 0 else {
            throw CLIError.failed("\(input): the trace is off the map: none of its \(fixes.count) points lies within "
                                  + "\(JSONText.number(matcher.radius, 1)) m of a road on map \(map.name)")
        }
        var r = BatchRecord(input: input)
        r.points = fixes.count
        r.matched = Double(result.matchedCount) / Double(fixes.count)
        r.length = result.length
        r.duration = Self.span(fixes)
        return r
    }

    /// The trace replayed through the navigator along its own matched path, as `navsim replay --headless` does
    /// without `--to` or `--route`.
    private func replay(_ input: String) throws(CLIError) -> BatchRecord {
        let fixes = try MatchCommand.readFixes(input)
        let matched = MapMatcher(network: map.network, options: matcher).match(fixes)
        guard matched.matchedCount >= 2 else {
            throw CLIError.failed("\(input): the trace matches no roads on map \(map.name)")
        }
        let route: Route
        do { route = try MatchedRoute.route(for: matched, network: map.network, provider: router) } catch {
            throw CLIError.failed("\(input): \(error.description)")
        }
        let runner = ReplayRunner(source: ReplayLocationSource(fixes: fixes),
                                  navigator: Navigator(route: route, options: NavigatorOptions(), provider: router))
        var tally = AlertTally()
        while let events = runner.step() {
            for case .navigation(let e) in events { tally.count(e) }
            tally.sample(runner.navigator.state.alertLevel)
        }
        let s = runner.navigator.state
        var r = BatchRecord(input: input)
        r.points = runner.samples
        r.matched = Double(matched.matchedCount) / Double(fixes.count)
        r.length = s.odometer
        r.duration = Self.span(fixes)
        r.arrived = s.hasArrived
        r.reroutes = s.rerouteCount
        r.speeding = tally.share(of: runner.samples)
        r.alerts = tally.alerts
        return r
    }

    /// The route file driven by the simulated vehicle to arrival, as `navsim drive --headless` does (on the batch's
    /// map: a route file's own "map" is not loaded).
    private func drive(_ input: String) throws(CLIError) -> BatchRecord {
        let spec: DriveSpec
        do { spec = try RouteFile.load(path: input) } catch { throw CLIError.failed(error.description) }
        let runner: DriveRunner
        do { runner = try DriveRunner.make(spec: spec, map: map, provider: router) } catch {
            throw CLIError.failed("\(input): \(error.description)")
        }
        var tally = AlertTally()
        let summary: DriveSummary
        do {
            summary = try runner.runToArrival(onEvent: { tally.count($0) },
                                              afterStep: { tally.sample(runner.navigator.state.alertLevel) })
        } catch {
            throw CLIError.failed("\(input): \(error.description)")
        }
        var r = BatchRecord(input: input)
        r.points = summary.samples
        r.length = summary.distance
        r.duration = summary.duration
        r.arrived = true
        r.reroutes = summary.reroutes
        r.speeding = tally.share(of: summary.samples)
        r.alerts = tally.alerts
        return r
    }

    /// Seconds from the first to the last timed fix (nil when the trace has no times).
    static func span(_ fixes: [Fix]) -> Double? {
        guard let a = fixes.first(where: { $0.time != nil })?.time, let b = fixes.last(where: { $0.time != nil })?.time else {
            return nil
        }
        return b - a
    }
}

/// Speed alerts over a run: alerts raised, and samples during which one was showing.
struct AlertTally {
    private(set) var alerts = 0
    private(set) var speedingSamples = 0

    mutating func count(_ e: NavigationEvent) {
        if case .speedWarning(let w) = e, w.level != .none { alerts += 1 }
    }

    mutating func sample(_ level: SpeedAlertLevel) {
        if level != .none { speedingSamples += 1 }
    }

    func share(of samples: Int) -> Double? {
        samples > 0 ? Double(speedingSamples) / Double(samples) : nil
    }
}
