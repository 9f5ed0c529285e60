import Foundation
import NavsimCLI

/// `navsim-bench [PART ...]` runs every part, or only the named ones (navigation, mapdata, termui, routing, maprender,
/// traces, gestures, gestureapp, appfollow, matching).
let parts: [(String, () -> Void)] = [
    ("navigation", { NavigationBench.run() }), ("mapdata", { MapDataBench.run() }), ("termui", { runTermUIBench() }),
    ("routing", { routingBench() }), ("maprender", { MapRenderBench.run() }), ("traces", { TracesBench.run() }),
    ("gestures", { gesturesBench() }), ("gestureapp", { gestureAppBench() }), ("appfollow", { AppFollowBench.run() }),
    ("matching", { MatchingBench.run() }),
]
let wanted = Set(CommandLine.arguments.dropFirst())
if let unknown = wanted.first(where: { name in !parts.contains { $0.0 == name } }) {
    FileHandle.standardError.write(Data("navsim-bench: unknown part '\(unknown)'; parts: \(parts.map(\.0).joined(separator: ", "))\n".utf8))
    exit(2)
}
print("navsim-bench")
for (name, run) in parts where wanted.isEmpty || wanted.contains(name) { run() }
RegionsBench.runAloneIfAsked()
NavigationBench.run()
MapDataBench.run()
runTermUIBench()
routingBench()
MapRenderBench.run()
TracesBench.run()
gesturesBench()
gestureAppBench()
AppFollowBench.run()
MatchingBench.run()
OutputsBench.run()
/// `navsim-bench` runs every section; `navsim-bench routing matching` runs only the sections named.
let sections: [(name: String, run: () -> Void)] = [
    ("navigation", { NavigationBench.run() }),
    ("mapdata", { MapDataBench.run() }),
    ("termui", { runTermUIBench() }),
    ("routing", { routingBench() }),
    ("maprender", { MapRenderBench.run() }),
    ("traces", { TracesBench.run() }),
    ("gestures", { gesturesBench() }),
    ("gestureapp", { gestureAppBench() }),
    ("appfollow", { AppFollowBench.run() }),
    ("matching", { MatchingBench.run() }),
]
let only = Set(CommandLine.arguments.dropFirst())
let unknown = only.subtracting(sections.map(\.name))
if !unknown.isEmpty {
    print("navsim-bench: unknown section(s) \(unknown.sorted().joined(separator: ", ")); sections: "
          + sections.map(\.name).joined(separator: ", "))
    exit(2)
}
print("navsim-bench")
for s in sections where only.isEmpty || only.contains(s.name) { s.run() }
RegionsBench.run()
