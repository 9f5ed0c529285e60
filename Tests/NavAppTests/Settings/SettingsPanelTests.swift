import Foundation
import Settings
import TermUI
import Testing
import TestSupport
import Widgets
@testable import NavApp

/// The settings panel (`S`): every setting listed with its value, keys and clicks change them live, and `w` writes
/// the settings file only after a yes.
@Suite struct SettingsPanelTests {
    func open(_ core: NavAppCore, selecting key: SettingKey = .isNavigationHeaderEnabled) {
        core.dispatch(KeyBindings.action(for: .character("S"), arrived: false)!)
        core.dispatch(.settings(.select(SettingKey.allCases.firstIndex(of: key)!)))
    }

    @Test(arguments: [(120, 40), (80, 24)])
    func panelSnapshot(width: Int, height: Int) throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.4))
        open(core, selecting: .showsStopSigns)
        core.dispatch(.settings(.step(1)))
        let text = ScreenComposer().render(core, width: width, height: height).text
        if let diff = Snapshot.mismatch(text, named: "settings-panel-\(width)x\(height)") { Issue.record(Comment(rawValue: diff)) }
        #expect(text.contains("Settings") && text.contains("showsStopSigns"))
    }

    @Test func everySettingIsARowWithItsValueAndOrigin() {
        var layered = LayeredSettings()
        layered.set(.fps, .integer(12), from: .flag("--fps"))
        let rows = NavAppCore.settingsPanelRows(layered)
        #expect(rows.map(\.name) == SettingKey.allCases.map(\.rawValue))
        #expect(rows.first { $0.name == "fps" } == SettingsPanel.Row(name: "fps", value: .choice("12"), origin: "--fps"))
        #expect(rows.first { $0.name == "showsStopSigns" }?.value == .toggle(true))
        #expect(rows.first { $0.name == "navigationHeaderPrimaryBackgroundColor" }?.value == .color(red: 24, green: 96, blue: 64, name: "green"))
    }

    @Test func keysToggleCycleAndPickColoursLive() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.4))
        open(core, selecting: .isNavigationFooterEnabled)
        core.dispatch(PanelKeys.settings(.enter, asking: false)!)
        #expect(!core.settings.isNavigationFooterEnabled)
        #expect(core.state.settings.origin(.isNavigationFooterEnabled) == .runtime("panel"))
        #expect(ScreenComposer().plan(core, width: 120, height: 40).layout.footer == nil)
        open(core, selecting: .alternateRoutesStrategy)
        core.dispatch(PanelKeys.settings(.right, asking: false)!)
        #expect(core.settings.alternateRoutesStrategy == .one)
        core.dispatch(PanelKeys.settings(.left, asking: false)!)
        core.dispatch(PanelKeys.settings(.left, asking: false)!)
        #expect(core.settings.alternateRoutesStrategy == .none)
        open(core, selecting: .navigationHeaderPrimaryBackgroundColor)
        core.dispatch(PanelKeys.settings(.right, asking: false)!)
        #expect(core.settings.navigationHeaderPrimaryBackgroundColor == SettingColor.palette[1].color)
        open(core, selecting: .speedAlertMinorThreshold)
        core.dispatch(PanelKeys.settings(.right, asking: false)!)
        #expect(core.settings.speedAlertMinorThreshold == 10)
        core.dispatch(PanelKeys.settings(.down, asking: false)!)
        #expect(core.state.settingsPanel == SettingKey.allCases.firstIndex(of: .speedAlertMajorThreshold))
        core.dispatch(PanelKeys.settings(.character("S"), asking: false)!)
        #expect(core.state.settingsPanel == nil)
    }

    @Test func clicksSelectThenStepARow() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.4))
        open(core)
        let composer = ScreenComposer()
        core.dispatch(.screenResized(Size(width: 120, height: 40)))
        let plan = try #require(composer.plan(core))
        let (panel, area) = try #require(composer.settingsPanel(core, plan: plan))
        let row = SettingKey.allCases.firstIndex(of: .isCompassEnabled)!
        let y = try #require((area.y..<area.maxY).first { panel.row(atY: $0, in: area) == row })
        let first = try #require(composer.panelHit(x: area.x + 3, y: y, in: core))
        core.dispatch(first)
        #expect(core.state.settingsPanel == row)
        let second = try #require(composer.panelHit(x: area.x + 3, y: y, in: core))
        core.dispatch(second)
        #expect(!core.settings.isCompassEnabled)
    }

    @Test func writeAsksFirstAndWritesAtomicallyOnYes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-settings-panel-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("navsim/settings.json").path
        let core = try DemoFixture.core()
        core.dispatch(.settings(.useFile(path)))
        open(core, selecting: .showsStopSigns)
        core.dispatch(PanelKeys.settings(.enter, asking: false)!)
        core.dispatch(PanelKeys.settings(.character("w"), asking: false)!)
        #expect(core.state.settingsWriteAsked)
        #expect(core.state.settingsMessage == "Write \(path)? y/n")
        #expect(!FileManager.default.fileExists(atPath: path), "nothing written before the answer")
        // While asking, other keys are not the panel's.
        #expect(PanelKeys.settings(.enter, asking: true) == nil)
        core.dispatch(PanelKeys.settings(.character("n"), asking: true)!)
        #expect(!FileManager.default.fileExists(atPath: path))
        core.dispatch(PanelKeys.settings(.character("w"), asking: false)!)
        core.dispatch(PanelKeys.settings(.character("y"), asking: true)!)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == "{\n  \"showsStopSigns\": false\n}\n")
        let back = try #require(try SettingsFile.load(path: path, optional: false))
        #expect(back[.showsStopSigns] == .bool(false))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("navsim").path)
        #expect(leftovers == ["settings.json"], "no temporary file left behind")
    }
}

@Suite struct SettingsScriptTests {
    @Test func aMisspeltKeyOrABadValueIsAnErrorNamingTheLine() {
        for (line, message) in [("set showStopSigns false", "showStopSigns: unknown setting (did you mean showsStopSigns?)"),
                                ("set fps fast", "fps: expected an integer in 0 ... 240, got 'fast'")] {
            #expect {
                _ = try ScriptRunner.run("size 80x24\n" + line + "\n", file: "s.gesture", options: ScriptRunOptions())
            } throws: { e in
                "\(e)".contains("s.gesture:2") && "\(e)".contains(message)
            }
        }
    }
}
