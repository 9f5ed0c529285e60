import Text

extension SettingDescriptor {
    /// The value a word names (a flag's value, an environment variable, a script's `set` line, the panel).
    /// - Throws: `SourceError` with the key as its field and the allowed values in its reason (no source yet: the
    ///   caller names the file, flag or line with `naming(_:)`).
    public func parse(_ word: String) throws(SourceError) -> SettingValue {
        let t = word.trimmingSpaces
        switch kind {
        case .bool:
            switch t.lowercased() {
            case "true", "on", "yes", "1": return .bool(true)
            case "false", "off", "no", "0": return .bool(false)
            default: throw problem(word)
            }
        case .integer(let r):
            guard let i = Int(t), r.contains(i) else { throw problem(word) }
            return .integer(i)
        case .number(let r, let automatic):
            if automatic, t == "auto" || t == "null" { return .automatic }
            guard let d = Double(t), d.isFinite, r.contains(d) else { throw problem(word) }
            // Six decimals, as the settings file writes them, so that a value survives a write and a read.
            return .number((d * 1e6).rounded() / 1e6)
        case .choice(let words):
            if let w = words.first(where: { $0 == t }) ?? words.first(where: { $0.lowercased() == t.lowercased() }) {
                return .choice(w)
            }
            throw problem(word)
        case .color:
            guard let c = SettingColor(parsing: t) else { throw problem(word) }
            return .color(c)
        case .text(let rule):
            guard Self.accepts(rule, t) else { throw problem(word) }
            return .text(t)
        case .list:
            return .list(t.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty })
        }
    }

    /// The error for a value the key does not allow.
    func problem(_ got: String) -> SourceError {
        var shown = got
        if shown.count > 40 { shown = String(shown.prefix(39)) + "…" }
        return SourceError(field: key.rawValue, reason: "expected \(kind.allowed), got '\(shown)'")
    }

    /// The error for a value of the wrong JSON type.
    func typeProblem(_ jsonType: String) -> SourceError {
        SourceError(field: key.rawValue, reason: "expected \(kind.allowed), got \(jsonType)")
    }

    static func accepts(_ rule: SettingKind.TextRule, _ t: String) -> Bool {
        switch rule {
        case .any, .path:
            return !t.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        case .languageCode:
            if t == "local" { return true }
            let parts = t.split(separator: "-", omittingEmptySubsequences: false)
            guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
            return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        case .countryCode:
            return t == "international" || (t.count == 3 && t.allSatisfy { $0.isASCII && $0.isLetter })
        }
    }
}
