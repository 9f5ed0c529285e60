import Net
import Foundation
import MapData
import Text

/// Updates installed regions by Osmosis replication diffs: reads each region's `state.txt`, downloads the missing
/// `AAA/BBB/CCC.osc.gz` in sequence, applies them to the installed extract (our osmChange reader and PBF writer),
/// and installs the result atomically. Falls back to a full download of the latest extract when a diff is
/// missing or the gap is larger than `maxDiffs`.
public struct RegionUpdater: Sendable {
    public let downloader: RegionDownloader
    public var maxDiffs: Int64
    public var storage: RegionStorage { downloader.storage }
    public var http: HTTPClient { downloader.http }

    public init(downloader: RegionDownloader, maxDiffs: Int64 = 100) {
        self.downloader = downloader
        self.maxDiffs = maxDiffs
    }

    /// One region's update state.
    public struct Availability: Sendable, Equatable {
        public var region: String
        public var installed: InstalledRegion
        public var latest: ReplicationState?
        /// Why the state could not be read (offline, server error), when it could not.
        public var problem: String?
        public var isAvailable: Bool {
            guard let latest else { return false }
            return latest.sequence > (installed.sequence ?? -1)
        }
    }

    /// Reads the replication state of each installed region (those without an updates URL report a problem).
    public func check(_ ids: [String]? = nil) throws(RegionsError) -> [Availability] {
        var out = [Availability]()
        for record in storage.installed() where ids == nil || ids!.contains(record.id) {
            guard let updates = record.updatesURL else {
                out.append(Availability(region: record.id, installed: record, latest: nil, problem: "no replication updates in the catalogue"))
                continue
            }
            do {
                let text = String(decoding: try http.get(updates + "/state.txt", what: "checking for updates"), as: UTF8.self)
                out.append(Availability(region: record.id, installed: record, latest: try ReplicationState(text: text, source: updates + "/state.txt")))
            } catch {
                if case .offline = error { throw error }
                out.append(Availability(region: record.id, installed: record, latest: nil, problem: error.description))
            }
        }
        return out
    }

    /// Starts one update task per installed region in `ids` (each on its own thread).
    public func update(_ ids: [String], listener: any RegionTaskListener) -> [RegionTask] {
        ids.map { id in
            let task = RegionTask(region: id)
            let me = self
            do throws(WorkerThread.StartError) {
                try WorkerThread.start {
                    let error = me.run(task, id, listener)
                    if error != .fallbackDone {
                        listener.onComplete(region: id, error: error)
                        task.complete(error)
                    }
                }
            } catch {
                let failure = RegionsError.storage(path: id, reason: error.description)
                listener.onComplete(region: id, error: failure)
                task.complete(failure)
            }
            return task
        }
    }

    private func run(_ task: RegionTask, _ id: String, _ listener: any RegionTaskListener) -> RegionsError? {
        guard let record = storage.installed(id) else { return .notInstalled(id) }
        do throws(RegionsError) {
            guard let updates = record.updatesURL, let from = record.sequence else { return fullDownload(task, record, listener) }
            let stateURL = updates + "/state.txt"
            let latest = try ReplicationState(text: String(decoding: try http.get(stateURL, what: "updating \(id)"), as: UTF8.self), source: stateURL)
            if latest.sequence <= from { return nil }
            if latest.sequence - from > maxDiffs { return fullDownload(task, record, listener) }
            var store: OSMStore
            do { store = try OSMStore.readPBF(path: storage.mapPath(id)) } catch { throw RegionsError.badMap(error.description) }
            let loop = TransferLoop(http: http, clock: downloader.clock, retry: downloader.retry)
            var timestamp = latest.timestamp
            var fetched: Int64 = 0
            for seq in (from + 1)...latest.sequence {
                let url = updates + "/" + ReplicationState.path(of: seq) + ".osc.gz"
                let sink = MemorySink()
                do {
                    try loop.fetch(task, id, url, sink, DiffProgress(listener: listener, base: fetched))
                } catch {
                    if case .http(_, 404) = error { return fullDownload(task, record, listener) }
                    throw error
                }
                fetched += sink.bytes
                let change: OSMChange
                do { change = try OSMChange.read(sink.data, fileName: url) } catch {
                    throw RegionsError.diffFailed(region: id, reason: error.description)
                }
                do { try store.apply(change, source: url) } catch { throw RegionsError.diffFailed(region: id, reason: error.description) }
                if let text = try? http.get(updates + "/" + ReplicationState.path(of: seq) + ".state.txt", what: "updating \(id)"),
                   let s = try? ReplicationState(text: String(decoding: text, as: UTF8.self), source: url) {
                    timestamp = s.timestamp ?? timestamp
                }
            }
            if task.phase == .cancelled { throw RegionsError.cancelled(id) }
            store.header.replicationSequence = latest.sequence
            store.header.replicationTimestamp = timestamp
            return try install(store, record, latest.sequence, timestamp)
        } catch {
            return error
        }
    }

    /// Writes, verifies (MapData loads it) and installs the updated extract.
    private func install(_ store: OSMStore, _ record: InstalledRegion, _ sequence: Int64, _ timestamp: Int64?) throws(RegionsError) -> RegionsError? {
        let bytes: [UInt8]
        do {
            bytes = try store.pbfBytes()
            _ = try OSMMap.parse(data: bytes, name: record.id, fileName: "\(record.id) (updated)")
        } catch {
            throw RegionsError.diffFailed(region: record.id, reason: "the updated extract does not load: \(error.description)")
        }
        let path = storage.downloadsDir + "/\(record.id).update.osm.pbf"
        do { try Data(bytes).write(to: URL(fileURLWithPath: path)) } catch {
            throw RegionsError.storage(path: path, reason: (error as NSError).localizedDescription)
        }
        var md5 = MD5()
        md5.update(bytes)
        var updated = record
        updated.sequence = sequence
        updated.timestamp = timestamp
        updated.md5 = md5.finish()
        updated.size = Int64(bytes.count)
        updated.bounds = store.extent
        try storage.commit(file: path, record: updated, operation: .update)
        return nil
    }

    /// Downloads the latest extract instead (the downloader reports completion itself).
    private func fullDownload(_ task: RegionTask, _ record: InstalledRegion, _ listener: any RegionTaskListener) -> RegionsError? {
        guard let url = record.latestURL else { return .diffFailed(region: record.id, reason: "no diffs and no full extract to download") }
        let region = Region(id: record.id, parent: nil, name: record.name, localizedNames: record.localizedNames ?? [:], iso3166: [],
                            pbfURL: url, updatesURL: record.updatesURL, declaredSize: nil, polygons: [])
        downloader.runInline(task, region, listener)
        return .fallbackDone
    }
}

/// Progress of diff downloads: cumulative bytes over the diffs.
private struct DiffProgress: RegionTaskListener {
    let listener: any RegionTaskListener
    let base: Int64
    func onProgress(_ p: TransferProgress) {
        listener.onProgress(TransferProgress(region: p.region, bytes: base + p.bytes, total: nil, bytesPerSecond: p.bytesPerSecond))
    }
    func onPause(region: String, error: RegionsError?) { listener.onPause(region: region, error: error) }
    func onResume(region: String) { listener.onResume(region: region) }
    func onComplete(region: String, error: RegionsError?) {}
}
