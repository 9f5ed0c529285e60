import Foundation

/// The bytes of a compiled map, held for as long as anything reads them: a read-only private mapping of the file
/// (unmapped when the last holder goes), or an aligned copy of bytes given in memory. `Column`s read in place
/// from a compiled map keep this object alive, so a view of the file never outlives its mapping.
///
/// The base address is page-aligned (a mapping) or 64-byte aligned (a copy), so a section's offset, checked to be a
/// multiple of 8, gives an 8-byte-aligned address: the columns the writer aligns can be read as typed values.
/// A file truncated by another process while mapped makes a read of its lost pages fault (SIGBUS), as with any
/// mapped file; the file's length is checked against its header when it is opened.
///
/// Sendable, checked by the compiler: every stored property is an immutable Sendable value. The first byte's address
/// is kept as an integer because the bytes are never written after `init` (a read-only mapping, or a copy made
/// there), which a pointer type cannot say.
public final class MappedBytes: Sendable {
    /// The first byte's address (0 when there are none).
    private let address: UInt
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
            address = UInt(bitPattern: p)
        } else {
            address = 0
        }
    }

    /// An aligned copy of `bytes`.
    init<C: Collection>(copying bytes: C) where C.Element == UInt8 {
        count = bytes.count
        mapped = false
        guard count > 0 else {
            address = 0
            return
        }
        let p = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        UnsafeMutableRawBufferPointer(start: p, count: count).copyBytes(from: bytes)
        address = UInt(bitPattern: p)
    }

    /// The first byte (nil when there are none).
    var base: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: address) }

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
