import Geo
import Gestures
import Traffic

extension ScriptPlayer {
    /// `incident TYPE at P [DURATION]`: adds an incident to the drive's traffic world, active from the drive's
    /// current time for DURATION, on the road nearest P (both directions).
    func stageIncident(_ line: ScriptLine, type name: String, at point: ScriptPoint, duration: Double) throws(GestureScriptError) {
        guard let type = IncidentType(rawValue: name) else {
            throw GestureScriptError(file: file, line: line.line, message: "incident: unknown type '\(name)' (expected one of "
                                     + IncidentType.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        guard let model = core.session.traffic else {
            throw GestureScriptError(file: file, line: line.line, message: "incident: the drive has no traffic (traffic is off)")
        }
        let location: Coordinate
        switch point {
        case .geo(let g): location = Coordinate(g.latitude, g.longitude)
        case .cell(let c):
            guard let camera = controller.currentCamera(core, composer), let area = controller.mapArea(core, composer),
                  let under = camera.unproject(cellX: Double(c.x - area.x) + 0.5, cellY: Double(c.y - area.y) + 0.5) else {
                throw GestureScriptError(file: file, line: line.line, message: "incident: \(c) shows no map")
            }
            location = under
        }
        guard let placed = TrafficScenario.place(location, heading: nil, network: model.network) else {
            throw GestureScriptError(file: file, line: line.line, message: "incident: no road within "
                                     + "\(Int(TrafficScenario.maxSnapDistance)) m of \(location.latitude),\(location.longitude)")
        }
        // From the start of the current traffic minute, so that it is in the world at once.
        let time = core.session.startTimeOfDay + (core.session.state?.time ?? 0)
        let now = (time / TrafficModel.epochLength).rounded(.down) * TrafficModel.epochLength
        let road = model.network.road(of: Int(placed.edges[0]))
        model.inject(TrafficIncident(id: "script-\(line.line)", type: type, criticality: .critical, start: now, end: now + duration,
                                     coordinate: placed.coordinate, edges: placed.edges, offset: placed.offset,
                                     description: type.phrase + " on " + (road.name ?? road.ref ?? "the road")))
    }
}
