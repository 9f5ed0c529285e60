import Foundation
import StyleSpec
import Text

/// A style ready to draw: the Style Spec sheet, the overlay colours it implies (`MapStyle`) and its binding to
/// each map's feature source, made once per source and kept.
public final class ActiveStyle: Sendable {
    public let sheet: StyleSheet
    /// The navigation overlay's look on this style.
    public let overlay: MapStyle
    /// The scheme it is (nil for a custom style).
    public let scheme: MapScheme?
    /// A night scheme, or a style on a dark background (its overlay is the night one).
    public let isDark: Bool
    /// Whether the style draws the schemes' own imagery (a `navsim:` raster source), worked out once.
    public let wantsSchemeImagery: Bool
    /// What kind of thing each of its layers draws, for raster priorities `above`/`below` a layer: the table is made
    /// once here, not per frame.
    public let rasterLayerKind: @Sendable (String) -> RasterStage.StyleLayerKind?
    private let bound = Locked<[ObjectIdentifier: StyledMap]>([:])

    public init(sheet: StyleSheet, scheme: MapScheme? = nil) {
        self.sheet = sheet
        self.scheme = scheme
        overlay = MapStyle.overlay(for: sheet)
        isDark = scheme?.isNight ?? MapStyle.isDark(sheet)
        wantsSchemeImagery = StyleRasterLayers.wantsSchemeImagery(sheet)
        rasterLayerKind = StyleRasterLayers.kindOf(sheet)
    }

    /// A built-in scheme.
    public convenience init(scheme: MapScheme) throws(SourceError) {
        self.init(sheet: try scheme.load(), scheme: scheme)
    }

    /// A style file.
    public convenience init(path: String) throws(SourceError) {
        self.init(sheet: try StyleSheet.load(path: path))
    }

    /// The name shown to the user: the scheme, else the style's name.
    public var name: String { scheme?.rawValue ?? sheet.name }

    /// The status-line note of a style that wants imagery the app cannot draw yet (hybrid, satellite).
    public var imageryNote: String? {
        wantsSchemeImagery ? "\(name): satellite imagery is missing (vector layers only)" : nil
    }

    /// The binding to a source when it has been made (never makes it).
    public func madeBinding(_ source: StyledSource) -> StyledMap? {
        bound.withLock { $0[ObjectIdentifier(source)] }
    }

    /// The style bound to a map's features (bound once per source).
    public func styled(_ source: StyledSource) -> StyledMap {
        let key = ObjectIdentifier(source)
        if let m = bound.withLock({ $0[key] }) { return m }
        let m = StyledMap(sheet: sheet, source: source)
        bound.withLock { $0[key] = m }
        return m
    }
}
