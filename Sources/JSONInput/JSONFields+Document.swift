import Foundation
import Text

extension JSONFields {
    /// A whole JSON document's tree (`JSONSerialization`, fragments allowed so the top object's own check names the
    /// problem), or one `SourceError` naming `file`, the line Foundation's message gives ("around line 3, column 5")
    /// and its reason, sanitized for the terminal.
    public static func document(_ data: Data, file: String) throws(SourceError) -> Any {
        do { return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            let ns = error as NSError
            let text = TerminalText.sanitized((ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription, limit: 120)
            let line = text.range(of: "line ").flatMap { Int(text[$0.upperBound...].prefix { $0.isNumber }) }
            throw SourceError(file: file, line: line, reason: "not valid JSON (\(text))")
        }
    }
}
