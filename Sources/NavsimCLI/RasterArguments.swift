import AerialImagery
import Foundation
import MapData
import MapRender
import NavApp
import RasterTiles

/// The raster options of every drawing command: `--raster-layer TEMPLATE[,options]` (repeatable),
/// `--raster FILE.json` (repeatable), `--imagery TEMPLATE` (the satellite/hybrid imagery) and `--tile-cache DIR`.
enum RasterArguments {
    static let valued: Set<String> = ["raster-layer", "raster", "imagery", "tile-cache"]

    static let help = """
      --raster-layer T[,K=V…]  a raster tile layer from URL template T ({z} {x} {y}, {-y}, {s}; http, https, file);
                               keys: name, alpha, levels=A-B, subdomains=a:b, priority=first|last|above:L|below:L
                               (default below:roads), min-zoom, max-zoom, load-priority, cache-size=64MB, cache=DIR,
                               disabled (repeatable)
      --raster FILE.json       raster layers from a file (see README "Raster tile layers")
      --imagery T              aerial imagery for the satellite and hybrid schemes, under the roads; 'generated'
                               paints it from the map itself (at first use, into the tile cache)
      --tile-cache DIR         where tiles are cached (default $NAVSIM_TILE_CACHE, else $XDG_CACHE_HOME/navsim/tiles)
    """

    /// The User-Agent tile servers see (their usage policies ask for the application and its version).
    static var userAgent: String { "navsim/\(NavsimCLI.version) (terminal navigation simulator)" }

    /// The tile cache root: `--tile-cache`, `$NAVSIM_TILE_CACHE`, `$XDG_CACHE_HOME/navsim/tiles`, `~/.cache/navsim/tiles`.
    static func cacheRoot(_ explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let e = environment["NAVSIM_TILE_CACHE"], !e.isEmpty { return e }
        if let x = environment["XDG_CACHE_HOME"], !x.isEmpty { return x + "/navsim/tiles" }
        return (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/navsim/tiles"
    }

    /// What the raster options ask for, before the map is known.
    struct Request {
        var specs: [RasterLayerSpec] = []
        /// `--imagery generated`: the procedural imagery of the loaded map.
        var generatedImagery = false
        var cacheRoot = ""

        var isEmpty: Bool { specs.isEmpty && !generatedImagery }

        /// The layers, each with its own source (a duplicate source name is an error). A cache path that does not
        /// work is not an error: the source goes on without its disk cache and its `problem` says so.
        func layers(map: ProjectedMap?) throws(CLIError) -> [RasterLayer] {
            guard !isEmpty else { return [] }
            let registry = RasterSourceRegistry(userAgent: RasterArguments.userAgent)
            var layers: [RasterLayer] = []
            if generatedImagery, let map {
                do { layers.append(try GeneratedImagery.layer(for: map, cacheRoot: cacheRoot)) } catch { throw CLIError.failed(error.description) }
            }
            for spec in specs {
                if layers.contains(where: { $0.name == spec.source.name }) {
                    throw CLIError.usage(RasterError.duplicateSourceName(spec.source.name).description)
                }
                do {
                    layers.append(RasterLayer(options: spec.layer, source: try registry.makeSource(spec.source)))
                } catch {
                    throw CLIError.usage(error.description)
                }
            }
            return layers
        }
    }

    /// Reads the raster options (imagery first, so it is drawn under the others of its stage).
    static func request(_ a: Arguments, environment: [String: String]) throws(CLIError) -> Request {
        var r = Request()
        r.cacheRoot = cacheRoot(a.value("tile-cache"), environment: environment)
        do {
            if let t = a.value("imagery") {
                if t == "generated" {
                    r.generatedImagery = true
                } else {
                    r.specs.append(try RasterLayerSpec.parse(option: t + ",name=" + GeneratedImagery.layerName, index: 0, cacheRoot: r.cacheRoot))
                }
            }
            for f in a.values("raster") { r.specs += try RasterLayerSpec.load(file: f, cacheRoot: r.cacheRoot) }
            for (i, t) in a.values("raster-layer").enumerated() {
                r.specs.append(try RasterLayerSpec.parse(option: t, index: i, cacheRoot: r.cacheRoot))
            }
        } catch {
            throw CLIError.usage(error.description)
        }
        return r
    }

    /// The imagery of the raster-based schemes (satellite, hybrid): `--imagery` when given (already among the layers);
    /// else, on the default town, its generated imagery, drawn only while such a scheme is active. Tells the core
    /// whether those schemes have imagery, so that it says so only when they have none.
    static func attachSchemeImagery(_ request: Request, to options: inout ScreenOptions, core: NavAppCore) {
        if request.generatedImagery || request.specs.contains(where: { $0.source.name == GeneratedImagery.layerName }) {
            core.hasSchemeImagery = true
            return
        }
        guard core.session.map.name == OSMMap.defaultTownName else { return }
        options.schemeImagery = try? GeneratedImagery.layer(for: core.session.projected, cacheRoot: request.cacheRoot)
        core.hasSchemeImagery = options.schemeImagery != nil
    }

    /// Tells the app the layers' names (for `i`, `I` and scripts).
    static func attach(_ options: ScreenOptions, to core: NavAppCore) {
        let names = options.styleRasterLayers.map(\.name) + options.rasterLayers.map(\.name)
        if !names.isEmpty { core.dispatch(.rasterLayersAttached(names)) }
    }

    /// The raster layers of a `--style` file (its `raster` sources; a TileJSON `url` is read now, over the one HTTP
    /// client), layers that share a source sharing one loader. A source that cannot be used is a usage error naming it.
    static func styleLayers(_ style: ActiveStyle?, cacheRoot: String) throws(CLIError) -> [RasterLayer] {
        guard let style, !style.sheet.rasterSources.isEmpty else { return [] }
        let registry = RasterSourceRegistry(userAgent: userAgent)
        let specs: [RasterLayerSpec]
        do {
            specs = try StyleRasterLayers.specs(style.sheet, cacheRoot: cacheRoot) { url throws(RasterError) in
                try TileJSON.load(url, client: registry.http)
            }
        } catch {
            throw CLIError.usage("--style \(style.sheet.file): \(error.description)")
        }
        var sources: [String: RasterDataSource] = [:]
        return try specs.map { (spec) throws(CLIError) in
            if let s = sources[spec.source.name] { return RasterLayer(options: spec.layer, source: s) }
            let s: RasterDataSource
            do { s = try registry.makeSource(spec.source) } catch { throw CLIError.usage("\(error)") }
            sources[spec.source.name] = s
            return RasterLayer(options: spec.layer, source: s)
        }
    }
}
