import Foundation
import Geo

/// Writes one WAV per utterance into a directory, named by simulation time and event
/// (`t0075.0-maneuverNotification-action.wav`), and the index `voice.jsonl` (one JSON line per utterance).
public final class WAVDirectory: AudioOutput {
    public let path: String
    public static let indexName = "voice.jsonl"
    private var index: FileHandle?
    private var names: Set<String> = []

    /// Creates the directory if needed and starts a new index (replacing an old one); `lazily`: only when the
    /// first utterance comes (a default directory nobody asked for is not left behind empty).
    public init(path: String, lazily: Bool = false) throws {
        self.path = path
        if !lazily { try open() }
    }

    private func open() throws {
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SpeechError("cannot create the voice directory \(path): \(error.localizedDescription)")
        }
        let indexPath = path + "/" + Self.indexName
        guard fm.createFile(atPath: indexPath, contents: nil), let handle = FileHandle(forWritingAtPath: indexPath) else {
            throw SpeechError("cannot write \(indexPath)")
        }
        index = handle
    }

    public var summary: String { "WAV files and \(Self.indexName) in \(path)" }

    public func deliver(_ audio: WAVAudio, for u: Utterance, start: Seconds) throws -> String? {
        if index == nil { try open() }
        var name = Self.fileName(start: start, utterance: u)
        var n = 2
        while names.contains(name) {
            name = Self.fileName(start: start, utterance: u, suffix: "-\(n)")
            n += 1
        }
        names.insert(name)
        do { try audio.write(to: path + "/" + name) } catch {
            throw SpeechError("cannot write \(path)/\(name): \(error.localizedDescription)")
        }
        let line = VoiceIndexLine.json(start: start, utterance: u, file: name, duration: audio.duration) + "\n"
        do { try index?.write(contentsOf: Data(line.utf8)) } catch {
            throw SpeechError("cannot write \(path)/\(Self.indexName): \(error.localizedDescription)")
        }
        return name
    }

    public func finish() { try? index?.close() }

    /// "t0075.0-maneuverNotification-action.wav": simulation time to a tenth, zero-padded so names sort by time.
    static func fileName(start: Seconds, utterance u: Utterance, suffix: String = "") -> String {
        let tenths = Int((max(0, start) * 10).rounded())
        let whole = String(tenths / 10)
        let padded = String(repeating: "0", count: max(0, 4 - whole.count)) + whole
        let safe = (u.event + "-" + u.detail).filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        return "t\(padded).\(tenths % 10)-\(safe)\(suffix).wav"
    }
}
