/// The checksum of a compiled map's section (format 9): `Checksum64` of each 64 KiB chunk of the section (the last
/// one shorter), then `Checksum64` of those chunk checksums as little-endian u64s. Chunks can be hashed in any
/// order, so a decoder that checks a column's values hashes each chunk of the column just before it checks it
/// (`SectionHasher`): the bytes come from memory once, for both, instead of once for the checksum and again for
/// the checks. It detects damage as the whole-section checksum of format 8 did; like it, it is not trusted for
/// anything but that (every offset and index is still checked).
public enum SectionChecksum {
    /// The chunk size: a multiple of `Checksum64`'s 32-byte stride, small enough that a chunk just hashed is still in
    /// the L2 cache when its values are checked.
    public static let chunk = 1 << 16

    /// The checksum of a section's bytes.
    /// - Complexity: O(n), one pass.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let hasher = SectionHasher(bytes)
        return hasher.finish()
    }

    public static func of(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { of($0) } }
}

/// Hashes a section's chunks as a decoder reaches them (`cover`), then the ones no decoder reached (`finish`).
/// Used by one reader at a time (not shared between threads).
final class SectionHasher {
    private let bytes: UnsafeRawBufferPointer
    private var hashes: [UInt64]
    private var hashed: [Bool]

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        let n = (bytes.count + SectionChecksum.chunk - 1) / SectionChecksum.chunk
        hashes = [UInt64](repeating: 0, count: n)
        hashed = [Bool](repeating: false, count: n)
    }

    /// Hashes the chunks overlapping `count` bytes at `start` that are not hashed yet. Bytes outside the section
    /// (a column held in memory of its own) are ignored.
    func cover(_ start: UnsafeRawPointer, count: Int) {
        guard count > 0, let base = bytes.baseAddress, start >= base, start < base + bytes.count else { return }
        let from = (start - base) / SectionChecksum.chunk
        let to = min(hashes.count, (start - base + count + SectionChecksum.chunk - 1) / SectionChecksum.chunk)
        for k in from..<to where !hashed[k] { hash(k) }
    }

    private func hash(_ k: Int) {
        let lower = k * SectionChecksum.chunk, upper = min(bytes.count, lower + SectionChecksum.chunk)
        hashes[k] = Checksum64.of(UnsafeRawBufferPointer(rebasing: bytes[lower..<upper])).littleEndian
        hashed[k] = true
    }

    /// The section's checksum (the chunks not covered yet hashed now).
    func finish() -> UInt64 {
        for k in hashes.indices where !hashed[k] { hash(k) }
        return hashes.withUnsafeBytes { Checksum64.of($0) }
    }

    /// Runs `body` over the records `0..<count` of `stride` bytes at `base` in runs of about one chunk, each run's
    /// bytes covered first, and stops at the first run for which `body` returns false (false then).
    func inRuns(_ base: UnsafeRawPointer, count: Int, stride: Int, _ body: (Range<Int>) -> Bool) -> Bool {
        let run = max(1, SectionChecksum.chunk / max(1, stride))
        var start = 0
        while start < count {
            let end = min(count, start + run)
            cover(base + start * stride, count: (end - start) * stride)
            guard body(start..<end) else { return false }
            start = end
        }
        return true
    }
}

extension Optional where Wrapped == SectionHasher {
    /// `inRuns` of the hasher, or `body` over all the records at once without one.
    func inRuns(_ base: UnsafeRawPointer?, count: Int, stride: Int, _ body: (Range<Int>) -> Bool) -> Bool {
        guard let hasher = self, let base else { return count == 0 || body(0..<count) }
        return hasher.inRuns(base, count: count, stride: stride, body)
    }
}
