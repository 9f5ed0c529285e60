import Geo

/// A lower bound of the traffic over a span of epochs: per directed edge, a speed no snapshot of those epochs is
/// faster than (`fastestSpeed(edge:)`), so that a route search on it proves, once, that no path of any of those
/// minutes is cheaper than what it finds. The navigator looks for a faster route every few minutes, and a leg
/// between two fixed waypoints asked the same question of each minute's traffic.
///
/// Each time-dependent term of `EpochFlow`'s jam is replaced by its least value over the epochs (the demand's
/// three bumps, the rush's junction share, and the noise at the lowest lattice value the epochs read, scaled by
/// the least or the greatest noise scale by its sign), and incidents are left out (they only raise the jam). Every
/// step of the jam and the speed is monotone in those terms, in floating point as in exact arithmetic (sums,
/// products by non-negative factors, `min`, `max`, conversions and divisions all keep the order), so the bound holds
/// for the very numbers each snapshot gives, not only for the formula.
public final class TrafficWindow: Sendable {
    /// The first and the last epoch covered.
    public let firstEpoch: Int
    public let lastEpoch: Int
    @usableFromInline let base: [TrafficModel.EdgeBase]
    @usableFromInline let noisePrefix: UInt64
    /// The lattice points the epochs read: `firstLattice ... lastLattice` (each epoch reads its point and the next).
    @usableFromInline let firstLattice: Int
    @usableFromInline let lastLattice: Int
    /// Each of the epochs' terms at its least (`JamTerms`), and the greatest noise scale.
    @usableFromInline let low: JamTerms
    @usableFromInline let noiseScaleHigh: Double

    /// - Complexity: O(epochs).
    init(base: [TrafficModel.EdgeBase], seed: UInt64, firstEpoch: Int, lastEpoch: Int) {
        precondition(firstEpoch <= lastEpoch, "TrafficWindow: no epochs")
        self.base = base
        self.firstEpoch = firstEpoch
        self.lastEpoch = lastEpoch
        noisePrefix = TrafficHash.prefix(seed, salt: TrafficHash.noiseSalt)
        // What `EpochFlow.init` works out for each epoch's start.
        func time(_ epoch: Int) -> Seconds { Double(epoch) * TrafficModel.epochLength }
        var low = JamTerms(time: time(firstEpoch)), noiseScaleHigh = low.noiseScale
        var latticeLow = Int.max, latticeHigh = Int.min
        for epoch in firstEpoch...lastEpoch {
            let terms = JamTerms(time: time(epoch))
            low.am = min(low.am, terms.am)
            low.pm = min(low.pm, terms.pm)
            low.demandBase = min(low.demandBase, terms.demandBase)
            low.junctionScale = min(low.junctionScale, terms.junctionScale)
            low.noiseScale = min(low.noiseScale, terms.noiseScale)
            noiseScaleHigh = max(noiseScaleHigh, terms.noiseScale)
            let lattice = EpochFlow.lattice(at: time(epoch)).point
            latticeLow = min(latticeLow, lattice)
            latticeHigh = max(latticeHigh, lattice + 1)
        }
        self.low = low
        self.noiseScaleHigh = noiseScaleHigh
        firstLattice = latticeLow
        lastLattice = latticeHigh
    }

    /// A speed (km/h) at least that of the edge in every snapshot of the window: as `speedUnlessClosed(edge:)` of
    /// a snapshot, but never closed (closures are incidents).
    @inlinable @inline(__always) public func fastestSpeed(edge i: Int) -> KilometersPerHour {
        guard i >= 0 && i < base.count else { return 0 }
        let b = base[i]
        let n = lowestNoise(i)
        // The epoch's noise is `(n0 + (n1 - n0) * smooth) * scale`: at least the lowest lattice value it reads
        // (less a rounding's worth, for the interpolation's own rounding), times the least scale for a
        // non-negative value, the greatest for a negative one.
        return Double(b.speed(atJam: low.flowJam(b, noise: n * (n >= 0 ? low.noiseScale : noiseScaleHigh))))
    }

    /// The lowest of the edge's noise values (`2u - 1`) over the window's lattice points, less 1e-12.
    @inlinable @inline(__always) func lowestNoise(_ i: Int) -> Double {
        var low = Double.infinity
        var k = firstLattice
        while k <= lastLattice {
            let (u0, u1) = TrafficHash.unitPair(prefix: noisePrefix, i, k)
            low = min(low, u0 * 2 - 1)
            if k + 1 <= lastLattice { low = min(low, u1 * 2 - 1) }
            k += 2
        }
        return low - 1e-12
    }
}

extension TrafficModel {
    /// The lower bound of this model's traffic over the epochs of times of day `from ... through`.
    /// - Complexity: O(epochs).
    public func window(from: Seconds, through: Seconds) -> TrafficWindow {
        let first = Self.epoch(at: from)
        return TrafficWindow(base: base, seed: options.seed, firstEpoch: first, lastEpoch: max(first, Self.epoch(at: through)))
    }
}
