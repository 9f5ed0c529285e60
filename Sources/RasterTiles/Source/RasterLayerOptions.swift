/// How a raster layer sits in the map: its place among the style's layers, the zooms it shows at, how eagerly its
/// tiles load and whether it is on (the HERE SDK's `MapLayerBuilder` settings other than the data source).
public struct RasterLayerOptions: Sendable, Hashable {
    public var name: String
    public var priority: Priority
    /// Shown while the camera's zoom is within this range.
    public var visibleZooms: ClosedRange<Double>
    /// Higher loads first (visible tiles of every layer still come before any neighbour prefetch).
    public var loadPriority: Int
    public var enabled: Bool
    /// The layer's opacity at zooms 0, 1, 2, … (a style's `raster-opacity`), interpolated between them and held
    /// beyond the last; empty: opaque as its pixels say.
    public var opacityByZoom: [Double]

    public init(name: String, priority: Priority = .renderedFirst, visibleZooms: ClosedRange<Double> = 0...31,
                loadPriority: Int = 0, enabled: Bool = true, opacityByZoom: [Double] = []) {
        self.name = name
        self.priority = priority
        self.visibleZooms = visibleZooms
        self.loadPriority = loadPriority
        self.enabled = enabled
        self.opacityByZoom = opacityByZoom
    }

    /// The opacity at a zoom, 0…1.
    public func opacity(atZoom z: Double) -> Double {
        guard let last = opacityByZoom.last else { return 1 }
        let i = Int(max(0, z).rounded(.down))
        guard i + 1 < opacityByZoom.count else { return min(1, max(0, last)) }
        let f = max(0, z) - Double(i)
        return min(1, max(0, opacityByZoom[i] * (1 - f) + opacityByZoom[i + 1] * f))
    }

    /// Where the layer draws relative to the vector map's layers.
    public enum Priority: Sendable, Hashable, CustomStringConvertible {
        /// Under everything the style draws (imagery: roads and labels come above it).
        case renderedFirst
        /// Over everything the style draws.
        case renderedLast
        /// Just above or below a named style layer.
        case above(String)
        case below(String)

        public var description: String {
            switch self {
            case .renderedFirst: return "first"
            case .renderedLast: return "last"
            case .above(let n): return "above:\(n)"
            case .below(let n): return "below:\(n)"
            }
        }

        /// Reads `first`, `last`, `above:NAME`, `below:NAME`.
        public init?(_ text: String) {
            if text == "first" || text == "renderedFirst" { self = .renderedFirst; return }
            if text == "last" || text == "renderedLast" { self = .renderedLast; return }
            if text.hasPrefix("above:") && text.count > 6 { self = .above(String(text.dropFirst(6))); return }
            if text.hasPrefix("below:") && text.count > 6 { self = .below(String(text.dropFirst(6))); return }
            return nil
        }
    }
}
