import Geo
import MapData
import Routing

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
    /// The target spans of these speeds lowered by `traffic`: the same as `DrivePath.spans` of the breaks made with
    /// the options' slowdowns and `traffic` together, in one merge of the two ordered lists of breaks (the simulated
    /// car rebuilds its path with each minute's traffic). Nil when `traffic` is not in route order without overlaps
    /// (each run's `from ≤ to ≤` the next run's `from`), which the merge relies on.
    /// - Complexity: O(speed changes + traffic).
    func mergedSpans(with traffic: [Slowdown], length: Meters) -> [(start: Meters, speed: MetersPerSecond)]? {
        for i in traffic.indices {
            guard traffic[i].from <= traffic[i].to, i == 0 || traffic[i - 1].to <= traffic[i].from else { return nil }
        }
        // A route's breaks start with 0 (read below without bounds checks).
        guard !changeOffsets.isEmpty, changeSpeeds.count == changeOffsets.count else { return nil }
        // Each break gives at most one span: written in place (a minute's rebuild makes hundreds).
        let capacity = changeOffsets.count + 2 * traffic.count
        return [(start: Meters, speed: MetersPerSecond)](unsafeUninitializedCapacity: capacity) { spans, written in
            written = 0
            changeOffsets.withUnsafeBufferPointer { offsets in
                changeSpeeds.withUnsafeBufferPointer { speeds in
                    traffic.withUnsafeBufferPointer { traffic in
                        // Base breaks (k) and the runs' ends (j: run j / 2, its start when even, its end when odd)
                        // in order; at equal offsets the base break is taken (as a stable sort of the base breaks
                        // followed by the bounds would). Breaks are never negative and targets never below
                        // `minimumTarget`, so -1 stands for "none yet" in both.
                        var k = 0, j = 0, run = 0
                        var previousBreak: Meters = -1
                        var lastSpeed: MetersPerSecond = -1
                        let n = offsets.count, m = 2 * traffic.count
                        while k < n || j < m {
                            let bound = j < m ? max(0, j & 1 == 0 ? traffic[j >> 1].from : traffic[j >> 1].to) : .infinity
                            let b: Meters
                            if k < n && offsets[k] <= bound {
                                b = offsets[k]
                                k += 1
                            } else {
                                b = bound
                                j += 1
                            }
                            guard (b < length || b == 0) && b != previousBreak else { continue }
                            previousBreak = b
                            // The base speed of the last base break at or before b (the first break is 0, at or
                            // before any).
                            var v = speeds[max(0, k - 1)]
                            // The run that holds at b, if any: the first one not yet over (the runs do not overlap).
                            while run < traffic.count && !(b < traffic[run].to) { run += 1 }
                            if run < traffic.count && traffic[run].from <= b { v = min(v, traffic[run].speed) }
                            let mps = max(DrivePath.minimumTarget, UnitConversion.mps(fromKmh: v))
                            if lastSpeed == mps { continue }
                            lastSpeed = mps
                            spans[written] = (b, mps)
                            written += 1
                        }
                    }
                }
            }
        }
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
