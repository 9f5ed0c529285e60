/// The domain of each kind of number a compiled map holds, named once for the readers (`CompiledReader.f64(in:)`,
/// `doubles(in:)`, `floats(in:)`). The builders keep to them, so a map compiled from any source opens; a value outside
/// one is a crafted or damaged file, refused with its offset instead of trapping where the number is used.
public enum CompiledDomain {
    /// Any finite number (the OpenMapTiles view's numbers, which styles read but nothing converts to an integer).
    public static let finite: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    /// A length or an offset along an edge, metres (no road edge is near 10,000 km).
    public static let meters: ClosedRange<Double> = 0...10_000_000
    /// A tagged measure: height, width, length or elevation in metres, weight in tonnes (`TagParsing.measureLimit`).
    public static let measure: ClosedRange<Double> = 0...TagParsing.measureLimit
    /// A speed, km/h (`TagParsing.plausibleLimits` and the class defaults are far below).
    public static let kmh: ClosedRange<Double> = 0...1_000
    public static let kmhFloat: ClosedRange<Float> = 0...1_000
    /// A travel time of one edge, seconds.
    public static let seconds: ClosedRange<Double> = 0...1_000_000_000
    /// A sum of many edges' metres or seconds (a shortcut's totals): finite and not negative.
    public static let totals: ClosedRange<Double> = 0...Double.greatestFiniteMagnitude
    /// A bearing, degrees (0 ..< 360, with room for a Float's rounding).
    public static let bearing: ClosedRange<Float> = -360...360
    /// A box's latitude or longitude as the edge index stores it (rounded outward to Floats).
    public static let boxDegrees: ClosedRange<Float> = -360...360
}
