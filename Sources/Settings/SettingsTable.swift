/// The one table of settings: each key's type, allowed values, default, documentation line, flag and environment
/// variable. Flags, the settings file, `navsim settings`, the panel, scripts and the README's table are all made from
/// it, so they cannot drift apart.
public enum SettingsTable {
    /// Every row, in the order the panel, the template and the README list them.
    public static let descriptors: [SettingDescriptor] = SettingKey.allCases.map(row)

    /// The row of a key.
    public static func descriptor(_ key: SettingKey) -> SettingDescriptor {
        descriptors[SettingKey.allCases.firstIndex(of: key)!]
    }

    /// The row a flag names (`shows-stop-signs`, or an older spelling such as `no-header`), with the alias used.
    public static func descriptor(flag: String) -> (SettingDescriptor, SettingDescriptor.Alias?)? {
        for d in descriptors {
            if d.flag == flag { return (d, nil) }
            if let a = d.aliases.first(where: { $0.flag == flag }) { return (d, a) }
        }
        return nil
    }

    /// The groups, in order.
    public static let groups = ["Header and controls", "Speedometer", "Map", "Gestures", "Routes", "Camera", "Display"]

    private static func row(_ key: SettingKey) -> SettingDescriptor {
        let d = Settings()
        func make(_ kind: SettingKind, _ group: String, _ doc: String, aliases: [SettingDescriptor.Alias] = [],
                  env: String? = nil) -> SettingDescriptor {
            SettingDescriptor(key: key, kind: kind, defaultValue: d[key], doc: doc, group: group, aliases: aliases,
                              environment: env)
        }
        func off(_ flag: String) -> SettingDescriptor.Alias { .init(flag: flag, fixed: .bool(false)) }
        func on(_ flag: String) -> SettingDescriptor.Alias { .init(flag: flag, fixed: .bool(true)) }
        func valued(_ flag: String) -> SettingDescriptor.Alias { .init(flag: flag, fixed: nil) }
        func choices<T: CaseIterable & RawRepresentable>(_ t: T.Type) -> SettingKind where T.RawValue == String {
            .choice(T.allCases.map(\.rawValue))
        }
        let header = "Header and controls", speed = "Speedometer", map = "Map", gestures = "Gestures"
        switch key {
        case .isNavigationHeaderEnabled:
            return make(.bool, header, "the navigation header (maneuver, distance, road) at the top", aliases: [off("no-header")])
        case .navigationHeaderPrimaryBackgroundColor:
            return make(.color, header, "background of the header's maneuver rows")
        case .navigationHeaderSecondaryBackgroundColor:
            return make(.color, header, "background of the header's secondary rows (lanes, \"Then\")")
        case .isNavigationFooterEnabled:
            return make(.bool, header, "the footer (arrival time, time and distance left)", aliases: [off("no-footer")])
        case .isTripProgressBarEnabled:
            return make(.bool, header, "the trip progress bar on the right edge")
        case .isRecenterButtonEnabled:
            return make(.bool, header, "the Re-centre button after the map was moved")
        case .isCompassEnabled:
            return make(.bool, header, "the compass while the map is rotated or tilted")
        case .isMyLocationButtonEnabled:
            return make(.bool, header, "the my-location button while the camera does not follow")
        case .shouldDisplaySpeedometer:
            return make(.bool, speed, "the speedometer and speed limit")
        case .speedAlertMode:
            return make(choices(Settings.SpeedAlertMode.self), speed, "thresholds as speed over the limit (km/h, mph) or percent of it")
        case .speedAlertMinorThreshold:
            return make(.number(0...200, automatic: true), speed, "over the limit by this much: minor (amber) alert; auto: 10 km/h, 5 mph or 10 %")
        case .speedAlertMajorThreshold:
            return make(.number(0...200, automatic: true), speed, "over the limit by this much: major (red) alert; auto: 20 km/h, 10 mph or 20 %")
        case .showsTrafficLights:
            return make(.bool, map, "traffic lights on the map")
        case .showsStopSigns:
            return make(.bool, map, "stop and give-way signs on the map")
        case .showsDestinationMarkers:
            return make(.bool, map, "the destination flag at the end of the route")
        case .mapScheme:
            return make(.choice(Settings.mapSchemes), map, "the map scheme (N toggles day/night, b cycles)", aliases: [valued("scheme")])
        case .style:
            return make(.text(.path), map, "a custom MapLibre/Mapbox GL style file (Style Spec v8 over OpenMapTiles)")
        case .features:
            return make(.text(.any), map, "feature layers: exactly LIST, or +x,-y changes to the defaults; NAME:MODE picks a mode")
        case .poiCategories:
            return make(.text(.any), map, "only these POI categories: values (cafe,fuel), keys (shop) or key=value")
        case .truck:
            return make(.text(.any), map, "the truck restrictions bind: height=4,weight=18,width=2.55,length=16.5[,hazmat][,tunnel=B|C|D|E]")
        case .language:
            return make(.text(.languageCode), map, "map label language (name:CODE where a feature has it; t cycles)")
        case .politicalView:
            return make(.text(.countryCode), map, "disputed borders as this country sees them")
        case .attributionCorner:
            return make(choices(Settings.AttributionCorner.self), map, "where the map data attribution sits (always shown)")
        case .isScrollGesturesEnabled:
            return make(.bool, gestures, "pan the map (drag, arrow keys)")
        case .isZoomGesturesEnabled:
            return make(.bool, gestures, "zoom the map (wheel, double tap, + and -)")
        case .isTiltGesturesEnabled:
            return make(.bool, gestures, "tilt the map (two-finger drag, PgUp/PgDn)")
        case .isRotateGesturesEnabled:
            return make(.bool, gestures, "rotate the map (pinch-rotate, [ and ])")
        case .alternateRoutesStrategy:
            return make(choices(Settings.AlternateRoutesStrategy.self), "Routes", "alternatives on the route preview: up to two, one or none")
        case .cameraMode:
            return make(choices(Settings.CameraMode.self), "Camera", "the camera at start")
        case .followZoom:
            return make(.number(1...20, automatic: true), "Camera", "zoom while following; auto: from the speed and the next maneuver")
        case .units:
            return make(choices(Settings.Units.self), "Display", "distances and speeds", env: "NAVSIM_UNITS")
        case .colors:
            return make(choices(Settings.ColorsMode.self), "Display", "colour depth; auto: from the terminal (NO_COLOR gives attributes only)",
                        env: "NAVSIM_COLORS")
        case .ascii:
            return make(.bool, "Display", "ASCII glyphs only, for terminals without Unicode", env: "NAVSIM_ASCII")
        case .fps:
            return make(.integer(0...240), "Display", "frames per second (0 draws only when something changed)", env: "NAVSIM_FPS")
        case .speedFactor:
            return make(.number(0.5...1000, automatic: true), "Display",
                        "simulation speed (simulated drives 1 ... 100, replays 0.5 ... 1000); auto: 2 in the demo, 1 elsewhere")
        }
    }
}
