import Foundation
import Text

extension OSMDocument {
    /// The generator name written in the `<osm>` header.
    public static let generatorName = "navsim-towngen"

    /// OSM XML 0.6 as JOSM and osmium read it: header, a comment, `<bounds>`, then nodes, ways and
    /// relations in ascending id order, every object at version 1, tags sorted by key.
    /// Coordinates carry 7 decimals (the OSM database precision, about 1 cm).
    public func xml() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<osm version=\"0.6\" generator=\"\(Self.generatorName)\">\n"
        out += "  <!-- \(Self.escapeComment(comment)) -->\n"
        if let b = bounds {
            out += "  <bounds minlat=\"\(Self.degrees(b.minLatitude))\" minlon=\"\(Self.degrees(b.minLongitude))\" "
            out += "maxlat=\"\(Self.degrees(b.maxLatitude))\" maxlon=\"\(Self.degrees(b.maxLongitude))\"/>\n"
        }
        for n in nodes.sorted(by: { $0.id < $1.id }) {
            let head = "  <node id=\"\(n.id)\" version=\"1\" lat=\"\(Self.degrees(n.coordinate.latitude))\" "
                + "lon=\"\(Self.degrees(n.coordinate.longitude))\""
            if n.tags.isEmpty {
                out += head + "/>\n"
            } else {
                out += head + ">\n" + Self.tagLines(n.tags) + "  </node>\n"
            }
        }
        for w in ways.sorted(by: { $0.id < $1.id }) {
            out += "  <way id=\"\(w.id)\" version=\"1\">\n"
            for ref in w.nodeIDs { out += "    <nd ref=\"\(ref)\"/>\n" }
            out += Self.tagLines(w.tags) + "  </way>\n"
        }
        for r in relations.sorted(by: { $0.id < $1.id }) {
            out += "  <relation id=\"\(r.id)\" version=\"1\">\n"
            for m in r.members {
                out += "    <member type=\"\(m.type)\" ref=\"\(m.ref)\" role=\"\(Self.escape(m.role))\"/>\n"
            }
            out += Self.tagLines(r.tags) + "  </relation>\n"
        }
        out += "</osm>\n"
        return out
    }

    static func tagLines(_ tags: OSMTags) -> String {
        tags.keys.sorted().map { "    <tag k=\"\(escape($0))\" v=\"\(escape(tags[$0] ?? ""))\"/>\n" }.joined()
    }

    /// Seven decimals, no exponent, never "-0.0000000".
    static func degrees(_ value: Double) -> String { TextWriter.decimal(value, places: 7) }

    /// Escapes the five XML special characters for an attribute value.
    static func escape(_ text: String) -> String { XMLEscaping.escaped(text) }

    /// A comment may not contain "--".
    static func escapeComment(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }
}
