import Foundation

/// The bytes of a compiled map, held for as long as anything reads them: a read-only private mapping of the file
/// (unmapped when the last holder goes), or an aligned copy of bytes given in memory. `Column`s read in place
/// from a compiled map keep this object alive, so a view of the file never outlives its mapping.
///
/// The base address is page-aligned (a mapping) or 64-byte aligned (a copy), so a section's offset, checked to be a
/// multiple of 8, gives an 8-byte-aligned address: the columns the writer aligns can be read as typed values.
/// A file truncated by another process while mapped makes a read of its lost pages fault (SIGBUS), as with any
/// mapped file; the file's length is checked against its header when it is opened.
public final class MappedBytes: @unchecked Sendable {
    /// The first byte (nil when there are none).
    let base: UnsafeRawPointer?
    public let count: Int
    private let mapped: Bool

    /// Maps the file at `path` read-only; nil when it cannot be opened, measured or mapped.
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        count = Int(st.st_size)
        mapped = count > 0
        if count > 0 {
            guard let p = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else { return nil }
            base = UnsafeRawPointer(p)
        } else {
            base = nil
        }
    }

    /// An aligned copy of `bytes`.
    init<C: Collection>(copying bytes: C) where C.Element == UInt8 {
        count = bytes.count
        mapped = false
        guard count > 0 else {
            base = nil
            return
        }
        let p = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        UnsafeMutableRawBufferPointer(start: p, count: count).copyBytes(from: bytes)
        base = UnsafeRawPointer(p)
    }

    deinit {
        guard let base else { return }
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    /// The bytes (valid while this object lives).
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}
