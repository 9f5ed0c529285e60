// libFuzzer target: settings files ($XDG_CONFIG_HOME/navsim/settings.json) through SettingsFile (comment and
// trailing-comma stripping, JSON, then every key's type and range checks). A file that parses must write back
// (SettingsDocument.fileText) to text that parses to the same values.
import Foundation
import Settings

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let file = try? SettingsFile(path: "fuzz.json", bytes: Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    var settings = Settings()
    for (key, value) in file.values { settings[key] = value }
    let text = SettingsDocument.fileText(settings)
    guard let back = try? SettingsFile(path: "back.json", bytes: Array(text.utf8)) else { fatalError("written settings do not parse: \(text)") }
    var again = Settings()
    for (key, value) in back.values { again[key] = value }
    if again != settings { fatalError("settings changed in a round trip: \(text)") }
    return 0
}
