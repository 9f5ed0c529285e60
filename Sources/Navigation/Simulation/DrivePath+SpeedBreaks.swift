import Geo
import MapData
import Routing
import Text

extension DrivePath {
    /// Target speeds along a route, in km/h before the walking-pace floor: from each break on (every offset where a
    /// segment or a slowdown starts or ends, in order, each once), the limit of the segment there × the driver factor,
    /// lowered by every slowdown that holds there (`from ≤ offset < to`).
    struct SpeedBreaks: Sendable {
        var offsets: [Meters]
        var speeds: [KilometersPerHour]
        /// The breaks where the speed changes (the first always), which are all `mergedSpans` reads: a break that
        /// keeps the speed of the one before gives, with any traffic, the target of the point before it (the traffic's
        /// own bounds are all read), so its span would be dropped as a repeat.
        let changeOffsets: [Meters]
        let changeSpeeds: [KilometersPerHour]
        /// The options these were made with (the driver factor and the options' own slowdowns).
        let driverFactor: Double
        let slowdowns: [Slowdown]

        func isFor(_ options: SimulationOptions) -> Bool {
            driverFactor == options.driverFactor && slowdowns == options.slowdowns
        }

        /// - Complexity: O(segments + slowdowns log slowdowns).
        init(route: Route, options: SimulationOptions, slowdowns: [Slowdown]) {
            driverFactor = options.driverFactor
            self.slowdowns = options.slowdowns
            // Every offset where a limit or a slowdown may change, in order, each once: the segment starts (in route
            // order already) and the slowdowns' ends, sorted apart (a handful, or one run per slowed stretch).
            var bounds = [Meters]()
            bounds.reserveCapacity(2 * slowdowns.count)
            for s in slowdowns { bounds.append(max(0, s.from)); bounds.append(max(0, s.to)) }
            bounds.sort()
            let segments = route.segments
            var starts = [Meters]()
            starts.reserveCapacity(1 + segments.count)
            starts.append(0)
            for s in segments { starts.append(max(0, s.startOffset)) }
            // Two ascending runs (a route's segments are in route order, as `Route.segmentIndex` also takes them): the
            // sort merges them in one pass.
            var breaks = starts + bounds
            breaks.sort()
            var offsets = [Meters](), speeds = [KilometersPerHour]()
            offsets.reserveCapacity(breaks.count)
            speeds.reserveCapacity(breaks.count)
            // The slowdowns that hold at each break, swept in order (traffic adds one per run of slowed edges, so a
            // scan of every slowdown at every break was quadratic in the route's length).
            let byStart = slowdowns.sorted { $0.from < $1.from }
            var next = 0
            var active = [Slowdown]()
            var previousBreak: Meters?
            let length = route.length
            // The segment at each break (`route.segmentIndex(at:)`), swept along with the ascending breaks.
            var segment = 0
            for b in breaks where (b < length || b == 0) && b != previousBreak {
                previousBreak = b
                var v = DrivePath.limit(of: segments, at: b, from: &segment) * options.driverFactor
                while next < byStart.count && byStart[next].from <= b {
                    active.append(byStart[next])
                    next += 1
                }
                if !active.isEmpty { active.removeAll { !(b < $0.to) } }
                for s in active { v = min(v, s.speed) }
                offsets.append(b)
                speeds.append(v)
            }
            self.offsets = offsets
            self.speeds = speeds
            var changeOffsets = [Meters](), changeSpeeds = [KilometersPerHour]()
            for k in offsets.indices where k == 0 || speeds[k] != speeds[k - 1] {
                changeOffsets.append(offsets[k])
                changeSpeeds.append(speeds[k])
            }
            self.changeOffsets = changeOffsets
            self.changeSpeeds = changeSpeeds
        }
    }

}

extension DrivePath.SpeedBreaks {
    /// The target spans of these speeds lowered by `traffic`: the same as `DrivePath.targets` of the breaks made with
    /// the options' slowdowns and `traffic` together (every break of either, in order and each once, at the lowest
    /// speed that holds there, a break that keeps the speed before dropped), in one walk of the runs that takes the
    /// speed changes met on the way (the simulated car rebuilds its path with each minute's traffic). Nil when
    /// `traffic` is not in route order without overlaps from 0 on (`0 ≤ from ≤ to ≤` the next run's `from`), which
    /// the walk relies on, or holds more than `runCount` runs.
    /// - Parameters:
    ///   - runCount: at most this many runs (the spans are written in place: a run adds two at most, a speed
    ///     change one).
    ///   - from: the targets are wanted from this offset on only, and no run starts before it: the walk starts at
    ///     the speed change at or before it, so the spans before that are not written (a span reaching back
    ///     behind `from` holds the right speed from `from` on only).
    /// - Complexity: O(speed changes from `from` on + traffic).
    func mergedTargets<Runs: Sequence<Slowdown>>(with traffic: Runs, atMost runCount: Int, length: Meters,
                                                 from: Meters = 0) -> DrivePath.Targets? {
        // A route's breaks start with 0: every run starts at or after it, so a break is always behind a run's bounds
        // (read below without bounds checks).
        guard changeOffsets.first == 0, changeSpeeds.count == changeOffsets.count, runCount >= 0 else { return nil }
        var inOrder = true
        let targets = DrivePath.TargetWriter.targets(capacity: changeOffsets.count + 2 * runCount) { out in
            changeOffsets.withUnsafeBufferPointer { offsets in
                changeSpeeds.withUnsafeBufferPointer { speeds in
                    /// The span of break b at speed v (km/h), unless b is past the end.
                    func add(_ b: Meters, _ v: KilometersPerHour) {
                        guard b < length || b == 0 else { return }
                        out.add(b, max(DrivePath.minimumTarget, UnitConversion.mps(fromKmh: v)))
                    }
                    // k: the next speed change; a run's bound where a speed change lies is that break (taken once,
                    // at the change's own offset), so speeds[k - 1] is the speed before traffic there.
                    let n = offsets.count
                    var k = BinarySearch.lastIndex(0..<n) { offsets[$0] <= from }
                    var runs = 0
                    /// The break at the end of a run, where no run holds (the changes before it taken).
                    func addEnd(_ end: Meters) {
                        var b = end
                        if k < n && offsets[k] == b {
                            b = offsets[k]
                            k += 1
                        }
                        add(b, speeds[k - 1])
                    }
                    // The last run's end, added once the next run is known not to start there (if it does, that is
                    // the same break, which the next run holds and adds).
                    // (A run may not start behind `from`: the walk starts at the speed change at or before it.)
                    var end = from, endPending = false
                    for run in traffic {
                        runs += 1
                        guard runs <= runCount, end <= run.from, run.from <= run.to else {
                            inOrder = false
                            return
                        }
                        if endPending && run.from != end { addEnd(end) }
                        // The changes before the run: no run holds there (the last one ended at or before them).
                        while k < n && offsets[k] < run.from {
                            add(offsets[k], speeds[k])
                            k += 1
                        }
                        // A run holds from its start up to (not at) its end; one of no length holds nowhere.
                        if run.from < run.to {
                            var b = run.from
                            if k < n && offsets[k] == b {
                                b = offsets[k]
                                k += 1
                            }
                            add(b, min(speeds[k - 1], run.speed))
                            while k < n && offsets[k] < run.to {
                                add(offsets[k], min(speeds[k], run.speed))
                                k += 1
                            }
                        }
                        end = run.to
                        endPending = true
                    }
                    if endPending { addEnd(end) }
                    while k < n {
                        add(offsets[k], speeds[k])
                        k += 1
                    }
                }
            }
        }
        return inOrder ? targets : nil
    }
}

extension DrivePath {
    /// The limit (km/h) of the segment at an offset, sweeping `segment` forward (offsets asked in ascending order).
    @inline(__always)
    static func limit(of segments: [RouteSegment], at b: Meters, from segment: inout Int) -> KilometersPerHour {
        guard !segments.isEmpty else { return fallbackLimit }
        while segment + 1 < segments.count && segments[segment + 1].startOffset <= b { segment += 1 }
        let seg = segments[segment]
        return seg.speedLimit ?? seg.highway.defaultSpeed
    }
}
