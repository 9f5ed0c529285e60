import Foundation

/// Why a style file could not be used: one line naming the file and the key (a dotted path such as `roads.motorway.color`).
public struct MapStyleError: Error, CustomStringConvertible, Sendable, Equatable {
    public var file: String
    /// The dotted key path where the problem is; empty for the whole document.
    public var key: String
    public var reason: String

    public init(file: String, key: String, reason: String) {
        self.file = file
        self.key = key
        self.reason = reason
    }

    public var description: String { key.isEmpty ? "\(file): \(reason)" : "\(file): key \(key): \(reason)" }
}

extension MapStyle {
    /// Reads a style from a JSON file (the format `encodedJSON()` writes).
    /// - Throws: `MapStyleError` naming the file and the offending key.
    public static func load(path: String) throws -> MapStyle {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw MapStyleError(file: path, key: "", reason: "cannot be read (\(error.localizedDescription))")
        }
        return try decode(data, file: path)
    }

    /// Decodes style JSON; `file` names the source in errors.
    public static func decode(_ data: Data, file: String) throws -> MapStyle {
        do {
            return try JSONDecoder().decode(MapStyle.self, from: data)
        } catch let error as DecodingError {
            throw Self.styleError(error, file: file)
        } catch {
            throw MapStyleError(file: file, key: "", reason: "\(error)")
        }
    }

    /// The style as pretty-printed JSON with sorted keys (the form of `Maps/styles/*.json`).
    public func encodedJSON() throws -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try e.encode(self)
    }

    /// The built-in scheme with that name ("day" or "night").
    public static func builtIn(named name: String) -> MapStyle? {
        switch name.lowercased() {
        case "day": day
        case "night": night
        default: nil
        }
    }

    static func path(_ codingPath: [CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            .replacingOccurrences(of: ".[", with: "[")
    }

    static func styleError(_ error: DecodingError, file: String) -> MapStyleError {
        switch error {
        case .keyNotFound(let key, let ctx):
            let parent = path(ctx.codingPath)
            return MapStyleError(file: file, key: parent.isEmpty ? key.stringValue : parent + "." + key.stringValue, reason: "missing")
        case .typeMismatch(let type, let ctx):
            return MapStyleError(file: file, key: path(ctx.codingPath), reason: "expected \(Self.typeName(type))")
        case .valueNotFound(let type, let ctx):
            return MapStyleError(file: file, key: path(ctx.codingPath), reason: "expected \(Self.typeName(type)), found null")
        case .dataCorrupted(let ctx):
            if ctx.codingPath.isEmpty {
                let detail = (ctx.underlyingError as NSError?).map { " (\($0.localizedDescription))" } ?? ""
                return MapStyleError(file: file, key: "", reason: "not valid JSON\(detail)")
            }
            return MapStyleError(file: file, key: path(ctx.codingPath), reason: ctx.debugDescription)
        @unknown default:
            return MapStyleError(file: file, key: "", reason: "\(error)")
        }
    }

    static func typeName(_ t: Any.Type) -> String {
        switch t {
        case is String.Type: "a string"
        case is Double.Type: "a number"
        case is CodedColor.Type: "a colour string"
        case is CodedGlyph.Type: "a one-glyph string"
        default: "\(t)"
        }
    }
}
