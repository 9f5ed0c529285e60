import Foundation
import NavsimCLI

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
