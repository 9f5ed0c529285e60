import Foundation
import NavsimCLI
print("navsim-bench")
// NAVSIM_BENCH=mapdata,traces runs only those parts (default: all), e.g. to compare a parser change.
let parts = ProcessInfo.processInfo.environment["NAVSIM_BENCH"].map { Set($0.split(separator: ",").map(String.init)) }
func wanted(_ name: String) -> Bool { parts?.contains(name) ?? true }
if wanted("navigation") { NavigationBench.run() }
if wanted("mapdata") { MapDataBench.run() }
if wanted("termui") { runTermUIBench() }
if wanted("routing") { routingBench() }
if wanted("maprender") { MapRenderBench.run() }
if wanted("traces") { TracesBench.run() }
if wanted("gestures") { gesturesBench() }
if wanted("gestureapp") { gestureAppBench() }
if wanted("appfollow") { AppFollowBench.run() }
if wanted("matching") { MatchingBench.run() }
