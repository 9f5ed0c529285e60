import Foundation
import Geo

/// Plays through the sound device with `paplay` (a PulseAudio/PipeWire server is running) or `aplay` (ALSA has a
/// card). Audio is piped to the player in the background, so the UI never waits for it.
public final class DevicePlayer: AudioOutput {
    public let executable: String
    private let arguments: [String]
    private var current: Process?

    init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// The player for this machine's sound device, or nil when there is no device (or no player).
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> DevicePlayer? {
        let fm = FileManager.default
        let path = environment["PATH"]
        let pulse = environment["PULSE_SERVER"] != nil
            || environment["XDG_RUNTIME_DIR"].map { fm.fileExists(atPath: $0 + "/pulse/native") } == true
        if pulse, let paplay = EspeakCommand.which("paplay", path: path) {
            return DevicePlayer(executable: paplay, arguments: ["--raw", "--format=s16le", "--channels=1"])
        }
        if hasALSACard(), let aplay = EspeakCommand.which("aplay", path: path) {
            return DevicePlayer(executable: aplay, arguments: ["-q", "-t", "wav", "-"])
        }
        return nil
    }

    /// `/proc/asound/cards` lists at least one card (it says "--- no soundcards ---" otherwise).
    static func hasALSACard(cards: String = "/proc/asound/cards") -> Bool {
        guard let text = try? String(contentsOfFile: cards, encoding: .utf8) else { return false }
        return !text.contains("no soundcards") && text.contains("[")
    }

    public var summary: String { "sound device through \(executable)" }

    public func deliver(_ audio: WAVAudio, for utterance: Utterance, start: Seconds) throws -> String? {
        current?.waitUntilExit()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        let raw = arguments.contains("--raw")
        p.arguments = arguments + (raw ? ["--rate=\(audio.sampleRate)"] : [])
        let input = Pipe()
        p.standardInput = input
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { throw SpeechError("cannot run \(executable): \(error.localizedDescription)") }
        current = p
        let bytes = raw ? Data(audio.encoded().dropFirst(44)) : Data(audio.encoded())
        let writer = input.fileHandleForWriting
        DispatchQueue.global().async {
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }
        return nil
    }

    public func finish() { current?.waitUntilExit() }
}
