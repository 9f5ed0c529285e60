import Text

extension Fix {
    /// Writes the one-line JSON form that `navsim trace --jsonl` prints, without a newline:
    /// `{"time": ISO 8601 or null, "lat", "lon", "alt", "speed": m/s, "course": degrees, "mode": 1|2|3}`,
    /// numbers rounded (see `TextWriter.write(_:places:style:)`) with trailing zeros trimmed: lat/lon 9 decimals
    /// (under a millimetre), alt and speed 3, course 2.
    /// - Complexity: O(1), straight into the writer's buffer (no `String` per value).
    public func writeJSON(into j: inout JSONWriter) {
        j.beginObject()
        j.field("time", time: time)
        j.field("lat", coordinate.latitude, places: 9, style: .trimmed)
        j.field("lon", coordinate.longitude, places: 9, style: .trimmed)
        j.field("alt", altitude, places: 3, style: .trimmed)
        j.field("speed", speed, places: 3, style: .trimmed)
        j.field("course", course, places: 2, style: .trimmed)
        j.field("mode", mode.rawValue)
        j.endObject()
    }

    /// The one-line JSON form as a `String` (see `writeJSON(into:)`).
    public var jsonLine: String {
        var j = JSONWriter(capacity: 160)
        writeJSON(into: &j)
        return j.string
    }
}
