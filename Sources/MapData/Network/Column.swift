/// An immutable array of plain values (numbers, coordinates, fixed records: no references) that is either read in
/// place from a compiled map's mapped bytes or held in memory of its own, with an array's read surface: `count`,
/// a bounds-checked subscript, slices, `withUnsafeBufferPointer`. Opening a compiled map reads its large columns
/// (shape points, the edge grid) this way instead of copying them; the holder of the bytes (`MappedBytes`) stays
/// alive as long as any column viewing them does.
///
/// Every element is checked by its reader before a column is made over file bytes (`CompiledReader.column`), so
/// a column holds only values its users may trust, as an array decoded from the file did.
public struct Column<Element>: RandomAccessCollection, @unchecked Sendable {
    /// The first element; never dereferenced when `count` is 0.
    @usableFromInline let base: UnsafePointer<Element>
    public let count: Int
    /// Keeps the memory alive: the mapped file, or the column's own storage.
    @usableFromInline let owner: AnyObject?

    /// A copy of `values` in memory of its own.
    public init(_ values: [Element]) {
        self.init(count: values.count) { out in
            values.withUnsafeBufferPointer { v in
                guard let from = v.baseAddress, let to = out.baseAddress else { return }
                to.initialize(from: from, count: v.count)
            }
        }
    }

    /// An empty column.
    public init() { self.init([]) }

    /// `count` values written by `initialize` into fresh memory of the column's own (which must initialize them all).
    init(count: Int, _ initialize: (UnsafeMutableBufferPointer<Element>) -> Void) {
        assert(_isPOD(Element.self), "Column: \(Element.self) holds references")
        let storage = ColumnStorage(byteCount: count * MemoryLayout<Element>.stride, alignment: MemoryLayout<Element>.alignment)
        FreshPages.populate(storage.base, byteCount: count * MemoryLayout<Element>.stride)
        let typed = storage.base.bindMemory(to: Element.self, capacity: count)
        initialize(UnsafeMutableBufferPointer(start: typed, count: count))
        base = UnsafePointer(typed)
        self.count = count
        owner = storage
    }

    /// `count` values lying at `base` inside `owner`'s bytes, already checked by the caller.
    init(viewing base: UnsafePointer<Element>, count: Int, owner: MappedBytes) {
        assert(_isPOD(Element.self), "Column: \(Element.self) holds references")
        self.base = base
        self.count = count
        self.owner = owner
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable public subscript(i: Int) -> Element {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "Column: index out of range")
        return base[i]
    }

    /// The values as a buffer (valid only inside `body`).
    @inlinable public func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<Element>) throws(E) -> R) throws(E) -> R {
        try withExtendedLifetime(owner) { () throws(E) -> R in try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    @inlinable public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }
}

extension Column: Equatable where Element: Equatable {
    public static func == (a: Column, b: Column) -> Bool { a.elementsEqual(b) }
}

/// A column's own memory (a column not read from a file, or one copied because its bytes were not aligned).
final class ColumnStorage {
    let base: UnsafeMutableRawPointer

    init(byteCount: Int, alignment: Int) {
        base = UnsafeMutableRawPointer.allocate(byteCount: max(1, byteCount), alignment: max(8, alignment))
    }

    deinit { base.deallocate() }
}
