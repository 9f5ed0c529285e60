import Geo

/// Builds the drawn features (POIs, landmarks, buildings, areas, waterways, railways) from OSM primitives.
struct FeatureBuilder {
    let data: OSMData
    var brokenMultipolygons = 0

    init(data: OSMData) { self.data = data }

    mutating func build() -> MapFeatures { MapFeatures() }
}
