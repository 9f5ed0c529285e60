import Foundation
import Text

extension JSONFields {
    /// A whole JSON document's tree (`JSONSerialization`, fragments allowed so the top object's own check names the
    /// problem), or one `SourceError` naming `file`, the line (and column) of the problem and Foundation's reason,
    /// sanitized for the terminal. Foundation names either "line 3, column 5" or "character 57" (a byte offset,
    /// which is turned into its line and column here); a document cut short is named at its end.
    public static func document(_ data: Data, file: String) throws(SourceError) -> Any {
        do { return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            let ns = error as NSError
            let text = TerminalText.sanitized((ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription, limit: 120)
            func number(after word: String) -> Int? {
                text.range(of: word).flatMap { Int(text[$0.upperBound...].prefix { $0.isNumber }) }
            }
            var line = number(after: "line "), column = number(after: "column ")
            // A document cut short has no offset in Foundation's words ("Unexpected end of file"): its end is where.
            let cutShort = text.range(of: "end of file", options: .caseInsensitive) != nil ? data.count : nil
            if line == nil, let offset = number(after: "character ") ?? cutShort, offset <= data.count {
                let before = data.prefix(offset)
                line = 1 + before.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                column = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
            }
            throw SourceError(file: file, line: line, column: column, reason: "not valid JSON (\(text))")
        }
    }
}
