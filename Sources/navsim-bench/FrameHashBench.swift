import DiskCache
import Foundation
import Geo
import MapData
import MapRender
import StyleSpec
import TermUI
import Text

/// `navsim-bench framehash` (opt-in): a digest of 2,640 styled frames, to show that a speed change draws the same
/// cells. Positron, Dark Matter and the ten schemes on Monaco and the default town, 200×60, at eleven zooms from 12
/// to 18 (fractional ones too), each at tilts 0/45/60 × bearings 0/30/200 and once in ASCII. Every cell's grapheme,
/// continuation flag, colours and attributes are hashed (FNV-1a, 64 bits: the same in every process). With
/// `NAVSIM_FRAMEHASH_OUT=FILE` each frame's name and hash go to FILE, one a line, to diff two runs.
enum FrameHashBench {
    static let zooms = [12.0, 13, 14, 14.5, 15, 15.25, 15.5, 16, 16.5, 17, 18]
    static let tilts = [0.0, 45, 60], bearings = [0.0, 30, 200]

    static func run() {
        let shared = SharedData.folder
        var sheets: [(String, StyleSheet)] = []
        for name in ["positron.json", "dark-matter.json"] {
            guard let data = FileManager.default.contents(atPath: shared + "/styles/" + name),
                  let sheet = try? StyleSheet.parse(data, file: name) else { print("Frame hashes: skipped (\(name) absent)"); return }
            sheets.append((name, sheet))
        }
        for s in MapScheme.allCases {
            guard let sheet = try? s.load() else { print("Frame hashes: skipped (\(s.rawValue) does not load)"); return }
            sheets.append((s.rawValue, sheet))
        }
        guard let monaco = try? OSMMap.load(path: shared + "/osrm-backend/monaco.osm.pbf"), let town = try? OSMMap.defaultTown()
        else { print("Frame hashes: skipped (Monaco or the default town does not load)"); return }
        let maps = [("monaco", ProjectedMap(monaco), Coordinate(43.7384, 7.4246)), ("town", ProjectedMap(town), Coordinate(51.02, -1.05))]
        var lines: [String] = [], all = FNV1a()
        for (mapName, map, centre) in maps {
            let source = map.styledSource()
            for (styleName, sheet) in sheets {
                let active = ActiveStyle(sheet: sheet)
                let styled = active.styled(source)
                for zoom in zooms {
                    var cameras: [(String, Camera, Bool)] = []
                    for tilt in tilts {
                        for bearing in bearings {
                            cameras.append(("t\(Int(tilt)) b\(Int(bearing))",
                                            Camera(centre: centre, zoom: zoom, bearing: bearing, tilt: tilt, width: 200, height: 60), false))
                        }
                    }
                    cameras.append(("ascii", Camera(centre: centre, zoom: zoom, width: 200, height: 60), true))
                    for (camName, camera, ascii) in cameras {
                        var view = MapView(map: map, camera: camera, style: active.overlay, asciiOnly: ascii)
                        view.styled = styled
                        var buffer = Buffer(width: 200, height: 60)
                        view.render(in: buffer.area, into: &buffer)
                        var h = FNV1a()
                        h.add(buffer)
                        all.add(h.value)
                        lines.append("\(mapName) \(styleName) z\(zoom) \(camName) \(String(h.value, radix: 16))")
                    }
                }
            }
        }
        print("Frame hashes: \(lines.count) frames, digest \(String(all.value, radix: 16))")
        if let out = ProcessInfo.processInfo.environment["NAVSIM_FRAMEHASH_OUT"] {
            // AtomicFile: a device (/dev/stdout, /dev/null) is written in place, never renamed over; a failure is
            // reported, not dropped.
            do { try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: out) } catch {
                FileDescriptor.writeAll(STDERR_FILENO, "navsim-bench framehash: NAVSIM_FRAMEHASH_OUT: \(error)\n")
                exit(1)
            }
        }
    }
}

/// The frame digest's parts, hashed through `FNV1a` (Text).
extension FNV1a {
    mutating func add(_ c: Color) {
        switch c {
        case .default: add(UInt8(0))
        case .ansi(let v): add(UInt8(1)); add(v)
        case .indexed(let v): add(UInt8(2)); add(v)
        case .rgb(let r, let g, let b): add(UInt8(3)); add(r); add(g); add(b)
        }
    }

    mutating func add(_ buffer: Buffer) {
        for cell in buffer.cells {
            for s in cell.grapheme.unicodeScalars { add(UInt64(s.value)) }
            add(UInt8(cell.isContinuation ? 0xfe : 0xff))
            add(cell.style.foreground)
            add(cell.style.background)
            add(cell.style.attributes.rawValue)
        }
    }
}
