import Foundation
import StyleSpec
import Text

/// The built-in schemes, each loaded and compiled once on first use and kept (switching back is instant).
public final class StyleLibrary: Sendable {
    private let loaded = Locked<[MapScheme: ActiveStyle]>([:])

    public init() {}

    /// The scheme's style. The compiled-in files are tested to load; were one broken, the map would show a plain
    /// background rather than stop the drive.
    public func style(for scheme: MapScheme) -> ActiveStyle {
        if let s = loaded.withLock({ $0[scheme] }) { return s }
        let s = (try? ActiveStyle(scheme: scheme)) ?? ActiveStyle(sheet: StyleSheet.plain(name: scheme.rawValue), scheme: scheme)
        loaded.withLock { $0[scheme] = s }
        return s
    }
}

extension StyleSheet {
    /// A style of one background layer.
    static func plain(name: String) -> StyleSheet {
        (try? StyleSheet.parse(Data(##"{"version":8,"layers":[{"id":"background","type":"background","paint":{"background-color":"#f2efe9"}}]}"##.utf8), file: name))!
    }
}
