import Foundation

/// The camera as the default gesture actions see it; the app maps it to and from the MapRender camera.
///
/// The centre lies in a flat plane whose unit is one cell's width at zoom 0 (x east, y south, as Web Mercator
/// pixels): at zoom `z` a cell is 2^-z units wide and `cellAspect` times that tall. Bearing is the compass
/// direction of the screen's top (clockwise degrees); tilt is degrees from looking straight down.
public struct CameraState: Sendable, Hashable {
    public var centreX: Double
    public var centreY: Double
    public var zoom: Double
    public var bearing: Double
    public var tilt: Double

    public init(centreX: Double = 0, centreY: Double = 0, zoom: Double = 15, bearing: Double = 0, tilt: Double = 0) {
        self.centreX = centreX
        self.centreY = centreY
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
    }

    /// Plane units per cell width at the current zoom.
    public var unitsPerCell: Double { pow(2, -zoom) }

    /// The plane point under a view point (normalized), on the flat map (tilt is not projected: the anchors
    /// of the default actions are exact at tilt 0 and approximate when tilted).
    public func planePoint(at point: NormalizedPoint, in view: ViewGeometry) -> (x: Double, y: Double) {
        let offset = planeOffset(of: point, in: view, zoom: zoom, bearing: bearing)
        return (centreX + offset.x, centreY + offset.y)
    }

    /// The normalized view point showing a plane point (the inverse of `planePoint(at:in:)`).
    public func viewPoint(ofPlane x: Double, _ y: Double, in view: ViewGeometry) -> NormalizedPoint {
        let (dx, dy) = (x - centreX, y - centreY)
        let radians = bearing * .pi / 180
        // Undo the rotation, then the scale.
        let sx = dx * cos(radians) + dy * sin(radians)
        let sy = -dx * sin(radians) + dy * cos(radians)
        let u = unitsPerCell
        return NormalizedPoint(x: 0.5 + sx / u / Double(view.width), y: 0.5 + sy / (u * view.cellAspect) / Double(view.height))
    }

    /// The plane offset from the view centre to a view point for a given zoom and bearing.
    func planeOffset(of point: NormalizedPoint, in view: ViewGeometry, zoom: Double, bearing: Double) -> (x: Double, y: Double) {
        let u = pow(2, -zoom)
        let sx = (point.x - 0.5) * Double(view.width) * u
        let sy = (point.y - 0.5) * Double(view.height) * u * view.cellAspect
        let radians = bearing * .pi / 180
        return (sx * cos(radians) - sy * sin(radians), sx * sin(radians) + sy * cos(radians))
    }
}
