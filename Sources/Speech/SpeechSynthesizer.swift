/// Turns text into audio.
public protocol SpeechSynthesizer: AnyObject {
    /// Which backend this is ("libespeak-ng 1.51", "espeak-ng command (/usr/bin/espeak-ng)").
    var name: String { get }
    /// Renders one utterance. Throws `SpeechError` when the engine fails.
    func synthesize(_ text: String, settings: VoiceSettings) throws -> WAVAudio
}

/// The speech engine failed: one readable sentence.
public struct SpeechError: Error, CustomStringConvertible, Equatable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
