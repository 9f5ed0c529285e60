/// A small, fast, seedable random generator (SplitMix64, Steele et al. 2014) so that runs are reproducible.
/// Pass it in wherever randomness is needed; never use the system generator in logic.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A standard normal deviate (Box–Muller).
    public mutating func nextGaussian() -> Double {
        var u1 = Double.random(in: 0..<1, using: &self)
        if u1 < 1e-300 { u1 = 1e-300 }
        let u2 = Double.random(in: 0..<1, using: &self)
        return (-2 * _log(u1)).squareRoot() * _cos(2 * .pi * u2)
    }
}

import Foundation
@inline(__always) private func _log(_ x: Double) -> Double { log(x) }
@inline(__always) private func _cos(_ x: Double) -> Double { cos(x) }
