/// Writes JSON into a `TextWriter` in the house layout: keys in the order written, `", "` between members and
/// `": "` after keys (`{"t": 12.00, "type": "routeProgress", ...}`), numbers with fixed or trimmed decimals and never
/// an exponent. Every `--json` and `--jsonl` output goes through it.
///
/// The writer tracks only whether a separator is due, so it streams: `beginObject()`, `key(_:)` + a value, ...,
/// `endObject()`; the `field` methods pair a key with its value. Non-finite numbers and nil values are `null`.
///
/// Reading JSON is the other half, and the policy is two forms, each for a reason, and no third:
/// - **Streams** (gpsd JSON logs and a live gpsd: machine-written, one object a line, millions of lines or a socket):
///   Traces' `JSONObjectScanner`, a flat scanner over the bounds-checked reader with no tree and no allocation, that
///   skips members it does not know (gpsd adds members between releases), as gpsd's own libgps parser does.
/// - **Documents** (route files, map styles: written by people, a few kilobytes, read once): Foundation's JSON parser.
///   `JSONSerialization` and `JSONDecoder` are the same parser in swift-corelibs-foundation; what differs is the
///   mapping. Route files walk the parsed tree (`RouteFile.Fields`) because the format rejects unknown keys and names
///   the field path, which synthesized `Codable` does not; styles use `Codable` because the same conformance writes
///   `Maps/styles/*.json` and the round trip is tested. A new document format takes one of those two mappings.
/// Writing never goes through `JSONEncoder` except for that pretty-printed style file.
public struct JSONWriter: Sendable {
    /// The text written so far.
    public var text: TextWriter
    private var needsSeparator = false

    public init(capacity: Int = 256) { text = TextWriter(capacity: capacity) }

    /// Continues writing into `text` (JSON after a text prefix, or many lines into one buffer).
    public init(into text: TextWriter) { self.text = text }

    /// The JSON written so far as a `String`.
    public var string: String { text.string }

    /// Forgets what was written (keeping the capacity), ready for the next line.
    public mutating func removeAll() {
        text.removeAll()
        needsSeparator = false
    }

    /// Appends a newline and starts a new top-level value (JSON Lines).
    public mutating func endLine() {
        text.write(byte: 0x0A)
        needsSeparator = false
    }

    @inline(__always) private mutating func separate() {
        if needsSeparator { text.write(", " as StaticString) }
    }

    public mutating func beginObject() { separate(); text.write(byte: UInt8(ascii: "{")); needsSeparator = false }
    public mutating func endObject() { text.write(byte: UInt8(ascii: "}")); needsSeparator = true }
    public mutating func beginArray() { separate(); text.write(byte: UInt8(ascii: "[")); needsSeparator = false }
    public mutating func endArray() { text.write(byte: UInt8(ascii: "]")); needsSeparator = true }

    /// A key from the schema (ASCII without quotes or backslashes: written as it is).
    public mutating func key(_ k: StaticString) {
        separate()
        text.write(byte: 0x22)
        text.write(k)
        text.write("\": " as StaticString)
        needsSeparator = false
    }

    /// A key from data (quoted and escaped like any string).
    public mutating func key(_ k: String) {
        separate()
        text.writeJSONQuoted(k)
        text.write(": " as StaticString)
        needsSeparator = false
    }

    public mutating func null() { separate(); text.write("null" as StaticString); needsSeparator = true }

    /// A number rounded to `places` decimals (see `TextWriter.write(_:places:style:)`); nil or non-finite is `null`.
    public mutating func number(_ v: Double?, places: Int, style: DecimalStyle = .fixed) {
        separate()
        if let v, v.isFinite { text.write(v, places: places, style: style) } else { text.write("null" as StaticString) }
        needsSeparator = true
    }

    public mutating func int(_ v: Int?) {
        separate()
        if let v { text.write(v) } else { text.write("null" as StaticString) }
        needsSeparator = true
    }

    public mutating func bool(_ v: Bool) {
        separate()
        text.write(v ? "true" : "false" as StaticString)
        needsSeparator = true
    }

    /// A string literal (escaped, see `TextWriter.writeJSONQuoted`), or `null`.
    public mutating func string(_ s: String?) {
        separate()
        if let s { text.writeJSONQuoted(s) } else { text.write("null" as StaticString) }
        needsSeparator = true
    }

    /// A UTC time as an ISO 8601 string literal, or `null`.
    public mutating func time(_ t: Double?) {
        separate()
        if let t {
            text.write(byte: 0x22)
            text.writeISO8601(t)
            text.write(byte: 0x22)
        } else {
            text.write("null" as StaticString)
        }
        needsSeparator = true
    }

    /// JSON text produced elsewhere, inserted as one value (the caller vouches that it is valid JSON).
    public mutating func raw(_ json: String) { separate(); text.write(json); needsSeparator = true }

    // MARK: key + value

    public mutating func field(_ k: StaticString, _ v: Double?, places: Int, style: DecimalStyle = .fixed) {
        key(k); number(v, places: places, style: style)
    }
    public mutating func field(_ k: StaticString, _ v: Int?) { key(k); int(v) }
    public mutating func field(_ k: StaticString, _ v: Bool) { key(k); bool(v) }
    public mutating func field(_ k: StaticString, _ v: String?) { key(k); string(v) }
    public mutating func field(_ k: StaticString, _ v: [String]) {
        key(k)
        beginArray()
        for s in v { string(s) }
        endArray()
    }
    public mutating func field(_ k: StaticString, time t: Double?) { key(k); time(t) }
}
