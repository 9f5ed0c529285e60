import Foundation
import Geo
import Routing
import Speech

/// The voice options of the UI commands and of `navsim drive --headless`.
enum VoiceArguments {
    static let valued: Set<String> = ["voice-out", "voice-lang", "voice-rate", "voice-volume", "voice-data"]
    static let flags: Set<String> = ["voice"]

    static let help = """
      --voice             speak the guidance (espeak-ng): through the sound device (paplay/aplay) when there
                          is one, else into WAV files in $TMPDIR/navsim-voice-PID (the event log says where)
      --voice-out DIR     also write one WAV per utterance and DIR/voice.jsonl (implies --voice)
      --voice-lang L      en (default) or de, or an espeak-ng voice of them (en-us, de); the instructions follow it
      --voice-rate N      words per minute, 80 ... 450 (default 175)
      --voice-volume N    0 ... 200 (default 100)
      --voice-data DIR    the directory holding espeak-ng-data (default: espeak-ng's own)
    """

    /// The voice settings, or nil when no voice was asked for.
    static func settings(_ a: Arguments) throws(CLIError) -> VoiceSettings? {
        let asked = a.flag("voice") || a.value("voice-out") != nil
        guard asked else {
            for o in ["voice-lang", "voice-rate", "voice-volume", "voice-data"] where a.value(o) != nil {
                throw CLIError.usage("--\(o) needs --voice or --voice-out")
            }
            return nil
        }
        var s = VoiceSettings()
        if let code = a.value("voice-lang") {
            guard let language = InstructionLanguage(code: code) else {
                let known = InstructionLanguage.allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIError.usage("--voice-lang must be one of \(known) (or an espeak-ng voice of them), got '\(code)'")
            }
            s.language = language
            if code != language.rawValue { s.voice = code }
        }
        s.rate = try a.int("voice-rate", default: VoiceSettings.normalRate, in: VoiceSettings.rateRange)
        s.volume = try a.int("voice-volume", default: VoiceSettings.normalVolume, in: VoiceSettings.volumeRange)
        return s
    }

    /// Replays and live receivers speak in the UI only; with --headless the voice options are an error, not ignored.
    static func rejectHeadless(_ a: Arguments, command: String) throws(CLIError) {
        if a.flag("headless"), try settings(a) != nil {
            throw CLIError.usage("the \(command) voice speaks in the UI; with --headless only 'navsim drive' speaks")
        }
    }

    /// The voice guide for these arguments (nil without --voice/--voice-out). A speech engine that cannot start is
    /// an error, never silence.
    static func guide(_ a: Arguments, units: UnitSystem, playsOnDevice: Bool = true,
                      environment: [String: String]) throws(CLIError) -> VoiceGuide? {
        guard let settings = try settings(a) else { return nil }
        let synthesizer: any SpeechSynthesizer
        do {
            synthesizer = try SpeechEngine.make(dataPath: a.value("voice-data"))
            // The chosen voice must exist: an error now, not a silent drive.
            _ = try synthesizer.synthesize("navsim", settings: settings)
        } catch {
            throw CLIError.failed("\(error)")
        }
        var outputs: [any AudioOutput] = []
        do {
            if let dir = a.value("voice-out") { outputs.append(try WAVDirectory(path: dir)) }
            if playsOnDevice, let device = DevicePlayer.detect(environment: environment) { outputs.append(device) }
            if outputs.isEmpty {
                // No sound card: the utterances still exist, as files.
                let dir = FileManager.default.temporaryDirectory
                    .appendingPathComponent("navsim-voice-\(ProcessInfo.processInfo.processIdentifier)").path
                outputs.append(try WAVDirectory(path: dir, lazily: true))
            }
        } catch {
            throw CLIError.failed("\(error)")
        }
        return VoiceGuide(synthesizer: synthesizer, outputs: outputs, settings: settings, units: units)
    }

    /// One line for stderr after a run: what was spoken and where it went; a failed voice is an error.
    static func finish(_ voice: VoiceGuide, at t: Seconds, speedFactor: Double, command: String) throws(CLIError) -> String {
        let end = voice.finish(from: t, speedFactor: speedFactor)
        if let failure = voice.failure { throw CLIError.failed(failure) }
        let total = voice.spoken.reduce(0) { $0 + $1.duration }
        let outputs = voice.outputs.map(\.summary).joined(separator: "; ")
        let dropped = voice.queue.dropped
        let reasons = ["stale", "replaced", "passed", "rerouted"].map { r in "\(dropped.filter { $0.reason == r }.count) \(r)" }
        return String(format: "navsim %@: voice: %d utterances, %.1f s of speech (ends at %.1f s), %d not said (%@); %@; %@",
                      command, voice.spoken.count, total, end, dropped.count, reasons.joined(separator: ", "),
                      voice.synthesizer.name, outputs)
    }
}
