import Foundation

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

extension JSONValue: Decodable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        if let c = try? decoder.container(keyedBy: Key.self) {
            var o = [String: JSONValue](minimumCapacity: c.allKeys.count)
            for k in c.allKeys { o[k.stringValue] = try c.decode(JSONValue.self, forKey: k) }
            self = .object(o)
            return
        }
        if var c = try? decoder.unkeyedContainer() {
            var a = [JSONValue]()
            while !c.isAtEnd { a.append(try c.decode(JSONValue.self)) }
            self = .array(a)
            return
        }
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else { self = .string(try c.decode(String.self)) }
    }

    /// Parses a JSON document.
    /// - Throws: a reason in words ("not valid JSON (…)").
    public static func parse(_ data: Data) throws(StyleSpecError) -> JSONValue {
        do { return try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            var detail = "\(error)"
            if case DecodingError.dataCorrupted(let ctx) = error {
                detail = ((ctx.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ctx.debugDescription
            }
            throw StyleSpecError(path: "", reason: "not valid JSON (\(detail))")
        }
    }
}
