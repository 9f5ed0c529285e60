import Foundation
import Text

extension RouteFile {
    /// One JSON object of a route file, read field by field with the field's path in every error.
    struct Fields {
        let object: [String: Any]
        let path: String

        init(_ value: Any, path: String, allowed: Set<String>) throws {
            guard let o = value as? [String: Any] else { throw RouteFile.fieldError(path, "expected an object") }
            for key in o.keys.sorted() where !allowed.contains(key) {
                throw RouteFile.fieldError(Self.join(path, key),
                                 "unknown field (expected one of \(allowed.sorted().joined(separator: ", ")))")
            }
            object = o
            self.path = path
        }

        static func join(_ path: String, _ key: String) -> String { path == "(top level)" ? key : path + "." + key }

        func raw(_ key: String) -> Any? {
            guard let v = object[key], !(v is NSNull) else { return nil }
            return v
        }

        func string(_ key: String) throws -> String? {
            guard let v = raw(key) else { return nil }
            guard let s = v as? String else { throw RouteFile.fieldError(Self.join(path, key), "expected a string") }
            return s
        }

        func bool(_ key: String) throws -> Bool? {
            guard let v = raw(key) else { return nil }
            guard let n = v as? NSNumber, Self.isBoolean(n) else {
                throw RouteFile.fieldError(Self.join(path, key), "expected true or false")
            }
            return n.boolValue
        }

        func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
            guard let v = raw(key) else { return nil }
            guard let d = Self.number(v) else { throw RouteFile.fieldError(Self.join(path, key), "expected a number") }
            guard range.contains(d) else {
                throw RouteFile.fieldError(Self.join(path, key), "\(d) is outside \(range.lowerBound) ... \(range.upperBound)")
            }
            return d
        }

        func list(_ key: String) throws -> [Any] {
            guard let v = raw(key) else { return [] }
            guard let l = v as? [Any] else { throw RouteFile.fieldError(Self.join(path, key), "expected a list") }
            return l
        }

        /// JSON `true`/`false` decode to the boolean NSNumber subclass (on Darwin and Linux alike).
        static func isBoolean(_ n: NSNumber) -> Bool {
            ObjectIdentifier(type(of: n)) == ObjectIdentifier(type(of: NSNumber(value: true)))
        }

        /// A JSON number (not a boolean), finite.
        static func number(_ v: Any) -> Double? {
            guard let n = v as? NSNumber, !isBoolean(n) else { return nil }
            let d = n.doubleValue
            return d.isFinite ? d : nil
        }
    }
}
