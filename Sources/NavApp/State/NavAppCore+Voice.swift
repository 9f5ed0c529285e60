import Navigation
import Speech

extension NavAppCore {
    /// Hands the events to the voice and starts the next utterance when the voice is free; the speaker glyph
    /// follows. Speech time counts on the simulation clock at the current speed factor.
    func speak(_ events: [NavigationEvent]) {
        guard let voice else { return }
        voice.units = state.units
        voice.hear(events)
        let t = session.state.time
        voice.advance(to: t, speedFactor: session.speedMultiplier)
        state.speaking = voice.isSpeaking(at: t)
        if let failure = voice.failure {
            // Said once, loudly; the voice is then off.
            state.status = failure
            self.voice = nil
        }
    }

    func toggleVoice() {
        guard let voice else {
            state.status = "Voice is off (start navsim with --voice)"
            return
        }
        voice.setMuted(!voice.isMuted)
        state.speaking = false
        state.status = voice.isMuted ? "Voice muted (v unmutes)" : "Voice on"
    }
}
