import Text

/// What went wrong with a raster source, a tile or a tile cache, in words.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Tile bytes that are not a readable PNG or JPEG.
    case decode(String)
    /// A bad source configuration (a template, storage levels, a JSON file): where and why.
    case configuration(SourceError)
    /// A second source with a name that is taken.
    case duplicateSourceName(String)
    /// The disk cache could not be used (the layer goes on without it).
    case cache(path: String, reason: String)

    public var description: String {
        switch self {
        case .decode(let r): return r
        case .configuration(let e): return e.description
        case .duplicateSourceName(let n): return "a raster source named \"\(TerminalText.sanitized(n, limit: 80))\" exists already: source names must be unique"
        case .cache(let p, let r): return "tile cache \(p): \(r)"
        }
    }

    static func config(_ reason: String, source: String = "") -> RasterError {
        .configuration(SourceError(source: source, reason: reason))
    }
}
