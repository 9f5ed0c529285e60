import Foundation
import Geo
import MapData
import MapRender
import TermUI

/// Map frame composition: a full 200×60 frame of the default town with every layer, into a Buffer (no terminal).
/// Goal (issue 4): median under 1 ms in release at city zoom.
enum MapRenderBench {
    static let runs = 300
    static let width = 200, height = 60
    static let marketCross = Coordinate(51.02, -1.05)

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    static func run() {
        let map: OSMMap
        do { map = try OSMMap.defaultTown() } catch { print("MapRender: skipped (\(error))"); return }
        let clock = ContinuousClock()
        let t0 = clock.now
        let projected = ProjectedMap(map)
        print("MapRender (\(width)×\(height), median of \(runs) frames, composition into a Buffer):")
        print("  ProjectedMap build: \(String(format: "%.1f", milliseconds(clock.now - t0))) ms (once per map)")
        let route = RouteOverlay(geometry: Polyline([Coordinate(51.012, -1.0502), Coordinate(51.0199, -1.0501),
                                                     Coordinate(51.0201, -1.04), Coordinate(51.026, -1.035)]),
                                 maneuvers: [(900, Coordinate(51.0199, -1.0501)), (1600, Coordinate(51.0201, -1.04))])
        let vehicle = Coordinate(51.016, -1.0501)
        let cases: [(String, Camera)] = [
            ("city z16 north-up", Camera(centre: marketCross, zoom: 16, width: width, height: height)),
            ("city z16 follow, tilt 45", Camera(centre: marketCross, zoom: 16, width: width, height: height).following(vehicle, heading: 0)),
            ("city z16 follow, tilt 60", Camera(centre: marketCross, zoom: 16, width: width, height: height).following(vehicle, heading: 0, tilt: 60)),
            ("town z14 north-up", Camera(centre: marketCross, zoom: 14, width: width, height: height)),
            ("street z17 north-up (POI labels)", Camera(centre: marketCross, zoom: 17, width: width, height: height)),
            ("street z18 bearing 30", Camera(centre: marketCross, zoom: 18, bearing: 30, width: width, height: height)),
            ("3D buildings: city z17 follow, tilt 45", Camera(centre: marketCross, zoom: 17, width: width, height: height).following(vehicle, heading: 0)),
        ]
        var extruded = MapFeatureSettings.standard
        try? extruded.enable(.extrudedBuildings)
        for (name, camera) in cases {
            let view = MapView(map: projected, camera: camera, style: .day, route: route, travelled: 400,
                               vehicle: VehicleMarker(coordinate: vehicle, heading: 0), markers: [MapMarker(coordinate: marketCross, label: "Pin")],
                               layers: .all, reserved: [Rect(x: 0, y: 0, width: width, height: 3), Rect(x: width - 1, y: 0, width: 1, height: height)],
                               features: name.hasPrefix("3D") ? extruded : .standard)
            var buffer = Buffer(width: width, height: height)
            for _ in 0..<10 { view.render(in: buffer.area, into: &buffer) }
            var storage = MapFrameStorage()
            var fresh = [Double](), reused = [Double]()
            fresh.reserveCapacity(runs)
            reused.reserveCapacity(runs)
            for _ in 0..<runs {
                let start = clock.now
                view.render(in: buffer.area, into: &buffer)
                let mid = clock.now
                view.render(in: buffer.area, into: &buffer, reusing: &storage)
                fresh.append(milliseconds(mid - start))
                reused.append(milliseconds(clock.now - mid))
            }
            fresh.sort()
            reused.sort()
            func f(_ v: Double) -> String { String(format: "%.3f", v) }
            print("  \(name): median \(f(fresh[runs / 2])) ms (reusing storage \(f(reused[runs / 2])) ms), "
                  + "p90 \(f(fresh[runs * 9 / 10])) ms, best \(f(fresh[0])) ms")
        }
    }
}
