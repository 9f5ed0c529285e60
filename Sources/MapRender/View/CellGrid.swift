import Geo

/// The frame's cell grid and camera transform, apart from the frame: the cheap tests that let a frame skip a
/// feature before projecting its points. A small value of its own, so that calling them per feature does not copy
/// the whole `MapFrame` (a non-mutating method of the frame called from its mutating drawing code did).
struct CellGrid {
    let t: CameraTransform
    let width: Int
    let height: Int
    let cellAspect: Double

    /// The box of points in cell space, nil when one of them is not finite (`FillCanvas.fill` then fills nothing).
    /// Measured once per polygon: whether it spans a cell centre (`spansACellCentre`: `FillCanvas.fill` sets no cell
    /// otherwise, as every edge crossing lies within the rings' box, so a polygon smaller than a cell, most buildings
    /// at town zooms, is skipped before the scanline fill), and the rows the fill scans.
    static func bounds(_ points: [Point2D]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in points {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return (minX, minY, maxX, maxY)
    }

    /// Whether a cell-space box holds the centre of a cell of the frame (the test `FillCanvas.fill` makes per row
    /// and crossing).
    func spansACellCentre(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
        let y0 = max(0, (minY - 0.5).rounded(.up)), y1 = min(Double(height - 1), (maxY - 0.5).rounded(.down))
        let x0 = max(0, (minX - 0.5).rounded(.up)), x1 = min(Double(width - 1), (maxX - 0.5).rounded(.down))
        return y0 <= y1 && x0 <= x1
    }

    /// Whether what a Mercator box holds may cover a cell centre once projected, without projecting its points:
    /// when its four corners are in front of the near plane, the projection (affine, or perspective in front of
    /// the eye) maps the box onto the quadrilateral of its corners, so every point of it lands in the corners'
    /// cell box. That box is grown by `cellSlack` against rounding; behind or across the near plane: true.
    func boxMaySpanACellCentre(_ b: MercatorBox) -> Bool {
        guard let c = projectedCellBox(b) else { return true }
        return spansACellCentre(minX: c.minX - Self.cellSlack, minY: c.minY - Self.cellSlack,
                                maxX: c.maxX + Self.cellSlack, maxY: c.maxY + Self.cellSlack)
    }

    /// The cell box of a Mercator box's four projected corners (holding every point of it), nil when a corner is
    /// behind the near plane or not finite.
    func projectedCellBox(_ b: MercatorBox) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        // North up and untilted (`t.northUpAffine`), a point's cell x is a non-decreasing function of its x alone
        // and its cell y of its y alone, and every finite point is in front of the near plane: the corners' box is
        // the cells of the least and the greatest corner, the same numbers as the four corners give.
        if t.northUpAffine && b.minX.isFinite && b.minY.isFinite && b.maxX.isFinite && b.maxY.isFinite {
            let lo = t.northUpCell(Point2D(x: b.minX, y: b.minY)), hi = t.northUpCell(Point2D(x: b.maxX, y: b.maxY))
            if lo.x.isFinite && lo.y.isFinite && hi.x.isFinite && hi.y.isFinite && lo.x <= hi.x && lo.y <= hi.y {
                return (lo.x, lo.y, hi.x, hi.y)
            }
        }
        let near = t.nearLimit
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        /// Adds a corner; false when it is behind the near plane or not finite.
        func add(_ x: Double, _ y: Double) -> Bool {
            let g = t.ground(Point2D(x: x, y: y))
            guard t.depth(ground: g) >= near else { return false }
            let c = t.cell(ground: g)
            guard c.x.isFinite, c.y.isFinite else { return false }
            minX = min(minX, c.x); maxX = max(maxX, c.x)
            minY = min(minY, c.y); maxY = max(maxY, c.y)
            return true
        }
        guard add(b.minX, b.minY), add(b.maxX, b.minY), add(b.minX, b.maxY), add(b.maxX, b.maxY) else { return nil }
        return (minX, minY, maxX, maxY)
    }

    /// Whether every point of a Mercator box projects within `minimumLabelRun` cells (aspect-corrected) of every
    /// other, so that `MapFrame.addStreetCandidate` finds no run it labels: along the road a label needs
    /// `width + 2` cells (at least 2), across it a run of 4. False when a corner is behind the near plane (see
    /// `boxMaySpanACellCentre`).
    func boxIsShorterThanALabelRun(_ b: MercatorBox) -> Bool {
        guard let c = projectedCellBox(b) else { return false }
        let w = c.maxX - c.minX + 2 * Self.cellSlack, h = (c.maxY - c.minY + 2 * Self.cellSlack) * cellAspect
        return w * w + h * h < Self.minimumLabelRun * Self.minimumLabelRun
    }

    /// The shortest visible run (cells, aspect-corrected) that `MapFrame.addStreetCandidate` may label.
    static let minimumLabelRun = 2.0

    /// Rounding allowance (cells) of `boxMaySpanACellCentre`: far above the error of projecting a point (~1e-13 cells).
    static let cellSlack = 1e-6
}
