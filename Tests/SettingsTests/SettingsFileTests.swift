import Testing
import Text
@testable import Settings

@Suite struct SettingsFileTests {
    func parse(_ text: String) throws -> SettingsFile {
        try SettingsFile(path: "/tmp/s.json", bytes: Array(text.utf8))
    }

    @Test func readsEveryKindOfValue() throws {
        let f = try parse("""
        {"showsStopSigns": false, "fps": 12, "speedAlertMinorThreshold": 7.5, "speedAlertMajorThreshold": null,
         "mapScheme": "liteNight", "navigationHeaderPrimaryBackgroundColor": "#aa2028", "language": "ja",
         "navigationHeaderSecondaryBackgroundColor": "darkBlue"}
        """)
        #expect(f[.showsStopSigns] == .bool(false))
        #expect(f[.fps] == .integer(12))
        #expect(f[.speedAlertMinorThreshold] == .number(7.5))
        #expect(f[.speedAlertMajorThreshold] == .automatic)
        #expect(f[.mapScheme] == .choice("liteNight"))
        #expect(f[.navigationHeaderPrimaryBackgroundColor] == .color(SettingColor(red: 0xaa, green: 0x20, blue: 0x28)))
        #expect(f[.navigationHeaderSecondaryBackgroundColor] == .color(SettingColor.palette[3].color))
        #expect(f[.language] == .text("ja"))
        #expect(f[.isCompassEnabled] == nil)
    }

    @Test func unknownKeyNamesTheFileAndSuggestsTheNearestKey() {
        #expect {
            try parse("{\n  \"showStopSign\": false\n}")
        } throws: { e in
            let d = (e as? SourceError)?.description ?? ""
            return d.hasPrefix("/tmp/s.json: showStopSign: unknown setting (did you mean showsStopSigns?)")
        }
    }

    @Test func wrongTypeNamesKeyAndAllowedValues() {
        #expect {
            try parse("{\"showsStopSigns\": \"no\"}")
        } throws: { e in
            (e as? SourceError)?.description == "/tmp/s.json: showsStopSigns: expected true or false, got the string \"no\""
        }
        #expect {
            try parse("{\"fps\": true}")
        } throws: { e in
            (e as? SourceError)?.description == "/tmp/s.json: fps: expected an integer in 0 ... 240, got true"
        }
    }

    @Test func outOfRangeAndUnknownChoiceListTheAllowedValues() {
        #expect {
            try parse("{\"fps\": 500}")
        } throws: { e in
            (e as? SourceError)?.description == "/tmp/s.json: fps: expected an integer in 0 ... 240, got '500'"
        }
        #expect {
            try parse("{\"alternateRoutesStrategy\": \"two\"}")
        } throws: { e in
            (e as? SourceError)?.description == "/tmp/s.json: alternateRoutesStrategy: expected one of all, one, none, got 'two'"
        }
    }

    @Test func commentsAndATrailingCommaAreForgiven() throws {
        let f = try parse("// top\n{\n  \"fps\": 10, // ten\n  \"ascii\": true,\n}\n")
        #expect(f[.fps] == .integer(10))
        #expect(f[.ascii] == .bool(true))
    }

    @Test func invalidJSONAndANonObjectAreErrors() {
        #expect(throws: SourceError.self) { try parse("{\"fps\": }") }
        #expect {
            try parse("[1, 2]")
        } throws: { e in
            (e as? SourceError)?.description.hasPrefix("/tmp/s.json: expected one JSON object") == true
        }
    }

    @Test func templateParsesAndUncommentedItSetsTheDefaults() throws {
        let template = SettingsDocument.template
        #expect(try parse(template).values.isEmpty)
        let uncommented = template.split(separator: "\n").map { line -> String in
            let t = line.drop(while: { $0 == " " })
            return t.hasPrefix("// \"") ? String(t.dropFirst(3)) : String(line)
        }.joined(separator: "\n")
        let f = try parse(uncommented)
        #expect(f.values.count == SettingKey.allCases.count)
        for (key, value) in f.values { #expect(value == key.descriptor.defaultValue, "\(key)") }
    }

    @Test func writtenFileRoundTrips() throws {
        var s = Settings()
        s.showsStopSigns = false
        s.fps = 15
        s.speedAlertMinorThreshold = 3.5
        s.navigationHeaderPrimaryBackgroundColor = SettingColor(red: 1, green: 2, blue: 3)
        s.language = "zh-Hant"
        let text = SettingsDocument.fileText(s)
        #expect(text == """
        {
          "navigationHeaderPrimaryBackgroundColor": "#010203",
          "speedAlertMinorThreshold": 3.5,
          "showsStopSigns": false,
          "language": "zh-Hant",
          "fps": 15
        }

        """)
        var back = Settings()
        for (k, v) in try parse(text).values { back[k] = v }
        #expect(back == s)
    }
}
