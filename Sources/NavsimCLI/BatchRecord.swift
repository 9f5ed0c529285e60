import Text

/// One input's line in `navsim batch` output. Every line has the same members in the same order; a figure the
/// mode does not measure, or an input that failed, has `null`:
///
/// `{"input": "t/a.gpx", "status": "ok", "error": null, "points": 310, "matched": 0.997, "length": 2412.3,
///   "duration": 309.0, "arrived": true, "reroutes": 0, "speeding": 0.032, "alerts": 2}`
struct BatchRecord: Equatable {
    enum Status: String { case ok, error }

    var input: String
    var status: Status = .ok
    var error: String?
    /// Fixes read (match), fixes played (replay) or samples driven (drive).
    var points: Int?
    /// Share of the points matched to a road (match, replay).
    var matched: Double?
    /// Matched length (match) or distance driven along the route (replay, drive), metres.
    var length: Double?
    /// Seconds from the first to the last fix or sample.
    var duration: Double?
    /// Whether the destination was reached (replay, drive).
    var arrived: Bool?
    var reroutes: Int?
    /// Share of the points at which a speed alert (minor or major) was showing.
    var speeding: Double?
    /// Speed alerts raised (speedWarning events to minor or major).
    var alerts: Int?

    static func failed(_ input: String, _ message: String) -> BatchRecord {
        BatchRecord(input: input, status: .error, error: message)
    }

    /// The JSON line, newline included, through the one JSON writer.
    func line() -> String {
        var w = JSONWriter(capacity: 256)
        w.beginObject()
        w.field("input", input)
        w.field("status", status.rawValue)
        w.field("error", error)
        w.field("points", points)
        w.field("matched", matched, places: 4, style: .trimmed)
        w.field("length", length, places: 1)
        w.field("duration", duration, places: 1)
        w.key("arrived")
        if let arrived { w.bool(arrived) } else { w.null() }
        w.field("reroutes", reroutes)
        w.field("speeding", speeding, places: 4, style: .trimmed)
        w.field("alerts", alerts)
        w.endObject()
        w.endLine()
        return w.string
    }
}
