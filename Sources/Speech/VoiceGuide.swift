import Geo
import Navigation
import Routing

/// Spoken guidance: hears navigation events, queues what they say, and speaks one utterance at a time on the
/// simulation clock. Speech occupies simulation time (its audio length times the speed factor), so at 10× a 3 s
/// sentence holds the voice for 30 simulated seconds and what went stale meanwhile is dropped, not said late.
///
/// The guide never reads a clock: the caller hands in simulation time (`advance(to:speedFactor:)`).
public final class VoiceGuide {
    public let synthesizer: any SpeechSynthesizer
    public let outputs: [any AudioOutput]
    public private(set) var settings: VoiceSettings
    public private(set) var announcer: Announcer
    public private(set) var queue = UtteranceQueue()
    /// Everything spoken, in order.
    public private(set) var spoken: [SpokenUtterance] = []
    /// Simulation time the current utterance ends (speaking while `t < speakingUntil`).
    public private(set) var speakingUntil: Seconds = -.infinity
    /// Time of the last event heard.
    private var lastHeard: Seconds = -.infinity
    /// Why the voice stopped (the engine or an output failed); nil while it works.
    public private(set) var failure: String?

    public init(synthesizer: any SpeechSynthesizer, outputs: [any AudioOutput], settings: VoiceSettings,
                units: UnitSystem = .metric) {
        self.synthesizer = synthesizer
        self.outputs = outputs
        self.settings = settings
        self.announcer = Announcer(language: settings.language, units: units)
    }

    public var units: UnitSystem {
        get { announcer.units }
        set { announcer.units = newValue }
    }

    public var isMuted: Bool { settings.muted }

    /// Mutes (dropping what waits) or unmutes.
    public func setMuted(_ muted: Bool) {
        settings.muted = muted
        if muted { queue.remove(reason: "muted") { _ in true } }
    }

    /// Speaking at simulation time `t`.
    public func isSpeaking(at t: Seconds) -> Bool { failure == nil && !settings.muted && t < speakingUntil }

    /// Feeds the events of one or more samples, in order. Time going back (drive again, a replay seeking back)
    /// starts the voice afresh: nothing waits, nothing is being said.
    public func hear(_ events: [NavigationEvent]) {
        for e in events {
            if e.time < lastHeard {
                queue.remove(reason: "rewound") { _ in true }
                announcer = Announcer(language: settings.language, units: announcer.units)
                speakingUntil = -.infinity
            }
            lastHeard = e.time
            announcer.hear(e, into: &queue)
        }
        if settings.muted || failure != nil { queue.remove(reason: "muted") { _ in true } }
    }

    /// Starts the next utterance if the voice is free at `t`. Returns it when one started.
    @discardableResult
    public func advance(to t: Seconds, speedFactor: Double) -> SpokenUtterance? {
        guard failure == nil, !settings.muted, t >= speakingUntil,
              let u = queue.next(at: t, odometer: announcer.odometer) else { return nil }
        do {
            let phrases = VoicePhrases.table(settings.language)
            let audio = try synthesizer.synthesize(phrases.spoken(u.text), settings: settings)
            guard !audio.samples.isEmpty else { throw SpeechError("\(synthesizer.name) rendered no audio for '\(u.text)'") }
            var file: String?
            for o in outputs { if let f = try o.deliver(audio, for: u, start: t) { file = f } }
            let s = SpokenUtterance(utterance: u, start: t, duration: audio.duration,
                                    simulationDuration: audio.duration * max(speedFactor, 0), file: file)
            spoken.append(s)
            speakingUntil = s.end
            return s
        } catch {
            failure = "voice: \(error)"
            return nil
        }
    }

    /// After the drive: speaks what still waits (and is still true), one after another from `t`. Returns the
    /// simulation time the last utterance ends.
    @discardableResult
    public func finish(from t: Seconds, speedFactor: Double) -> Seconds {
        var now = max(t, speakingUntil)
        while !queue.isEmpty, failure == nil, !settings.muted {
            guard advance(to: now, speedFactor: speedFactor) != nil else { break }
            now = max(now, speakingUntil)
        }
        for o in outputs { o.finish() }
        return max(now, speakingUntil)
    }

    /// Utterances dropped because they were no longer true when the voice was free.
    public var droppedAsStale: [Utterance] { queue.dropped.filter { $0.reason == "stale" }.map(\.utterance) }
}
