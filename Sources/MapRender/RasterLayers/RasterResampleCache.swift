import RasterTiles
import Text

/// A layer's tiles resampled into terminal pixels, kept between frames: a frame whose camera, storage level,
/// opacity and tiles are those of a kept plane takes it instead of sampling every pixel again. Least recently used
/// planes go first to stay under a byte budget. Only planes whose tiles were all loaded (or known empty) are kept:
/// a plane drawn while tiles load or after failures changes as they arrive or are retried.
///
/// The key is everything the plane depends on: the camera (centre, zoom, bearing, tilt, viewport, cell aspect,
/// anchor: the whole cell grid and its scale), the storage level, the opacity, the alpha rule and the source's tile
/// generation (bumped whenever a tile arrives, fails or is evicted). The colour depth is not in it: planes hold
/// straight RGBA, quantised later per cell.
public final class RasterResampleCache: Sendable {
    /// What a plane was sampled from, besides the source's tiles.
    struct Key: Hashable {
        var camera: Camera
        var level: Int
        var fade: UInt16
        var hasAlpha: Bool
    }

    /// A kept plane and the tile generation it was sampled from.
    struct Entry {
        var plane: RasterLayerPlane
        var generation: Int
    }

    struct State {
        var entries: ByteBudgetCache<Key, Entry>
        var hits = 0, misses = 0
    }

    public let maxBytes: Int
    private let state: Locked<State>

    /// 4 MB holds a dozen 200×60 planes (96 KB each).
    public static let defaultMaxBytes = 4 << 20

    public init(maxBytes: Int = RasterResampleCache.defaultMaxBytes) {
        self.maxBytes = max(0, maxBytes)
        state = Locked(State(entries: ByteBudgetCache(maxBytes: self.maxBytes) { $0.plane.byteCount }))
    }

    /// The plane kept for this key, if it was sampled from the same tile generation.
    func plane(_ key: Key, generation: Int) -> RasterLayerPlane? {
        state.withLock { s in
            guard let e = s.entries.get(key), e.generation == generation else { s.misses += 1; return nil }
            s.hits += 1
            return e.plane
        }
    }

    func keep(_ key: Key, _ plane: RasterLayerPlane, generation: Int) {
        state.withLock { s in s.entries.put(key, Entry(plane: plane, generation: generation)) }
    }

    /// Planes kept, their bytes, and how many frames took a kept plane or sampled anew.
    public var statistics: (planes: Int, bytes: Int, hits: Int, misses: Int) {
        state.withLock { s in (s.entries.count, s.entries.bytes, s.hits, s.misses) }
    }

    public func removeAll() { state.withLock { s in s.entries.removeAll() } }
}

/// One layer sampled into terminal pixels (`width × 2·height`, straight RGBA, transparent where it draws nothing) and
/// the tiles it covered.
struct RasterLayerPlane: Sendable {
    var pixels: [RGBA]
    var seen: [TileKey]
    var lo: (x: Int, y: Int)
    var hi: (x: Int, y: Int)
    /// Every tile covered was loaded or known empty (nothing drawn from an ancestor, no failure hatch).
    var complete: Bool

    var byteCount: Int { pixels.count * MemoryLayout<RGBA>.stride + seen.count * MemoryLayout<TileKey>.stride }
}
