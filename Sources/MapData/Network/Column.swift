/// An immutable array of plain values (numbers, coordinates, fixed records: no references) that is either read in
/// place from a compiled map's mapped bytes or held in memory of its own, with an array's read surface: `count`,
/// a bounds-checked subscript, slices, `withUnsafeBufferPointer`. Opening a compiled map reads its large columns
/// (shape points, the edge grid) this way instead of copying them; the holder of the bytes (`MappedBytes`) stays
/// alive as long as any column viewing them does.
///
/// Every element is checked by its reader before a column is made over file bytes (`CompiledReader.column`), so
/// a column holds only values its users may trust, as an array decoded from the file did.
///
/// Sendable, checked by the compiler, when its elements are: every stored property is an immutable Sendable value.
/// The first element's address is kept as an integer because the memory behind it is never written once the
/// column exists (a read-only mapping, or storage filled in `init`), which a pointer type cannot say.
public struct Column<Element>: RandomAccessCollection {
    /// The first element's address (never 0); never dereferenced when `count` is 0.
    @usableFromInline let address: UInt
    public let count: Int
    /// Keeps the memory alive: the mapped file, or the column's own storage.
    @usableFromInline let owner: (any AnyObject & Sendable)?

    /// The first element.
    @inlinable var base: UnsafePointer<Element> { UnsafePointer(bitPattern: address).unsafelyUnwrapped }

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
        address = UInt(bitPattern: typed)
        self.count = count
        owner = storage
    }

    /// `count` values lying at `base` inside `owner`'s bytes, already checked by the caller.
    init(viewing base: UnsafePointer<Element>, count: Int, owner: MappedBytes) {
        assert(_isPOD(Element.self), "Column: \(Element.self) holds references")
        address = UInt(bitPattern: base)
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

extension Column: Sendable where Element: Sendable {}

extension Column: Equatable where Element: Equatable {
    public static func == (a: Column, b: Column) -> Bool { a.elementsEqual(b) }
}

/// A column's own memory (a column not read from a file, or one copied because its bytes were not aligned). Written
/// only by the `Column` initializer that makes it, before the column exists; its address is an integer so the
/// class is checked Sendable (see `Column`).
final class ColumnStorage: Sendable {
    private let address: UInt

    init(byteCount: Int, alignment: Int) {
        address = UInt(bitPattern: UnsafeMutableRawPointer.allocate(byteCount: max(1, byteCount), alignment: max(8, alignment)))
    }

    var base: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped }

    deinit { base.deallocate() }
}
