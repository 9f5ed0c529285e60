import Foundation
import RasterTiles
import TestSupport
import Testing

/// navsim's PNG reader against libpng, on a suite made by an independent writer (Fixtures/png_suite.py: Python's
/// zlib and struct): every colour type and bit depth, plain and Adam7, all five filters, several IDATs, PLTE + tRNS,
/// colour keys, ancillary chunks; then hostile and damaged files, each refused with its reason.
@Suite struct PNGDecoderTests {
    /// The suite's folder, written once for the tests here.
    static let suite: String = {
        let folder = TemporaryFolder.make("pngsuite")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", Repository.path("Tests/RasterTilesTests/Fixtures/png_suite.py"), folder]
        try? p.run()
        p.waitUntilExit()
        return folder
    }()

    static func files(_ prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: suite)) ?? []).filter { $0.hasPrefix(prefix) && $0.hasSuffix(".png") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: suite + "/" + name))) }

    /// The first differing pixel, for a readable failure.
    static func firstDifference(_ a: RasterImage, _ b: RasterImage) -> String {
        guard a.width == b.width, a.height == b.height else { return "size \(a.width)×\(a.height) vs \(b.width)×\(b.height)" }
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
            return "(\(x), \(y)): navsim \(a.pixel(x: x, y: y)), libpng \(b.pixel(x: x, y: y))"
        } }
        return "none"
    }

    @Test func everyColourTypeDepthFilterAndInterlaceDecodesAsLibpngDoes() throws {
        let good = Self.files("good-")
        // 5 colour types × their depths (15 pairs) × plain/Adam7 × 4 sizes, 14 keyed, a tile, tRNS with alpha.
        #expect(good.count == 15 * 2 * 4 + 14 + 2)
        for name in good {
            let bytes = try Self.bytes(name)
            let ours = try ImageDecoder.decode(bytes)
            // libpng's simplified API misreads 16-bit Adam7 files into 8-bit sRGB (its pixels are not the file's
            // samples; the same samples not interlaced read right): those are compared with its reading of the twin.
            let twin = name.replacingOccurrences(of: "good-", with: "twin-")
            let sixteenBitAdam7 = name.contains("-d16-") && name.contains("adam7")
            let theirs = try PNGOracle.decode(try Self.bytes(sixteenBitAdam7 ? twin : name))
            #expect(ours == theirs, "\(name): first difference \(Self.firstDifference(ours, theirs))")
        }
    }

    @Test func anAdam7ImageIsThePixelsOfItsPlainTwin() throws {
        let twins = Self.files("twin-")
        #expect(twins.count == 15 * 4 + 7)
        for twin in twins {
            let interlaced = try ImageDecoder.decode(try Self.bytes(twin.replacingOccurrences(of: "twin-", with: "good-")))
            let plain = try ImageDecoder.decode(try Self.bytes(twin))
            #expect(interlaced == plain, "\(twin): first difference \(Self.firstDifference(interlaced, plain))")
            #expect(plain == (try PNGOracle.decode(try Self.bytes(twin))), "\(twin)")
        }
    }

    @Test func aColourKeyMakesExactlyItsPixelsTransparent() throws {
        for name in Self.files("good-key-") {
            let img = try ImageDecoder.decode(try Self.bytes(name))
            let keyed = img.pixel(x: 4, y: 3)
            #expect(keyed.a == 0, "\(name)")
            let clear = (0..<img.height).flatMap { y in (0..<img.width).map { img.pixel(x: $0, y: y) } }.filter { $0.a == 0 }
            #expect(clear.allSatisfy { $0.r == keyed.r && $0.g == keyed.g && $0.b == keyed.b }, "\(name)")
        }
    }

    @Test func aPaletteIndexPastThePalettesEndIsOpaqueBlackAsInLibpng() throws {
        let files = Self.files("edge-palette-overflow-")
        #expect(files.count == 4)
        let palette = [RGBA(r: 1, g: 2, b: 3, a: 10), RGBA(r: 4, g: 5, b: 6, a: 20), RGBA(r: 7, g: 8, b: 9, a: 255)]
        for name in files {
            let bytes = try Self.bytes(name)
            let ours = try ImageDecoder.decode(bytes)
            let modulus = name.contains("-d2-") ? 4 : 256
            for y in 0..<16 {
                for x in 0..<16 {
                    let index = (x + 16 * y) % modulus
                    let expected = index < palette.count ? palette[index] : RGBA(r: 0, g: 0, b: 0, a: 255)
                    #expect(ours.pixel(x: x, y: y) == expected, "\(name) (\(x), \(y)): index \(index)")
                }
            }
            let theirs = try PNGOracle.decode(bytes)
            #expect(ours == theirs, "\(name): first difference \(Self.firstDifference(ours, theirs))")
        }
    }

    @Test func hostileAndDamagedFilesAreRefusedWithTheirReason() throws {
        let listing = try String(contentsOfFile: Self.suite + "/bad.txt", encoding: .utf8)
        let cases = listing.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
        #expect(cases.count == 20)
        for c in cases {
            do {
                let img = try ImageDecoder.decode(try Self.bytes(c[0] + ".png"))
                Issue.record("\(c[0]): decoded \(img.width)×\(img.height), expected an error about \(c[1])")
            } catch let error as RasterError {
                #expect(error.description.hasPrefix("PNG: "), "\(c[0]): \(error)")
                #expect(error.description.contains(c[1]), "\(c[0]): \(error)")
            }
        }
    }

    @Test func everyPrefixOfAGoodFileIsRefusedNotCrashed() throws {
        let bytes = try Self.bytes("good-c3-d4-adam7-13x9.png")
        for n in 0..<bytes.count {
            #expect(throws: RasterError.self) { try ImageDecoder.decode(Array(bytes.prefix(n))) }
        }
    }

    @Test func navsimsOwnWriterReadsBackThroughLibpngToo() throws {
        for img in [TestTiles.radar(size: 37), RasterImage(width: 19, height: 7, fill: RGBA(r: 9, g: 99, b: 199))] {
            let png = try ImageEncoder.png(img)
            #expect(try PNGOracle.decode(png) == img)
            #expect(try ImageDecoder.decode(png) == img)
        }
    }
}
