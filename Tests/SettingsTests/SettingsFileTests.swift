import Foundation
import Testing
import TestSupport
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

    /// The error a file's text gives, as printed (nil: it parsed).
    func error(_ text: String) -> String? {
        do { _ = try parse(text) } catch { return (error as? SourceError)?.description ?? "not a SourceError: \(error)" }
        return nil
    }

    @Test func unknownKeyNamesTheFileAndSuggestsTheNearestKey() {
        let e = error("{\n  \"showStopSign\": false\n}")
        #expect(e?.hasPrefix("/tmp/s.json: showStopSign: unknown setting (did you mean showsStopSigns?)") == true, "\(e ?? "")")
    }

    @Test func wrongTypeNamesKeyAndAllowedValues() {
        #expect(error("{\"showsStopSigns\": \"no\"}") == "/tmp/s.json: showsStopSigns: expected true or false, got the string \"no\"")
        #expect(error("{\"fps\": true}") == "/tmp/s.json: fps: expected an integer in 0 ... 240, got true")
        #expect(error("{\"showsStopSigns\": 1}") == "/tmp/s.json: showsStopSigns: expected true or false, got the number 1")
    }

    @Test func outOfRangeAndUnknownChoiceListTheAllowedValues() {
        #expect(error("{\"fps\": 500}") == "/tmp/s.json: fps: expected an integer in 0 ... 240, got '500'")
        #expect(error("{\"alternateRoutesStrategy\": \"two\"}") == "/tmp/s.json: alternateRoutesStrategy: expected one of all, one, none, got 'two'")
    }

    @Test func commentsAndATrailingCommaAreForgiven() throws {
        let f = try parse("// top\n{\n  \"fps\": 10, // ten\n  \"ascii\": true,\n}\n")
        #expect(f[.fps] == .integer(10))
        #expect(f[.ascii] == .bool(true))
    }

    @Test func invalidJSONAndANonObjectAreErrors() {
        #expect(throws: SourceError.self) { try parse("{\"fps\": }") }
        #expect(error("[1, 2]")?.hasPrefix("/tmp/s.json: expected one JSON object") == true)
    }

    @Test func invalidJSONNamesTheLine() {
        // Foundation names a byte offset on Linux ("around character 23") and a line on Darwin; either way the
        // error names line 3, where the bad member is, and the column there (JSONInput's one JSON error rule).
        let e = error("{\n  \"fps\": 20,\n  nope\n}\n")
        #expect(e?.hasPrefix("/tmp/s.json:3:3: not valid JSON") == true, "\(e ?? "")")
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

@Suite struct SettingsFileWriteTests {
    var changed: Settings { var s = Settings(); s.fps = 12; return s }

    @Test func writesThroughTheOneAtomicWriterMakingTheFolder() throws {
        let path = temporaryFolder() + "/navsim/settings.json"
        try SettingsFile.write(changed, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\n  \"fps\": 12\n}\n")
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["settings.json"], "no temporary file left")
    }

    @Test func aPathThatIsNotARegularFileIsRefusedNotRenamedOver() throws {
        // A FIFO stands for /dev/null and its kind: were it renamed over, only this test's folder would change.
        let fifo = temporaryFolder() + "/settings.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect {
            try SettingsFile.write(changed, to: fifo)
        } throws: { e in
            (e as? SourceError)?.description == "\(fifo): cannot write: not a regular file"
        }
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
    }

    @Test func anUnwritablePathIsOneErrorNamingIt() {
        // Under a regular file, so that it fails for root too (ENOTDIR).
        let file = temporaryFolder() + "/plain"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        #expect {
            try SettingsFile.write(changed, to: file + "/navsim/settings.json")
        } throws: { e in
            let d = (e as? SourceError)?.description ?? ""
            return d.hasPrefix("\(file)/navsim/settings.json: cannot write: ")
        }
    }
}
