import Foundation
import JSONInput
import Text

/// A settings file: one JSON object of `key: value` members (`{"showsStopSigns": false, "fps": 20}`), where `//`
/// comments are allowed on their own lines or after a member (the template `navsim settings --defaults` prints is
/// such a file). Unknown keys, wrong types and values out of range are errors naming the file, the key and the allowed
/// values, with the nearest key for a misspelt one. Read as a document through JSONInput's `JSONFields.document`
/// (Foundation's parser; its errors name the line and column); written through the one JSONWriter.
public struct SettingsFile: Sendable, Hashable {
    public var path: String
    /// The file's members in key order.
    public var values: [(key: SettingKey, value: SettingValue)] { entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    private var entries: [SettingKey: SettingValue]

    public static func == (a: Self, b: Self) -> Bool { a.path == b.path && a.entries == b.entries }
    public func hash(into h: inout Hasher) { h.combine(path); h.combine(entries) }

    /// The value the file gives a key, if any.
    public subscript(key: SettingKey) -> SettingValue? { entries[key] }

    /// `$XDG_CONFIG_HOME/navsim/settings.json`, else `$HOME/.config/navsim/settings.json`.
    public static func defaultPath(environment: [String: String]) -> String {
        if let x = environment["XDG_CONFIG_HOME"], x.hasPrefix("/") { return x + "/navsim/settings.json" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config/navsim/settings.json"
    }

    /// Parses a file's bytes.
    /// - Throws: `SourceError` naming `path`, the key path and the allowed values.
    public init(path: String, bytes: [UInt8]) throws(SourceError) {
        self.path = path
        let stripped = Self.strippingComments(bytes)
        let root = try JSONFields.document(Data(stripped), file: path)
        guard let object = root as? [String: Any] else {
            throw SourceError(source: path, reason: "expected one JSON object of settings, {\"key\": value, ...}")
        }
        var entries: [SettingKey: SettingValue] = [:]
        for name in object.keys.sorted() {
            let key = try SettingKey.named(name, source: path)
            do {
                entries[key] = try Self.value(object[name]!, for: key.descriptor)
            } catch {
                throw error.naming(path)
            }
        }
        self.entries = entries
    }

    /// An empty file at a path (nothing set).
    public init(path: String) {
        self.path = path
        entries = [:]
    }

    /// Reads and parses a file; a missing file is `nil` when `optional` (the default path), an error otherwise.
    public static func load(path: String, optional: Bool) throws(SourceError) -> SettingsFile? {
        if optional && !FileManager.default.fileExists(atPath: path) { return nil }
        return try SettingsFile(path: path, bytes: try InputFile.read(path, expecting: "settings file"))
    }

    /// A JSON member's value checked against its row.
    static func value(_ json: Any, for d: SettingDescriptor) throws(SourceError) -> SettingValue {
        if json is NSNull {
            if case .number(_, automatic: true) = d.kind { return .automatic }
            throw d.typeProblem("null")
        }
        if let n = json as? NSNumber {
            let isBool = JSONFields.isBoolean(n)
            switch d.kind {
            case .bool:
                guard isBool else { throw d.typeProblem("the number \(n)") }
                return .bool(n.boolValue)
            case .integer, .number:
                guard !isBool else { throw d.typeProblem(n.boolValue ? "true" : "false") }
                let v = n.doubleValue
                if case .integer = d.kind, v != v.rounded() || !v.isFinite || abs(v) > 1e15 { throw d.problem(SettingValue.format(v)) }
                return try d.parse(SettingValue.format(v))
            default:
                throw d.typeProblem(isBool ? (n.boolValue ? "true" : "false") : "the number \(n)")
            }
        }
        if let s = json as? String {
            switch d.kind {
            case .bool, .integer: throw d.typeProblem("the string \"\(s.prefix(40))\"")
            case .number(_, let automatic) where !(automatic && s == "auto"): throw d.typeProblem("the string \"\(s.prefix(40))\"")
            default: return try d.parse(s)
            }
        }
        if let a = json as? [Any], d.kind == .list {
            return .list(try a.map { (item) throws(SourceError) in
                guard let s = item as? String else { throw d.typeProblem("a list with a non-string item") }
                return s
            })
        }
        throw d.typeProblem(json is [Any] ? "a list" : "an object")
    }

    /// The bytes with `//` comments and a trailing comma before `}` or `]` blanked out (outside strings); line numbers
    /// stay where they were.
    static func strippingComments(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0, inString = false
        var lastComma: Int?
        while i < out.count {
            let b = out[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") { inString = false }
            } else if b == UInt8(ascii: "\"") {
                inString = true
                lastComma = nil
            } else if b == UInt8(ascii: "/"), i + 1 < out.count, out[i + 1] == UInt8(ascii: "/") {
                while i < out.count, out[i] != 0x0A { out[i] = 0x20; i += 1 }
                continue
            } else if b == UInt8(ascii: ",") {
                lastComma = i
            } else if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                if let c = lastComma { out[c] = 0x20 }
                lastComma = nil
            } else if !(b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09) {
                lastComma = nil
            }
            i += 1
        }
        return out
    }
}
