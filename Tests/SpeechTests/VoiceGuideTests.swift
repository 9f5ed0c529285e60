import Foundation
import Geo
import MapData
import Navigation
import Routing
import Speech
import Testing

/// A synthesizer whose audio lasts `secondsPerCharacter` per character (a tone, so it is not silent): the queue's
/// timing rules without an engine. The real engine is tested in `EspeakTests` and the headless drive.
final class MetronomeVoice: SpeechSynthesizer {
    let secondsPerCharacter: Double
    var said: [String] = []
    init(secondsPerCharacter: Double = 0.05) { self.secondsPerCharacter = secondsPerCharacter }
    var name: String { "metronome" }
    func synthesize(_ text: String, settings: VoiceSettings) throws -> WAVAudio {
        said.append(text)
        let n = Int(Double(text.count) * secondsPerCharacter * 1000)
        return WAVAudio(sampleRate: 1000, samples: (0..<n).map { $0 % 2 == 0 ? 4000 : -4000 })
    }
}

@Suite struct VoiceGuideTests {
    static let here = Coordinate(latitude: 51.02, longitude: -1.05)

    static func progress(_ t: Seconds, travelled: Meters) -> NavigationEvent {
        .routeProgress(RouteProgress(time: t, distanceTravelled: travelled, remainingDistance: 1000, remainingDuration: 100,
                                     eta: t + 100, fraction: 0.1, leg: 0, legRemainingDistance: 1000))
    }

    static func ahead(_ t: Seconds, _ d: Meters, index: Int) -> NavigationEvent {
        let m = Maneuver(kind: .left, offset: 1000, location: here, bearingBefore: 0, bearingAfter: 270, roadName: "Mill Lane")
        return .maneuverNotification(ManeuverNotification(time: t, stage: .distance, maneuverIndex: index, maneuver: m,
                                                          distance: d, text: ""))
    }

    static func camera(_ t: Seconds) -> NavigationEvent {
        .warning(SafetyWarning(time: t, stage: .ahead, feature: RouteFeature(kind: .speedCamera, offset: 900, coordinate: here),
                               distance: 400))
    }

    @Test func utterancesNeverOverlapAndSpeechTimeScalesWithTheSpeedFactor() {
        let voice = MetronomeVoice()
        let guide = VoiceGuide(synthesizer: voice, outputs: [], settings: VoiceSettings())
        // A camera and a maneuver in the same sample, then a second maneuver while the first is being said.
        guide.hear([Self.progress(0, travelled: 0), Self.camera(0), Self.ahead(0, 300, index: 1)])
        for t in stride(from: 0.0, through: 20, by: 0.5) {
            if t == 1 { guide.hear([Self.ahead(1, 500, index: 2)]) }
            guide.hear([Self.progress(t, travelled: t)])
            guide.advance(to: t, speedFactor: 2)
        }
        let s = guide.spoken
        #expect(s.map(\.utterance.text) == ["In 300 m, turn left onto Mill Lane", "In 500 m, turn left onto Mill Lane",
                                            "Speed camera in 400 m"])
        for (a, b) in zip(s, s.dropFirst()) { #expect(b.start >= a.end) }
        for u in s { #expect(abs(u.simulationDuration - 2 * u.duration) < 1e-9) }
        #expect(guide.isSpeaking(at: s[0].start + 0.1) && !guide.isSpeaking(at: s[2].end))
    }

    @Test func whatWentStaleWhileTheVoiceWasBusyIsDropped() {
        let guide = VoiceGuide(synthesizer: MetronomeVoice(secondsPerCharacter: 0.2), outputs: [], settings: VoiceSettings())
        guide.hear([Self.progress(0, travelled: 0), Self.ahead(0, 800, index: 1), Self.camera(0)])
        // The first sentence lasts about 7 s; at 10× that is 70 simulated seconds, 700 m at 10 m/s.
        for t in stride(from: 0.0, through: 100, by: 1) {
            guide.hear([Self.progress(t, travelled: t * 10)])
            guide.advance(to: t, speedFactor: 10)
        }
        #expect(guide.spoken.map(\.utterance.text) == ["In 800 m, turn left onto Mill Lane"])
        #expect(guide.droppedAsStale.map(\.text) == ["Speed camera in 400 m"])
    }

    @Test func mutingDropsTheQueueAndSilencesTheVoiceUntilUnmuted() {
        let voice = MetronomeVoice()
        let guide = VoiceGuide(synthesizer: voice, outputs: [], settings: VoiceSettings())
        guide.setMuted(true)
        guide.hear([Self.progress(0, travelled: 0), Self.ahead(0, 300, index: 1)])
        #expect(guide.advance(to: 0, speedFactor: 1) == nil && voice.said.isEmpty && !guide.isSpeaking(at: 0))
        guide.setMuted(false)
        guide.hear([Self.ahead(5, 200, index: 1)])
        #expect(guide.advance(to: 5, speedFactor: 1)?.utterance.text == "In 200 m, turn left onto Mill Lane")
    }

    @Test func timeGoingBackStartsTheVoiceAfresh() {
        let guide = VoiceGuide(synthesizer: MetronomeVoice(secondsPerCharacter: 1), outputs: [], settings: VoiceSettings())
        guide.hear([Self.progress(100, travelled: 900), Self.ahead(100, 300, index: 1)])
        guide.advance(to: 100, speedFactor: 1)
        #expect(guide.isSpeaking(at: 120))
        // Drive again: the new drive's first instruction is said at once, not after the old sentence's end.
        guide.hear([Self.progress(0, travelled: 0), Self.ahead(0, 500, index: 1)])
        #expect(guide.advance(to: 0, speedFactor: 1)?.utterance.text == "In 500 m, turn left onto Mill Lane")
    }

    @Test func aFailingEngineStopsTheVoiceWithTheReason() {
        final class Broken: SpeechSynthesizer {
            var name: String { "broken" }
            func synthesize(_ text: String, settings: VoiceSettings) throws -> WAVAudio { throw SpeechError("no voice 'xx'") }
        }
        let guide = VoiceGuide(synthesizer: Broken(), outputs: [], settings: VoiceSettings())
        guide.hear([Self.ahead(0, 300, index: 1)])
        #expect(guide.advance(to: 0, speedFactor: 1) == nil)
        #expect(guide.failure == "voice: no voice 'xx'")
    }

    @Test func theWAVDirectoryNamesFilesBySimulationTimeAndEventAndIndexesThem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-voice-test-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = try WAVDirectory(path: dir)
        let guide = VoiceGuide(synthesizer: MetronomeVoice(), outputs: [out], settings: VoiceSettings())
        guide.hear([Self.ahead(12.5, 300, index: 1)])
        guide.advance(to: 12.5, speedFactor: 1)
        guide.finish(from: 12.5, speedFactor: 1)
        let index = try String(contentsOfFile: dir + "/voice.jsonl", encoding: .utf8)
        #expect(index == """
            {"t": 12.50, "type": "maneuverNotification", "detail": "distance", "text": "In 300 m, turn left onto Mill Lane", \
            "file": "t0012.5-maneuverNotification-distance.wav", "duration": 1.950}

            """)
        let wav = try WAVAudio.read(path: dir + "/t0012.5-maneuverNotification-distance.wav")
        #expect(wav.samples.count == 1950 && wav.rms == 4000)
    }
}
