import DiskCache
import Foundation
import Text
import MapData
import Routing

/// `navsim maps compile IN.osm.pbf [-o OUT.navsim]`: writes a compiled map (network, hierarchies for every profile,
/// features, search index) that every command opens in milliseconds wherever it accepts a map.
struct MapsCompile {
    static let usage = "maps compile: usage: navsim maps compile IN.osm.pbf [-o OUT.navsim]"

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let normalized = args.map { $0 == "-o" ? "--output" : $0 }
        let a = try Arguments(normalized, command: "maps compile", valued: ["output"], flags: [])
        guard a.positional.count == 1, let input = a.positional.first else { throw CLIError.usage(Self.usage) }
        // A map read from a pipe or standard input has no folder or name to put the compiled map beside.
        if a.value("output") == nil && InputFile.isStream(input) {
            throw CLIError.usage("maps compile: a map read from a stream (\(input)) needs --output FILE")
        }
        let out = a.value("output") ?? Self.defaultOutput(for: input)
        let bytes: [UInt8]
        do { bytes = try InputFile.read(input, expecting: "map file") } catch { throw CLIError(error) }
        if CompiledMapFile.looksCompiled(bytes) { throw CLIError.failed("\(input): already a compiled map") }
        let fileName = (input as NSString).lastPathComponent
        let map: OSMMap
        do { map = try OSMMap.parse(data: bytes, name: OSMMap.mapName(fileName: fileName), fileName: fileName) } catch { throw CLIError(error) }
        let compiled = CompiledMapBuilder.compile(map, sourceHash: Checksum64.of(bytes), producer: MapFiles.producer)
        do { try AtomicFile.write(compiled, to: out) } catch { throw CLIError.failed(error.description) }
        output.line("\(out): \(compiled.count) bytes: \(map.network.vertices.count) vertices, \(map.network.edges.count) edges, "
                    + "\(Router.compiledProfiles.count) profiles (\(Router.compiledProfiles.map(\.name).joined(separator: ", ")))")
        return 0
    }

    /// "maps/andorra.osm.pbf" → "maps/andorra.navsim".
    static func defaultOutput(for input: String) -> String {
        let url = URL(fileURLWithPath: input)
        let name = OSMMap.mapName(fileName: url.lastPathComponent)
        return url.deletingLastPathComponent().appendingPathComponent(name + "." + CompiledMapFormat.fileExtension).relativePath
    }
}
