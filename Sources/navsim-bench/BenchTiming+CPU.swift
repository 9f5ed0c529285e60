import Foundation

extension BenchTiming {
    /// Runs `body` `runs` times and returns the median and 90th percentile of its wall times and the median of the
    /// calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), in milliseconds. On a loaded machine the wall time
    /// includes the time other processes held the core; the thread's CPU time does not.
    static func measureWithCPU(runs: Int, _ body: () -> Void) -> (median: Double, p90: Double, cpuMedian: Double) {
        let clock = ContinuousClock()
        var wall = [Double](), cpu = [Double]()
        wall.reserveCapacity(runs)
        cpu.reserveCapacity(runs)
        for _ in 0..<runs {
            let c0 = threadCPUMilliseconds(), start = clock.now
            body()
            wall.append(MapRenderBench.milliseconds(clock.now - start))
            cpu.append(threadCPUMilliseconds() - c0)
        }
        wall.sort()
        cpu.sort()
        return (wall[runs / 2], wall[runs * 9 / 10], cpu[runs / 2])
    }

    /// CPU time of the calling thread so far, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }
}
