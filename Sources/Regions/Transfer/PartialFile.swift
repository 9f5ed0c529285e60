import DiskCache
import Foundation
import Text
import Synchronization

/// A download in progress on disk: `ID.osm.pbf.part` and `ID.part.json` (its URL and length), so that a new
/// process resumes it with an HTTP Range request from the last byte written.
final class PartialFile: Sendable {
    struct Meta: Codable, Equatable {
        var url: String
        var total: Int64?
    }

    let path: String
    let metaPath: String
    private struct State {
        var handle: FileHandle?
        var bytes: Int64 = 0
        var total: Int64?
    }
    private let state = Mutex(State())

    init(path: String, metaPath: String) {
        self.path = path
        self.metaPath = metaPath
    }

    /// Opens the partial file for `url`, discarding one left for a different URL.
    func open(url: String, total: Int64?) throws(RegionsError) {
        let fm = FileManager.default
        let old = fm.contents(atPath: metaPath).flatMap { try? JSONDecoder().decode(Meta.self, from: $0) }
        if old?.url != url || (old?.total != nil && total != nil && old?.total != total) {
            try? fm.removeItem(atPath: path)
        }
        if !fm.fileExists(atPath: path) { _ = fm.createFile(atPath: path, contents: nil) }
        do {
            try AtomicFile.write([UInt8](JSONEncoder().encode(Meta(url: url, total: total ?? old?.total))), to: metaPath, durable: true)
        } catch {
            let why = (error as? SourceError)?.reason ?? AtomicFile.reason(error)
            throw RegionsError.storage(path: metaPath, reason: "cannot write (\(why))")
        }
        guard let h = FileHandle(forUpdatingAtPath: path) else { throw RegionsError.storage(path: path, reason: "cannot open for writing") }
        let size = Int64((try? h.seekToEnd()) ?? 0)
        state.withLock { s in
            try? s.handle?.close()
            s.handle = h
            s.bytes = size
            s.total = total ?? old?.total
        }
    }

    var bytes: Int64 { state.withLock { $0.bytes } }
    var total: Int64? { state.withLock { $0.total } }

    /// The server answered from `offset` (0 when it ignored the range: start over).
    func start(at offset: Int64, total: Int64?) throws {
        try state.withLock { s in
            if offset == 0, s.bytes > 0, let h = s.handle {
                try h.truncate(atOffset: 0)
                s.bytes = 0
            }
            if let total { s.total = total }
        }
    }

    func append(_ chunk: Data) throws -> Int64 {
        try state.withLock { s in
            try s.handle?.write(contentsOf: chunk)
            s.bytes += Int64(chunk.count)
            return s.bytes
        }
    }

    func close() {
        state.withLock { s in
            try? s.handle?.synchronize()
            try? s.handle?.close()
            s.handle = nil
        }
    }

    func remove() {
        close()
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.removeItem(atPath: metaPath)
    }
}
