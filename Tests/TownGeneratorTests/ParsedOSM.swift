import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small independent OSM XML reader for the tests (FoundationXML's XMLParser), keeping the
/// document order so that the tests can check it.
struct ParsedOSM: Sendable {
    struct Node: Sendable { var id: Int64; var lat: Double; var lon: Double; var version: String?; var tags: [String: String] }
    struct Way: Sendable { var id: Int64; var nodes: [Int64]; var version: String?; var tags: [String: String] }
    struct Member: Sendable { var type: String; var ref: Int64; var role: String }
    struct Relation: Sendable { var id: Int64; var members: [Member]; var version: String?; var tags: [String: String] }

    var rootAttributes: [String: String] = [:]
    var bounds: [String: Double] = [:]
    /// Element names directly under <osm>, in order.
    var order: [String] = []
    var nodes: [Node] = []
    var ways: [Way] = []
    var relations: [Relation] = []
    var comments: [String] = []

    var nodeByID: [Int64: Node] { Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }) }
    var wayByID: [Int64: Way] { Dictionary(ways.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }) }

    struct ParseError: Error, CustomStringConvertible { var description: String }

    static func parse(_ data: Data) throws -> ParsedOSM {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw ParseError(description: "XML error at line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        if let e = delegate.error { throw ParseError(description: e) }
        return delegate.result
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var result = ParsedOSM()
        var error: String?
        private var depth = 0
        private var tags: [String: String] = [:]
        private var refs: [Int64] = []
        private var members: [Member] = []
        private var current: [String: String] = [:]

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            switch (depth, name) {
            case (1, "osm"): result.rootAttributes = attributes
            case (2, _):
                result.order.append(name)
                current = attributes
                tags = [:]; refs = []; members = []
                if name == "bounds" {
                    for (k, v) in attributes { result.bounds[k] = Double(v) }
                }
            case (3, "tag"): tags[attributes["k"] ?? ""] = attributes["v"] ?? ""
            case (3, "nd"): refs.append(Int64(attributes["ref"] ?? "") ?? -1)
            case (3, "member"):
                members.append(Member(type: attributes["type"] ?? "", ref: Int64(attributes["ref"] ?? "") ?? -1,
                                      role: attributes["role"] ?? ""))
            default: error = error ?? "unexpected <\(name)> at depth \(depth), line \(parser.lineNumber)"
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if depth == 2 {
                let id = Int64(current["id"] ?? "") ?? -1
                switch name {
                case "node":
                    result.nodes.append(Node(id: id, lat: Double(current["lat"] ?? "") ?? .nan,
                                             lon: Double(current["lon"] ?? "") ?? .nan, version: current["version"], tags: tags))
                case "way": result.ways.append(Way(id: id, nodes: refs, version: current["version"], tags: tags))
                case "relation":
                    result.relations.append(Relation(id: id, members: members, version: current["version"], tags: tags))
                default: break
                }
            }
            depth -= 1
        }

        func parser(_ parser: XMLParser, foundComment comment: String) { result.comments.append(comment) }
    }
}
