import MapData
import Text

/// Binds styles to a map's OpenMapTiles view off the frame: a frame asks `binding(_:map:options:)`, which answers
/// at once with the binding when it is made, else starts making it (`StyleWork`) and answers nil; the frame then draws
/// the previous binding or the built-in look. `revision` grows each time a binding is made, so the run loop knows
/// to redraw. A binding is made once per style, map and view options (language, political view) and kept by the
/// style and the map (`ActiveStyle.styled`, `ProjectedMap.styledSource`).
public final class StyleBinder: Sendable {
    public let work: StyleWork
    private let state = Locked(State())

    private struct State {
        var pending: Set<Key> = []
        var revision = 0
    }

    private struct Key: Hashable {
        var style: ObjectIdentifier
        var map: ObjectIdentifier
        var options: OMTViewOptions
    }

    public init(work: StyleWork = .inline) {
        self.work = work
    }

    /// Bindings made so far (the run loop redraws when it changes).
    public var revision: Int { state.withLock { $0.revision } }

    /// Whether a binding is being made.
    public var isBusy: Bool { state.withLock { !$0.pending.isEmpty } }

    /// The style bound to the map's view in these options when it is made; nil while it is being made (the first
    /// call starts the work, which holds the style and the map until done).
    public func binding(_ style: ActiveStyle, map: ProjectedMap, options: OMTViewOptions) -> StyledMap? {
        if let source = map.madeStyledSource(options), let bound = style.madeBinding(source) { return bound }
        let key = Key(style: ObjectIdentifier(style), map: ObjectIdentifier(map), options: options)
        let start = state.withLock { s -> Bool in s.pending.insert(key).inserted }
        if start {
            work.run { [state] in
                _ = style.styled(map.styledSource(options))
                state.withLock { s in
                    s.pending.remove(key)
                    s.revision &+= 1
                }
            }
        }
        guard let source = map.madeStyledSource(options) else { return nil }
        return style.madeBinding(source)
    }
}
