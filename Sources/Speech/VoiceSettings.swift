import Routing

/// How the voice speaks: language, espeak-ng voice, rate and volume, and whether it is muted.
public struct VoiceSettings: Sendable, Hashable {
    /// The language of the spoken texts (and the default voice).
    public var language: InstructionLanguage
    /// An espeak-ng voice name ("en-gb", "de", "en-us+f3"); nil: the language's own voice.
    public var voice: String?
    /// Words per minute, `rateRange` (espeak-ng's own bounds); 175 is espeak-ng's normal rate.
    public var rate: Int
    /// Amplitude in percent, `volumeRange`; 100 is espeak-ng's normal volume.
    public var volume: Int
    /// Muted: nothing is queued or spoken (the UI key `v`).
    public var muted: Bool

    public init(language: InstructionLanguage = .english, voice: String? = nil, rate: Int = VoiceSettings.normalRate,
                volume: Int = VoiceSettings.normalVolume, muted: Bool = false) {
        self.language = language
        self.voice = voice
        self.rate = rate
        self.volume = volume
        self.muted = muted
    }

    /// The espeak-ng voice to use.
    public var voiceName: String { voice ?? language.rawValue }

    /// espeak-ng's `espeakRATE_MINIMUM ... espeakRATE_MAXIMUM` and `espeakRATE_NORMAL`.
    public static let rateRange = 80...450
    public static let normalRate = 175
    /// espeak-ng's amplitude: 0 silent, 100 normal, 200 the most we allow (louder clips).
    public static let volumeRange = 0...200
    public static let normalVolume = 100
}
