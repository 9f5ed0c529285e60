import Geo
import MapData
import Routing

/// A kind of trace to test and benchmark the matcher on: simulated drives (`DriveRecorder`, the code behind
/// `navsim record`) along a route, with the receiver's noise, sampling interval and outliers, deterministic for a
/// seed. The bench and the tests draw the same traces from here.
public struct MatchingScenario: Sendable, Hashable {
    public var name: String
    /// GPS noise, σ per axis.
    public var noise: Meters
    /// Seconds between fixes.
    public var interval: Seconds
    /// Share of fixes thrown far off (multipath, a bad fix), and how far.
    public var outlierShare: Double
    public var outlierDistance: ClosedRange<Meters>
    /// A steady cruise at this speed (where limits and curves allow); nil: speed limits, curves, stops and queues.
    public var cruise: KilometersPerHour?
    /// Queues: the traffic crawls (stop and go) over `queueLength` metres every `queueSpacing` metres.
    public var queueSpacing: Meters?
    public var queueLength: ClosedRange<Meters> = 60...250

    public init(name: String, noise: Meters, interval: Seconds = 1, outlierShare: Double = 0,
                outlierDistance: ClosedRange<Meters> = 100...300, cruise: KilometersPerHour? = 50, queueSpacing: Meters? = nil) {
        self.name = name
        self.noise = noise
        self.interval = interval
        self.outlierShare = outlierShare
        self.outlierDistance = outlierDistance
        self.cruise = cruise
        self.queueSpacing = queueSpacing
    }

    /// The peer comparison's traces: 1 Hz, 50 km/h, σ 5 m.
    public static let steady = MatchingScenario(name: "1 Hz, 50 km/h, σ 5 m", noise: 5)
    /// Stop and go: speed limits, curves, signals, stops at waypoints and crawling queues every 800 m.
    public static let stopAndGo = MatchingScenario(name: "stop and go, σ 5 m", noise: 5, cruise: nil, queueSpacing: 800)
    public static let noisy15 = MatchingScenario(name: "σ 15 m, 10 % outliers", noise: 15, outlierShare: 0.1)
    public static let noisy30 = MatchingScenario(name: "σ 30 m, 10 % outliers", noise: 30, outlierShare: 0.1)
    public static let sparse5 = MatchingScenario(name: "one fix every 5 s", noise: 5, interval: 5)
    public static let sparse15 = MatchingScenario(name: "one fix every 15 s", noise: 5, interval: 15)
    public static let sparse30 = MatchingScenario(name: "one fix every 30 s", noise: 5, interval: 30)
    /// The harder cases of issue 18.
    public static let harder = [stopAndGo, noisy15, noisy30, sparse5, sparse15, sparse30]

    /// The matcher options that fit the receiver (σ as the noise; the defaults otherwise).
    public var matcherOptions: MatcherOptions {
        var o = MatcherOptions()
        o.sigma = max(o.sigma, noise)
        return o
    }

    /// A drive along `route`, deterministic for `seed`: the samples (outliers included) and the truth.
    public func drive(route: Route, network: RoadNetwork, seed: UInt64) -> RecordedDrive {
        var g = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ 0x6D61_7463_68)
        var slowdowns = [Slowdown]()
        if let cruise { slowdowns.append(Slowdown(from: 0, to: route.length + 1, speed: cruise)) }
        if let spacing = queueSpacing {
            var at = spacing / 2
            while at < route.length {
                let length = Double.random(in: queueLength, using: &g)
                slowdowns.append(Slowdown(from: at, to: at + length, speed: 0))
                at += spacing * Double.random(in: 0.6...1.4, using: &g)
            }
        }
        let options = SimulationOptions(seed: seed, interval: interval, noise: noise, slowdowns: slowdowns)
        var drive = DriveRecorder.record(route: route, options: options, network: network)
        if outlierShare > 0 {
            for i in drive.samples.indices where Double.random(in: 0..<1, using: &g) < outlierShare {
                let d = Double.random(in: outlierDistance, using: &g)
                let bearing = Double.random(in: 0..<360, using: &g)
                drive.samples[i].coordinate = drive.samples[i].coordinate.destination(distance: d, bearing: bearing)
            }
        }
        return drive
    }
}
