import Foundation
import NavsimCLI
import Text

/// `navsim-bench` runs every section; `navsim-bench routing matching` (or `NAVSIM_BENCH=routing,matching`) runs only
/// the sections named, e.g. to compare a parser or router change before and after.
let sections: [(name: String, run: () -> Void)] = [
    ("navigation", { NavigationBench.run() }),
    ("mapdata", { MapDataBench.run() }),
    ("termui", { runTermUIBench() }),
    ("routing", { routingBench() }),
    ("maprender", { MapRenderBench.run(); StyleBench.run() }),
    ("traces", { TracesBench.run() }),
    ("gestures", { gesturesBench() }),
    ("gestureapp", { gestureAppBench() }),
    ("appfollow", { AppFollowBench.run() }),
    ("matching", { MatchingBench.run() }),
    ("outputs", { OutputsBench.run() }),
    ("regions", { RegionsBench.run() }),
    ("raster", { RasterBench.run() }),
    // Not in the default set (the 10×10 series takes minutes): `navsim-bench scale`, `navsim-bench load`.
    ("scale", { ScaleBench.run() }),
    ("load", { LoadBench.run() }),
    ("batch", { BatchBench.run() }),
    ("traffic", { TrafficBench.run() }),
    ("startup", { StartupBench.run() }),
    // Not in the default set (a check, not a timing): `navsim-bench framehash`.
    ("framehash", { FrameHashBench.run() }),
    // The style half of `maprender` alone (`NAVSIM_STYLE_ZOOMS=14,15` picks zooms), e.g. under a profiler.
    ("styles", { StyleBench.run() }),
]
let optIn: Set<String> = ["scale", "load", "framehash", "styles"]
let fromEnvironment = ProcessInfo.processInfo.environment["NAVSIM_BENCH"].map { $0.split(separator: ",").map(String.init) } ?? []
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: navsim-bench [SECTION ...]   (or NAVSIM_BENCH=SECTION,SECTION)
        Runs the release benchmark's sections and prints their figures beside the goals and the peer tools that are
        installed. With no section it runs the default set.
          default: \(sections.map(\.name).filter { !optIn.contains($0) }.joined(separator: ", "))
          on request only: \(sections.map(\.name).filter { optIn.contains($0) }.joined(separator: ", "))
        Build it with 'swift build -c release' first: a debug build's figures mean nothing.
        """)
    exit(0)
}
let only = Set(arguments).union(fromEnvironment)
let unknown = only.subtracting(sections.map(\.name)).sorted()
if !unknown.isEmpty {
    let names = sections.map(\.name)
    let said = unknown.map { TerminalText.sanitized($0) }
    let near = zip(unknown, said).compactMap { u, s in KeySuggestion.nearest(to: u, in: names).map { "'\(s)': did you mean '\($0)'?" } }
    FileHandle.standardError.write(Data(("navsim-bench: unknown section(s) \(said.joined(separator: ", "))"
                                         + (near.isEmpty ? "" : " (\(near.joined(separator: "; ")))")
                                         + "; sections: \(names.joined(separator: ", ")) (see 'navsim-bench --help')\n").utf8))
    exit(2)
}
print("navsim-bench")
for s in sections where only.isEmpty ? !optIn.contains(s.name) : only.contains(s.name) { s.run() }
