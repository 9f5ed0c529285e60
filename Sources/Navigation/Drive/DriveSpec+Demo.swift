import Geo

extension DriveSpec {
    /// Routes/demo.json compiled in, for `navsim` without arguments (it runs wherever the binary is; a test keeps
    /// the two equal): Winchester Road a little fast past its camera, the ring signals, Castle Hill Tunnel,
    /// West Street, Market Cross roundabout, East Street to the King Street signals, in the embedded town.
    public static let harbourneDemo = DriveSpec(
        name: "Harbourne demo",
        description: "Winchester Road a little fast (a speeding stretch past the camera), the ring signals, Castle Hill Tunnel, "
            + "West Street, Market Cross roundabout, East Street to the King Street signals.",
        waypoints: [.coordinate(Coordinate(51.020495, -1.078593)), .coordinate(Coordinate(51.020020, -1.041878))],
        profile: .car, alternatives: .none,
        simulation: SimulationOptions(driverFactor: 1.12, seed: 1, interval: 1.0, noise: 1.5))
}
