// swift-tools-version:6.0
// navsim: a full-screen terminal navigation simulator.
// Module arrows are one-way (see README "Layout"); only CursesBackend imports CNcurses.
import PackageDescription

let package = Package(
    name: "navsim",
    // macOS 15: the one lock type (Text.Locked) is the standard library's Mutex (Synchronization).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "navsim", targets: ["navsim"]),
        .executable(name: "navsim-bench", targets: ["navsim-bench"]),
        .executable(name: "navsim-towngen", targets: ["navsim-towngen"]),
        // navsim as a library: the navigation screen as a view another Swift package embeds (README "Embedding navsim").
        .library(name: "NavsimKit", targets: ["NavsimKit"]),
        .executable(name: "navsim-embed-example", targets: ["navsim-embed-example"]),
    ],
    targets: [
        // System C libraries.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .systemLibrary(name: "CBzip2", path: "Sources/CBzip2"),
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses",
                       providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        // The terminal's signal handlers: C, so that they do only async-signal-safe work.
        .target(name: "CTerminalSignals"),
        .systemLibrary(name: "CEspeakNG", path: "Sources/CEspeakNG"),
        // libdeflate: whole-buffer zlib/DEFLATE and CRC-32 (the PNG reader's IDAT stream and chunk checks).
        .systemLibrary(name: "CDeflate", path: "Sources/CDeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG", providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
        // libcurl's C API, loaded with dlopen on first use (fixed-arity wrappers for its variadic setopt/getinfo).
        .target(name: "CCurl"),

        // Leaf: one of each shared mechanism (terminal-safe text, the JSON/text writer, XML helpers,
        // the SourceError shape, the bounds-checked byte reader, the lock). Foundation-free.
        .target(name: "Text"),
        // The one disk cache (a size-bounded folder, least recently used evicted, atomic writes) that the tile cache,
        // the offline maps' cache and the compiled-map cache are made of. Foundation, over Text's lock.
        .target(name: "DiskCache", dependencies: ["Text"]),
        // The one reader of JSON documents field by field (route files, traffic scenarios): SourceError with the
        // field's path. Foundation (JSONSerialization's tree), over Text.
        .target(name: "JSONInput", dependencies: ["Text"]),
        // The one typed Settings value, its table (types, defaults, flags, environment), the settings file and layers;
        // the file is read with JSONInput's JSON rules and written with DiskCache's AtomicFile.
        .target(name: "Settings", dependencies: ["Text", "JSONInput", "DiskCache"]),

        // Domain (headless).
        .target(name: "Geo", dependencies: ["Text"]),
        .target(name: "MapData", dependencies: ["Geo", "Text", "DiskCache", "CZlib", "CBzip2"]),
        // The seeded traffic world (flow, incidents) that routing, navigation and the map read.
        .target(name: "Traffic", dependencies: ["MapData", "Geo", "Text", "JSONInput"]),
        .target(name: "Routing", dependencies: ["MapData", "Traffic", "Text"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(name: "Traces", dependencies: ["Geo", "Text"]),
        .target(name: "Navigation", dependencies: ["Routing", "Traffic", "Traces", "Text", "JSONInput"]),
        .target(name: "TownGenerator", dependencies: ["Geo", "Text", "CZlib"]),
        // Spoken guidance: espeak-ng (library, else the command), WAV files, the utterance queue.
        .target(name: "Speech", dependencies: ["Navigation", "Text", "CEspeakNG"]),
        // The one HTTP client (libcurl loaded on first use, and file URLs): status and headers, body limits,
        // Range, If-None-Match, streaming, cancellation; the retry policy and clock its callers share.
        .target(name: "Net", dependencies: ["Text", "CCurl"]),
        // Offline maps: catalogue, downloads, storage + journal, replication updates, map cache.
        .target(name: "Regions", dependencies: ["MapData", "Text", "JSONInput", "Net", "DiskCache"]),
        // Raster tiles: sources, HTTP/file fetching, disk + memory cache, PNG/JPEG decoding.
        .target(name: "RasterTiles", dependencies: ["Geo", "Text", "JSONInput", "Net", "DiskCache", "CDeflate", "CTurboJPEG"]),

        // Screen model and widgets (no terminal).
        .target(name: "TermUI", dependencies: ["Text"]),
        .target(name: "Widgets", dependencies: ["TermUI", "Geo"]),
        .target(name: "Gestures", dependencies: ["TermUI", "Text"]),
        // MapLibre / Mapbox GL Style Specification v8: filters, expressions and property values compiled to closures.
        .target(name: "StyleSpec", dependencies: ["Text", "JSONInput", "TermUI"]),
        .target(name: "MapRender", dependencies: ["MapData", "Routing", "Traffic", "TermUI", "StyleSpec", "RasterTiles"]),
        // Procedural aerial imagery painted from a map's features (the default town's satellite scheme).
        .target(name: "AerialImagery", dependencies: ["MapRender", "RasterTiles", "Net", "MapData", "Geo", "DiskCache"]),
        .target(name: "NavApp", dependencies: ["Navigation", "Traffic", "MapRender", "Widgets", "Gestures", "Speech", "RasterTiles", "Settings"]),

        // The terminal.
        .target(name: "CursesBackend", dependencies: ["TermUI", "Text", "CNcurses", "CTerminalSignals"]),

        // Command line.
        .target(name: "NavsimCLI", dependencies: ["NavApp", "Settings", "JSONInput", "Traffic", "CursesBackend", "Regions", "RasterTiles", "AerialImagery", "Net", "DiskCache"]),
        // Release: the Swift runtime and Foundation linked into the binary (`-static-stdlib`), so a process does not
        // load and relocate a dozen shared Swift libraries before `main`: `navsim --help` 10.6 → 5.8 ms CPU, a route
        // on compiled Andorra 15.2 → 10.4 ms (issue 17). lld, from the toolchain, because gold prints glibc's
        // link-time note on `mktemp` (inside FoundationEssentials) as a warning. Debug builds stay dynamic.
        .executableTarget(name: "navsim", dependencies: ["NavsimCLI"],
                          swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(configuration: .release))]),
        .executableTarget(name: "navsim-towngen", dependencies: ["TownGenerator", "AerialImagery", "MapData", "MapRender", "RasterTiles", "Geo"]),
        // The embedding API (NavigationView, its navigator, header accessory, layout guides, directions-list
        // controller) over NavApp, and the example that embeds it: its screen logic is a library the tests drive.
        .target(name: "NavsimKit", dependencies: ["NavApp", "Settings", "Navigation", "Routing", "MapData", "Geo", "TermUI", "Widgets", "CursesBackend"]),
        .target(name: "NavsimEmbedExample", dependencies: ["NavsimKit"]),
        .executableTarget(name: "navsim-embed-example", dependencies: ["NavsimEmbedExample", "NavsimKit"]),
        .executableTarget(name: "navsim-bench", dependencies: ["NavsimCLI", "Regions", "Net", "MapData", "StyleSpec", "RasterTiles", "AerialImagery", "Traffic", "DiskCache"]),

        // Tests.
        .target(name: "TestSupport", dependencies: ["Text"], path: "Tests/TestSupport"),
        // libpng, in the tests only: the oracle the PNG reader's output is compared with, pixel for pixel.
        .systemLibrary(name: "CPNGOracle", path: "Tests/CPNGOracle", providers: [.apt(["libpng-dev"])]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Geo", "TestSupport"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "Text", "TestSupport"]),
        .testTarget(name: "DiskCacheTests", dependencies: ["DiskCache", "TestSupport"]),
        .testTarget(name: "GeoTests", dependencies: ["Geo", "TestSupport"]),
        .testTarget(name: "MapDataTests", dependencies: ["MapData", "TestSupport"]),
        .testTarget(name: "TrafficTests", dependencies: ["Traffic", "MapData", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "Traffic", "TestSupport"]),
        .testTarget(name: "TracesTests", dependencies: ["Traces", "Text", "TestSupport"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation", "Traffic", "Text", "TestSupport"], exclude: ["__Golden__"]),
        .testTarget(name: "TownGeneratorTests", dependencies: ["TownGenerator", "MapData", "TestSupport"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUI", "TestSupport"]),
        .testTarget(name: "CursesBackendTests", dependencies: ["CursesBackend", "CNcurses", "TermUI", "Geo", "TestSupport"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "TestSupport"], exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "TestSupport"]),
        .testTarget(name: "StyleSpecTests", dependencies: ["StyleSpec", "TestSupport"]),
        .testTarget(name: "MapRenderTests", dependencies: ["MapRender", "Traffic", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "TestSupport"]),
        .testTarget(name: "NavAppTests", dependencies: ["NavApp", "Settings", "Text", "TestSupport"], exclude: ["Scripts", "Screen/__Snapshots__", "Settings/__Snapshots__"]),
        .testTarget(name: "NetTests", dependencies: ["Net", "Text", "navsim", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "RegionsTests", dependencies: ["Regions", "MapData", "Text", "Net", "navsim", "NavsimCLI", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "RasterTilesTests", dependencies: ["RasterTiles", "Net", "StyleSpec", "MapRender", "AerialImagery", "MapData", "TermUI", "Text", "TestSupport", "CPNGOracle"], exclude: ["Fixtures"]),
        .testTarget(name: "NavsimKitTests", dependencies: ["NavsimKit", "NavsimEmbedExample", "navsim-embed-example", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "NavsimCLITests", dependencies: ["NavsimCLI", "Settings", "navsim", "RasterTiles", "Geo", "Gestures", "TestSupport"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
