import Foundation
import Net
import Text

/// A raster tile source: its configuration, its disk cache and an in-memory LRU of decoded tiles, and the background
/// work that fills them. A frame asks `lookup` (never waits) and says which tiles it wants with `want`; tiles load
/// on threads of their own, at most `maxRequestsPerHost` at a time per host, highest priority first, and show up on a
/// later frame. Tiles no longer wanted are dropped from the queue, and their requests in flight are cancelled
/// (nothing of a cancelled tile is drawn or cached). Failures never throw: a failed tile reports its reason through
/// `lookup` and `problem`.
public final class RasterDataSource: Sendable {
    public let configuration: RasterSourceConfiguration
    /// nil when the source has no cache path, or the path could not be used (see `cacheProblem`).
    public let diskCache: TileDiskCache?
    /// Why the disk cache is off, when its path did not work.
    public let cacheProblem: String?
    public let maxRequestsPerHost: Int
    public let retry: RetryPolicy
    /// A failed tile is not asked for again for this many seconds.
    public let failedTileRetryAfter: Double
    /// Most empty (404) and failed tiles remembered in memory; past it the oldest are forgotten (an empty tile is
    /// also remembered for a day by the disk cache, so forgetting it costs a disk read, not a request).
    public let maxRememberedOutcomes: Int
    let fetcher: any TileFetcher
    let clock: any NetClock
    let state: Locked<LoaderState>

    /// Three attempts, 0.5 s then 1 s apart.
    public static let defaultRetry = RetryPolicy(maxAttempts: 3, baseDelay: 0.5, maxDelay: 8)

    public init(configuration: RasterSourceConfiguration, fetcher: any TileFetcher, clock: any NetClock = SystemNetClock(),
                maxRequestsPerHost: Int = 4, retry: RetryPolicy = RasterDataSource.defaultRetry, failedTileRetryAfter: Double = 30,
                memoryBytes: Int = 48 << 20, maxRememberedOutcomes: Int = 4096) {
        self.configuration = configuration
        self.fetcher = fetcher
        self.clock = clock
        self.maxRequestsPerHost = max(1, maxRequestsPerHost)
        self.retry = retry
        self.failedTileRetryAfter = failedTileRetryAfter
        self.maxRememberedOutcomes = max(1, maxRememberedOutcomes)
        var disk: TileDiskCache?
        var problem: String?
        if let path = configuration.cachePath {
            do { disk = try TileDiskCache(path: path, maxBytes: configuration.maxDiskBytes) } catch {
                problem = "\(error.description); \(configuration.name) goes on without a disk cache"
            }
        }
        diskCache = disk
        cacheProblem = problem
        state = Locked(LoaderState(memory: TileMemoryCache(maxBytes: memoryBytes)))
    }

    /// What is held for a tile now; a decoded tile is marked as used.
    public func lookup(_ key: TileKey) -> TileLookup {
        let now = clock.now()
        let retryAfter = failedTileRetryAfter
        return state.withLock { s in
            if let img = s.memory.get(key) { return .image(img) }
            switch s.status[key] {
            case .empty: return .empty
            case .failed(let r, let at): return now - at < retryAfter ? .failed(r) : .absent
            case nil: return s.pending[key] != nil || s.inFlight[key] != nil ? .loading : .absent
            }
        }
    }

    /// Marks tiles as used without looking at them (a frame drew them from a plane it kept), so the memory cache
    /// keeps what is on screen.
    public func markUsed(_ keys: [TileKey]) { state.withLock { s in for k in keys { _ = s.memory.get(k) } } }

    /// A decoded tile if it is in memory (no LRU update): for drawing a parent while a child loads.
    public func cachedImage(_ key: TileKey) -> RasterImage? { state.withLock { $0.memory.peek(key) } }

    /// Replaces the queue with these tiles (higher priority first); queued tiles not listed are dropped and the
    /// requests of tiles being fetched but not listed are cancelled. Tiles already held, empty or recently failed
    /// are left alone.
    public func want(_ requests: [(key: TileKey, priority: Int)]) {
        let now = clock.now()
        let retryAfter = failedTileRetryAfter
        let stop = state.withLock { s -> [HTTPCancellation] in
            var next: [TileKey: Int] = [:]
            var listed = Set<TileKey>()
            for r in requests where r.key.isValid && next[r.key] == nil {
                listed.insert(r.key)
                if s.inFlight[r.key] != nil || s.memory.peek(r.key) != nil { continue }
                switch s.status[r.key] {
                case .empty: continue
                case .failed(_, let at) where now - at < retryAfter: continue
                default: break
                }
                next[r.key] = r.priority
            }
            s.cancelled += s.pending.keys.filter { next[$0] == nil }.count
            s.pending = next
            return s.inFlight.filter { !listed.contains($0.key) && !$0.value.isCancelled }.map(\.value)
        }
        // Outside the lock: cancelling takes the token's own lock and wakes the request's thread.
        for token in stop { token.cancel() }
        if !stop.isEmpty { state.withLock { $0.cancelledInFlight += stop.count } }
        pump()
    }

    /// Starts queued tiles while their hosts have room.
    func pump() {
        let template = configuration.template
        let limit = maxRequestsPerHost
        let started = state.withLock { s -> [(TileKey, HTTPCancellation)] in
            guard !s.pending.isEmpty else { return [] }
            var out: [(TileKey, HTTPCancellation)] = []
            for (key, _) in s.pending.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
                let host = template.host(for: key)
                guard s.hostLoad[host, default: 0] < limit else { continue }
                s.hostLoad[host, default: 0] += 1
                let token = HTTPCancellation()
                s.inFlight[key] = token
                s.pending[key] = nil
                out.append((key, token))
            }
            return out
        }
        for (key, token) in started {
            // A thread per request, not a dispatch queue: a load blocks on the network, and libdispatch on Linux
            // runs only as many blocking work items at once as there are cores, which would cap the per-host limit.
            do {
                try WorkerThread.start { [self] in
                    let outcome = load(key, cancellation: token)
                    finish(key, token.isCancelled ? .cancelled : outcome)
                }
            } catch {
                finish(key, .failed("\(key): \(error.description)"))
            }
        }
    }

    func finish(_ key: TileKey, _ outcome: LoadOutcome) {
        let host = configuration.template.host(for: key)
        let now = clock.now()
        let (limit, retryAfter) = (maxRememberedOutcomes, failedTileRetryAfter)
        state.withLock { s in
            s.inFlight[key] = nil
            s.hostLoad[host, default: 1] -= 1
            switch outcome {
            case .cancelled: return
            case .image(let img): s.memory.put(key, img); s.status[key] = nil; s.loaded += 1
            case .empty: s.remember(key, .empty, limit: limit, now: now, retryAfter: retryAfter)
            case .failed(let r):
                s.remember(key, .failed(r, at: now), limit: limit, now: now, retryAfter: retryAfter)
                s.lastProblem = r; s.failures += 1
            }
            s.generation += 1
        }
        pump()
    }

    /// Waits until none of `keys` is queued or being fetched, at most `timeout` seconds of real time (the network's
    /// time, not the injected clock's: this bounds how long a snapshot waits for a server).
    /// - Returns: false when the time ran out first. Only `navsim snapshot`, prefetching and tests wait.
    public func waitUntilLoaded(_ keys: [TileKey], timeout: Double) -> Bool {
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while true {
            let busy = state.withLock { s in keys.contains { s.pending[$0] != nil || s.inFlight[$0] != nil } }
            if !busy { return true }
            if DispatchTime.now().uptimeNanoseconds >= end { return false }
            usleep(2000)
        }
    }

    /// Priority at and above which a wanted tile counts as visible (the rest is neighbour prefetch).
    public static let visiblePriority = 1_000_000

    /// Waits until no visible tile (priority ≥ `visiblePriority`) is queued and nothing is being fetched, at most
    /// `timeout` seconds of real time. - Returns: false when the time ran out first.
    public func waitUntilVisibleLoaded(timeout: Double) -> Bool {
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while true {
            let busy = state.withLock { s in !s.inFlight.isEmpty || s.pending.values.contains { $0 >= Self.visiblePriority } }
            if !busy { return true }
            if DispatchTime.now().uptimeNanoseconds >= end { return false }
            usleep(2000)
        }
    }

    /// Visible tiles still queued or being fetched.
    public var visibleTilesLoading: Int {
        state.withLock { s in s.inFlight.count + s.pending.values.filter { $0 >= Self.visiblePriority }.count }
    }

    /// The latest failure and how many tiles are failed now, for the status line; nil when all is well.
    public var problem: String? {
        let now = clock.now()
        let retryAfter = failedTileRetryAfter
        let (failed, last) = state.withLock { s -> (Int, String?) in
            let n = s.status.values.filter { if case .failed(_, let at) = $0 { return now - at < retryAfter }; return false }.count
            return (n, s.lastProblem)
        }
        guard failed > 0, let last else { return cacheProblem }
        return "\(configuration.name): \(failed) tile\(failed == 1 ? "" : "s") failed: \(last)"
    }

    /// Counters for tests, the bench and `navsim tiles`.
    public var statistics: LoaderStatistics {
        state.withLock { s in
            LoaderStatistics(loaded: s.loaded, failures: s.failures, fetches: s.fetches, cancelled: s.cancelled,
                             cancelledInFlight: s.cancelledInFlight, queued: s.pending.count, inFlight: s.inFlight.count, memoryTiles: s.memory.count, memoryBytes: s.memory.bytes)
        }
    }

    /// Changes whenever what `lookup` answers for some tile may have changed (a tile arrived, failed, came back
    /// empty or was evicted; memory was reset), so a plane drawn from the tiles of one generation stays valid
    /// while it lasts. (A failure's retry time passing is not counted: planes with failed tiles are not kept.)
    public var generation: Int { state.withLock { $0.generation } }

    /// Forgets decoded tiles and failures (the disk cache stays).
    public func resetMemory() {
        state.withLock { s in
            s.generation += 1
            s.memory.removeAll()
            s.status.removeAll()
            s.statusOrder.removeAll()
            s.lastProblem = nil
        }
    }
}

/// What the loader holds, under its lock.
struct LoaderState {
    enum Status { case empty, failed(String, at: Double) }
    var memory: TileMemoryCache
    var status: [TileKey: Status] = [:]
    /// The keys of `status` in the order they were first recorded (some may since have left it), oldest first.
    var statusOrder: [TileKey] = []
    var pending: [TileKey: Int] = [:]
    /// Tiles being fetched, each with the token that cancels its request.
    var inFlight: [TileKey: HTTPCancellation] = [:]
    var hostLoad: [String: Int] = [:]
    var lastProblem: String?
    /// See `RasterDataSource.generation`.
    var generation = 0
    var loaded = 0, failures = 0, fetches = 0, cancelled = 0, cancelledInFlight = 0
}

extension LoaderState {
    /// Records how a tile ended (empty or failed), keeping at most `limit` such records: past it, expired failures go
    /// first, then the oldest records, down to three quarters of the limit (so pruning is rare, not per tile).
    mutating func remember(_ key: TileKey, _ outcome: Status, limit: Int, now: Double, retryAfter: Double) {
        if status.updateValue(outcome, forKey: key) == nil { statusOrder.append(key) }
        guard status.count > limit || statusOrder.count > 2 * limit else { return }
        status = status.filter { if case .failed(_, let at) = $0.value { return now - at < retryAfter }; return true }
        var seen = Set<TileKey>()
        statusOrder = statusOrder.filter { status[$0] != nil && seen.insert($0).inserted }
        let excess = status.count - (status.count > limit ? limit * 3 / 4 : limit)
        if excess > 0 {
            for k in statusOrder.prefix(excess) { status[k] = nil }
            statusOrder.removeFirst(excess)
        }
    }
}

/// Counts of what a source has done: `cancelled` queued tiles dropped before their request, `cancelledInFlight`
/// requests cancelled while being fetched.
public struct LoaderStatistics: Sendable, Hashable {
    public var loaded: Int, failures: Int, fetches: Int, cancelled: Int, cancelledInFlight: Int, queued: Int, inFlight: Int
    public var memoryTiles: Int, memoryBytes: Int
}

/// How loading one tile ended.
enum LoadOutcome: Sendable { case image(RasterImage), empty, failed(String), cancelled }
