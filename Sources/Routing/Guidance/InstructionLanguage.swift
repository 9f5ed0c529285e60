/// The languages instructions (on screen and spoken) are written in; the raw value is the ISO 639-1 code, which is
/// also the espeak-ng voice of the language.
public enum InstructionLanguage: String, Sendable, CaseIterable, Hashable {
    case english = "en"
    case german = "de"

    /// The language's template table.
    public var templates: InstructionTemplates {
        switch self {
        case .english: .english
        case .german: .german
        }
    }

    /// The language for a code such as "en", "de", "en-GB", "de_DE.UTF-8" (nil when there is no table for it).
    public init?(code: String) {
        let base = code.lowercased().prefix { $0.isLetter }
        guard let l = InstructionLanguage(rawValue: String(base)) else { return nil }
        self = l
    }
}
