/// Repeated timings of one body: the one median (and 90th percentile) the sections report.
enum BenchTiming {
    /// Runs `body` `runs` times and returns the median and 90th percentile of its wall times, in milliseconds.
    static func measure(runs: Int, _ body: () -> Void) -> (median: Double, p90: Double) {
        let clock = ContinuousClock()
        var times = [Double]()
        times.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = clock.now
            body()
            times.append(MapRenderBench.milliseconds(clock.now - start))
        }
        times.sort()
        return (times[runs / 2], times[runs * 9 / 10])
    }
}
