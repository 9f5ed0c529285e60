import Text

/// A map's drawn features, held or read on first use: a compiled map leaves its `FEAT` section in the file until a
/// frame, a search or the OpenMapTiles view asks for the features, so commands that only route never decode them.
/// Shared by copies of the map (decoded once).
final class FeatureStore: Sendable {
    private let made: Locked<MapFeatures?>
    /// Decodes the stored features (nil: `made` was given).
    private let stored: (@Sendable () throws(MapDataError) -> MapFeatures)?

    init(_ features: MapFeatures) {
        made = Locked(features)
        stored = nil
    }

    /// Features read by `stored` on first use. The section's checksum is verified before it is decoded; a section
    /// that passes it but does not decode (bytes made to fool the checksum) gives no features rather than a crash.
    init(stored: @escaping @Sendable () throws(MapDataError) -> MapFeatures) {
        made = Locked(nil)
        self.stored = stored
    }

    var features: MapFeatures {
        made.once { () -> MapFeatures in
            guard let stored else { return MapFeatures() }
            return (try? stored()) ?? MapFeatures()
        }
    }
}
