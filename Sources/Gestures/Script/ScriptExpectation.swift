/// What an `expect` line checks.
public enum ScriptExpectation: Sendable, Hashable {
    /// `expect zoom Z [±TOL]`
    case zoom(Double, tolerance: Double)
    /// `expect bearing B [±TOL]` (compared around the circle)
    case bearing(Double, tolerance: Double)
    /// `expect tilt T [±TOL]`
    case tilt(Double, tolerance: Double)
    /// `expect center P [±TOLm]` (tolerance in metres; `centre` is accepted too)
    case centre(ScriptPoint, toleranceMeters: Double)
    /// `expect screen contains "TEXT"`
    case screenContains(String)
    /// `expect event KIND [STATE] [at P]`: some delivered gesture matches.
    case event(kind: GestureKind, state: GestureState?, at: ScriptPoint?)
    /// `expect markers N`
    case markers(Int)
    /// `expect features A,B[:MODE],…` (or `none`): exactly these map feature layers are on, in these modes.
    case features([String])
    /// `expect scheme NAME`: the map is drawn with this scheme (or custom style name).
    case scheme(String)
    /// `expect setting KEY VALUE`: a setting has this value (as the settings table spells values).
    case setting(key: String, value: String)

    /// Tolerances used when a line gives none.
    public static let defaultZoomTolerance: Double = 0.01
    public static let defaultAngleTolerance: Double = 0.5
    public static let defaultCentreToleranceMeters: Double = 5
}
