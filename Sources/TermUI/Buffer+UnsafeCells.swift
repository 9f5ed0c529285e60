extension Buffer {
    /// Calls `body` with the buffer's cells, row-major from `area`'s top-left corner (cell (x, y) at index
    /// `(y - area.y) · area.width + x - area.x`), for a renderer that writes most cells of a large area every frame
    /// (the map) without a call and a bounds check per cell. `body` must keep to the buffer's indices and must not
    /// split a wide grapheme from its continuation cell.
    public mutating func withUnsafeMutableCells<R>(_ body: (UnsafeMutableBufferPointer<Cell>) throws -> R) rethrows -> R {
        try cells.withUnsafeMutableBufferPointer { try body($0) }
    }
}
