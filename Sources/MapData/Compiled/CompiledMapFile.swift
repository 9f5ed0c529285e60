import Dispatch
import Foundation
import Text

/// A compiled map file, opened: the header and section table checked, the sections' bytes left where they are
/// (memory-mapped) until a decoder asks for one. Each section's checksum (`SectionChecksum`) is verified when it is read, so a section
/// nobody uses (a profile no query asks for) costs nothing to open.
///
/// Safe on untrusted bytes: the header's length must equal the file's, every section must lie after the table,
/// inside the file, 8-byte aligned and without overlapping the next; the table has its own checksum; every read
/// inside a section is bounds-checked (`CompiledReader`). A file that fails any check is reported, never trusted.
public final class CompiledMapFile: Sendable {
    public struct Section: Sendable, Hashable {
        public var kind: CompiledMapFormat.Kind?
        public var rawKind: UInt32
        public var offset: Int
        public var length: Int
        public var checksum: UInt64
    }

    /// The file's name (for errors).
    public let fileName: String
    /// The format version the header declares (equal to `CompiledMapFormat.version`, or opening fails).
    public let version: UInt32
    /// `Checksum64` of the OSM file the map was compiled from.
    public let sourceHash: UInt64
    public let sections: [Section]
    /// The file's bytes (mapped), which columns read in place keep alive.
    private let bytes: MappedBytes
    /// Sections whose checksum has been verified (each is verified once).
    private let verified = Locked<Set<Int>>([])

    /// Whether `bytes` start like a compiled map (the magic only; opening checks the rest).
    public static func looksCompiled<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        bytes.prefix(8).elementsEqual(CompiledMapFormat.magic)
    }

    /// Opens a compiled map file by mapping it into memory (no copy). Errors name `fileName` (default: the path's
    /// last component).
    public convenience init(path: String, fileName: String? = nil) throws(MapDataError) {
        let name = fileName ?? (path as NSString).lastPathComponent
        guard let bytes = MappedBytes(path: path) else { throw MapDataError(file: name, reason: "cannot read the file") }
        try self.init(bytes: bytes, fileName: name)
    }

    /// Checks the header and the section table of compiled-map bytes held in memory (copied once, aligned, so
    /// that columns can be read in place as from a mapped file).
    public convenience init(data: Data, fileName: String) throws(MapDataError) {
        try self.init(bytes: MappedBytes(copying: data), fileName: fileName)
    }

    /// The same from bytes in an array (a map just compiled).
    public convenience init(bytes: [UInt8], fileName: String) throws(MapDataError) {
        try self.init(bytes: MappedBytes(copying: bytes), fileName: fileName)
    }

    init(bytes: MappedBytes, fileName: String) throws(MapDataError) {
        self.fileName = fileName
        self.bytes = bytes
        (version, sourceHash, sections) = try Self.parseHeader(ByteReader(bytes.buffer), fileName: fileName)
    }

    private static func parseHeader(_ r: ByteReader, fileName: String) throws(MapDataError) -> (UInt32, UInt64, [Section]) {
        func fail(_ offset: Int, _ reason: String) -> MapDataError { MapDataError(file: fileName, byteOffset: offset, reason: reason) }
        guard r.count >= CompiledMapFormat.headerSize, looksCompiled(r.bytes(0, 8)) else {
            throw fail(0, "not a compiled navsim map (no NAVSIMAP header)")
        }
        let version = r.getLittleEndian(UInt32.self, at: 8)!
        guard version == CompiledMapFormat.version else {
            throw fail(8, "compiled map format version \(version), this navsim reads version \(CompiledMapFormat.version)")
        }
        let count = Int(r.getLittleEndian(UInt32.self, at: 12)!)
        let declared = r.getLittleEndian(UInt64.self, at: 16)!
        guard declared == UInt64(r.count) else {
            throw fail(16, "the file is \(r.count) bytes but its header says \(declared) (truncated or appended to)")
        }
        let sourceHash = r.getLittleEndian(UInt64.self, at: 24)!
        guard count <= CompiledMapFormat.maxSections else { throw fail(12, "\(count) sections (at most \(CompiledMapFormat.maxSections))") }
        let tableEnd = CompiledMapFormat.headerSize + count * CompiledMapFormat.tableEntrySize
        guard let table = r.getSlice(at: CompiledMapFormat.headerSize, length: tableEnd - CompiledMapFormat.headerSize) else {
            throw fail(CompiledMapFormat.headerSize, "the section table runs past the end of the file")
        }
        guard Checksum64.of(UnsafeRawBufferPointer(table.bytes(0, table.count))) == r.getLittleEndian(UInt64.self, at: 32)! else {
            throw fail(32, "the section table's checksum does not match (damaged file)")
        }
        var sections = [Section]()
        var next = (tableEnd + 7) & ~7
        for i in 0..<count {
            let at = i * CompiledMapFormat.tableEntrySize
            let raw = table.getLittleEndian(UInt32.self, at: at)!
            let offset = table.getLittleEndian(UInt64.self, at: at + 8)!
            let length = table.getLittleEndian(UInt64.self, at: at + 16)!
            let entryOffset = CompiledMapFormat.headerSize + at
            guard let o = CheckedInt.size(offset, limit: r.count), let l = CheckedInt.size(length, limit: r.count - o) else {
                throw fail(entryOffset, "section \(i) lies outside the file")
            }
            guard o >= next, o % 8 == 0 else { throw fail(entryOffset, "section \(i) overlaps the table or another section, or is unaligned") }
            next = o + l
            sections.append(Section(kind: CompiledMapFormat.Kind(rawValue: raw), rawKind: raw, offset: o, length: l,
                                    checksum: table.getLittleEndian(UInt64.self, at: at + 24)!))
        }
        return (version, sourceHash, sections)
    }

    /// The indices of the sections of a kind, in file order.
    public func sections(_ kind: CompiledMapFormat.Kind) -> [Int] {
        sections.indices.filter { sections[$0].kind == kind }
    }

    /// The leading string of a section (a profile's key), read without verifying the section's checksum; nil when
    /// the section does not start with one.
    public func leadingString(of index: Int) -> String? {
        let s = sections[index]
        guard let slice = ByteReader(bytes.buffer).getSlice(at: s.offset, length: s.length) else { return nil }
        var r = CompiledReader(slice, fileOffset: s.offset, fileName: fileName)
        return try? r.string()
    }

    /// Verifies a section's checksum, then decodes it with `body`, which must read it to its end.
    public func read<T>(_ index: Int, _ body: (inout CompiledReader) throws(MapDataError) -> T) throws(MapDataError) -> T {
        let s = sections[index]
        let value = try withExtendedLifetime(bytes) { () throws(MapDataError) -> T in
            guard let slice = ByteReader(bytes.buffer).getSlice(at: s.offset, length: s.length) else {
                throw MapDataError(file: fileName, byteOffset: s.offset, reason: "a section lies outside the file")
            }
            // The checksum is computed as the decoder reads (each chunk of a checked column hashed just before its
            // values are checked, the rest after), and compared before the value is returned. The decoder is safe on
            // any bytes; a damaged section is reported as damaged even when a check inside it failed first.
            let hasher = isVerified(index) ? nil : SectionHasher(UnsafeRawBufferPointer(slice.bytes(0, slice.count)))
            var r = CompiledReader(slice, fileOffset: s.offset, fileName: fileName, owner: bytes, hasher: hasher)
            let value: T
            do throws(MapDataError) {
                value = try body(&r)
                try r.expectEnd()
            } catch {
                if let hasher, hasher.finish() != s.checksum { throw damaged(index) }
                throw error
            }
            if let hasher {
                guard hasher.finish() == s.checksum else { throw damaged(index) }
                verified.withLock { _ = $0.insert(index) }
            }
            return value
        }
        return value
    }

    private func isVerified(_ index: Int) -> Bool { verified.withLock { $0.contains(index) } }

    /// Verifies every section's checksum now, so that damage anywhere is found at open rather than on first use of
    /// a section. The first damaged section in file order is reported.
    public func verifyAll() throws(MapDataError) {
        try verify(Array(sections.indices))
    }

    /// Verifies the checksums of the sections of `kinds` now (see `verify(_:)`).
    public func verify(kinds: Set<CompiledMapFormat.Kind>) throws(MapDataError) {
        try verify(sections.indices.filter { sections[$0].kind.map(kinds.contains) ?? false })
    }

    /// Verifies the checksums of the sections at `indices` not yet verified (one pass at memory speed, sections
    /// spread over the cores). The first damaged section in file order is reported, naming the file, its offset and
    /// its kind.
    private func verify(_ indices: [Int]) throws(MapDataError) {
        let pending = indices.filter { !isVerified($0) }
        if pending.isEmpty { return }
        let sound = Locked([Bool](repeating: false, count: pending.count))
        let next = Locked(0)
        let bytes = bytes
        let sections = sections
        DispatchQueue.concurrentPerform(iterations: max(1, min(ProcessInfo.processInfo.activeProcessorCount, pending.count))) { _ in
            while true {
                let k = next.withLock { n in
                    defer { n += 1 }
                    return n
                }
                guard k < pending.count else { return }
                let s = sections[pending[k]]
                let ok = withExtendedLifetime(bytes) { () -> Bool in
                    guard let slice = ByteReader(bytes.buffer).getSlice(at: s.offset, length: s.length) else { return false }
                    return SectionChecksum.of(UnsafeRawBufferPointer(slice.bytes(0, slice.count))) == s.checksum
                }
                sound.withLock { $0[k] = ok }
            }
        }
        let results = sound.withLock { $0 }
        for (k, i) in pending.enumerated() {
            guard results[k] else { throw damaged(i) }
            verified.withLock { _ = $0.insert(i) }
        }
    }

    /// The error for a section whose checksum does not match.
    private func damaged(_ index: Int) -> MapDataError {
        let s = sections[index]
        return MapDataError(file: fileName, byteOffset: s.offset,
                            reason: "the \(s.kind?.fourCC ?? "section \(index)") section's checksum does not match (damaged file)")
    }

    /// The one section of a kind, decoded (an error when the file has none).
    public func read<T>(_ kind: CompiledMapFormat.Kind, _ body: (inout CompiledReader) throws(MapDataError) -> T) throws(MapDataError) -> T {
        guard let i = sections(kind).first else {
            throw MapDataError(file: fileName, reason: "the compiled map has no \(kind.fourCC) section")
        }
        return try read(i, body)
    }

    /// Lays sections out after a header and table, 8-byte aligned, with their checksums.
    /// - Complexity: O(total bytes).
    public static func assemble(_ parts: [(CompiledMapFormat.Kind, [UInt8])], sourceHash: UInt64) -> [UInt8] {
        var w = CompiledWriter()
        for b in CompiledMapFormat.magic { w.u8(b) }
        w.u32(CompiledMapFormat.version)
        w.u32(UInt32(parts.count))
        w.u64(0) // file length, patched below
        w.u64(sourceHash)
        w.u64(0) // table checksum, patched below
        w.u64(0)
        let tableStart = w.bytes.count
        var offset = (tableStart + parts.count * CompiledMapFormat.tableEntrySize + 7) & ~7
        for (kind, bytes) in parts {
            w.u32(kind.rawValue)
            w.u32(0)
            w.u64(UInt64(offset))
            w.u64(UInt64(bytes.count))
            w.u64(SectionChecksum.of(bytes))
            offset = (offset + bytes.count + 7) & ~7
        }
        let tableChecksum = w.bytes.withUnsafeBytes { Checksum64.of(UnsafeRawBufferPointer(rebasing: $0[tableStart...])) }
        for (_, bytes) in parts {
            w.alignTo8()
            w.appendRaw(bytes)
        }
        w.patch(UInt64(w.bytes.count), at: 16)
        w.patch(tableChecksum, at: 32)
        return w.bytes
    }
}
