import Foundation
import Geo
import JSONInput
import Routing
import Text

/// Reads route files (Routes/*.json; the format is in Routes/README.md). Every error names the file and the field.
public enum RouteFile {
    /// Loads and validates a route file.
    public static func load(path: String) throws(DriveError) -> DriveSpec {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, expecting: "route file") } catch { throw .badRouteFile(error) }
        return try decode(Data(bytes), file: path)
    }

    /// Decodes route-file JSON; `file` names the source in errors.
    public static func decode(_ data: Data, file: String) throws(DriveError) -> DriveSpec {
        let root: Any
        do throws(SourceError) { root = try JSONFields.document(data, file: file) } catch { throw .badRouteFile(error) }
        do throws(SourceError) {
            return try parse(root)
        } catch {
            throw .badRouteFile(error.naming(file))
        }
    }

    /// A field's error: the one reader error shape with the field path; `decode` names the file.
    static func fieldError(_ path: String, _ message: String) -> SourceError {
        SourceError(field: path, reason: message)
    }

    private static let topKeys: Set<String> = ["name", "description", "map", "waypoints", "profile", "alternatives",
                                               "simulation", "navigation"]
    private static let simulationKeys: Set<String> = ["driverFactor", "seed", "interval", "noise", "deviations",
                                                      "slowdowns", "speedMultiplier"]
    private static let navigationKeys: Set<String> = ["units", "offRouteDistance", "offRouteSamples", "stopsAtArrival",
                                                      "speedAlerts"]

    private static func parse(_ root: Any) throws(SourceError) -> DriveSpec {
        let top = try JSONFields(root, path: JSONFields.topLevel, allowed: topKeys)
        guard let list = top.raw("waypoints") as? [Any] else {
            throw fieldError("waypoints", top.raw("waypoints") == nil ? "missing (a list of at least two waypoints)"
                             : "expected a list of waypoints")
        }
        guard list.count >= 2 else { throw fieldError("waypoints", "needs at least two waypoints, got \(list.count)") }
        var waypoints = [DriveSpec.Waypoint]()
        for (i, w) in list.enumerated() { waypoints.append(try waypoint(w, path: "waypoints[\(i)]")) }
        var spec = DriveSpec(name: try top.string("name"), description: try top.string("description"),
                             map: try top.string("map"), waypoints: waypoints)
        if let p = try top.string("profile") {
            guard let profile = RoutingProfile(name: p) else {
                throw fieldError("profile", "expected \"car\", \"shortest\" or \"truck\", got \"\(p)\"")
            }
            spec.profile = profile
        }
        if let a = try top.string("alternatives") {
            guard let alt = AlternativesStrategy(rawValue: a) else {
                throw fieldError("alternatives", "expected \"all\", \"one\" or \"none\", got \"\(a)\"")
            }
            spec.alternatives = alt
        }
        if let s = top.raw("simulation") { spec.simulation = try simulation(try JSONFields(s, path: "simulation", allowed: simulationKeys)) }
        if let n = top.raw("navigation") { spec.navigation = try navigation(try JSONFields(n, path: "navigation", allowed: navigationKeys)) }
        return spec
    }

    private static func waypoint(_ w: Any, path: String) throws(SourceError) -> DriveSpec.Waypoint {
        if let text = w as? String {
            if let c = Coordinate(parsing: text) { return .coordinate(c) }
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw fieldError(path, "empty search text") }
            return .search(text)
        }
        if let pair = w as? [Any], pair.count == 2, let lat = JSONFields.number(pair[0]), let lon = JSONFields.number(pair[1]) {
            let c = Coordinate(latitude: lat, longitude: lon)
            guard c.isValid else { throw fieldError(path, "[\(lat), \(lon)] is not a valid [lat, lon]") }
            return .coordinate(c)
        }
        throw fieldError(path, "expected [lat, lon], \"lat,lon\" or a search text")
    }

    private static func simulation(_ f: JSONFields) throws(SourceError) -> SimulationOptions {
        let seed = try f.number("seed", in: 0...9.007e15).map { UInt64($0) } ?? 1
        var deviations = [Deviation]()
        for (i, d) in try f.list("deviations").enumerated() {
            let g = try JSONFields(d, path: "simulation.deviations[\(i)]", allowed: ["missTurnAt"])
            guard let m = try g.number("missTurnAt", in: 1...1e6) else {
                throw fieldError("simulation.deviations[\(i)].missTurnAt", "missing (a maneuver index)")
            }
            deviations.append(Deviation(missTurnAt: Int(m)))
        }
        var slowdowns = [Slowdown]()
        for (i, s) in try f.list("slowdowns").enumerated() {
            let g = try JSONFields(s, path: "simulation.slowdowns[\(i)]", allowed: ["from", "to", "speed"])
            guard let from = try g.number("from", in: 0...1e7), let to = try g.number("to", in: 0...1e7),
                  let speed = try g.number("speed", in: 1...300) else {
                throw fieldError("simulation.slowdowns[\(i)]", "needs from, to (m) and speed (km/h)")
            }
            guard to > from else { throw fieldError("simulation.slowdowns[\(i)].to", "must be greater than from") }
            slowdowns.append(Slowdown(from: from, to: to, speed: speed))
        }
        return SimulationOptions(driverFactor: try f.number("driverFactor", in: 0.1...3) ?? 1,
                                 seed: seed,
                                 interval: try f.number("interval", in: SimulationOptions.intervalRange) ?? 1,
                                 noise: try f.number("noise", in: 0...100) ?? 0,
                                 deviations: deviations, slowdowns: slowdowns,
                                 speedMultiplier: try f.number("speedMultiplier", in: SimulationOptions.multiplierRange) ?? 1)
    }

    private static func navigation(_ f: JSONFields) throws(SourceError) -> NavigatorOptions {
        var o = NavigatorOptions()
        if let u = try f.string("units") {
            guard let units = UnitSystem(rawValue: u) else {
                throw fieldError("navigation.units", "expected \"metric\" or \"imperial\", got \"\(u)\"")
            }
            o.units = units
            o.speedAlerts.units = units
        }
        if let d = try f.number("offRouteDistance", in: 5...1000) { o.offRouteDistance = d }
        if let n = try f.number("offRouteSamples", in: 1...100) { o.offRouteSamples = Int(n) }
        if let b = try f.bool("stopsAtArrival") { o.stopsAtArrival = b }
        if let raw = f.raw("speedAlerts") {
            let g = try JSONFields(raw, path: "navigation.speedAlerts", allowed: ["mode", "minor", "major", "escalateAfter", "hysteresis"])
            if let m = try g.string("mode") {
                guard let mode = SpeedAlertThresholds.Mode(rawValue: m) else {
                    throw fieldError("navigation.speedAlerts.mode", "expected \"absolute\" or \"percent\", got \"\(m)\"")
                }
                o.speedAlerts.mode = mode
            }
            o.speedAlerts.minor = try g.number("minor", in: 0...200)
            o.speedAlerts.major = try g.number("major", in: 0...200)
            o.speedAlerts.escalateAfter = try g.number("escalateAfter", in: 0...3600)
            o.speedAlerts.hysteresis = try g.number("hysteresis", in: 0...50)
        }
        return o
    }
}
