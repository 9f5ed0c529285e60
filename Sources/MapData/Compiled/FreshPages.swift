#if canImport(Glibc)
import Glibc
#endif

/// Fresh memory that a compiled map's decoder is about to fill: the kernel maps all its pages in one call
/// (`MADV_POPULATE_WRITE`, Linux 5.14) instead of taking one page fault per 4 KiB page as the copy first writes
/// each. On this 2-core VM a 56 MB copy into fresh pages took 44–51 ms CPU and 23–31 ms with the pages populated
/// first (a C loop, alternated); opening 10×10 for routing fills about 400 MB. Only whole pages inside the buffer are
/// populated, never memory around it; below `threshold`, off Linux, or where the kernel declines (an older one:
/// `EINVAL`), nothing happens and the copy faults its pages in as before.
public enum FreshPages {
    /// Buffers smaller than this (16 pages) are left to fault: one system call costs about what a few faults do.
    static let threshold = 64 << 10

    static func populate(_ base: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= threshold else { return }
        let page = UInt(pageSize)
        let start = (UInt(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (UInt(bitPattern: base) + UInt(byteCount)) & ~(page - 1)
        guard end > start, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(first, Int(end - start), MADV_POPULATE_WRITE)
        #endif
    }

    /// Populates the storage of a buffer about to be initialized (see above).
    public static func populate<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
        guard let base = buffer.baseAddress else { return }
        populate(UnsafeMutableRawPointer(base), byteCount: buffer.count * MemoryLayout<T>.stride)
    }

    #if os(Linux)
    private static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
    #endif
}

extension FreshPages {
    /// `n` values made by `make` from their index, written straight into populated fresh pages (no growth, no
    /// per-page faults).
    static func array<T>(count n: Int, _ make: (Int) -> T) -> [T] {
        [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            populate(buffer)
            for i in 0..<n { (buffer.baseAddress! + i).initialize(to: make(i)) }
            initialized = n
        }
    }
}
