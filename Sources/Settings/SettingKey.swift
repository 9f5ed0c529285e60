/// Every setting's key: the SDKs' property names where one exists (`GMSMapView.navigationHeaderPrimaryBackgroundColor`,
/// `GMSUISettings.scrollGestures` as `isScrollGesturesEnabled`, `showsStopSigns`), camel case otherwise. The key is the
/// JSON name in the settings file, the script name (`set showsStopSigns false`) and, in kebab case, the flag
/// (`--shows-stop-signs`). Cases are only ever added, never renamed: files and scripts name them.
public enum SettingKey: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    // Header, footer and controls (Google Navigation SDK, GMSMapView / GMSUISettings).
    case isNavigationHeaderEnabled
    case navigationHeaderPrimaryBackgroundColor
    case navigationHeaderSecondaryBackgroundColor
    case isNavigationFooterEnabled
    case isTripProgressBarEnabled
    case isRecenterButtonEnabled
    case isCompassEnabled
    case isMyLocationButtonEnabled
    case shouldDisplaySpeedometer
    case speedAlertMode
    case speedAlertMinorThreshold
    case speedAlertMajorThreshold
    // Map content.
    case showsTrafficLights
    case showsStopSigns
    case showsDestinationMarkers
    case mapScheme
    case style
    case features
    case poiCategories
    case truck
    case language
    case politicalView
    case attributionCorner
    // Gestures (GMSUISettings; HERE's Gestures).
    case isScrollGesturesEnabled
    case isZoomGesturesEnabled
    case isTiltGesturesEnabled
    case isRotateGesturesEnabled
    // Routes.
    case alternateRoutesStrategy
    // Camera defaults.
    case cameraMode
    case followZoom
    // Display and simulation.
    case units
    case colors
    case ascii
    case fps
    case speedFactor

    public var description: String { rawValue }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The table row of this key.
    public var descriptor: SettingDescriptor { SettingsTable.descriptor(self) }

    /// The flag name: the key in kebab case (`showsStopSigns` → `shows-stop-signs`).
    public var flagName: String { Self.kebab(rawValue) }

    /// `camelCase` → `camel-case`.
    public static func kebab(_ s: String) -> String {
        var out = ""
        for c in s {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}
