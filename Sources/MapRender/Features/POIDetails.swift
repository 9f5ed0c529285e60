import MapData
import TermUI

/// What a tap on a POI shows after its name: its category and the tags worth showing, sanitized for the terminal.
public enum POIDetails {
    /// " · fuel (amenity) · brand Shellish · opening_hours 24/7": the category, then `POI.detailKeys` in order.
    public static func text(_ poi: POI) -> String {
        var parts = [poi.value.replacingOccurrences(of: "_", with: " ") + " (" + poi.key + ")"]
        var street = ""
        for k in POI.detailKeys {
            guard let v = poi.details[k] else { continue }
            switch k {
            case "addr:street": street = v
            case "addr:housenumber": street = street.isEmpty ? v : v + " " + street
            default: parts.append(k.replacingOccurrences(of: "_", with: " ") + " " + v)
            }
        }
        if !street.isEmpty { parts.insert("at " + street, at: 1) }
        return " · " + parts.map { TerminalText.sanitizedLabel($0) }.joined(separator: " · ")
    }
}
