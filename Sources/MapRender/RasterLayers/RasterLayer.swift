import RasterTiles

/// A raster tile layer on the map (the HERE SDK's `MapLayer` with content type rasterImage): its options and
/// its data source. Several can be on at once; they draw in the order of their stage, then of the list.
public struct RasterLayer: Sendable {
    public var options: RasterLayerOptions
    public let source: RasterDataSource
    /// The layer's planes of terminal pixels from earlier frames (shared by copies of the layer).
    public let resampled: RasterResampleCache

    public init(options: RasterLayerOptions, source: RasterDataSource, resampled: RasterResampleCache = RasterResampleCache()) {
        self.options = options
        self.source = source
        self.resampled = resampled
    }

    public var name: String { options.name }
    public var isEnabled: Bool { options.enabled }

    /// Turns the layer on or off (off: it draws nothing and loads nothing).
    public mutating func setEnabled(_ enabled: Bool) { options.enabled = enabled }

    /// True when the layer draws at this zoom.
    public func isVisible(atZoom zoom: Double) -> Bool { options.enabled && options.visibleZooms.contains(zoom) }
}

/// Builds a `RasterLayer` the way the HERE SDK's `MapLayerBuilder` does: name, data source, priority, visibility
/// range and load priority, then `build()`.
public struct RasterLayerBuilder: Sendable {
    /// What a layer shows; raster imagery is the one kind this builder makes.
    public enum ContentType: Sendable { case rasterImage }

    var name: String?
    var source: RasterDataSource?
    var priority = RasterLayerOptions.Priority.renderedFirst
    var zooms: ClosedRange<Double> = 0...31
    var loadPriority = 0

    public init() {}

    public func withName(_ name: String) -> Self { var b = self; b.name = name; return b }
    public func withDataSource(named source: RasterDataSource, contentType: ContentType = .rasterImage) -> Self {
        var b = self; b.source = source; return b
    }
    public func withPriority(_ p: RasterLayerOptions.Priority) -> Self { var b = self; b.priority = p; return b }
    public func withVisibilityRange(minZoom: Double, maxZoom: Double) -> Self {
        var b = self; b.zooms = min(minZoom, maxZoom)...max(minZoom, maxZoom); return b
    }
    public func withLoadPriority(_ p: Int) -> Self { var b = self; b.loadPriority = p; return b }

    /// - Throws: `RasterError.configuration` without a name or a data source.
    public func build() throws(RasterError) -> RasterLayer {
        guard let name, !name.isEmpty else { throw .configuration(.init(reason: "a map layer needs a name")) }
        guard let source else { throw .configuration(.init(reason: "map layer \"\(name)\" needs a data source")) }
        return RasterLayer(options: RasterLayerOptions(name: name, priority: priority, visibleZooms: zooms, loadPriority: loadPriority),
                           source: source)
    }
}
