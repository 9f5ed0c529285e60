import Foundation

extension CameraState {
    /// Zoomed by `levels` with the plane point under `anchor` staying under it.
    public func zoomed(by levels: Double, about anchor: NormalizedPoint, in view: ViewGeometry) -> CameraState {
        let newZoom = min(max(zoom + levels, DefaultActions.zoomRange.lowerBound), DefaultActions.zoomRange.upperBound)
        return refitted(anchor: anchor, in: view, zoom: newZoom, bearing: bearing)
    }

    /// Rotated by `degrees` (bearing grows) about `anchor`, which stays fixed on the screen.
    public func rotated(by degrees: Double, about anchor: NormalizedPoint, in view: ViewGeometry) -> CameraState {
        var newBearing = (bearing + degrees).truncatingRemainder(dividingBy: 360)
        if newBearing < 0 { newBearing += 360 }
        return refitted(anchor: anchor, in: view, zoom: zoom, bearing: newBearing)
    }

    /// Moved so that the map follows a finger that moved by `translation` cells.
    public func panned(by translation: CellVector, in view: ViewGeometry) -> CameraState {
        let u = unitsPerCell
        let sx = translation.dx * u
        let sy = translation.dy * u * view.cellAspect
        let radians = bearing * .pi / 180
        var moved = self
        moved.centreX -= sx * cos(radians) - sy * sin(radians)
        moved.centreY -= sx * sin(radians) + sy * cos(radians)
        return moved
    }

    /// Tilted by a vertical two-finger movement: up (negative `cellsDown`) tilts more, clamped to `tiltRange`.
    public func tilted(byCellsDown cellsDown: Double) -> CameraState {
        var moved = self
        let wanted = tilt - cellsDown * DefaultActions.tiltDegreesPerCell
        moved.tilt = min(max(wanted, DefaultActions.tiltRange.lowerBound), DefaultActions.tiltRange.upperBound)
        return moved
    }

    private func refitted(anchor: NormalizedPoint, in view: ViewGeometry, zoom newZoom: Double, bearing newBearing: Double) -> CameraState {
        let fixed = planePoint(at: anchor, in: view)
        let offset = planeOffset(of: anchor, in: view, zoom: newZoom, bearing: newBearing)
        return CameraState(centreX: fixed.x - offset.x, centreY: fixed.y - offset.y, zoom: newZoom, bearing: newBearing, tilt: tilt)
    }
}
