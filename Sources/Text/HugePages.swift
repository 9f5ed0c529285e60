#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Large arrays on transparent huge pages (2 MiB) where the kernel gives them on request (Linux with
/// `/sys/kernel/mm/transparent_hugepage/enabled` = `madvise`, as on this machine; elsewhere a no-op).
///
/// Why: a compiled map's open copies tens of megabytes into fresh arrays, and a hierarchy query jumps through tens of
/// megabytes of links. On 4 KiB pages the first costs one page fault per 4 KiB (in this virtual machine about 3.4 µs
/// each: 56 MB of shape points at 10×10 Andorra were about 50 ms of faults) and the second one TLB miss per link row
/// (a two-level page walk under virtualisation). On 2 MiB pages both are 512 times fewer. Memory use is the same: the
/// arrays are written whole when they are made, and only the whole 2 MiB pages inside an array are advised (its
/// ragged ends stay on small pages), so no page is populated that the array would not have touched.
public enum HugePages {
    /// The huge page size on x86-64 and arm64 (4 KiB base pages).
    public static let size = 2 << 20
    /// Arrays smaller than this stay on ordinary pages (they could hold at most one whole huge page).
    public static let threshold = 2 * size

    /// Advises the kernel to back the whole huge pages inside `byteCount` bytes at `start` with huge pages. Call it
    /// before the bytes are first written: pages already touched stay small.
    public static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= threshold else { return }
        let low = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let high = (Int(bitPattern: start) + byteCount) & ~(size - 1)
        guard high > low, let at = UnsafeMutableRawPointer(bitPattern: low) else { return }
        _ = madvise(at, high - low, Int32(MADV_HUGEPAGE))
        #endif
    }

    /// `byteCount` bytes of zeroes on fresh pages, which the kernel zeroes when they are first touched (so memory is
    /// used only where they are), the whole huge pages inside advised onto huge pages; give them back with
    /// `deallocate(_:byteCount:)`. For scratch arrays indexed all over (a search's per-node records).
    public static func allocateZeroed(byteCount: Int) -> UnsafeMutableRawPointer {
        let bytes = max(1, byteCount)
        #if os(Linux)
        if bytes >= threshold {
            // Mapped with a huge page of slack and trimmed, so that the bytes start on a huge page boundary.
            guard let raw = mmap(nil, bytes + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                  raw != MAP_FAILED else { fatalError("out of memory: \(bytes) bytes of scratch") }
            let head = (size - Int(bitPattern: raw) % size) % size
            if head > 0 { munmap(raw, head) }
            munmap(raw + head + bytes, size - head)
            advise(raw + head, byteCount: bytes)
            return raw + head
        }
        #endif
        guard let p = calloc(bytes, 1) else { fatalError("out of memory: \(bytes) bytes of scratch") }
        return p
    }

    /// Gives back what `allocateZeroed(byteCount:)` returned, with the same count.
    public static func deallocate(_ p: UnsafeMutableRawPointer, byteCount: Int) {
        let bytes = max(1, byteCount)
        #if os(Linux)
        if bytes >= threshold {
            munmap(p, bytes)
            return
        }
        #endif
        free(p)
    }
}

extension Array {
    /// `init(unsafeUninitializedCapacity:initializingWith:)` for a large array that is written whole once made: its
    /// storage is advised onto huge pages (`HugePages`) before `body` writes it.
    @inlinable
    public init(hugeUninitializedCapacity capacity: Int,
                initializingWith body: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void) rethrows {
        try self.init(unsafeUninitializedCapacity: capacity) { buffer, initialized in
            if let base = buffer.baseAddress {
                HugePages.advise(UnsafeMutableRawPointer(base), byteCount: capacity * MemoryLayout<Element>.stride)
            }
            try body(&buffer, &initialized)
        }
    }
}
