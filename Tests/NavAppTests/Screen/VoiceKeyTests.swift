import Foundation
import Speech
import Testing
import TermUI
@testable import NavApp

/// A synthesizer whose audio lasts 0.05 s per character (a tone): the voice's timing without an engine.
private final class ToneVoice: SpeechSynthesizer {
    var said: [String] = []
    var name: String { "tone" }
    func synthesize(_ text: String, settings: VoiceSettings) throws -> WAVAudio {
        said.append(text)
        return WAVAudio(sampleRate: 1000, samples: (0..<(text.count * 50)).map { $0 % 2 == 0 ? 3000 : -3000 })
    }
}

@Suite struct VoiceKeyTests {
    @Test func theStatusLineShowsASpeakerWhileTheVoiceSpeaksAndVMutesIt() throws {
        let core = try DemoFixture.core()
        let voice = ToneVoice()
        core.voice = VoiceGuide(synthesizer: voice, outputs: [], settings: VoiceSettings())
        // The departure instruction is said at the first sample.
        core.tick(wall: 1)
        #expect(voice.said.first?.hasPrefix("Head ") == true)
        #expect(core.state.speaking)
        let rows = ScreenComposer().render(core, width: 120, height: 40).text.split(separator: "\n")
        #expect(rows.contains { $0.contains("◀) ") }, "speaker glyph in the status line")
        // Silent again in the first pause between sentences (no glyph).
        var t = 0
        while core.state.speaking, t < 1000 { core.tick(wall: 0.25); t += 1 }
        #expect(!core.state.speaking)
        #expect(!ScreenComposer().render(core, width: 120, height: 40).text.contains("◀) "))
        // v mutes: nothing more is said.
        let loop = AppRunLoop(core: core, composer: ScreenComposer(), backend: TestBackend(width: 120, height: 40), fps: 0, now: { 0 })
        loop.handle(.key(.character("v"), time: 0))
        #expect(core.state.status == "Voice muted (v unmutes)")
        let before = voice.said.count
        for _ in 0..<200 { core.tick(wall: 0.5) }
        #expect(voice.said.count == before)
        loop.handle(.key(.character("v"), time: 0))
        #expect(core.state.status == "Voice on")
    }

    @Test func withoutAVoiceVSaysHowToTurnItOn() throws {
        let core = try DemoFixture.core()
        core.dispatch(.toggleVoice)
        #expect(core.state.status == "Voice is off (start navsim with --voice)")
        #expect(!core.state.speaking)
    }
}
