import Foundation
import Geo
import Navigation

/// One line of `voice.jsonl`: `{"t": start, "type": event, "detail": stage or kind, "text": shown text,
/// "file": WAV name, "duration": seconds of audio}`.
///
/// The project's JSON line writer is the one place that formats JSON; this function is the only JSON of the module.
enum VoiceIndexLine {
    static func json(start: Seconds, utterance u: Utterance, file: String, duration: Seconds) -> String {
        "{\"t\": " + String(format: "%.2f", start)
            + ", \"type\": " + JSONLineWriter.quote(u.event)
            + ", \"detail\": " + JSONLineWriter.quote(u.detail)
            + ", \"text\": " + JSONLineWriter.quote(u.text)
            + ", \"file\": " + JSONLineWriter.quote(file)
            + ", \"duration\": " + String(format: "%.3f", duration) + "}"
    }
}
