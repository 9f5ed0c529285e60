import Foundation
import Geo
import Gestures
import MapRender

/// The default gesture actions on the real (tilt-aware) camera. Cell points are in the camera's cell space
/// (the map area's top-left corner is 0,0; a cell's centre is +0.5). Every move keeps the ground point under
/// its anchor cell where it was, at any bearing and tilt (`Camera.keeping(_:at:_:)` is exact with tilt).
extension Camera {
    /// The centre of a cell (map-relative) in cell space.
    static func cellCentre(_ cell: CellPoint) -> Point2D { Point2D(x: Double(cell.x) + 0.5, y: Double(cell.y) + 0.5) }

    /// The middle of the viewport in cell space (the anchor of zoom outs).
    var viewCentre: Point2D { Point2D(x: Double(width) / 2, y: Double(height) / 2) }

    /// Zoomed by `levels` keeping the ground under `point` there (a double tap, a pinch, a frame of the zoom animation).
    func gestureZoomed(by levels: Double, about point: Point2D) -> Camera {
        let wanted = Self.limited(zoom + levels, DefaultActions.zoomRange)
        return zoomed(by: wanted - zoom, about: point.x, point.y)
    }

    /// Rotated by `degrees` (the bearing grows) keeping the ground under `point` there.
    func gestureRotated(by degrees: Degrees, about point: Point2D) -> Camera {
        guard let before = transform.unproject(cellX: point.x, cellY: point.y) else {
            var c = self
            c.bearing += degrees
            return c
        }
        var c = self
        c.bearing += degrees
        return c.keeping(before, at: point.x, point.y)
    }

    /// Moved so that the ground under `point` follows a finger moving by `delta` cells. Above the horizon
    /// (tilted views) the move is taken at the anchor instead.
    func gesturePanned(by delta: CellVector, at point: Point2D) -> Camera {
        let start = transform.unproject(cellX: point.x, cellY: point.y) != nil ? point : anchorCell
        let end = Point2D(x: start.x + delta.dx, y: start.y + delta.dy)
        guard let n = transform.unproject(cellX: start.x, cellY: start.y),
              transform.unproject(cellX: end.x, cellY: end.y) != nil else { return self }
        return keeping(n, at: end.x, end.y)
    }

    /// Tilted by a vertical two-finger movement: up (negative `cellsDown`) tilts more (`DefaultActions.tiltDegreesPerCell`).
    func gestureTilted(byCellsDown cellsDown: Double) -> Camera {
        var c = self
        c.tilt = Self.limited(tilt - cellsDown * DefaultActions.tiltDegreesPerCell, DefaultActions.tiltRange)
        return c
    }

    static func limited(_ value: Double, _ range: ClosedRange<Double>) -> Double { min(max(value, range.lowerBound), range.upperBound) }
}
