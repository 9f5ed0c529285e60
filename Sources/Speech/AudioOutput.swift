import Geo

/// Where spoken audio goes: the sound device, or WAV files.
public protocol AudioOutput: AnyObject {
    /// A line for the user ("WAV files in /tmp/voice", "sound device through aplay").
    var summary: String { get }
    /// Plays or stores one utterance that starts at simulation time `start`; returns the file written, if any.
    func deliver(_ audio: WAVAudio, for utterance: Utterance, start: Seconds) throws -> String?
    /// Waits for playback to end and closes files.
    func finish()
}

/// One spoken utterance: when it started and how long it took.
public struct SpokenUtterance: Sendable, Hashable {
    public var utterance: Utterance
    /// Simulation time it started.
    public var start: Seconds
    /// Length of the audio.
    public var duration: Seconds
    /// Simulation time it occupies: the audio's length times the speed factor at its start.
    public var simulationDuration: Seconds
    /// The WAV file written for it (relative to the output directory), if any.
    public var file: String?

    public var end: Seconds { start + simulationDuration }
}
