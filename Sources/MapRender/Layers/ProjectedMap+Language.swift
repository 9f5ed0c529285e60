import MapData
import TermUI

extension ProjectedMap {
    /// Road and POI labels in a map language (`MapLanguage.label`: `name:CODE`, else `name`), made safe for the
    /// terminal.
    /// - Complexity: O(roads + POIs).
    static func labels(_ map: OSMMap, language: MapLanguage) -> (roads: [String?], pois: [String]) {
        let roads = map.network.roads.map { r in
            r.name(language: language.code).map { TerminalText.sanitizedLabel($0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let pois = map.features.pois.map { TerminalText.sanitizedLabel(language.label(name: $0.name, localized: $0.localizedNames) ?? $0.name) }
        return (roads, pois)
    }

    /// This projection with its labels in `language` (the geometry is shared, only the labels are made again).
    /// - Complexity: O(roads + POIs).
    public func labelled(in language: MapLanguage) -> ProjectedMap {
        let (roads, pois) = Self.labels(map, language: language)
        return ProjectedMap(self, roadLabels: roads, poiLabels: pois)
    }
}
