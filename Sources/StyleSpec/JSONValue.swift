import Foundation
import JSONInput

/// A JSON document as the style loader reads it: the style file's values before compilation.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public var string: String? { if case .string(let s) = self { return s }; return nil }
    public var number: Double? { if case .number(let n) = self { return n }; return nil }
    public var array: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    public var object: [String: JSONValue]? { if case .object(let o) = self { return o }; return nil }

    /// How the value reads in an error message: short JSON, cut after 40 characters.
    public var brief: String {
        let s: String
        switch self {
        case .null: s = "null"
        case .bool(let b): s = b ? "true" : "false"
        case .number(let n): s = n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string(let t): s = "\"" + t + "\""
        case .array(let a): s = "[" + a.map(\.brief).joined(separator: ",") + "]"
        case .object(let o): s = "{" + o.keys.sorted().map { "\"\($0)\":" + o[$0]!.brief }.joined(separator: ",") + "}"
        }
        return s.count > 40 ? String(s.prefix(39)) + "…" : s
    }
}

extension JSONValue {
    /// The value of a node of `JSONFields.document`'s tree (`JSONSerialization`: `String`, `NSNumber` with booleans
    /// told apart, `[Any]`, `[String: Any]`, `NSNull`).
    public init(tree: Any) {
        switch tree {
        case let s as String: self = .string(s)
        case let n as NSNumber: self = JSONFields.isBoolean(n) ? .bool(n.boolValue) : .number(n.doubleValue)
        case let a as [Any]: self = .array(a.map(JSONValue.init(tree:)))
        case let o as [String: Any]: self = .object(o.mapValues(JSONValue.init(tree:)))
        default: self = .null
        }
    }

    /// Parses a JSON document through the one reader of untrusted JSON (`JSONFields.document`), so a style that is
    /// not JSON is named by line and column as a route file or a catalogue is.
    /// - Throws: "not valid JSON (…)" with the line and column of the problem.
    public static func parse(_ data: Data) throws(StyleSpecError) -> JSONValue {
        do { return JSONValue(tree: try JSONFields.document(data, file: "")) } catch {
            throw StyleSpecError(path: "", reason: error.reason, line: error.line, column: error.column)
        }
    }
}
