import Foundation
import Geo

/// One JSON object of a scenario file, read field by field with the JSON path (`$.incidents[2].start`) in every
/// problem.
struct JSONFields {
    struct Problem: Error {
        var path: String
        var message: String
    }

    let object: [String: Any]
    let path: String

    init(_ value: Any, path: String, allowed: Set<String>) throws {
        guard let o = value as? [String: Any] else { throw Problem(path: path, message: "expected an object") }
        for key in o.keys.sorted() where !allowed.contains(key) {
            throw Problem(path: path + "." + key, message: "unknown field (expected one of \(allowed.sorted().joined(separator: ", ")))")
        }
        object = o
        self.path = path
    }

    func problem(_ key: String, _ message: String) -> Problem { Problem(path: path + "." + key, message: message) }

    func raw(_ key: String) -> Any? {
        guard let v = object[key], !(v is NSNull) else { return nil }
        return v
    }

    func string(_ key: String) throws -> String? {
        guard let v = raw(key) else { return nil }
        guard let s = v as? String else { throw problem(key, "expected a string") }
        return s
    }

    static func number(_ v: Any) -> Double? {
        guard let n = v as? NSNumber, ObjectIdentifier(type(of: n)) != ObjectIdentifier(type(of: NSNumber(value: true))),
              n.doubleValue.isFinite else { return nil }
        return n.doubleValue
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let v = raw(key) else { return nil }
        guard let d = Self.number(v) else { throw problem(key, "expected a number") }
        guard range.contains(d) else { throw problem(key, "\(d) is outside \(range.lowerBound) ... \(range.upperBound)") }
        return d
    }

    func list(_ key: String) throws -> [Any] {
        guard let v = raw(key) else { return [] }
        guard let l = v as? [Any] else { throw problem(key, "expected a list") }
        return l
    }

    /// "HH:MM" / "HH:MM:SS", or seconds since midnight (later days allowed, up to a week).
    func time(_ key: String) throws -> Seconds? {
        guard let v = raw(key) else { return nil }
        if let s = v as? String {
            guard let t = TimeOfDay.parse(s) else { throw problem(key, "expected HH:MM, got '\(s)'") }
            return t
        }
        guard let d = Self.number(v), d >= 0, d <= 7 * 86_400 else {
            throw problem(key, "expected \"HH:MM\" or seconds since midnight (0 ... 604800)")
        }
        return d
    }

    /// `[lat, lon]`.
    func coordinate(_ key: String) throws -> Coordinate {
        guard let v = raw(key) else { throw problem(key, "required") }
        guard let l = v as? [Any], l.count == 2, let lat = Self.number(l[0]), let lon = Self.number(l[1]),
              (-90...90).contains(lat), (-180...180).contains(lon) else {
            throw problem(key, "expected [lat, lon]")
        }
        return Coordinate(lat, lon)
    }
}
