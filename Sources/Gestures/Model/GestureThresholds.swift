/// The timing and distance thresholds of the recognizers, with where each number comes from.
public enum GestureThresholds {
    /// Longest gap from the first release to the second press of a double tap, in seconds.
    /// Android `ViewConfiguration.DOUBLE_TAP_TIMEOUT` = 300 ms (measured the same way, up to down).
    public static let doubleTapTimeout: Double = 0.300
    /// Farthest the second tap of a double tap may land from the first, in cells (Chebyshev).
    /// A terminal cell is about the size of a fingertip's slop on a phone; the issue says 1 cell.
    public static let doubleTapSlop: Int = 1
    /// Hold time that makes a press a long press, in seconds (issue 5: "500 ms or more";
    /// Android's `ViewConfiguration.DEFAULT_LONG_PRESS_TIMEOUT` was 500 ms for most of its history).
    public static let longPressDuration: Double = 0.500
    /// Movement that turns a press into a pan (and cancels a pending long press): more than this many cells.
    /// Android's touch slop is 8 dp, about one terminal cell.
    public static let touchSlop: Int = 1
    /// Modifier drags (shift = rotate, ctrl = tilt) start on any movement: the modifier already says what is meant.
    public static let modifierDragSlop: Int = 0
    /// Velocities are measured over the samples of the last 100 ms (Android `VelocityTracker` horizon, 100 ms).
    public static let velocityWindow: Double = 0.100
    /// The shortest time step a velocity is divided by, in seconds. Input that arrives in one read (two or three
    /// arrow keys from key repeat over SSH, `tmux send-keys Left Left Left`, a burst of mouse reports) is stamped
    /// microseconds apart; divided by that, one 2-cell step became 200 000 cells/s and flung the map tens of km.
    /// 40 ms is X.Org's default auto-repeat interval (25 Hz, `xset q`), the closest two keys really come, so a
    /// burst moves like the same keys at key-repeat speed.
    public static let minimumVelocityInterval: Double = 0.040
    /// The fastest a pan may be released, in cells per second (ours): momentum then glides at most 25 cells
    /// (`PanMomentum`: v/6), a quarter of a wide terminal, however the velocity was measured.
    public static let maximumPanSpeed: Double = 150
    /// Tolerance for comparing timestamps at the thresholds (input times are sums of decimal fractions).
    public static let timeEpsilon: Double = 1e-9

    /// Shift+drag rotates by this many degrees per cell of horizontal movement (ours: 180° across a 90-column view).
    public static let rotationDegreesPerCell: Double = 2
    /// Shift+drag zooms one level per this many cells of vertical movement, dragging up zooms in
    /// (ours; Google Maps' one-finger zoom also maps vertical drag to zoom).
    public static let dragCellsPerZoomLevel: Double = 10
    /// One mouse wheel notch (and one `=` / `_`) scales by 2^0.5, half a zoom level (ours: two notches per level,
    /// and exactly 5 cells of shift+drag, so recorded wheel zooms replay exactly).
    public static let wheelScalePerNotch: Double = 1.4142135623730951
    /// A wheel gesture ends when no notch arrives for this long, in seconds (ours: longer than one scroll flick).
    public static let wheelEndGap: Double = 0.250

    /// A keyboard pan ends when no arrow key arrives for this long, in seconds: longer than the initial
    /// auto-repeat delay (X.Org default 660 ms, `xset q`), so a held key is one pan.
    public static let keyRepeatGap: Double = 0.700
    /// One arrow key moves the map this many cells.
    public static let keyPanStep: Double = 2
    /// One `[` / `]` rotates by this many degrees.
    public static let keyRotateStep: Double = 15
    /// One PgUp / PgDn moves the two-finger pan this many cells (5° of tilt at `DefaultActions.tiltDegreesPerCell`).
    public static let keyTiltStep: Double = 2.5
}
