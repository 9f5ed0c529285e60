/// Reading and writing a setting by key: the one place that maps keys to the typed properties. The table, the file,
/// flags, scripts and the panel all go through it.
extension Settings {
    public subscript(key: SettingKey) -> SettingValue {
        get {
            switch key {
            case .isNavigationHeaderEnabled: .bool(isNavigationHeaderEnabled)
            case .navigationHeaderPrimaryBackgroundColor: .color(navigationHeaderPrimaryBackgroundColor)
            case .navigationHeaderSecondaryBackgroundColor: .color(navigationHeaderSecondaryBackgroundColor)
            case .isNavigationFooterEnabled: .bool(isNavigationFooterEnabled)
            case .isTripProgressBarEnabled: .bool(isTripProgressBarEnabled)
            case .isRecenterButtonEnabled: .bool(isRecenterButtonEnabled)
            case .isCompassEnabled: .bool(isCompassEnabled)
            case .isMyLocationButtonEnabled: .bool(isMyLocationButtonEnabled)
            case .shouldDisplaySpeedometer: .bool(shouldDisplaySpeedometer)
            case .speedAlertMode: .choice(speedAlertMode.rawValue)
            case .speedAlertMinorThreshold: speedAlertMinorThreshold.map { .number($0) } ?? .automatic
            case .speedAlertMajorThreshold: speedAlertMajorThreshold.map { .number($0) } ?? .automatic
            case .showsTrafficLights: .bool(showsTrafficLights)
            case .showsStopSigns: .bool(showsStopSigns)
            case .showsDestinationMarkers: .bool(showsDestinationMarkers)
            case .mapScheme: .choice(mapScheme)
            case .style: .text(style)
            case .features: .text(features)
            case .poiCategories: .text(poiCategories)
            case .truck: .text(truck)
            case .language: .text(language)
            case .politicalView: .text(politicalView)
            case .attributionCorner: .choice(attributionCorner.rawValue)
            case .isScrollGesturesEnabled: .bool(isScrollGesturesEnabled)
            case .isZoomGesturesEnabled: .bool(isZoomGesturesEnabled)
            case .isTiltGesturesEnabled: .bool(isTiltGesturesEnabled)
            case .isRotateGesturesEnabled: .bool(isRotateGesturesEnabled)
            case .alternateRoutesStrategy: .choice(alternateRoutesStrategy.rawValue)
            case .cameraMode: .choice(cameraMode.rawValue)
            case .followZoom: followZoom.map { .number($0) } ?? .automatic
            case .units: .choice(units.rawValue)
            case .colors: .choice(colors.rawValue)
            case .ascii: .bool(ascii)
            case .fps: .integer(fps)
            case .speedFactor: speedFactor.map { .number($0) } ?? .automatic
            }
        }
        set {
            switch key {
            case .isNavigationHeaderEnabled: isNavigationHeaderEnabled = newValue.boolValue ?? isNavigationHeaderEnabled
            case .navigationHeaderPrimaryBackgroundColor:
                navigationHeaderPrimaryBackgroundColor = newValue.colorValue ?? navigationHeaderPrimaryBackgroundColor
            case .navigationHeaderSecondaryBackgroundColor:
                navigationHeaderSecondaryBackgroundColor = newValue.colorValue ?? navigationHeaderSecondaryBackgroundColor
            case .isNavigationFooterEnabled: isNavigationFooterEnabled = newValue.boolValue ?? isNavigationFooterEnabled
            case .isTripProgressBarEnabled: isTripProgressBarEnabled = newValue.boolValue ?? isTripProgressBarEnabled
            case .isRecenterButtonEnabled: isRecenterButtonEnabled = newValue.boolValue ?? isRecenterButtonEnabled
            case .isCompassEnabled: isCompassEnabled = newValue.boolValue ?? isCompassEnabled
            case .isMyLocationButtonEnabled: isMyLocationButtonEnabled = newValue.boolValue ?? isMyLocationButtonEnabled
            case .shouldDisplaySpeedometer: shouldDisplaySpeedometer = newValue.boolValue ?? shouldDisplaySpeedometer
            case .speedAlertMode: speedAlertMode = newValue.choiceValue() ?? speedAlertMode
            case .speedAlertMinorThreshold: speedAlertMinorThreshold = newValue.optionalNumber(else: speedAlertMinorThreshold)
            case .speedAlertMajorThreshold: speedAlertMajorThreshold = newValue.optionalNumber(else: speedAlertMajorThreshold)
            case .showsTrafficLights: showsTrafficLights = newValue.boolValue ?? showsTrafficLights
            case .showsStopSigns: showsStopSigns = newValue.boolValue ?? showsStopSigns
            case .showsDestinationMarkers: showsDestinationMarkers = newValue.boolValue ?? showsDestinationMarkers
            case .mapScheme: mapScheme = newValue.textValue ?? mapScheme
            case .style: style = newValue.textValue ?? style
            case .features: features = newValue.textValue ?? features
            case .poiCategories: poiCategories = newValue.textValue ?? poiCategories
            case .truck: truck = newValue.textValue ?? truck
            case .language: language = newValue.textValue ?? language
            case .politicalView: politicalView = newValue.textValue ?? politicalView
            case .attributionCorner: attributionCorner = newValue.choiceValue() ?? attributionCorner
            case .isScrollGesturesEnabled: isScrollGesturesEnabled = newValue.boolValue ?? isScrollGesturesEnabled
            case .isZoomGesturesEnabled: isZoomGesturesEnabled = newValue.boolValue ?? isZoomGesturesEnabled
            case .isTiltGesturesEnabled: isTiltGesturesEnabled = newValue.boolValue ?? isTiltGesturesEnabled
            case .isRotateGesturesEnabled: isRotateGesturesEnabled = newValue.boolValue ?? isRotateGesturesEnabled
            case .alternateRoutesStrategy: alternateRoutesStrategy = newValue.choiceValue() ?? alternateRoutesStrategy
            case .cameraMode: cameraMode = newValue.choiceValue() ?? cameraMode
            case .followZoom: followZoom = newValue.optionalNumber(else: followZoom)
            case .units: units = newValue.choiceValue() ?? units
            case .colors: colors = newValue.choiceValue() ?? colors
            case .ascii: ascii = newValue.boolValue ?? ascii
            case .fps: fps = newValue.integerValue ?? fps
            case .speedFactor: speedFactor = newValue.optionalNumber(else: speedFactor)
            }
        }
    }

    /// The keys whose values differ from the defaults, in table order.
    public var changedKeys: [SettingKey] {
        let defaults = Settings()
        return SettingKey.allCases.filter { self[$0] != defaults[$0] }
    }
}

extension SettingValue {
    var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    var colorValue: SettingColor? { if case .color(let c) = self { c } else { nil } }
    var integerValue: Int? { if case .integer(let i) = self { i } else { nil } }
    var textValue: String? {
        switch self {
        case .text(let s), .choice(let s): s
        case .list(let l): l.joined(separator: ",")
        default: nil
        }
    }
    func choiceValue<T: RawRepresentable>() -> T? where T.RawValue == String { textValue.flatMap(T.init(rawValue:)) }
    func optionalNumber(else current: Double?) -> Double? {
        switch self {
        case .number(let d): d
        case .integer(let i): Double(i)
        case .automatic: nil
        default: current
        }
    }
}
