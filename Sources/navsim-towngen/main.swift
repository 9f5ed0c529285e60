// navsim-towngen: regenerates the default town (Maps/harbourne.osm) and its embedded copy for MapData.
import Foundation
import TownGenerator
import Text

let usage = """
    usage: navsim-towngen [--out FILE] [--embed FILE] [--seed N]
           navsim-towngen imagery DIR [--format jpeg|png] [--map FILE] [--levels A-B]   (the aerial imagery pyramid)
      --out FILE     the OSM XML (default Maps/harbourne.osm)
      --embed FILE   the Swift source for MapData (default Sources/MapData/DefaultTown/DefaultTownData.swift)
      --seed N       the generator seed (default: the committed map's)
    """

func fail(_ message: String, code: Int32) -> Never {
    FileDescriptor.writeAll(STDERR_FILENO, message + "\n")
    exit(code)
}

if CommandLine.arguments.dropFirst().first == "imagery" { exit(ImageryCommand.run(Array(CommandLine.arguments.dropFirst(2)))) }

var outPath = "Maps/harbourne.osm"
var embedPath = "Sources/MapData/DefaultTown/DefaultTownData.swift"
var seed = HarbourneTown.defaultSeed
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let option = args.removeFirst()
    if option == "--help" || option == "-h" { print(usage); exit(0) }
    let known = ["--out", "--embed", "--seed"]
    guard known.contains(option) else {
        let near = KeySuggestion.didYouMean(option, in: known)
        fail("navsim-towngen: unknown option \(TerminalText.sanitized(option))\(near)\n\(usage)", code: 2)
    }
    guard let value = args.first else { fail("navsim-towngen: \(option) needs a value\n\(usage)", code: 2) }
    args.removeFirst()
    switch option {
    case "--out": outPath = value
    case "--embed": embedPath = value
    case "--seed":
        guard let n = UInt64(value) else {
            fail("navsim-towngen: --seed wants a whole number, got \(TerminalText.sanitized(value))", code: 2)
        }
        seed = n
    default: break
    }
}

let xml = HarbourneTown.generate(seed: seed).xml()
do {
    try Data(xml.utf8).write(to: URL(fileURLWithPath: outPath))
    let source = try EmbeddedMap.swiftSource(xml: xml, name: HarbourneTown.mapName)
    try Data(source.utf8).write(to: URL(fileURLWithPath: embedPath))
    print("wrote \(outPath) (\(xml.utf8.count) bytes) and \(embedPath) (\(source.utf8.count) bytes)")
} catch {
    fail("navsim-towngen: \(error)", code: 1)
}
