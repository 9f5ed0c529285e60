import Net
import Foundation
import MapData
import Text

/// Downloads regions in parallel (one thread each), resumable with HTTP Range, with bounded retries, MD5
/// verification and an atomic install into the storage.
public struct RegionDownloader: Sendable {
    public let storage: RegionStorage
    public let http: HTTPClient
    public let clock: any NetClock
    public let retry: RetryPolicy
    public let disk: any DiskSpaceProbe
    /// Free space kept beyond the download itself.
    public static let diskMargin: Int64 = 1_000_000

    public init(storage: RegionStorage, http: HTTPClient, clock: any NetClock = SystemNetClock(),
                retry: RetryPolicy = RetryPolicy(), disk: any DiskSpaceProbe = SystemDiskSpace()) {
        self.storage = storage; self.http = http; self.clock = clock; self.retry = retry; self.disk = disk
    }

    /// Starts one task per region; each reports to `listener` and ends with `onComplete`.
    public func download(_ regions: [Region], listener: any RegionTaskListener) -> [RegionTask] {
        regions.map { region in
            let task = RegionTask(region: region.id)
            let me = self
            do throws(WorkerThread.StartError) { try WorkerThread.start { me.run(task, region, listener) } } catch {
                me.finish(task, region.id, .transfer(url: region.pbfURL ?? region.id, reason: error.description), listener)
            }
            return task
        }
    }

    /// Downloads on the caller's thread (used by the updater's full-download fallback).
    func runInline(_ task: RegionTask, _ region: Region, _ listener: any RegionTaskListener) {
        run(task, region, listener)
    }

    private func run(_ task: RegionTask, _ region: Region, _ listener: any RegionTaskListener) {
        finish(task, region.id, transfer(task, region, listener), listener)
    }

    func finish(_ task: RegionTask, _ id: String, _ error: RegionsError?, _ listener: any RegionTaskListener) {
        listener.onComplete(region: id, error: error)
        task.complete(error)
    }

    static func isRetryable(_ e: RegionsError) -> Bool {
        switch e {
        case .transfer: return true
        case .http(_, let status): return status >= 500 || status == 408 || status == 429
        default: return false
        }
    }

    private func transfer(_ task: RegionTask, _ region: Region, _ listener: any RegionTaskListener) -> RegionsError? {
        guard let url = region.pbfURL else {
            return .notDownloadable(id: region.id, children: [])
        }
        let part = PartialFile(path: storage.partPath(region.id), metaPath: storage.partMetaPath(region.id))
        do throws(RegionsError) {
            let size: Int64?
            do { size = try http.head(url, what: "downloading \(region.id)") } catch {
                if case .offline = error { throw error }
                if case .http(_, let s) = error, s == 404 { throw error }
                size = region.declaredSize
            }
            try part.open(url: url, total: size)
            if let total = part.total, let free = disk.availableBytes(at: storage.root) {
                let needed = max(0, total - part.bytes) + Self.diskMargin
                if free < needed { part.close(); throw RegionsError.diskFull(needed: needed, available: free, path: storage.root) }
            }
            try TransferLoop(http: http, clock: clock, retry: retry).fetch(task, region.id, url, part, listener)
            part.close()
            return try install(region, url, part)
        } catch {
            if case .cancelled = error { part.remove() } else { part.close() }
            return error
        }
    }

    /// Verifies the MD5 and the PBF, reads the replication header and installs atomically.
    private func install(_ region: Region, _ url: String, _ part: PartialFile) throws(RegionsError) -> RegionsError? {
        guard let expected = MD5.checksum(inFile: try http.get(url + ".md5", what: "the checksum of \(region.id)")) else {
            throw RegionsError.transfer(url: url + ".md5", reason: "not an MD5 file")
        }
        let actual = MD5.file(part.path) ?? ""
        guard actual == expected else {
            part.remove()
            throw RegionsError.checksumMismatch(region: region.id, expected: expected, actual: actual)
        }
        let header: OSMStore.Header
        let store: OSMStore
        do {
            store = try OSMStore.readPBF(path: part.path)
            header = try OSMStore.readPBFHeader(path: part.path)
        } catch {
            part.remove()
            throw RegionsError.badMap("\(region.id): \(error.description)")
        }
        let latest = region.pbfURL.map { u in
            u.range(of: #"-\d{6}\.osm\.pbf$"#, options: .regularExpression).map { u.replacingCharacters(in: $0, with: "-latest.osm.pbf") } ?? u
        }
        let record0 = InstalledRegion(id: region.id, name: region.name, sequence: header.replicationSequence,
                                     timestamp: header.replicationTimestamp, sourceURL: url, latestURL: latest,
                                     updatesURL: region.updatesURL, md5: actual, size: part.bytes,
                                     localizedNames: region.localizedNames)
        var record = record0
        record.bounds = store.extent
        let operation: Journal.Operation = storage.installed(region.id) == nil ? .install : .update
        try storage.commit(file: part.path, record: record, operation: operation)
        try? FileManager.default.removeItem(atPath: part.metaPath)
        return nil
    }
}
