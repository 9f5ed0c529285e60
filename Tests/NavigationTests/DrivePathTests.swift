import Geo
import MapData
import Routing
import TestSupport
import Testing
import Text
import Traffic
@testable import Navigation

/// The simulated driver's path: target speeds from limits and slowdowns, and the traffic rebuild that reuses the
/// previous path's curves and stops.
@Suite struct DrivePathTests {
    /// The target speed at an offset from first principles: the limit of the segment there × the driver factor,
    /// lowered by every slowdown covering the offset, in m/s and at least the walking-pace floor.
    static func expectedTarget(_ route: Route, _ options: SimulationOptions, at x: Meters) -> MetersPerSecond {
        let seg = route.segments[route.segmentIndex(at: x)]
        var v = (seg.speedLimit ?? seg.highway.defaultSpeed) * options.driverFactor
        for s in options.slowdowns where max(0, s.from) <= x && x < max(0, s.to) { v = min(v, s.speed) }
        return max(DrivePath.minimumTarget, UnitConversion.mps(fromKmh: v))
    }

    /// Slowdowns in the shape traffic makes (runs along the route) plus overlapping ones in no order.
    static func slowdowns(_ route: Route) -> [Slowdown] {
        let l = route.length
        return [Slowdown(from: 0.1 * l, to: 0.3 * l, speed: 20), Slowdown(from: 0.25 * l, to: 0.28 * l, speed: 8),
                Slowdown(from: 0.6 * l, to: l + 50, speed: 35), Slowdown(from: 0.05 * l, to: 0.12 * l, speed: 90),
                Slowdown(from: 0.4 * l, to: 0.45 * l, speed: 12)]
    }

    @Test func targetSpeedsFollowTheLimitsAndEverySlowdownCoveringAnOffset() throws {
        let route = Fixtures.cityDrive()
        let options = SimulationOptions(driverFactor: 0.9, slowdowns: Self.slowdowns(route))
        let path = DrivePath(route: route, options: options)
        // Between any two places where a limit or slowdown changes, the target is that of the first principles.
        var cuts = route.segments.map(\.startOffset) + options.slowdowns.flatMap { [$0.from, $0.to] }
        cuts = cuts.filter { $0 > 0 && $0 < route.length }.sorted()
        var checked = 0
        for (a, b) in zip([0] + cuts, cuts + [route.length]) where b - a > 0.01 {
            let x = (a + b) / 2
            #expect(path.targetSpeed(at: x) == Self.expectedTarget(route, options, at: x), "at \(x) m")
            checked += 1
        }
        #expect(checked > 10)
        // Every drop in speed is a constraint at the offset where it starts, in order.
        #expect(!path.drops.isEmpty)
        for d in path.drops {
            let i = try #require(path.spans.firstIndex { $0.start == d.offset })
            #expect(i > 0 && path.spans[i].speed == d.speed && path.spans[i - 1].speed > d.speed)
        }
        #expect(path.drops.map(\.offset) == path.drops.map(\.offset).sorted())
        #expect(path.drops.count == Self.falls(path))
    }

    /// The spans whose speed is below the one before (each is a drop).
    static func falls(_ path: DrivePath) -> Int {
        zip(path.spans, path.spans.dropFirst()).filter { $1.speed < $0.speed }.count
    }

    @Test func targetSpeedFromAHintIsTheSearchedOneForwardBackwardAndOutOfRange() {
        let route = Fixtures.cityDrive()
        let options = SimulationOptions(driverFactor: 0.9, slowdowns: Self.slowdowns(route) + Self.trafficRuns(route, seed: 5))
        let path = DrivePath(route: route, options: options)
        #expect(path.spans.count > 10)
        var g = SeededGenerator(seed: 9)
        // Mostly forward in small steps (as the car asks), with jumps back, exact span starts, before 0 and past the
        // end, and a hint from another path (out of range).
        var offsets = stride(from: -5.0, through: route.length + 20, by: 3.7).map { $0 }
        offsets += path.spans.map(\.start)
        for _ in 0..<200 { offsets.insert(Double.random(in: 0...route.length, using: &g), at: Int.random(in: 0...offsets.count, using: &g)) }
        var hint = path.spans.count + 3
        for x in offsets {
            let found = path.targetSpeed(at: x, hint: &hint)
            #expect(found == path.targetSpeed(at: x), "at \(x) m")
            #expect(hint >= 0 && hint < path.spans.count && (path.spans[hint].start <= x || hint == 0))
        }
    }

    @Test func partitionIsWhereAWalkFromTheStartStops() {
        // The car's cursors after a rebuild are found by binary search where the next step walked from 0: on lists in
        // offset order, with repeats, empty, and offsets before, between, on and after the items, they must agree.
        var g = SeededGenerator(seed: 17)
        for size in [0, 1, 2, 3, 7, 64, 200] {
            var offsets = (0..<size).map { _ in Double(Int.random(in: 0...40, using: &g)) * 2.5 }
            offsets.sort()
            let items = offsets.map { DrivePath.Constraint(offset: $0, speed: 10) }
            for at in [-1, 0, 0.01, 2.5, 2.51, 50, 99.99, 100, 100.01, 1000] + offsets {
                var walked = 0
                while walked < items.count && items[walked].offset < at { walked += 1 }
                #expect(BinarySearch.partitionPoint(items.indices) { items[$0].offset < at } == walked, "size \(size), at \(at)")
                let first = items.firstIndex { $0.offset >= at - 0.01 } ?? items.count
                #expect(BinarySearch.partitionPoint(items.indices) { !(items[$0].offset >= at - 0.01) } == first,
                        "size \(size), at \(at)")
            }
        }
    }

    /// Runs in the shape traffic makes them: in route order, without overlaps, some touching, some zero-length, the
    /// last past the end.
    static func trafficRuns(_ route: Route, seed: UInt64) -> [Slowdown] {
        var g = SeededGenerator(seed: seed)
        var runs = [Slowdown](), at: Meters = 0
        while at < route.length {
            let gap = Bool.random(using: &g) ? 0 : Double.random(in: 0...(route.length / 10), using: &g)
            let from = at + gap
            let to = from + (Int.random(in: 0..<6, using: &g) == 0 ? 0 : Double.random(in: 1...(route.length / 8), using: &g))
            runs.append(Slowdown(from: from, to: to, speed: Double.random(in: 5...60, using: &g)))
            at = to
        }
        return runs
    }

    @Test func trafficMergedOntoTheSpeedsBeforeTrafficEqualsABuildWithAllTheSlowdownsTogether() throws {
        // The per-minute rebuild merges the traffic's runs onto the route's own speeds (kept from the last path);
        // it must give the very spans, drops and lookahead of a build that sweeps every slowdown together, with and
        // without slowdowns of the options' own, and also for slowdowns that overlap (which the merge leaves to the
        // sweep).
        for route in [Fixtures.cityDrive(), Fixtures.lShape(), Fixtures.straight(5000, limit: nil)] {
            for own in [[], Self.slowdowns(route)] as [[Slowdown]] {
                let options = SimulationOptions(driverFactor: 0.95, slowdowns: own)
                let first = DrivePath(route: route, options: options)
                for seed in 0...12 as ClosedRange<UInt64> {
                    // Seed 0: runs that start and end where segments do (the breaks coincide).
                    let starts = route.segments.map(\.startOffset) + [route.length]
                    var runs = seed == 0 ? zip(starts, starts.dropFirst()).enumerated().map {
                        Slowdown(from: $1.0, to: $1.1, speed: 20 + 7 * Double($0)) } + [Slowdown(from: route.length, to: route.length, speed: 5)]
                        : Self.trafficRuns(route, seed: seed)
                    if seed == 12 { runs.append(Slowdown(from: 0.2 * route.length, to: 0.5 * route.length, speed: 9)) }
                    var together = options
                    together.slowdowns += runs
                    let merged = DrivePath(route: route, options: options, traffic: runs, reusing: first)
                    // The merge itself answers (not the sweep it leaves overlaps to), zero-length runs included.
                    #expect((first.base?.mergedTargets(with: runs, atMost: runs.count, length: route.length) == nil) == (seed == 12), "seed \(seed)")
                    let swept = DrivePath(route: route, options: together)
                    #expect(merged.spans.map(\.start) == swept.spans.map(\.start), "seed \(seed)")
                    #expect(merged.spans.map(\.speed) == swept.spans.map(\.speed), "seed \(seed)")
                    #expect(merged.drops.map(\.offset) == swept.drops.map(\.offset))
                    #expect(merged.drops.map(\.speed) == swept.drops.map(\.speed))
                    #expect(merged.drops.count == Self.falls(merged))
                    #expect(merged.lookahead == swept.lookahead)
                    if seed > 0 || route.segments.count > 1 { #expect(merged.spans.count > 1, "seed \(seed)") }
                }
            }
        }
    }

    @Test func aPathMadeFromAnOffsetHasTheWholePathsTargetsFromThereOn() throws {
        // The car rebuilds its path each minute from where it is (`SimulatedVehicle.applyTraffic`): from a run's start
        // on, the targets, the drops after it and what the look-ahead must cover are the whole path's.
        var shorter = 0
        for route in [Fixtures.cityDrive(), Fixtures.lShape(), Fixtures.straight(5000, limit: nil)] {
            let options = SimulationOptions(driverFactor: 0.95, slowdowns: [])
            let first = DrivePath(route: route, options: options)
            for seed in 1...11 as ClosedRange<UInt64> {
                let runs = Self.trafficRuns(route, seed: seed)
                let whole = DrivePath(route: route, options: options, traffic: runs, reusing: first)
                for j in stride(from: 1, to: runs.count, by: max(1, runs.count / 4)) where runs[j].from < route.length {
                    let from = runs[j].from, speed = Double(j % 3) * 9
                    let part = DrivePath(route: route, options: options, traffic: runs[j...], runCount: runs.count - j,
                                         reusing: first, from: from, speed: speed)
                    // The spans behind are left out.
                    #expect(part.spans.count <= whole.spans.count)
                    if part.spans.count < whole.spans.count { shorter += 1 }
                    var x = from
                    while x < route.length {
                        #expect(part.targetSpeed(at: x) == whole.targetSpeed(at: x), "seed \(seed), from \(from), at \(x)")
                        x += 7.3
                    }
                    #expect(part.drops.filter { $0.offset > from }.map(\.offset) == whole.drops.filter { $0.offset > from }.map(\.offset))
                    #expect(part.drops.filter { $0.offset > from }.map(\.speed) == whole.drops.filter { $0.offset > from }.map(\.speed))
                    // The look-ahead covers the targets ahead and the car's own speed, not the spans behind it.
                    let ahead = whole.spans.indices.filter { k in k + 1 == whole.spans.count || whole.spans[k + 1].start > from }
                        .map { whole.spans[$0].speed }.max() ?? 0
                    let top = max(ahead, speed)
                    #expect(part.lookahead >= top * top / (2 * VehicleDynamics.plannedDeceleration) + DrivePath.lookaheadMargin)
                    #expect(part.lookahead <= whole.lookahead || speed > 0)
                }
            }
        }
        #expect(shorter > 50)
    }

    @Test func trafficRunsStartedBehindTheCarAreTheWholeRoutesRunsFromThere() {
        // Spans with speeds close together (a run takes those within 0.05 km/h of its first), apart, unslowed, with
        // gaps between them and of no length: from the start `start(atOrBefore:)` picks, the runs are those a walk
        // from the route's start makes from there on.
        var g = SeededGenerator(seed: 77)
        var spans = [RouteEdgeSpan](), flows = [TrafficFlow](), at: Meters = 0
        for i in 0..<400 {
            let gap: Meters = Int.random(in: 0..<10, using: &g) == 0 ? 0.5 : 0
            let length: Meters = Int.random(in: 0..<15, using: &g) == 0 ? 0 : Double.random(in: 5...80, using: &g)
            spans.append(RouteEdgeSpan(edge: Int32(i), startOffset: at + gap, endOffset: at + gap + length, edgeStart: 0,
                                       duration: 1, durationWithoutTraffic: 1))
            at += gap + length
            let ff = 50.0
            let last = flows.last?.speed ?? 30
            let speed = switch Int.random(in: 0..<5, using: &g) {
            case 0: ff  // not slowed
            case 1, 2: last + Double.random(in: -0.06...0.06, using: &g)  // within a run's reach of the last
            default: Double.random(in: 5...45, using: &g)
            }
            flows.append(TrafficFlow(jamFactor: 3, speed: min(ff, speed), freeFlowSpeed: ff))
        }
        spans.withUnsafeBufferPointer { spans in
            flows.withUnsafeBufferPointer { flows in
                let all = Array(TrafficRuns(spans: spans, flows: flows))
                var walkedBack = 0
                for car in spans.indices {
                    var runs = TrafficRuns(spans: spans, flows: flows)
                    let first = runs.start(atOrBefore: car)
                    #expect(first <= car)
                    walkedBack += car - first
                    let from = spans[first].startOffset
                    // A run of no length at the start holds nowhere (a span of no length just behind it may give one).
                    func holding(_ r: Slowdown) -> Bool { r.from > from || r.to > from }
                    let part = Array(runs).filter(holding)
                    let expected = all.filter { $0.from >= from && holding($0) }
                    #expect(part.map(\.from) == expected.map(\.from), "car at span \(car), runs from span \(first)")
                    #expect(part.map(\.to) == expected.map(\.to))
                    #expect(part.map(\.speed) == expected.map(\.speed))
                    // No run of the walk from the start holds across the start.
                    #expect(!all.contains { $0.from < from && $0.to > from })
                }
                // Mostly a span or two back, not the route's start.
                #expect(walkedBack < 4 * spans.count)
            }
        }
    }

    @Test func aRebuildReusingThePreviousPathEqualsABuildFromScratch() throws {
        let route = Fixtures.cityDrive()
        let first = DrivePath(route: route, options: SimulationOptions())
        var slowed = SimulationOptions()
        slowed.slowdowns = Self.slowdowns(route)
        for holds in [[], [route.length * 0.5, route.length * 0.2]] as [[Meters]] {
            let reused = DrivePath(route: route, options: slowed, holds: holds, reusing: first)
            let fresh = DrivePath(route: route, options: slowed, holds: holds)
            #expect(reused.spans.map(\.start) == fresh.spans.map(\.start))
            #expect(reused.spans.map(\.speed) == fresh.spans.map(\.speed))
            #expect(reused.drops.map(\.offset) == fresh.drops.map(\.offset))
            #expect(reused.curves.map(\.offset) == fresh.curves.map(\.offset))
            #expect(reused.stops.map(\.offset) == fresh.stops.map(\.offset))
            #expect(reused.stops.map(\.kind) == fresh.stops.map(\.kind))
            #expect(reused.lookahead == fresh.lookahead)
            // The holds are stops of their own, and a path without holds keeps the route's stops as they are.
            #expect(reused.stops.filter { $0.kind == .hold }.count == holds.count)
        }
        #expect(first.routeStops?.map(\.offset) == first.stops.map(\.offset))
        #expect(first.lookahead >= DrivePath(route: route, options: slowed, reusing: first).lookahead)
    }
}
