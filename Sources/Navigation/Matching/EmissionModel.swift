import Geo

/// The HMM's emission: how likely a fix is, given the vehicle is at a road position. A Gaussian on the distance from
/// the fix to the road (Newson & Krumm 2009, eq. 1), kept in log space without its constant, which cancels when
/// states of one fix are compared.
struct EmissionModel {
    private let inverseVariance: Double

    init(sigma: Meters) {
        inverseVariance = 1 / (sigma * sigma)
    }

    /// log p(fix | road point at `distance` from it), up to a constant.
    func logProbability(_ distance: Meters) -> Double {
        -0.5 * distance * distance * inverseVariance
    }

    /// The emission of each candidate.
    func logProbabilities(_ candidates: [RoadCandidate]) -> [Double] {
        candidates.map { logProbability($0.distance) }
    }
}
