import Geo
import MapData

extension TrafficModel {
    /// The longest a seeded incident lasts: slots older than this cannot hold an active one.
    static let maxSeededDuration: Seconds = 5400
    static let seededSlot: Seconds = 3600

    /// The hour slot `t` falls in.
    static func seededSlotIndex(at t: Seconds) -> Int { Int((t / seededSlot).rounded(.down)) }

    /// The earliest slot whose seeded incidents may still be active in `slot` (none lasts over `maxSeededDuration`).
    static func earliestSlot(activeIn slot: Int) -> Int { slot - Int((maxSeededDuration / seededSlot).rounded(.up)) }
    /// Hour slots whose incidents are kept (a drive spans a few; a clock that jumps about recomputes).
    static let cachedSlots = 8

    /// One seeded incident and the draw it came from (edge, slot), for a stable order.
    struct SeededIncident: Sendable {
        var edge: Int
        var slot: Int
        var incident: TrafficIncident
    }

    /// Seeded incidents active at a time. Each road piece (counted once) draws, for each hour slot, whether an
    /// incident starts in it: probability rate × km; then its minute, duration (20–90 min), type, criticality and
    /// place from further draws. Stateless: the same seed gives the same incidents, whatever was asked before.
    /// - Complexity: O(E) for each hour slot the first time it is asked for (kept, `cachedSlots`), then
    ///   O(incidents of the slots that can be active).
    func seededIncidents(at t: Seconds) -> [TrafficIncident] {
        guard options.incidentRate > 0 else { return [] }
        let slot = Self.seededSlotIndex(at: t)
        let first = Self.earliestSlot(activeIn: slot)
        var active = [SeededIncident]()
        for made in incidents(startingInSlots: Array(first...slot)) { active += made.filter { $0.incident.isActive(at: t) } }
        // Road piece by road piece, then slot by slot: the order one pass over the edges gives.
        active.sort { ($0.edge, $0.slot) < ($1.edge, $1.slot) }
        return active.map(\.incident)
    }

    /// Every seeded incident that may be active in hour slot `slot` (those starting in it or in the slots before it
    /// that an incident can last from), in the order `seededIncidents(at:)` gives: road piece by road piece, then
    /// slot by slot.
    func seededCandidates(slot: Int) -> [TrafficIncident] {
        guard options.incidentRate > 0 else { return [] }
        let first = Self.earliestSlot(activeIn: slot)
        let slots = Array(first...slot)
        var all = [SeededIncident]()
        for made in incidents(startingInSlots: slots) { all += made }
        all.sort { ($0.edge, $0.slot) < ($1.edge, $1.slot) }
        return all.map(\.incident)
    }

    /// Every seeded incident that starts in each of `slots` (kept for later calls; the slots not kept yet are drawn
    /// together, in one pass over the edges).
    private func incidents(startingInSlots slots: [Int]) -> [[SeededIncident]] {
        // The kept slots, and the positions of those not kept (left empty here); no array of optionals, a type the
        // runtime instantiated from its mangled name on a drive's first snapshot (~45,000 instructions).
        var found = [[SeededIncident]](), missing = [Int]()
        found.reserveCapacity(slots.count)
        seededSlots.withLock { kept in
            for (n, k) in slots.enumerated() {
                if let m = kept[k] {
                    found.append(m)
                } else {
                    found.append([])
                    missing.append(n)
                }
            }
        }
        guard !missing.isEmpty else { return found }
        let made = drawIncidents(slots: missing.map { slots[$0] })
        seededSlots.withLock { kept in
            for (m, k) in zip(made, missing.map { slots[$0] }) {
                if kept.count >= Self.cachedSlots, let far = kept.keys.max(by: { abs($0 - k) < abs($1 - k) }) {
                    kept[far] = nil
                }
                kept[k] = m
            }
        }
        for (m, index) in zip(made, missing) { found[index] = m }
        return found
    }

    /// The seeded incidents starting in each of `slots`, in one pass over the edges (an edge's draws for the slots
    /// share the hash's first round, `TrafficHash.inner(prefix:_:)`).
    /// - Complexity: O(E × slots).
    private func drawIncidents(slots: [Int]) -> [[SeededIncident]] {
        var out = [[SeededIncident]](repeating: [], count: slots.count)
        let seed = options.seed
        let prefix = TrafficHash.prefix(seed, salt: TrafficHash.incidentSalt)
        for i in network.edges.indices where network.edges[i].isCanonical {
            let e = network.edges[i]
            let p = options.incidentRate * e.length / 1000
            let inner = TrafficHash.inner(prefix: prefix, i)
            for (n, k) in slots.enumerated() where TrafficHash.unit(inner: inner, k) < p {
                out[n].append(drawIncident(edge: i, slot: k))
            }
        }
        return out
    }

    /// The incident that edge `i` (canonical) starts in slot `k`, once its draw says one does.
    private func drawIncident(edge i: Int, slot k: Int) -> SeededIncident {
        let seed = options.seed
        let e = network.edges[i]
        let r = { (n: UInt64) in TrafficHash.unit(seed, i, k, salt: TrafficHash.incidentSalt &+ n) }
        let start = Double(k) * Self.seededSlot + (r(1) * 60).rounded(.down) * 60
        let end = start + 1200 + (r(2) * 70).rounded(.down) * 60
        let type = Self.seededType(r(3))
        let criticality = IncidentCriticality.allCases[min(3, Int(r(4) * 4))]
        let offset = e.length * (0.2 + 0.6 * r(5))
        let coordinate = Polyline.coordinate(along: network.shape(of: i), at: offset) ?? network.vertices[Int(e.source)].coordinate
        let both = type == .roadClosure || type == .construction || r(6) < 0.3
        let edges = both && e.reverse >= 0 ? [Int32(i), e.reverse] : [Int32(i)]
        let road = network.roads[Int(e.road)]
        let place = road.name ?? road.ref ?? "the " + road.highway.osmValue.replacingUnderscores + " road"
        return SeededIncident(edge: i, slot: k, incident: TrafficIncident(
            id: "s-\(k)-\(i)", type: type, criticality: criticality, start: start, end: end, coordinate: coordinate,
            edges: edges, offset: offset, description: type.phrase + " on " + place))
    }

    /// Seeded types by share: congestion and accidents most, closures and transit rarely.
    static func seededType(_ u: Double) -> IncidentType {
        let shares: [(IncidentType, Double)] = [
            (.congestion, 0.25), (.accident, 0.15), (.construction, 0.15), (.disabledVehicle, 0.12),
            (.laneRestriction, 0.10), (.roadHazard, 0.06), (.plannedEvent, 0.04), (.weather, 0.04),
            (.roadClosure, 0.04), (.massTransit, 0.03), (.other, 0.02),
        ]
        var acc = 0.0
        for (type, share) in shares {
            acc += share
            if u < acc { return type }
        }
        return .other
    }
}

extension String {
    /// Byte by byte: an OSM tag value is ASCII, so its UTF-8 bytes are its characters (a map over `Character`s
    /// broke the string into grapheme clusters, ~9,000 instructions for each incident's place name).
    fileprivate var replacingUnderscores: String {
        String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
