/// An osmChange document (https://wiki.openstreetmap.org/wiki/OsmChange): creations, modifications and
/// deletions of nodes, ways and relations, in document order, as an Osmosis replication diff carries them.
public struct OSMChange: Sendable, Equatable {
    public enum Action: String, Sendable { case create, modify, delete }

    public enum Element: Sendable, Equatable {
        case node(OSMStore.Node)
        case way(OSMStore.Way)
        case relation(OSMStore.Relation)

        var id: Int64 {
            switch self {
            case .node(let n): return n.id
            case .way(let w): return w.id
            case .relation(let r): return r.id
            }
        }

        var version: Int32 {
            switch self {
            case .node(let n): return n.info.version
            case .way(let w): return w.info.version
            case .relation(let r): return r.info.version
            }
        }

        var kindName: String {
            switch self {
            case .node: return "node"
            case .way: return "way"
            case .relation: return "relation"
            }
        }
    }

    public struct Change: Sendable, Equatable {
        public var action: Action
        public var element: Element
    }

    public var changes: [Change] = []
    public init() {}

    /// Counts per action.
    public var counts: (create: Int, modify: Int, delete: Int) {
        var c = (0, 0, 0)
        for ch in changes {
            switch ch.action {
            case .create: c.0 += 1
            case .modify: c.1 += 1
            case .delete: c.2 += 1
            }
        }
        return c
    }
}

extension OSMStore {
    /// Applies an osmChange in order, as `osmium apply-changes` does: create and modify put the new version in
    /// place, delete removes the object. A change older than the object held is refused (the diff is not for
    /// this data), which leaves `self` unchanged; the same version again is skipped (a diff applied twice).
    /// - Throws: `MapDataError` naming `source` and the first change that does not apply.
    public mutating func apply(_ change: OSMChange, source: String) throws(MapDataError) {
        var copy = self
        for (i, ch) in change.changes.enumerated() {
            let held: Int32?
            switch ch.element {
            case .node(let n): held = copy.nodes[n.id]?.info.version
            case .way(let w): held = copy.ways[w.id]?.info.version
            case .relation(let r): held = copy.relations[r.id]?.info.version
            }
            if let held, ch.element.version != 0 {
                if ch.element.version < held {
                    throw MapDataError(file: source, reason: "change \(i + 1) (\(ch.action.rawValue) \(ch.element.kindName) \(ch.element.id) v\(ch.element.version)) is older than the installed v\(held): the diff does not apply to this extract")
                }
                if ch.element.version == held, ch.action != .delete { continue }
            }
            switch (ch.action, ch.element) {
            case (.delete, .node(let n)): copy.nodes[n.id] = nil
            case (.delete, .way(let w)): copy.ways[w.id] = nil
            case (.delete, .relation(let r)): copy.relations[r.id] = nil
            case (_, .node(let n)): copy.nodes[n.id] = n
            case (_, .way(let w)): copy.ways[w.id] = w
            case (_, .relation(let r)): copy.relations[r.id] = r
            }
        }
        self = copy
    }
}
