import Navigation
import Speech

extension NavAppCore {
    /// Hands the events to the voice and starts the next utterance when the voice is free. Speech time counts on
    /// the simulation clock at the current speed factor. Returns whether it speaks now and why it failed, if it
    /// did (the reducer shows them); nil without a voice or a drive.
    func speak(_ events: [NavigationEvent]) -> (speaking: Bool, failure: String?)? {
        guard let voice, let t = session.state?.time else { return nil }
        voice.units = state.units
        voice.hear(events)
        voice.advance(to: t, speedFactor: session.speedMultiplier)
        return (voice.isSpeaking(at: t), voice.failure)
    }

    /// Mutes or unmutes the voice; returns the status line's answer.
    func toggleVoice() -> String {
        guard let voice else { return "Voice is off (start navsim with --voice)" }
        voice.setMuted(!voice.isMuted)
        return voice.isMuted ? "Voice muted (v unmutes)" : "Voice on"
    }
}
