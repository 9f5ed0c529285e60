extension OSMMap {
    /// The languages this map names things in (`name:CODE` on roads, POIs and places), most used first, at most
    /// `limit`: the choices the UI's language key cycles through.
    /// - Complexity: O(roads + POIs + places).
    public func labelLanguages(limit: Int = 8) -> [MapLanguage] {
        var counts = [String: Int]()
        for r in network.roads { for k in r.localizedNames.keys { counts[k, default: 0] += 1 } }
        for p in features.pois { for k in p.localizedNames.keys { counts[k, default: 0] += 1 } }
        for p in features.places { for k in p.localizedNames.keys { counts[k, default: 0] += 1 } }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .compactMap { MapLanguage(code: $0.key) }.prefix(limit).map { $0 }
    }
}
