import Foundation
import Text

/// One JSON object of a document (a route file, a traffic scenario), read field by field: unknown fields are refused,
/// and every problem is the one reader error, `SourceError`, with the field's path (`waypoints[1].speed`,
/// `$.incidents[2].start`) in `field`; the layer that knows the file names it (`SourceError.naming`).
///
/// The tree comes from `JSONSerialization` (Foundation's reader: strict RFC 8259, numbers as `NSNumber`), so a
/// boolean and a number are told apart here, not by the parser.
///
/// The one JSON reader policy: every document navsim did not write itself (route files, traffic scenarios,
/// settings, raster layer files, TileJSON, style files, the region catalogue, a batch `--out` file being resumed) is
/// read through `document(_:file:)`, so invalid JSON is always the same `SourceError` naming the line and column,
/// and its fields through this type's typed, path-naming accessors (or, for a format with its own paths such as a
/// style, a tree built from the same document: `StyleSpec.JSONValue(tree:)`). Why not `JSONDecoder`: a `Codable`
/// type's errors name coding keys, not the line, and turn an unknown field into silence. The one exception is
/// navsim's own state records (Regions' `region.json`, journal, `.part.json` and size cache): written by
/// `JSONEncoder` from a type and read back into the same type, their schema is the type and nobody edits them;
/// one that does not decode is damaged state, handled by the storage's repair, not a document error.
public struct JSONFields {
    /// The path of an object at the top of a document, which its fields' paths leave out (`waypoints`, not
    /// `(top level).waypoints`); problems with the top object itself say it.
    public static let topLevel = "(top level)"

    public let object: [String: Any]
    public let path: String

    /// Reads `value` as an object whose keys are all in `allowed`.
    /// - Throws: `SourceError` with the path when it is not an object or has a field not allowed.
    public init(_ value: Any, path: String, allowed: Set<String>) throws(SourceError) {
        guard let o = value as? [String: Any] else { throw SourceError(field: path, reason: "expected an object") }
        for key in o.keys.sorted() where !allowed.contains(key) {
            throw SourceError(field: Self.join(path, key),
                              reason: "unknown field (expected one of \(allowed.sorted().joined(separator: ", ")))")
        }
        object = o
        self.path = path
    }

    /// A field's path under an object's.
    public static func join(_ path: String, _ key: String) -> String { path == topLevel ? key : path + "." + key }

    /// A problem with one field.
    public func problem(_ key: String, _ message: String) -> SourceError {
        SourceError(field: Self.join(path, key), reason: message)
    }

    /// The field's value; nil when absent or `null`.
    public func raw(_ key: String) -> Any? {
        guard let v = object[key], !(v is NSNull) else { return nil }
        return v
    }

    public func string(_ key: String) throws(SourceError) -> String? {
        guard let v = raw(key) else { return nil }
        guard let s = v as? String else { throw problem(key, "expected a string") }
        return s
    }

    public func bool(_ key: String) throws(SourceError) -> Bool? {
        guard let v = raw(key) else { return nil }
        guard let n = v as? NSNumber, Self.isBoolean(n) else { throw problem(key, "expected true or false") }
        return n.boolValue
    }

    /// A number in `range`.
    public func number(_ key: String, in range: ClosedRange<Double>) throws(SourceError) -> Double? {
        guard let v = raw(key) else { return nil }
        guard let d = Self.number(v) else { throw problem(key, "expected a number") }
        guard range.contains(d) else { throw problem(key, "\(d) is outside \(range.lowerBound) ... \(range.upperBound)") }
        return d
    }

    /// A list; empty when absent.
    public func list(_ key: String) throws(SourceError) -> [Any] {
        guard let v = raw(key) else { return [] }
        guard let l = v as? [Any] else { throw problem(key, "expected a list") }
        return l
    }

    /// JSON `true`/`false` decode to the boolean NSNumber subclass (on Darwin and Linux alike).
    public static func isBoolean(_ n: NSNumber) -> Bool {
        ObjectIdentifier(type(of: n)) == ObjectIdentifier(type(of: NSNumber(value: true)))
    }

    /// A JSON number (not a boolean), finite.
    public static func number(_ v: Any) -> Double? {
        guard let n = v as? NSNumber, !isBoolean(n) else { return nil }
        let d = n.doubleValue
        return d.isFinite ? d : nil
    }
}
