import Geo
import Navigation
import Text

/// One line of `voice.jsonl`: `{"t": start, "type": event, "detail": stage or kind, "text": shown text,
/// "file": WAV name, "duration": seconds of audio}`, through the one JSON writer.
enum VoiceIndexLine {
    static func json(start: Seconds, utterance u: Utterance, file: String, duration: Seconds) -> String {
        var j = JSONWriter()
        j.beginObject()
        j.field("t", start, places: 2)
        j.field("type", u.event)
        j.field("detail", u.detail)
        j.field("text", u.text)
        j.field("file", file)
        j.field("duration", duration, places: 3)
        j.endObject()
        return j.string
    }
}
