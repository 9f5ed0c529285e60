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
            // The number after the first `word` that has one ("Unescaped control character around character 33").
            func number(after word: String) -> Int? {
                var rest = text[...]
                while let r = rest.range(of: word) {
                    if let n = Int(rest[r.upperBound...].prefix { $0.isNumber }) { return n }
                    rest = rest[r.upperBound...]
                }
                return nil
            }
            var line = number(after: "line "), column = number(after: "column ")
            // A document cut short has no offset in Foundation's words: its end is where, told from the bytes.
            if line == nil, let offset = number(after: "character ") ?? (isCutShort(data) ? data.count : nil),
               offset <= data.count {
                let before = data.prefix(offset)
                line = 1 + before.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                column = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
            }
            throw SourceError(file: file, line: line, column: column, reason: "not valid JSON (\(text))")
        }
    }

    /// True when `data` stops inside a value: in an open string, with a `{` or `[` not closed, or with no value at
    /// all (empty or white space). Read from the bytes, not from the wording of the parser's message.
    /// - Complexity: O(n), on the error path only.
    static func isCutShort(_ data: Data) -> Bool {
        var depth = 0, inString = false, escaped = false, sawValue = false
        for b in data {
            if inString {
                if escaped { escaped = false }
                else if b == UInt8(ascii: "\\") { escaped = true }
                else if b == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch b {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case 0x20, 0x0A, 0x0D, 0x09: continue
            default: break
            }
            sawValue = true
        }
        return inString || depth > 0 || !sawValue
    }
}
