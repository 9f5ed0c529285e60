/// Splits one script line into words: whitespace separates, `"…"` quotes (with `\"` and `\\`), `#` outside
/// quotes starts a comment, and `->` is always a word of its own.
struct ScriptTokenizer {
    /// A word and whether it was quoted (quoted words are never keywords).
    struct Token: Sendable, Hashable {
        var text: String
        var quoted: Bool
    }

    enum Failure: Error { case unterminatedQuote }

    static func tokens(of line: Substring) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var inQuote = false
        var escaped = false
        var index = line.startIndex
        func flush() {
            if !current.isEmpty { tokens.append(Token(text: current, quoted: false)) }
            current = ""
        }
        while index < line.endIndex {
            let c = line[index]
            let next = line.index(after: index)
            if inQuote {
                if escaped {
                    current.append(c)
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    tokens.append(Token(text: current, quoted: true))
                    current = ""
                    inQuote = false
                } else {
                    current.append(c)
                }
            } else if c == "#" {
                break
            } else if c == "\"" {
                flush()
                inQuote = true
            } else if c.isWhitespace {
                flush()
            } else if c == "-", next < line.endIndex, line[next] == ">" {
                flush()
                tokens.append(Token(text: "->", quoted: false))
                index = line.index(after: next)
                continue
            } else {
                current.append(c)
            }
            index = next
        }
        if inQuote { throw .unterminatedQuote }
        flush()
        return tokens
    }
}
