import Widgets

/// What the offline-maps panel shows: the region tree with each region's state, and a line of news.
public struct OfflineMapsSnapshot: Sendable, Equatable {
    public struct Region: Sendable, Equatable {
        public var id: String
        public var name: String
        public var depth: Int
        /// "687 kB", or empty when unknown.
        public var size: String
        public var state: MapsPanel.Row.State
        public init(id: String, name: String, depth: Int, size: String, state: MapsPanel.Row.State) {
            self.id = id; self.name = name; self.depth = depth; self.size = size; self.state = state
        }
    }
    public var regions: [Region]
    /// The catalogue is loading, the last error, offline mode.
    public var message: String?
    /// Changes whenever anything above does.
    public var revision: Int
    public init(regions: [Region] = [], message: String? = nil, revision: Int = 0) {
        self.regions = regions; self.message = message; self.revision = revision
    }

    /// The region being transferred, with its fraction, for the status line (the first running one).
    public var transferring: (name: String, fraction: Double, paused: Bool)? {
        for r in regions { if case .transferring(let f, let p) = r.state { return (r.name, f, p) } }
        return nil
    }
}

/// The offline maps as the app sees them: a snapshot to show and requests that return at once. The work (the
/// catalogue, downloads, updates) runs elsewhere, in the background, and shows in later snapshots: the drive
/// and the frames never wait for it. NavApp holds no network code; the command line plugs in the Regions-backed
/// service, tests an in-memory one.
public protocol OfflineMapsService: AnyObject, Sendable {
    /// Changes whenever `snapshot()` would give something new (the run loop polls it every turn).
    var revision: Int { get }
    func snapshot() -> OfflineMapsSnapshot
    /// Loads the catalogue and the installed regions (the first time the panel opens).
    func refresh()
    /// Starts a download or an update of a region; pause, resume or cancel its transfer.
    func download(_ id: String)
    func update(_ id: String)
    func pause(_ id: String)
    func resume(_ id: String)
    func cancel(_ id: String)
}
