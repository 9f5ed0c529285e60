import Net
import Foundation
import NavApp
import Regions
import Text
import Widgets

/// The offline-maps panel's service on the Regions module: the catalogue and installed regions load on a
/// background thread, downloads and updates run on the transfer threads, and their news lands in a locked state
/// that the app reads as snapshots. Every request returns at once; nothing here runs on the frame loop.
final class RegionsMapsService: OfflineMapsService, RegionTaskListener {
    private struct State: Sendable {
        var catalog: RegionCatalog?
        var installed: [InstalledRegion] = []
        /// Per region in transfer: fraction and whether paused.
        var progress: [String: (fraction: Double, paused: Bool)] = [:]
        var failed: [String: String] = [:]
        var tasks: [String: RegionTask] = [:]
        var message: String?
        var revision = 1
        var loading = false
    }

    let storage: RegionStorage
    let http: HTTPClient
    let catalogURL: String
    private let state = Locked(State())

    init(storage: RegionStorage, http: HTTPClient, catalogURL: String) {
        self.storage = storage
        self.http = http
        self.catalogURL = catalogURL
    }

    /// The service for the user's storage (`$NAVSIM_STORAGE` or the default folder), catalogue (`$NAVSIM_CATALOG`
    /// or Geofabrik's) and offline switch (`NAVSIM_OFFLINE=1`); nil when the storage cannot be opened. Nothing
    /// goes to the network until the panel is opened.
    static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> RegionsMapsService? {
        guard let storage = try? RegionStorage(root: env["NAVSIM_STORAGE"] ?? RegionStorage.defaultRoot(environment: env)) else { return nil }
        return RegionsMapsService(storage: storage, http: HTTPClient(offline: env["NAVSIM_OFFLINE"] == "1"),
                                  catalogURL: env["NAVSIM_CATALOG"] ?? MapsCommand.defaultCatalog)
    }

    var revision: Int { state.withLock { $0.revision } }

    private func change(_ body: (inout State) -> Void) {
        state.withLock { s in
            body(&s)
            s.revision &+= 1
        }
    }

    func snapshot() -> OfflineMapsSnapshot {
        let s = state.value
        let installed = Dictionary(s.installed.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var rows = [OfflineMapsSnapshot.Region]()
        if let cat = s.catalog {
            for (r, depth) in cat.tree() {
                let state: MapsPanel.Row.State
                if let p = s.progress[r.id] { state = .transferring(fraction: p.fraction, paused: p.paused) }
                else if let f = s.failed[r.id] { state = .failed(f) }
                else if let i = installed[r.id] { state = .installed(version: i.version) }
                else { state = r.isDownloadable ? .available : .folder }
                rows.append(.init(id: r.id, name: TerminalText.sanitized(r.name), depth: depth,
                                  size: r.declaredSize.map(ByteCount.format) ?? "", state: state))
            }
        } else {
            for i in s.installed {
                rows.append(.init(id: i.id, name: TerminalText.sanitized(i.name), depth: 0, size: ByteCount.format(i.size),
                                  state: s.progress[i.id].map { .transferring(fraction: $0.fraction, paused: $0.paused) } ?? .installed(version: i.version)))
            }
        }
        let message = s.loading ? "Loading the catalogue…" : s.message.map(TerminalText.sanitized)
        return OfflineMapsSnapshot(regions: rows, message: message, revision: s.revision)
    }

    func refresh() {
        let start = state.withLock { s -> Bool in
            guard !s.loading else { return false }
            s.loading = true
            s.installed = storage.installed()
            s.revision &+= 1
            return true
        }
        guard start else { return }
        let me = self
        do throws(WorkerThread.StartError) {
            try WorkerThread.start {
                do {
                    let cat = try RegionCatalog.load(me.catalogURL, http: me.http)
                    me.change { $0.catalog = cat; $0.loading = false; $0.message = nil }
                } catch {
                    me.change { $0.loading = false; $0.message = "Catalogue: \(error)" }
                }
            }
        } catch {
            change { $0.loading = false; $0.message = "Catalogue: \(error)" }
        }
    }

    func download(_ id: String) {
        guard let cat = state.withLock({ $0.catalog }), let regions = try? cat.resolveDownloads([id]) else {
            change { $0.message = "\(id): not in the catalogue" }
            return
        }
        let tasks = RegionDownloader(storage: storage, http: http).download(regions, listener: self)
        change { s in
            for t in tasks { s.tasks[t.region] = t; s.progress[t.region] = (0, false); s.failed[t.region] = nil }
        }
    }

    func update(_ id: String) {
        let updater = RegionUpdater(downloader: RegionDownloader(storage: storage, http: http))
        let tasks = updater.update([id], listener: self)
        change { s in for t in tasks { s.tasks[t.region] = t; s.progress[t.region] = (0, false); s.failed[t.region] = nil } }
    }

    func pause(_ id: String) { _ = state.withLock { $0.tasks[id] }?.pause() }
    func resume(_ id: String) { _ = state.withLock { $0.tasks[id] }?.resume() }
    func cancel(_ id: String) { state.withLock { $0.tasks[id] }?.cancel() }

    // MARK: RegionTaskListener (called on the transfer threads)

    func onProgress(_ progress: TransferProgress) {
        change { $0.progress[progress.region] = ((progress.percent ?? 0) / 100, false) }
    }

    func onPause(region: String, error: RegionsError?) {
        change { s in
            s.progress[region] = (s.progress[region]?.fraction ?? 0, true)
            if let error { s.message = "\(region): \(error.description)" }
        }
    }

    func onResume(region: String) {
        change { s in s.progress[region] = (s.progress[region]?.fraction ?? 0, false) }
    }

    func onComplete(region: String, error: RegionsError?) {
        let installed = storage.installed()
        change { s in
            s.progress[region] = nil
            s.tasks[region] = nil
            s.installed = installed
            if let error { s.failed[region] = error.description; s.message = "\(region): \(error.description)" }
            else { s.message = "\(region) installed" }
        }
    }
}
