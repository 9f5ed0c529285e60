import Foundation
import Testing
import TestSupport
import Text
@testable import Settings

@Suite struct LayeredSettingsTests {
    @Test func flagsOverrideEnvironmentOverrideFileOverrideDefaults() throws {
        let dir = temporaryFolder()
        let path = dir + "/navsim/settings.json"
        try SettingsFile.write({ var s = Settings(); s.fps = 10; s.units = .imperial; s.ascii = true; return s }(), to: path)
        let r = try LayeredSettings.resolve(arguments: ["--fps", "20", "--no-header", "x", "--map", "m.osm"],
                                            environment: ["XDG_CONFIG_HOME": dir, "NAVSIM_UNITS": "metric"])
        #expect(r.fileFound)
        #expect(r.rest == ["x", "--map", "m.osm"])
        let l = r.layered
        #expect(l.settings.fps == 20)
        #expect(l.origin(.fps) == .flag("--fps"))
        #expect(l.settings.units == .metric)
        #expect(l.origin(.units) == .environment("NAVSIM_UNITS"))
        #expect(l.settings.ascii)
        #expect(l.origin(.ascii) == .file(path))
        #expect(!l.settings.isNavigationHeaderEnabled)
        #expect(l.origin(.isNavigationHeaderEnabled) == .flag("--no-header"))
        #expect(l.origin(.showsStopSigns) == .defaults)
    }

    @Test func boolFlagsTakeNoValueOrAnInlineOne() throws {
        let f = try SettingsFlags.extract(["--shows-stop-signs=false", "--no-is-compass-enabled", "--ascii", "--scheme", "liteDay",
                                           "--map-scheme=satellite"])
        #expect(f.given.map(\.key) == [.showsStopSigns, .isCompassEnabled, .ascii, .mapScheme, .mapScheme])
        #expect(f.given.map(\.value) == [.bool(false), .bool(false), .bool(true), .choice("liteDay"), .choice("satellite")])
        #expect(f.rest.isEmpty)
    }

    @Test func badFlagValueNamesTheFlagKeyAndAllowedValues() {
        #expect {
            try SettingsFlags.extract(["--fps", "fast"])
        } throws: { e in
            (e as? SourceError)?.description == "--fps: fps: expected an integer in 0 ... 240, got 'fast'"
        }
        #expect(throws: SourceError.self) { try SettingsFlags.extract(["--units"]) }
    }

    @Test func explicitMissingSettingsFileIsAnError() {
        #expect {
            try LayeredSettings.resolve(arguments: ["--settings", "/nonexistent/s.json"], environment: [:])
        } throws: { e in
            (e as? SourceError)?.description == "/nonexistent/s.json: no such file"
        }
    }

    @Test func explicitSettingsFolderIsAnErrorSayingSo() {
        let dir = temporaryFolder()
        #expect {
            try LayeredSettings.resolve(arguments: ["--settings", dir], environment: [:])
        } throws: { e in
            (e as? SourceError)?.description == "\(dir): is a directory, not a settings file"
        }
    }

    @Test func argumentsAfterADoubleDashAreTheCommandsAsGiven() throws {
        let f = try SettingsFlags.extract(["--fps", "10", "--", "--ascii", "x"])
        #expect(f.given.map(\.key) == [.fps])
        #expect(f.rest == ["--", "--ascii", "x"])
    }

    @Test func badEnvironmentValueNamesTheVariable() {
        #expect {
            try LayeredSettings.resolve(arguments: [], environment: ["NAVSIM_FPS": "-1", "HOME": "/nonexistent"])
        } throws: { e in
            (e as? SourceError)?.description == "NAVSIM_FPS: fps: expected an integer in 0 ... 240, got '-1'"
        }
    }

    @Test func everyKeyHasARowWithItsKebabFlagAndADefaultOfItsKind() throws {
        #expect(SettingsTable.descriptors.map(\.key) == SettingKey.allCases)
        #expect(SettingKey.showsStopSigns.flagName == "shows-stop-signs")
        #expect(SettingKey.navigationHeaderPrimaryBackgroundColor.flagName == "navigation-header-primary-background-color")
        for d in SettingsTable.descriptors {
            #expect(SettingsTable.groups.contains(d.group), "\(d.key)")
            #expect(try d.parse(d.defaultValue.description) == d.defaultValue, "\(d.key)")
        }
        let flags = SettingsFlags.flagNames
        #expect(Set(flags).count == flags.count)
    }

    @Test func nearMissSuggestions() {
        let keys = SettingKey.allCases.map(\.rawValue)
        #expect(KeySuggestion.nearest(to: "showsStopSign", in: keys) == "showsStopSigns")
        #expect(KeySuggestion.nearest(to: "isCompasEnabled", in: keys) == "isCompassEnabled")
        #expect(KeySuggestion.nearest(to: "FPS", in: keys) == "fps")
        #expect(KeySuggestion.nearest(to: "completelyDifferent", in: keys) == nil)
    }

    @Test func colourPaletteStepsAndParses() {
        let green = SettingColor.palette[0].color
        #expect(green.stepped(1) == SettingColor.palette[1].color)
        #expect(green.stepped(-1) == SettingColor.palette.last!.color)
        #expect(SettingColor(parsing: "#fff") == SettingColor(red: 255, green: 255, blue: 255))
        #expect(SettingColor(parsing: "GREEN") == green)
        #expect(SettingColor(parsing: "#12345") == nil)
        #expect(green.description == "green")
        #expect(SettingColor(red: 1, green: 2, blue: 3).description == "#010203")
    }
}
