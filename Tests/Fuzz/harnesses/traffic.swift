// libFuzzer target: traffic scenario files (`navsim traffic --traffic-file FILE`) through TrafficScenario.parse on
// the embedded town (JSON paths, incident types, times, coordinates snapped to roads, headings). A scenario read is
// then used as the CLI uses it: a TrafficModel with its incidents, a snapshot at each incident's start.
import Foundation
import MapData
import Traffic

let town: RoadNetwork = {
    guard let map = try? OSMMap.defaultTown() else { fatalError("the embedded town does not load") }
    return map.network
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let scenario = try? TrafficScenario.parse(Data(bytes: data, count: size), file: "fuzz.json", network: town) else {
        return 0
    }
    let model = TrafficModel(network: town, options: TrafficOptions(seed: scenario.seed ?? 1, incidentRate: scenario.incidentRate ?? 0),
                             scenario: scenario.incidents)
    for incident in scenario.incidents.prefix(4) {
        _ = model.snapshot(at: incident.start)
        _ = model.incidents(at: incident.start)
    }
    return 0
}
