import Foundation
import Speech
import Testing

/// The real engine. `.ci/run` installs espeak-ng and libespeak-ng-dev, so these run in CI; a library that cannot
/// initialise fails the test with its reason (it is never skipped).
@Suite struct EspeakTests {
    /// Speech is clearly above this RMS (espeak-ng at volume 100 is around 2,000-3,000); silence is 0.
    static let audibleRMS = 300.0

    @Test func theLibraryRendersASentenceAsAudibleAudioAt22050Hz() throws {
        let engine = try EspeakLibrary()
        #expect(engine.name.hasPrefix("libespeak-ng"))
        let audio = try engine.synthesize("In 300 metres, turn left onto Mill Lane", settings: VoiceSettings())
        #expect(audio.sampleRate == 22050)
        #expect((1.5...5).contains(audio.duration))
        #expect(audio.rms > Self.audibleRMS)
    }

    @Test func rateVolumeAndLanguageChangeTheAudio() throws {
        let engine = try EspeakLibrary()
        let text = "At the roundabout, take the third exit"
        let normal = try engine.synthesize(text, settings: VoiceSettings())
        let fast = try engine.synthesize(text, settings: VoiceSettings(rate: 350))
        let quiet = try engine.synthesize(text, settings: VoiceSettings(volume: 30))
        #expect(fast.duration < normal.duration * 0.7)
        #expect(quiet.rms < normal.rms * 0.6 && quiet.rms > 0)
        let german = try engine.synthesize("Im Kreisverkehr die dritte Ausfahrt nehmen",
                                           settings: VoiceSettings(language: .german))
        #expect(german.rms > Self.audibleRMS && german.samples != normal.samples)
        // Same text and settings, the same length to within a few milliseconds (libespeak-ng carries a little state
        // from one sentence to the next, so samples differ by a few dozen between calls; a fresh process repeats
        // its sequence of calls byte for byte, which the drive tests rely on).
        #expect(abs(try engine.synthesize(text, settings: VoiceSettings()).duration - normal.duration) < 0.1)
    }

    @Test func anUnknownVoiceIsAnErrorNotSilence() throws {
        let engine = try EspeakLibrary()
        #expect(throws: SpeechError.self) { try engine.synthesize("hello", settings: VoiceSettings(voice: "no-such-voice")) }
    }

    @Test func theCommandBackendRendersTheSameKindOfAudio() throws {
        let command = try EspeakCommand()
        let audio = try command.synthesize("-v Speed camera in 500 metres", settings: VoiceSettings())
        #expect(audio.sampleRate == 22050 && audio.rms > Self.audibleRMS && (1...5).contains(audio.duration))
    }

    @Test func theEngineFallsBackToTheCommandWhenTheLibraryCannotStartAndSaysWhyWhenNeitherCan() throws {
        let fallback = try SpeechEngine.make(library: { _ in throw SpeechError("libespeak-ng could not initialise") })
        #expect(fallback is EspeakCommand)
        #expect(try SpeechEngine.make() is EspeakLibrary)
        do {
            _ = try SpeechEngine.make(library: { _ in throw SpeechError("library broken") },
                                      command: { _ in try EspeakCommand(environment: ["PATH": "/nonexistent"]) })
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("library broken") && "\(error)".contains("not on PATH"))
        }
    }
}
