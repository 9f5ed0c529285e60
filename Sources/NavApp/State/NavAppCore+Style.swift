import MapRender
import Text

/// Map schemes and custom styles: switching keeps the camera, the drive and the overlays (only the look changes).
extension NavAppCore {
    /// What the map is drawn with now.
    public var activeStyle: ActiveStyle { state.customStyle ?? styles.style(for: state.scheme) }

    /// The scheme and custom style the command line asked for (`--scheme`, `--style`): `.startingStyle`.
    public func applyInitialStyle(_ options: ScreenOptions) {
        dispatch(.startingStyle(scheme: options.scheme, style: options.style))
    }

    /// The status-line note of a raster-based scheme without imagery to draw.
    var imageryNote: String? { hasSchemeImagery ? nil : activeStyle.imageryNote }

    func changeStyle(_ action: AppAction) {
        switch action {
        case .toggleNight:
            let toggled = state.scheme.dayNightToggled
            if toggled == state.scheme && state.customStyle == nil {
                notify("Map scheme \(state.scheme.rawValue) has no night variant")
                return
            }
            state.customStyle = nil
            state.scheme = toggled
        case .cycleScheme:
            state.customStyle = nil
            state.scheme = state.scheme.next
        case .setScheme(let s):
            state.customStyle = nil
            state.scheme = s
        case .loadStyle(let path):
            do {
                state.customStyle = try ActiveStyle(path: path)
            } catch {
                notify("Style not loaded, keeping \(state.styleName): \(error)")
                return
            }
        default:
            return
        }
        notify("Map: \(state.styleName)" + (imageryNote.map { " — " + $0 } ?? ""))
    }
}
