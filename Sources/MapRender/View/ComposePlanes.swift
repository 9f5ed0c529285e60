import TermUI

/// The planes `MapFrame.compose` reads per cell, read in place for the whole frame (valid only
/// within `reading`'s body): the fill kinds, box masks, braille and route dots by cell, and the area cells by fill id
/// - 1, plain and with the area's glyph.
struct ComposePlanes {
    let kinds: UnsafeBufferPointer<UInt8>
    let masks: UnsafeBufferPointer<UInt8>
    let dots: UnsafeBufferPointer<UInt8>
    let routeDots: UnsafeBufferPointer<UInt8>
    let areaCells: UnsafeBufferPointer<Cell>
    let areaGlyphCells: UnsafeBufferPointer<Cell>

    /// `body` with the arrays read in place.
    @inline(__always)
    static func reading<R>(kinds: [UInt8], masks: [UInt8], dots: [UInt8], routeDots: [UInt8], areaCells: [Cell], areaGlyphCells: [Cell],
                           _ body: (ComposePlanes) -> R) -> R {
        kinds.withUnsafeBufferPointer { kinds in
            masks.withUnsafeBufferPointer { masks in
                dots.withUnsafeBufferPointer { dots in
                    routeDots.withUnsafeBufferPointer { routeDots in
                        areaCells.withUnsafeBufferPointer { areaCells in
                            areaGlyphCells.withUnsafeBufferPointer { areaGlyphCells in
                                body(ComposePlanes(kinds: kinds, masks: masks, dots: dots, routeDots: routeDots, areaCells: areaCells,
                                                   areaGlyphCells: areaGlyphCells))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The cells of one frame row without a line (no box mask, braille dot or route dot), written as `compose`
    /// writes them: land, or the area's cell (with its glyph where `latticePhase`, `(x + 3 * y) % areaPatternPeriod`
    /// for the first column, is 0). The columns of cells with a line are written, in order, to the start of
    /// `lineColumns` (room for every column of the row, written through its storage: an append per line cell tested
    /// that an array was unique) for `compose`'s general case; their number is returned. Only for a frame that is not
    /// ASCII (whose masks and dots cover the frame).
    @inline(__always)
    func plainCells(row: Int, columns: Range<Int>, latticePhase: Int, cells: UnsafeMutableBufferPointer<Cell>, rowBase: Int,
                    land: Cell, lineColumns: UnsafeMutableBufferPointer<Int>) -> Int {
        var phase = latticePhase, n = 0
        for x in columns {
            let i = row &+ x
            if masks[i] | dots[i] | routeDots[i] == 0 {
                let k = Int(kinds[i])
                cells[rowBase &+ x] = k == 0 ? land : phase == 0 ? areaGlyphCells[k &- 1] : areaCells[k &- 1]
            } else {
                lineColumns[n] = x
                n &+= 1
            }
            phase &+= 1
            if phase == MapFrame.areaPatternPeriod { phase = 0 }
        }
        return n
    }
}
