import Foundation
import Text

/// A tile URL template: `{z}` `{x}` `{y}` (XYZ, y from the north), `{-y}` (TMS, y from the south), `{s}` (one of
/// the subdomains, picked by x + y so a tile always goes to the same host) and `{quadkey}` (Bing). Schemes:
/// `http://`, `https://`, `file://`.
public struct URLTemplate: Sendable, Hashable {
    public let text: String
    public let subdomains: [String]

    /// - Throws: `RasterError.configuration` for a template without `{z}`, `{x}` and `{y}`/`{-y}` (or `{quadkey}`),
    ///   an unknown scheme, `{s}` without subdomains, or an http(s) template whose URLs do not parse with a host.
    public init(_ text: String, subdomains: [String] = ["a", "b", "c"]) throws(RasterError) {
        let hasXYZ = text.contains("{z}") && text.contains("{x}") && (text.contains("{y}") || text.contains("{-y}"))
        guard hasXYZ || text.contains("{quadkey}") else {
            throw .config("tile URL template \"\(TerminalText.sanitized(text, limit: 120))\" lacks {z}, {x} or {y}")
        }
        guard Self.scheme(of: text) != nil else {
            throw .config("tile URL template \"\(TerminalText.sanitized(text, limit: 120))\" is not http://, https:// or file://")
        }
        if text.contains("{s}") && subdomains.isEmpty {
            throw .config("tile URL template \"\(TerminalText.sanitized(text, limit: 120))\" uses {s} but no subdomains are given")
        }
        self.text = text
        self.subdomains = subdomains
        // A template that cannot make a URL (an unclosed IPv6 bracket, a space, no host) fails here, once, rather
        // than on every tile of every frame.
        let sample = url(for: TileKey(z: 1, x: 1, y: 1))
        if scheme != .file, URL(string: sample)?.host.map({ !$0.isEmpty }) != true {
            throw .config("tile URL template \"\(TerminalText.sanitized(text, limit: 120))\" does not make a well-formed URL "
                          + "with a host (tile 1/1/1: \"\(TerminalText.sanitized(sample, limit: 120))\")")
        }
    }

    public enum Scheme: String, Sendable { case http, https, file }

    static func scheme(of text: String) -> Scheme? {
        if text.hasPrefix("http://") { return .http }
        if text.hasPrefix("https://") { return .https }
        if text.hasPrefix("file://") { return .file }
        return nil
    }

    public var scheme: Scheme { Self.scheme(of: text)! }

    /// The URL of one tile.
    public func url(for t: TileKey) -> String {
        var s = text
        let n = 1 << t.z
        s = s.replacingAll("{z}", with: String(t.z))
        s = s.replacingAll("{x}", with: String(t.x))
        s = s.replacingAll("{-y}", with: String(n - 1 - t.y))
        s = s.replacingAll("{y}", with: String(t.y))
        if !subdomains.isEmpty { s = s.replacingAll("{s}", with: subdomains[(t.x + t.y) % subdomains.count]) }
        if s.contains("{quadkey}") { s = s.replacingAll("{quadkey}", with: t.quadkey) }
        return s
    }

    /// The host part (requests per host are limited); "" for files.
    public func host(for t: TileKey) -> String {
        let u = url(for: t)
        guard let r = u.range(of: "://") else { return "" }
        let rest = u[r.upperBound...]
        return String(rest.prefix { $0 != "/" })
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
