/// Fixed-width little-endian reads, for binary formats laid out independently of the machine (the compiled map).
extension ByteReader {
    /// The `T` stored little-endian at `index`, or nil when its bytes are not all inside the reader.
    @inlinable public func getLittleEndian<T: FixedWidthInteger>(_: T.Type = T.self, at index: Int) -> T? {
        let size = MemoryLayout<T>.size
        guard index >= 0, index <= endIndex - size else { return nil }
        return T(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: T.self))
    }

    /// Consumes a little-endian `T`, or nil (reader unmoved) when fewer bytes remain.
    @inlinable public mutating func readLittleEndian<T: FixedWidthInteger>(_: T.Type = T.self) -> T? {
        guard let v = getLittleEndian(T.self, at: readerIndex) else { return nil }
        readerIndex += MemoryLayout<T>.size
        return v
    }

    /// Consumes `count` little-endian `T`s into an array (one copy, byte-swapped only on a big-endian machine), or
    /// nil (reader unmoved) when fewer bytes remain. The count is checked against the bytes before any allocation.
    @inlinable public mutating func readLittleEndianArray<T: FixedWidthInteger>(_: T.Type = T.self, count: Int) -> [T]? {
        let size = MemoryLayout<T>.size
        guard count >= 0, count <= readableBytes / size else { return nil }
        let source = UnsafeRawPointer(base + readerIndex)
        let out = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: source, byteCount: count * size) }
            initialized = count
        }
        readerIndex += count * size
        #if _endian(big)
        return out.map { T(littleEndian: $0) }
        #else
        return out
        #endif
    }
}
