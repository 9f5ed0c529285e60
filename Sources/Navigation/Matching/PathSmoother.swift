import Geo

/// Smooths positions along a matched path with a constant-velocity Kalman filter and a Rauch–Tung–Striebel
/// smoother (Rauch, Tung & Striebel 1965, "Maximum likelihood estimates of linear dynamic systems").
///
/// Matching removes the cross-track part of the GPS error; the along-track part remains (its median is 0.67 σ).
/// Consecutive fixes and their Doppler speeds pin it down: the state is (position along the path, speed), measured
/// by each matched position (σ) and, when the receiver reports it, the speed.
/// - Complexity: O(n).
enum PathSmoother {
    struct Measurement {
        var position: Meters
        var time: Seconds
        var speed: MetersPerSecond?
    }

    /// White-noise acceleration of a car in traffic (braking for a signal is about 3 m/s²).
    static let acceleration: Double = 1.5 // m/s²
    /// Doppler speed error of a consumer receiver (datasheets give 0.05 to 0.1 m/s; phones are worse).
    static let speedSigma: MetersPerSecond = 0.5
    /// Prior on the speed when the first fix has none.
    static let unknownSpeedSigma: MetersPerSecond = 30

    /// The smoothed positions, one per measurement (times must not decrease).
    static func smooth(_ m: [Measurement], sigma: Meters) -> [Meters] {
        let n = m.count
        guard n > 1 else { return m.map(\.position) }
        let r = sigma * sigma, rv = speedSigma * speedSigma, q = acceleration * acceleration
        // Filtered (x, P) and predicted (xp, Pp) per step; P = [[a, b], [b, d]].
        var xs = [(Double, Double)](repeating: (0, 0), count: n)
        var ps = [(Double, Double, Double)](repeating: (0, 0, 0), count: n)
        var xp = xs, pp = ps
        var x = (m[0].position, m[0].speed ?? 0)
        var p = (r, 0.0, m[0].speed == nil ? unknownSpeedSigma * unknownSpeedSigma : rv)
        for i in 0..<n {
            if i > 0 {
                let dt = max(0, m[i].time - m[i - 1].time)
                x = (x.0 + dt * x.1, x.1)
                let (a, b, d) = p
                let dt2 = dt * dt
                p = (a + 2 * dt * b + dt2 * d + q * dt2 * dt2 / 4, b + dt * d + q * dt2 * dt / 2, d + q * dt2)
            }
            xp[i] = x
            pp[i] = p
            // Position measurement.
            var (a, b, d) = p
            var s = a + r
            var k0 = a / s, k1 = b / s
            var innovation = m[i].position - x.0
            x = (x.0 + k0 * innovation, x.1 + k1 * innovation)
            p = ((1 - k0) * a, (1 - k0) * b, d - k1 * b)
            // Speed measurement.
            if let v = m[i].speed {
                (a, b, d) = p
                s = d + rv
                k0 = b / s
                k1 = d / s
                innovation = v - x.1
                x = (x.0 + k0 * innovation, x.1 + k1 * innovation)
                p = (a - k0 * b, (1 - k1) * b, (1 - k1) * d)
            }
            xs[i] = x
            ps[i] = p
        }
        // Backward pass: x̂_i = x_i + C (x̂_{i+1} − x⁻_{i+1}), C = P_i Fᵀ (P⁻_{i+1})⁻¹.
        var out = [Meters](repeating: 0, count: n)
        var next = xs[n - 1]
        out[n - 1] = next.0
        for i in stride(from: n - 2, through: 0, by: -1) {
            let dt = max(0, m[i + 1].time - m[i].time)
            let (a, b, d) = ps[i]
            // P Fᵀ with F = [[1, dt], [0, 1]]: [[a + dt b, b], [b + dt d, d]].
            let m00 = a + dt * b, m01 = b, m10 = b + dt * d, m11 = d
            let (pa, pb, pd) = pp[i + 1]
            let det = pa * pd - pb * pb
            guard det > 1e-12 else { out[i] = xs[i].0; next = xs[i]; continue }
            let i00 = pd / det, i01 = -pb / det, i11 = pa / det
            let c00 = m00 * i00 + m01 * i01, c01 = m00 * i01 + m01 * i11
            let c10 = m10 * i00 + m11 * i01, c11 = m10 * i01 + m11 * i11
            let e0 = next.0 - xp[i + 1].0, e1 = next.1 - xp[i + 1].1
            next = (xs[i].0 + c00 * e0 + c01 * e1, xs[i].1 + c10 * e0 + c11 * e1)
            out[i] = next.0
        }
        return out
    }
}
