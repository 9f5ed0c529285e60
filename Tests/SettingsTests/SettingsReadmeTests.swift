import Foundation
import Testing
import TestSupport
@testable import Settings

/// The README's settings table is the table's own Markdown, so the two cannot disagree.
@Suite struct SettingsReadmeTests {
    @Test func readmeTableEqualsTheSettingsTable() throws {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- settings-table:begin"))
        let afterMarker = try #require(readme[begin.upperBound...].firstIndex(of: "\n"))
        let end = try #require(readme.range(of: "<!-- settings-table:end -->"))
        let block = String(readme[readme.index(after: afterMarker)..<end.lowerBound])
        #expect(block == SettingsDocument.markdownTable, "regenerate with: navsim settings --markdown")
    }

    @Test func everyKeyIsARowOfTheMarkdownTable() {
        let table = SettingsDocument.markdownTable
        for key in SettingKey.allCases { #expect(table.contains("| `\(key.rawValue)` |"), "\(key)") }
    }
}
