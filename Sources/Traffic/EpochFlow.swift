import Geo

/// The flow model of one epoch, evaluated per directed edge on demand: the epoch's terms (demand, rush, noise
/// lattice position) are worked out once, and each edge's jam factor and speed cost two hashes and a few
/// multiplications when asked for. So a snapshot costs O(incidents) to make, not O(E), and a reader pays only for
/// the edges it reads: a drive reads its route, a route query the edges it searches, the map its viewport.
/// The numbers are exactly those of evaluating every edge (the same expressions in the same order).
///
/// A route search reads one edge at a time (`TrafficSnapshot.speedUnlessClosed`), so the per-edge reads are
/// inlinable: inlined into the search's costing, an edge costs no calls and no copy of the snapshot.
@usableFromInline final class EpochFlow: Sendable {
    @usableFromInline let base: [TrafficModel.EdgeBase]
    @usableFromInline let floors: IncidentFloors
    @usableFromInline let noisePrefix: UInt64
    @usableFromInline let lattice: Int
    @usableFromInline let smooth: Double
    /// The epoch's demand, rush and noise scale, worked out once.
    @usableFromInline let terms: JamTerms

    /// - Parameter floors: the floors of the active incidents (`IncidentFloors(incidents, edgeCount: base.count)`).
    init(base: [TrafficModel.EdgeBase], seed: UInt64, time t: Seconds, floors: IncidentFloors) {
        self.base = base
        terms = JamTerms(time: t)
        let (lattice, f) = Self.lattice(at: t)
        self.lattice = lattice
        smooth = f * f * (3 - 2 * f)
        noisePrefix = TrafficHash.prefix(seed, salt: TrafficHash.noiseSalt)
        self.floors = floors
    }

    /// The noise lattice point at or before a time of day, and the fraction of the way to the next.
    static func lattice(at t: Seconds) -> (point: Int, fraction: Double) {
        let lattice = (t / TrafficModel.noisePeriod).rounded(.down)
        return (Int(lattice), t / TrafficModel.noisePeriod - lattice)
    }

    @inlinable var count: Int { base.count }

    /// Jam factor 0 … 10 of a directed edge (incidents included).
    /// - Complexity: O(1): two hashes, and a probe of the incident table when there are incidents.
    @inline(__always) func jam(_ i: Int) -> Float { jam(i, base[i]) }

    /// `jam(i)` with the edge's base already read.
    @inline(__always) func jam(_ i: Int, _ b: TrafficModel.EdgeBase) -> Float { jamAndIncident(i, b).jam }

    /// `jam(i)`, and whether an active incident lies on the edge (the probe the jam makes anyway).
    @inline(__always) func jamAndIncident(_ i: Int, _ b: TrafficModel.EdgeBase) -> (jam: Float, incident: Bool) {
        jamAndIncident(i, b, noise: noise(i))
    }

    /// The noise lattice's two values around this epoch for a directed edge (the same for every epoch of one
    /// `noiseKey`: a reader that keeps them skips the hashes for the next minutes).
    /// The two lattice points' hashes share their first round (`TrafficHash.unitPair`).
    @inlinable @inline(__always) func noise(_ i: Int) -> (Double, Double) { TrafficHash.unitPair(prefix: noisePrefix, i, lattice) }

    /// What `noise(_:)` depends on besides the edge: the seed's prefix and the lattice point.
    var noiseKey: (prefix: UInt64, lattice: Int) { (noisePrefix, lattice) }

    /// `jamAndIncident(i, b)` with the edge's `noise(i)` already known.
    @inlinable @inline(__always) func jamAndIncident(_ i: Int, _ b: TrafficModel.EdgeBase, noise: (Double, Double))
        -> (jam: Float, incident: Bool) {
        let (u0, u1) = noise
        let n0 = u0 * 2 - 1
        let n1 = u1 * 2 - 1
        let flow = terms.flowJam(b, noise: (n0 + (n1 - n0) * smooth) * terms.noiseScale)
        guard let floor = floors.floor(i) else { return (flow, false) }
        return (max(flow, floor), true)
    }

    /// Jam factor, speed and free-flow speed of a directed edge, its base read once (what `TrafficSnapshot.flow`
    /// gives, a snapshot's most frequent read), and whether an active incident lies on it.
    @inlinable @inline(__always) func flow(_ i: Int) -> (jam: Float, speed: Float, freeFlow: Float, incident: Bool) {
        flow(i, noise: noise(i))
    }

    /// `flow(i)` with the edge's `noise(i)` already known.
    @inlinable @inline(__always) func flow(_ i: Int, noise: (Double, Double)) -> (jam: Float, speed: Float, freeFlow: Float, incident: Bool) {
        let b = base[i]
        let (j, incident) = jamAndIncident(i, b, noise: noise)
        return (j, b.speed(atJam: j), b.freeFlow, incident)
    }

    /// Speed traffic allows on a directed edge, km/h (0 when closed).
    @inline(__always) func speed(_ i: Int) -> Float { speed(i, jam: jam(i)) }

    @inline(__always) func speed(_ i: Int, jam: Float) -> Float { base[i].speed(atJam: jam) }
}

/// The time-dependent terms of the jam at one time of day, and the jam they give an edge: what an epoch works out
/// once (`EpochFlow`), and what a window's lower bound takes the least of (`TrafficWindow`). The demand's first two
/// terms and the junction term's factor are summed once, so every edge gets the very same doubles as when each
/// read summed them.
@usableFromInline struct JamTerms: Sendable {
    @usableFromInline var am: Double, pm: Double
    /// `0.45 + 0.35 day`: the demand's first two terms, which its left-to-right sum adds first.
    @usableFromInline var demandBase: Double
    /// `0.5 + 0.5 rush`: the junctions' share.
    @usableFromInline var junctionScale: Double
    /// `0.8 + 0.8 rush`: the noise's amplitude.
    @usableFromInline var noiseScale: Double

    init(time t: Seconds) {
        let d = TrafficModel.demand(at: t)
        am = d.am
        pm = d.pm
        let rush = max(d.am, d.pm)
        noiseScale = 0.8 + 0.8 * rush
        demandBase = 0.45 + 0.35 * d.day
        junctionScale = 0.5 + 0.5 * rush
    }

    /// An edge's jam with these terms and a noise term, in the flow's range (before incidents). Monotone in every
    /// term and in the noise (the edge's factors are not negative), in floating point too.
    @inlinable @inline(__always) func flowJam(_ b: TrafficModel.EdgeBase, noise: Double) -> Float {
        let demand = demandBase + 1.6 * (am * Double(b.biasAM) + pm * Double(b.biasPM))
        let j = Double(b.classJam) * demand + Double(b.junction) * junctionScale + noise
        return Float(min(TrafficModel.maxFlowJam, max(0, j)))
    }
}

/// The jam floor incidents put on their edges (the highest when several share one), in a small open-addressed
/// table: a probe costs a multiplication and a compare or two, and a world without incidents skips it.
@usableFromInline struct IncidentFloors: Sendable {
    @usableFromInline let keys: [Int32]
    @usableFromInline let values: [Float]
    @usableFromInline let mask: Int

    init(_ incidents: [TrafficIncident], edgeCount n: Int) {
        var pairs = [(Int32, Float)]()
        for inc in incidents {
            for e in inc.edges where e >= 0 && Int(e) < n { pairs.append((e, Float(inc.jamFloor))) }
        }
        var capacity = 1
        while capacity < 2 * pairs.count { capacity <<= 1 }
        var keys = [Int32](repeating: -1, count: pairs.isEmpty ? 0 : capacity)
        var values = [Float](repeating: 0, count: keys.count)
        let mask = capacity - 1
        for (e, v) in pairs {
            var slot = Self.slot(Int(e), mask)
            while keys[slot] != -1 && keys[slot] != e { slot = (slot + 1) & mask }
            if keys[slot] == e { values[slot] = max(values[slot], v) } else { keys[slot] = e; values[slot] = v }
        }
        self.keys = keys
        self.values = values
        self.mask = mask
    }

    @inlinable @inline(__always) static func slot(_ e: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: e)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The floor on an edge, nil when no incident touches it.
    @inlinable @inline(__always) func floor(_ e: Int) -> Float? {
        if keys.isEmpty { return nil }
        var slot = Self.slot(e, mask)
        while true {
            let k = keys[slot]
            if k == -1 { return nil }
            if Int(k) == e { return values[slot] }
            slot = (slot + 1) & mask
        }
    }
}
