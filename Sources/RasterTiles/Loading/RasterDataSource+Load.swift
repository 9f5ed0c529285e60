import Foundation
import Net
import Text

extension RasterDataSource {
    /// Loads one tile on the calling thread: the disk cache when fresh, else the provider (revalidating a stale
    /// copy with its ETag), retrying transport errors and 5xx with doubling waits. A corrupt cached copy is removed
    /// and fetched again. A cancelled load stops where it is and keeps nothing: no decode, no cache entry.
    func load(_ key: TileKey, cancellation: HTTPCancellation = HTTPCancellation()) -> LoadOutcome {
        let now = clock.now()
        var stale: (item: TileDiskCache.Item, image: RasterImage)?
        if let disk = diskCache, let item = disk.read(key) {
            if item.body.isEmpty {
                if (item.expires ?? .infinity) > now { return .empty }
            } else if let img = try? ImageDecoder.decode(item.body) {
                if (item.expires ?? .infinity) > now { return .image(img) }
                stale = (item, img)
            } else {
                disk.remove(key)
            }
        }
        let url = configuration.template.url(for: key)
        var result = TileFetchResult.failed("not tried", retryable: false)
        for attempt in 1...retry.maxAttempts {
            if cancellation.isCancelled { return .cancelled }
            state.withLock { $0.fetches += 1 }
            result = fetcher.fetch(url, etag: stale?.item.etag, cancellation: cancellation)
            guard case .failed(_, let retryable) = result, retryable, attempt < retry.maxAttempts else { break }
            clock.sleep(seconds: retry.delay(beforeRetry: attempt))
        }
        if cancellation.isCancelled { return .cancelled }
        let fetchedAt = clock.now()
        switch result {
        case .cancelled:
            return .cancelled
        case .data(let body, let etag, let maxAge):
            let img: RasterImage
            do { img = try ImageDecoder.decode(body) } catch {
                return .failed("\(key): \(error.description)")
            }
            if cancellation.isCancelled { return .cancelled }
            store(key, TileDiskCache.Item(body: body, etag: etag, expires: maxAge.map { fetchedAt + $0 }))
            return .image(img)
        case .notModified(let maxAge):
            guard let stale else { return .failed("\(key): 304 without a cached copy") }
            var item = stale.item
            item.expires = maxAge.map { fetchedAt + $0 }
            store(key, item)
            return .image(stale.image)
        case .notFound:
            // Remembered for a day so an empty area is not asked for again and again.
            store(key, TileDiskCache.Item(body: [], etag: nil, expires: fetchedAt + 86_400))
            return .empty
        case .failed(let reason, _):
            // A stale copy is better than nothing while the provider fails.
            if let stale { return .image(stale.image) }
            return .failed(reason)
        }
    }

    private func store(_ key: TileKey, _ item: TileDiskCache.Item) {
        guard let disk = diskCache else { return }
        do { try disk.write(key, item) } catch {
            let reason = error.description
            state.withLock { $0.lastProblem = reason }
        }
    }

    /// Loads tiles now, `maxRequestsPerHost` at a time, reporting each as it ends (for `navsim tiles prefetch`).
    /// The workers are threads of their own, as the loader's requests are (see `pump`): libdispatch on Linux runs
    /// only about one blocking work item per core, which would cap the requests in flight at the core count.
    /// - Returns: how many ended as images, empty and failed.
    public func prefetch(_ keys: [TileKey], progress: @escaping @Sendable (Int, TileLookup) -> Void) -> (images: Int, empty: Int, failed: Int) {
        let counts = Locked((images: 0, empty: 0, failed: 0, done: 0))
        let next = Locked(0)
        let work: @Sendable () -> Void = { [self] in
            while true {
                let i = next.withLock { n -> Int in n += 1; return n - 1 }
                guard i < keys.count else { return }
                let outcome = load(keys[i])
                let lookup: TileLookup
                switch outcome {
                case .image(let img): lookup = .image(img)
                case .empty: lookup = .empty
                case .failed(let r): lookup = .failed(r)
                case .cancelled: lookup = .absent
                }
                let done = counts.withLock { c -> Int in
                    switch outcome {
                    case .image: c.images += 1
                    case .empty: c.empty += 1
                    case .failed, .cancelled: c.failed += 1
                    }
                    c.done += 1
                    return c.done
                }
                progress(done, lookup)
            }
        }
        // The calling thread is one of the workers; one that cannot start leaves its share to the others (tiles are
        // claimed one by one).
        let finished = DispatchGroup()
        for _ in 1..<min(maxRequestsPerHost, max(1, keys.count)) {
            finished.enter()
            do throws(WorkerThread.StartError) { try WorkerThread.start { work(); finished.leave() } } catch { finished.leave() }
        }
        work()
        finished.wait()
        let c = counts.value
        return (c.images, c.empty, c.failed)
    }
}
