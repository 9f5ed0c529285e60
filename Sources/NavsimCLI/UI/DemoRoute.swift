/// The demo drive `navsim` opens with no arguments: the same text as Routes/demo.json (a test keeps them equal),
/// compiled in so that the demo runs from any directory.
enum DemoRoute {
    static let fileName = "Routes/demo.json"
    static let json = #"""
{
  "name": "Harbourne demo",
  "description": "Winchester Road a little fast (a speeding stretch past the camera), the ring signals, Castle Hill Tunnel, West Street, Market Cross roundabout, East Street to the King Street signals.",
  "map": "Maps/harbourne.osm",
  "waypoints": [[51.020495, -1.078593], [51.020020, -1.041878]],
  "profile": "car",
  "alternatives": "none",
  "simulation": {"driverFactor": 1.12, "seed": 1, "interval": 1.0, "noise": 1.5}
}
"""#
}
