@testable import RasterTiles
import Testing

/// The Paeth predictor in its branch-free form (PNGRows.predict) against the specification's own words (ISO/IEC
/// 15948, 9.4), for every left, above and upper-left byte: 2^24 cases, all of them.
@Suite struct PNGPaethTests {
    /// Spec 9.4: p = a + b - c; the neighbour whose distance to p is least, ties in the order a, b, c.
    static func specPaeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }

    @Test func paethPicksTheSpecificationsNeighbourForEveryByteTriple() {
        var wrong: [(Int, Int, Int)] = []
        for a in 0...255 {
            for b in 0...255 {
                for c in 0...255 where PNGRows.predict(.paeth, a, b, c) != Self.specPaeth(a, b, c) {
                    if wrong.count < 5 { wrong.append((a, b, c)) }
                }
            }
        }
        #expect(wrong.isEmpty, "a, b, c where they differ: \(wrong)")
    }
}
