/// Repeated timings of one body: the one median (and 90th percentile) the sections report.
enum BenchTiming {
    /// Runs `body` `runs` times and returns the median and 90th percentile of its wall times, in milliseconds.
    static func measure(runs: Int, _ body: () -> Void) -> (median: Double, p90: Double) {
        let m = measureWithCPU(runs: runs, body)
        return (m.median, m.p90)
    }
}
