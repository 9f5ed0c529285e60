import Geo
import MapData
import Routing
import Traffic

/// What the navigator remembers about traffic between samples.
struct TrafficTracking {
    /// The current route in the current snapshot (recomputed when the epoch, the incidents or the route change).
    var routeTraffic: RouteTraffic? {
        didSet {
            noNewIncidentAhead = false
            spanHint = 0
        }
    }
    /// The navigator's traffic context (`Navigator.traffic`, kept here by its `didSet`, so that the per-sample
    /// checks read it in place instead of copying the optional out).
    var context: TrafficContext? { didSet { epochWindow = nil } }
    /// The times the last sample's traffic epoch holds over (`TrafficContext.snapshotKey(at:window:)`).
    var epochWindow: EpochWindow?
    /// The edge span of `routeTraffic` the cursor was last in (`RouteTraffic.remaining(from:hint:)`).
    var spanHint = 0
    /// Incidents already reported (by id), across reroutes.
    var reported: Set<String> = []
    /// When the last forced reroute around a closure was tried, and for which incident generation.
    var closureAttempt: (time: Seconds, generation: Int)?
    /// When the navigator last looked for a faster route (a reroute counts: it was planned in the traffic of then).
    var lastBetterRouteCheck: Seconds?
    /// What the last look asked: a look that would ask the same again has the same answer and is skipped.
    var lastBetterRouteQuestion: BetterRouteQuestion?
    /// The incidents ahead on the route at the last look (nil: take the next route traffic's as they are). A new
    /// one brings the next look forward.
    var checkedIncidents: Set<String>? { didSet { noNewIncidentAhead = false } }
    /// True once no incident ahead was found missing from `checkedIncidents`: the cursor only moves on, so that
    /// stays true until `routeTraffic` or `checkedIncidents` are set (their `didSet` clears it).
    var noNewIncidentAhead = false
    /// The sample time `routeTraffic` was last brought up to date for.
    var refreshedAt: Seconds?
    /// The navigator's `options.betterRouteInterval`, kept here by the options' `didSet`: read every sample, and
    /// each read of the public `options` was a dynamic exclusivity check (~75 instructions a sample).
    var betterRouteInterval: Seconds = NavigatorOptions().betterRouteInterval
}

extension TrafficTracking {
    /// Marks `t` as refreshed and tells whether `routeTraffic` must be rebuilt for the snapshot at `t` (one access
    /// to the navigator's tracking per sample, where reading each field was one exclusivity check).
    @inline(__always) mutating func isStale(at t: Seconds) -> Bool {
        // Once per sample (the closure check and the events both ask). A new route clears `routeTraffic`, so it is
        // rebuilt at once.
        if refreshedAt == t && routeTraffic != nil { return false }
        guard let key = context?.snapshotKey(at: t, window: &epochWindow) else { return false }
        refreshedAt = t
        // Compared in place, without copying the kept RouteTraffic out.
        return !(routeTraffic?.epoch == key.epoch && routeTraffic?.generation == key.generation)
    }

    /// `routeTraffic.remaining(from:)`, from the span the last call ended in (the cursor only moves on).
    mutating func remaining(from offset: Meters) -> (withTraffic: Seconds, withoutTraffic: Seconds)? {
        routeTraffic?.remaining(from: offset, hint: &spanHint)
    }

    /// A look for a faster route is due every `betterRouteInterval`, and at once when an incident appears ahead on
    /// the route (what most often makes another way faster: HERE's and Mapbox's engines poll on a timer, and
    /// navsim's world only changes in two ways, the slow flow and the incidents). `offset` is the cursor's; the
    /// incidents are those of `routeTraffic` (none without it).
    /// Inlined into the per-sample events, which mostly stop at `noNewIncidentAhead`.
    @inline(__always) mutating func betterRouteCheckIsDue(at t: Seconds, offset: Meters) -> Bool {
        guard let last = lastBetterRouteCheck else { return true }
        if t - last >= betterRouteInterval { return true }
        // Only true while `checkedIncidents` is set (setting it clears this), so asked first: no set is copied.
        if noNewIncidentAhead { return false }
        return newIncidentAhead(from: offset)
    }

    /// `betterRouteCheckIsDue(at:offset:)` past its timer: true when an incident ahead is not among the checked.
    private mutating func newIncidentAhead(from offset: Meters) -> Bool {
        let marks = routeTraffic?.marks ?? []
        guard let checked = checkedIncidents else {
            checkedIncidents = Self.incidentsAhead(marks, from: offset)
            return false
        }
        let due = marks.contains { $0.offset >= offset && !checked.contains($0.incident.id) }
        noNewIncidentAhead = !due
        return due
    }

    /// True when a closure lies on the route after `offset` (`RouteTraffic.hasClosure(after:)`). Mutating only so
    /// that the navigator's per-sample check reads the kept route traffic in place: copying it out of the navigator
    /// was a retain and a release every sample.
    mutating func hasClosure(after offset: Meters) -> Bool { routeTraffic?.hasClosure(after: offset) ?? false }

    /// True when the route traffic has incidents on the route (mutating for the same reason as `hasClosure`).
    mutating func hasMarks() -> Bool { !(routeTraffic?.marks.isEmpty ?? true) }

    static func incidentsAhead(_ marks: [RouteTraffic.Mark], from offset: Meters) -> Set<String> {
        Set(marks.lazy.filter { $0.offset >= offset }.map(\.incident.id))
    }
}

extension Navigator {
    /// Brings `routeTraffic` up to the snapshot at simulation time `t`: inlined into the two per-sample callers,
    /// which mostly find it up to date (the rebuild, once a minute, kept out of line).
    @inline(__always) func refreshRouteTraffic(at t: Seconds) {
        if trafficTracking.isStale(at: t) { rebuildRouteTraffic(at: t) }
    }

    /// `refreshRouteTraffic(at:)` once the route traffic is stale.
    private func rebuildRouteTraffic(at t: Seconds) {
        guard let traffic else { return }
        let snapshot = traffic.snapshot(at: t)
        let flows = traffic.flows(of: route, in: snapshot)
        let previous = trafficTracking.routeTraffic
        trafficTracking.routeTraffic = RouteTraffic(route: route, snapshot: snapshot, flows: flows.flows,
                                                    withIncident: flows.withIncident, previous: previous)
    }

    /// A road closure ahead on the route forces a reroute (tried again after `rerouteRetryInterval`, or at once
    /// when the incidents change).
    func closureForcesReroute(at t: Seconds) -> Bool {
        refreshRouteTraffic(at: t)
        guard trafficTracking.hasClosure(after: cursor.offset), let generation = trafficTracking.routeTraffic?.generation
        else { return false }
        if let last = trafficTracking.closureAttempt, last.generation == generation,
           t - last.time < options.rerouteRetryInterval {
            return false
        }
        trafficTracking.closureAttempt = (t, generation)
        return true
    }

    /// `trafficIncident` for each incident that comes within `incidentNotice` ahead (once per incident), then
    /// `betterRouteAvailable` when a check finds a much faster route. Returns the route's remaining duration with
    /// and without traffic from the cursor (nil without route traffic), which the sample's progress reports.
    func trafficEvents(_ sample: LocationSample, into events: inout [NavigationEvent])
        -> (withTraffic: Seconds, withoutTraffic: Seconds)? {
        let t = sample.time
        refreshRouteTraffic(at: t)
        let offset = cursor.offset
        // Nil without route traffic. The route traffic is copied out only when there is more to do than the per-sample
        // checks (incidents on the route, a look due), which read it in place.
        guard let remaining = trafficTracking.remaining(from: offset) else { return nil }
        if trafficTracking.hasMarks(), let rt = trafficTracking.routeTraffic {
            let delay = max(0, remaining.withTraffic - remaining.withoutTraffic)
            for mark in rt.marks where mark.offset >= offset && !trafficTracking.reported.contains(mark.incident.id) {
                let distance = mark.offset - offset
                guard distance <= options.incidentNotice else { break }
                trafficTracking.reported.insert(mark.incident.id)
                events.append(.trafficIncident(TrafficIncidentWarning(time: t, incident: mark.incident, distance: distance,
                                                                      delay: delay)))
            }
        }
        guard trafficTracking.betterRouteCheckIsDue(at: t, offset: offset), let rt = trafficTracking.routeTraffic else {
            return remaining
        }
        trafficTracking.lastBetterRouteCheck = t
        trafficTracking.checkedIncidents = incidentsAhead(rt.marks)
        // The answer depends on the request (position, heading, waypoints ahead), the traffic costing (epoch and
        // generation) and the rest of the current route: the same question gets the same answer, so it is not asked.
        let question = BetterRouteQuestion(epoch: rt.epoch, generation: rt.generation, route: rerouteCount, leg: cursor.leg,
                                           offset: cursor.offset, coordinate: sample.coordinate, course: sample.course)
        if question == trafficTracking.lastBetterRouteQuestion { return remaining }
        trafficTracking.lastBetterRouteQuestion = question
        if let better = betterRoute(from: sample, current: remaining.withTraffic) {
            events.append(.betterRouteAvailable(better))
        }
        return remaining
    }

    func incidentsAhead(_ marks: [RouteTraffic.Mark]) -> Set<String> {
        TrafficTracking.incidentsAhead(marks, from: cursor.offset)
    }

    /// A route was just planned from here in the current traffic (a reroute, an accepted offer): that was the look
    /// for a faster route, and the next is due an interval later.
    func betterRouteChecked(at t: Seconds) {
        trafficTracking.lastBetterRouteCheck = t
        trafficTracking.lastBetterRouteQuestion = nil
        trafficTracking.checkedIncidents = nil
    }

    /// A route from here to the remaining waypoints in the current traffic, when it beats the rest of the current one
    /// by the options' margin.
    func betterRoute(from sample: LocationSample, current: Seconds) -> BetterRoute? {
        guard let provider, traffic != nil, route.length - cursor.offset > 500 else { return nil }
        let request = requestFromHere(sample)
        let margin = max(options.betterRouteMinSaving, options.betterRouteMinShare * current)
        // The light query first (no geometry or maneuvers, and stopped once it proves nothing is faster than the
        // limit): most checks find nothing faster. Its duration is the built route's up to summation order; the
        // tolerance keeps that from deciding.
        let limit = current - margin + Self.quickCheckTolerance
        guard let quick = try? provider.duration(for: request, below: limit), quick < limit,
              let candidate = try? provider.routes(for: request).first else { return nil }
        guard candidate.duration < current - margin else { return nil }
        return BetterRoute(time: sample.time, route: candidate, currentDuration: current)
    }

    /// Seconds by which the light duration query may differ from the built route's before it could decide alone.
    static let quickCheckTolerance: Seconds = 1

    /// Switches to an offered route (the driver accepted it): reported as `rerouted`, progress restarts.
    public func accept(_ better: BetterRoute) -> NavigationEvent {
        adopt(better.route)
        betterRouteChecked(at: better.time)
        return .rerouted(Reroute(time: better.time, route: better.route))
    }
}

/// Everything a look for a faster route depends on (see `Navigator.trafficEvents`).
struct BetterRouteQuestion: Equatable {
    var epoch: Int
    var generation: Int
    /// The route followed (its reroute count) and the position along it.
    var route: Int
    var leg: Int
    var offset: Meters
    var coordinate: Coordinate
    var course: Degrees?
}
