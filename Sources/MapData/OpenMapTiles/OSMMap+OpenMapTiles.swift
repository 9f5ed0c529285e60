import Text

extension OSMMap {
    /// The OpenMapTiles view of this map with `options` (language, political view). Built on the first call from the
    /// primitives kept at load, then kept: one build per map and one presentation per options (the last few), so a
    /// frame never builds it. A map made in code rather than loaded gets a view derived from its network and
    /// features (the attributes they keep: no paths, boundaries or peaks).
    /// - Complexity: first call O(tagged elements); later calls O(1).
    public func openMapTiles(_ options: OMTViewOptions = OMTViewOptions()) -> OpenMapTilesView {
        openMapTilesCache.view(options, map: self)
    }
}

/// The once-built OpenMapTiles view of a map and its presentations, shared by copies of the map.
final class OpenMapTilesCache: Sendable {
    let source: OMTSource?
    private let base = Locked<OpenMapTilesView?>(nil)
    private let presented = Locked<[(OMTViewOptions, OpenMapTilesView)]>([])
    /// Presentations kept (a language and a political view switched back and forth stay cheap).
    static let kept = 4

    /// A compiled map's stored view (its `OMTV` section), read on first use; a damaged section falls back to the view
    /// derived from the network and features.
    let stored: (@Sendable () throws(MapDataError) -> [String: [OMTFeature]])?

    init(source: OMTSource?, stored: (@Sendable () throws(MapDataError) -> [String: [OMTFeature]])? = nil) {
        self.source = source
        self.stored = stored
    }

    func view(_ options: OMTViewOptions, map: OSMMap) -> OpenMapTilesView {
        let base = base.once {
            if let stored, let features = try? stored() { return OpenMapTilesView(features: features, options: OMTViewOptions()) }
            guard let source else { return OpenMapTilesView(features: OMTBuilder.derived(from: map), options: OMTViewOptions()) }
            var builder = OMTBuilder(source: source)
            return OpenMapTilesView(features: builder.build(), options: OMTViewOptions())
        }
        if options == base.options { return base }
        if let hit = presented.withLock({ list in list.first { $0.0 == options }?.1 }) { return hit }
        let made = base.presented(with: options)
        presented.withLock { list in
            list.removeAll { $0.0 == options }
            list.insert((options, made), at: 0)
            if list.count > Self.kept { list.removeLast() }
        }
        return made
    }
}
