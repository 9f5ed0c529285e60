import Foundation
import Geo
import MapData
import Traffic

/// The traffic options of `route`, `drive`, `replay`, `live`, `snapshot`, the UI commands and `navsim traffic`.
struct TrafficArguments {
    static let valued: Set<String> = ["traffic", "traffic-seed", "traffic-file", "incident-types", "clock", "incident-rate"]

    static let help = """
      --traffic on|off    cost routes, ETAs and the simulated car by the seeded traffic world (default: on in the
                          UI, off in headless commands, whose output then stays as it was)
      --clock HH:MM       the time of day the drive departs (default 12:00 headless; the UI: now); rush hours
                          (08:00, 17:30) follow it
      --traffic-seed N    seed of the traffic world (default 1)
      --incident-rate R   seeded incidents per km of road and hour (default 0.01; 0 for none)
      --traffic-file FILE a traffic scenario (JSON, see Routes/README.md): incidents to replay, optionally the seed
      --incident-types T  show only these incident types on the map and in listings (comma-separated: accident,
                          congestion, construction, disabledVehicle, laneRestriction, massTransit, plannedEvent,
                          roadClosure, roadHazard, weather, other)
    """

    var enabled: Bool
    var clock: Seconds
    var seed: UInt64
    var rate: Double
    var file: String?
    var incidentTypes: Set<IncidentType>?

    /// - Parameter defaultOn: whether traffic is on when `--traffic` is not given.
    /// - Parameter defaultClock: the departure when `--clock` is not given.
    init(_ a: Arguments, command: String, defaultOn: Bool, defaultClock: Seconds) throws(CLIError) {
        switch a.value("traffic") {
        case nil: enabled = defaultOn
        case "on": enabled = true
        case "off": enabled = false
        case let v?: throw CLIError.usage("\(command): --traffic must be on or off, got '\(v)'")
        }
        if let c = a.value("clock") {
            guard let t = TimeOfDay.parse(c) else { throw CLIError.usage("\(command): --clock must be HH:MM, got '\(c)'") }
            clock = t
        } else {
            clock = defaultClock
        }
        seed = UInt64(try a.int("traffic-seed", default: 1, in: 0...Int(Int32.max)))
        rate = try a.double("incident-rate", default: TrafficOptions.defaultIncidentRate, in: 0...100)
        file = a.value("traffic-file")
        if let list = a.value("incident-types") {
            switch IncidentType.parseList(list) {
            case .success(let types): incidentTypes = types
            case .failure(let e):
                throw CLIError.usage("\(command): --incident-types: unknown type '\(e.name)' (expected \(IncidentType.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
        }
        let explicit = ["traffic-seed", "traffic-file", "incident-types", "incident-rate"].filter { a.value($0) != nil }
        if !enabled, let first = explicit.first, a.value("traffic") == "off" {
            throw CLIError.usage("\(command): --\(first) needs --traffic on")
        }
        if !enabled && !explicit.isEmpty { enabled = true }
    }

    /// The time of day of an absolute time (seconds since 1970, UTC): a recorded fix's clock.
    static func timeOfDay(utc t: Seconds) -> Seconds {
        let day: Seconds = 86_400
        return (t.truncatingRemainder(dividingBy: day) + day).truncatingRemainder(dividingBy: day)
    }

    /// The traffic world on a network (nil when traffic is off); a bad scenario file is the command's error.
    func model(network: RoadNetwork) throws(CLIError) -> TrafficModel? {
        guard enabled else { return nil }
        var seed = self.seed, rate = self.rate
        var incidents = [TrafficIncident]()
        if let file {
            do {
                let scenario = try TrafficScenario.load(path: file, network: network)
                incidents = scenario.incidents
                seed = scenario.seed ?? seed
                rate = scenario.incidentRate ?? rate
            } catch {
                throw CLIError.failed(error.description)
            }
        }
        return TrafficModel(network: network, options: TrafficOptions(seed: seed, incidentRate: rate), scenario: incidents)
    }
}
